// Admin screen: Dashboard. The platform's figures, what waits for approval, the latest activity and
// shortcuts to the sections, all from the database.
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { useAdminSession } from '../shell/session.ts';
import JobQueue from './JobQueue.tsx';
import PendingNotice from './PendingNotice.tsx';
import QuickAccess from './QuickAccess.tsx';
import RecentActivity from './RecentActivity.tsx';
import StatCards from './StatCards.tsx';

export default function DashboardScreen() {
  const { data: session } = useAdminSession();
  return (
    <>
      <ScreenHeader
        title="Dashboard"
        description={`Willkommen zurück${session ? `, ${session.username}` : ''}! Hier sehen Sie den aktuellen Stand der Plattform.`}
      />
      <PendingNotice />
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity />
        </div>
        <QuickAccess />
      </div>
      <JobQueue />
    </>
  );
}
