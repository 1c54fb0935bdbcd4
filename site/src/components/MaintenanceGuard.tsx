// Polls GET /api/maintenance every 30 s; when maintenance starts while a page is open, the whole screen
// is replaced by the maintenance screen without a reload (admins and /admin paths excepted). On the
// server-rendered maintenance page it reloads once maintenance is over.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { POLL_INTERVAL_MS } from '#contract/limits.ts';
import type { MaintenanceInfo } from '#contract/types.ts';
import { fetchMaintenance } from '../lib/api.ts';
import { $user } from '../stores/user.ts';
import MaintenanceScreen from './MaintenanceScreen.tsx';

interface Props {
  siteName: string;
  /** True on the server's 503 maintenance page. */
  onMaintenancePage?: boolean;
}

export default function MaintenanceGuard({ siteName, onMaintenancePage = false }: Props) {
  const user = useStore($user);
  const [info, setInfo] = useState<MaintenanceInfo | null>(null);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const next = await fetchMaintenance();
        if (stopped) return;
        if (onMaintenancePage && !next.maintenanceMode) window.location.reload();
        setInfo(next);
      } catch {
        // offline or server restarting: keep what the page shows
      }
    };
    const timer = setInterval(check, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [onMaintenancePage]);

  if (onMaintenancePage || !info?.maintenanceMode) return null;
  if (window.location.pathname.startsWith('/admin') || user?.isAdmin === true) return null;
  return (
    <div className="fixed inset-0 z-[70] overflow-auto" data-testid="maintenance-overlay">
      <MaintenanceScreen text={info.maintenanceText} siteName={siteName} />
    </div>
  );
}
