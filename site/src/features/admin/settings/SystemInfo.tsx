// The system info card: the app's version from package.json (bundled at build time) and the live server
// status from GET /readyz, which answers only while the database does.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { version } from '../../../../../package.json';
import { fetchReadiness } from '../admin-api.ts';
import { SettingsCard } from './SettingsFields.tsx';

const DATABASE_NAMES = { embedded: 'Eingebettet (PGlite)', postgres: 'PostgreSQL' } as const;
const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export default function SystemInfo() {
  const readiness = useQuery({ queryKey: ['readiness'], queryFn: fetchReadiness, staleTime: 0 });
  // After a failed re-check the query still holds the last good answer: the error decides.
  const online = !readiness.isError && readiness.data?.status === 'ok';
  const status = readiness.isPending ? 'Wird geprüft …' : online ? 'Online' : 'Gestört';
  const dot = readiness.isPending ? 'bg-stone-400' : online ? 'bg-green-600' : 'bg-red-600';

  return (
    <SettingsCard
      title="Systeminformationen"
      description="Version und Zustand des Servers"
      icon={<Server aria-hidden="true" className="size-5" />}
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Row label="Version" value={`v${version}`} />
        <Row
          label="Serverstatus"
          value={
            <span className="inline-flex items-center gap-2" role="status">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
              {status}
            </span>
          }
        />
        <Row
          label="Datenbank"
          value={
            online && readiness.data
              ? DATABASE_NAMES[readiness.data.database]
              : readiness.isPending
                ? '…'
                : 'Nicht erreichbar'
          }
        />
        <Row
          label="Zuletzt geprüft"
          value={
            readiness.dataUpdatedAt || readiness.errorUpdatedAt
              ? `${time.format(Math.max(readiness.dataUpdatedAt, readiness.errorUpdatedAt))} Uhr`
              : '…'
          }
        />
      </dl>
      <div>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void readiness.refetch()}
          disabled={readiness.isFetching}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${readiness.isFetching ? 'animate-spin' : ''}`} />
          Status erneut prüfen
        </button>
      </div>
    </SettingsCard>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3 dark:bg-stone-800/60">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
    </div>
  );
}
