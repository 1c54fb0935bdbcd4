// German number and date formatting shared by the pages and islands.
import { DEFAULT_RATING } from '#contract/limits.ts';

const euro = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const rating = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const germanDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A price rounded to whole euros, e.g. "1.250". The caller adds the unit. */
export function formatEuro(value: number | string): string {
  return euro.format(Math.round(Number(value)));
}

/** "4,8": a stable's rating, or the spec's default 4.8 when it has none. */
export function formatRating(value: number | null | undefined): string {
  return rating.format(value ?? DEFAULT_RATING);
}

/** "01.03.2026" from an ISO date or timestamp. */
export function formatDate(iso: string): string {
  return germanDate.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

export function formatCount(value: number): string {
  return euro.format(value);
}
