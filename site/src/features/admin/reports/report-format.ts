// German wording and number formats of the admin report, shared by the screen and the CSV export.
import { HOME_TIME_ZONE } from '#contract/limits.ts';

const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedOneDecimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: HOME_TIME_ZONE,
});
const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: HOME_TIME_ZONE,
});

/** "142,9": one decimal with the German decimal comma. */
export const formatDecimal = (value: number) => oneDecimal.format(value);

/** "0,8 %" (a no-break space keeps number and sign together). */
export const formatPercent = (value: number) => `${oneDecimal.format(value)}\u00a0%`;

/** "+50,0 %", "-33,3 %", "0,0 %". */
export const formatGrowth = (value: number) => `${signedOneDecimal.format(value)}\u00a0%`;

/** "1.000": a count with thousands separators. */
export const formatNumber = (value: number) => count.format(value);

/** "2026-03" → "März 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** "21.11.2026, 14:05" in the marketplace's time zone. */
export const formatGeneratedAt = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "2026-11-21": the report's day in the marketplace's time zone (for the export's file name). */
export const reportDay = (iso: string) => isoDateFormat.format(new Date(iso));

export type Trend = 'rising' | 'falling' | 'stable';

export function trendOf(growthPercent: number): Trend {
  if (growthPercent > 0) return 'rising';
  if (growthPercent < 0) return 'falling';
  return 'stable';
}

export const TREND_LABELS: Record<Trend, string> = { rising: 'steigend', falling: 'fallend', stable: 'stabil' };

/** What the growth KPI shows when last month had no sign-ups to compare with. */
export const NO_COMPARISON = 'Kein Vergleich möglich';
