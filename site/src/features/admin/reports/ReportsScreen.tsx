// Admin screen Berichte: the KPIs, monthly development, regional split, performance overview and top
// listings of GET /api/admin/reports, all computed from the database, and the CSV export.
import { useQuery } from '@tanstack/react-query';
import { Download, Eye, Clock, Minus, Percent, RefreshCw, Star, TrendingDown, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminReport } from '#contract/types.ts';
import { ApiError } from '#site/lib/api.ts';
import { fetchReport } from '../admin-api.ts';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { downloadFile } from './download.ts';
import { CSV_MIME_TYPE, reportCsv, reportFileName } from './report-csv.ts';
import {
  formatDecimal,
  formatGeneratedAt,
  formatGrowth,
  formatNumber,
  formatPercent,
  monthLabel,
  NO_COMPARISON,
  TREND_LABELS,
  trendOf,
} from './report-format.ts';
import { MonthlyTable, RegionSplit, TopListings } from './ReportSections.tsx';

export const REPORT_QUERY_KEY = ['reports'] as const;

const CARD =
  'min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900';

export default function ReportsScreen() {
  const report = useQuery({ queryKey: REPORT_QUERY_KEY, queryFn: fetchReport });
  const data = report.data;

  const exportReport = () => {
    if (data) downloadFile(reportFileName(data), reportCsv(data), CSV_MIME_TYPE);
  };

  return (
    <div>
      <ScreenHeader
        title="Berichte"
        description="Kennzahlen und Entwicklung der Plattform, berechnet aus den gespeicherten Daten."
        actions={
          <button type="button" className="btn btn-primary" onClick={exportReport} disabled={!data}>
            <Download aria-hidden="true" className="size-4" />
            Bericht exportieren
          </button>
        }
      />
      {report.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          <p className="sr-only" role="status">
            Bericht wird geladen …
          </p>
          <SkeletonList count={8} className="h-32" />
        </div>
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}

function LoadError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  const detail = error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
  return (
    <div role="alert" className={`${CARD} grid justify-items-start gap-3`}>
      <p className="font-semibold">Der Bericht konnte nicht geladen werden.</p>
      {detail && <p className="text-sm text-stone-600 dark:text-stone-400">{detail}</p>}
      <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Erneut versuchen
      </button>
    </div>
  );
}

function Report({ report }: { report: AdminReport }) {
  const { kpis, totals, monthly } = report;
  const [previous, current] = monthly.slice(-2);
  const formMessages = totals.contacts - totals.enquiries;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="kpi-title">
        <h2 id="kpi-title" className="sr-only">
          Kennzahlen
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <KpiCard
            icon={<Users aria-hidden="true" className="size-5" />}
            label="Nutzerwachstum"
            value={kpis.userGrowthPercent === null ? NO_COMPARISON : formatGrowth(kpis.userGrowthPercent)}
            trend={kpis.userGrowthPercent === null ? null : trendOf(kpis.userGrowthPercent)}
            note={
              current && previous
                ? kpis.userGrowthPercent === null
                  ? `Im ${monthLabel(previous.month)} gab es keine Registrierungen; ${monthLabel(current.month)}: ${formatNumber(current.users)}.`
                  : `${formatNumber(current.users)} neue Benutzer im ${monthLabel(current.month)}, ${formatNumber(previous.users)} im Vormonat.`
                : undefined
            }
          />
          <KpiCard
            icon={<Eye aria-hidden="true" className="size-5" />}
            label="Durchschnittliche Aufrufe pro Anzeige"
            value={formatDecimal(kpis.averageViewsPerListing)}
            note={`${formatNumber(totals.views)} Aufrufe auf ${formatNumber(totals.listings)} Anzeigen.`}
          />
          <KpiCard
            icon={<Percent aria-hidden="true" className="size-5" />}
            label="Konversionsrate"
            value={formatPercent(kpis.conversionRatePercent)}
            note={`${formatNumber(totals.enquiries)} Anfragen bei ${formatNumber(totals.views)} Aufrufen.`}
          />
          <KpiCard
            icon={<Star aria-hidden="true" className="size-5" />}
            label="Premium-Anteil"
            value={formatPercent(kpis.premiumSharePercent)}
            note={`Anteil der Premium-Anzeigen an allen ${formatNumber(totals.listings)} Anzeigen.`}
          />
        </ul>
      </section>

      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <section aria-labelledby="monthly-title" className={CARD}>
          <h2 id="monthly-title" className="text-lg font-semibold">
            Monatliche Entwicklung
          </h2>
          <MonthlyTable monthly={monthly} />
        </section>
        <section aria-labelledby="regions-title" className={CARD}>
          <h2 id="regions-title" className="text-lg font-semibold">
            Regionale Verteilung
          </h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Anzeigen nach Region des Stalls</p>
          <RegionSplit regions={report.regions} />
        </section>
      </div>

      <div className="grid gap-6 xl:grid-cols-[2fr_3fr]">
        <section aria-labelledby="insights-title" className={CARD}>
          <h2 id="insights-title" className="text-lg font-semibold">
            Leistungsübersicht
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Insight label="Aufrufe gesamt" value={formatNumber(totals.views)} />
            <Insight label="Anfragen zu Anzeigen" value={formatNumber(totals.enquiries)} />
            <Insight label="Konversion gesamt" value={formatPercent(kpis.conversionRatePercent)} />
            <Insight label="Nachrichten über das Kontaktformular" value={formatNumber(formMessages)} />
            <Insight label="Anzeigen gesamt" value={formatNumber(totals.listings)} />
            <Insight label="Registrierte Benutzer" value={formatNumber(totals.users)} />
          </dl>
          <p className="mt-4 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            Stand: {formatGeneratedAt(report.generatedAt)} Uhr
          </p>
        </section>
        <section aria-labelledby="top-title" className={CARD}>
          <h2 id="top-title" className="text-lg font-semibold">
            Top-Anzeigen
          </h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            Die fünf meistaufgerufenen Anzeigen mit ihren Anfragen
          </p>
          <TopListings listings={report.topListings} />
        </section>
      </div>
    </div>
  );
}

const TREND_STYLES = {
  rising: { Icon: TrendingUp, className: 'text-green-700 dark:text-green-400' },
  falling: { Icon: TrendingDown, className: 'text-red-700 dark:text-red-400' },
  stable: { Icon: Minus, className: 'text-stone-600 dark:text-stone-400' },
} as const;

interface KpiProps {
  icon: ReactNode;
  label: string;
  value: string;
  trend?: keyof typeof TREND_STYLES | null;
  note?: string | undefined;
}

function KpiCard({ icon, label, value, trend, note }: KpiProps) {
  const trendStyle = trend ? TREND_STYLES[trend] : null;
  return (
    <li className={`${CARD} grid content-start gap-2`} data-testid="report-kpi">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-stone-600 dark:text-stone-400">{label}</h3>
        <span className="rounded-lg bg-brand/10 p-2 text-brand dark:bg-brand-light/15 dark:text-brand-light">
          {icon}
        </span>
      </div>
      <p className="text-2xl font-bold tracking-tight">{value}</p>
      {trend && trendStyle && (
        <p className={`flex items-center gap-1 text-sm font-medium ${trendStyle.className}`}>
          <trendStyle.Icon aria-hidden="true" className="size-4" />
          Tendenz: {TREND_LABELS[trend]}
        </p>
      )}
      {note && <p className="text-sm text-stone-600 dark:text-stone-400">{note}</p>}
    </li>
  );
}

function Insight({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-stone-50 p-3 dark:bg-stone-800/60">
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-xl font-bold tracking-tight">{value}</dd>
    </div>
  );
}
