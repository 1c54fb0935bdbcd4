// German number and date formatting shared by the pages and islands. Written out rather than through Intl: the
// first German Intl formatter a page creates loads the locale's data, some 40 ms of a phone's main thread
// before the search island could hydrate (format.test.ts holds these to Intl's output).
/** "1.250.000": an integer with the German thousands separator. */
function grouped(value: number): string {
  const digits = String(Math.abs(value));
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return (value < 0 ? '-' : '') + groups.join('.');
}

/** A price rounded to whole euros, e.g. "1.250". The caller adds the unit. */
export function formatEuro(value: number | string): string {
  return grouped(Math.round(Number(value)) || 0);
}

/** "437" or "8,33": an amount to the cent, with cents only where it has some. The caller adds the unit. */
export function formatAmount(value: number): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  return value.toLocaleString('de-DE', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}

/** "4,8": a real rating with one decimal. A stable without reviews has none: say "Noch keine Bewertungen". */
export function formatRating(value: number): string {
  return value.toFixed(1).replace('.', ',');
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "01.03.2026" from an ISO date or timestamp (the calendar day in UTC). */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return `${twoDigits(date.getUTCDate())}.${twoDigits(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** A count, e.g. "10.000". */
export function formatCount(value: number): string {
  return grouped(Math.round(value));
}

/** "12,4 km": a distance with one decimal, as listings carry it. */
export function formatKm(km: number): string {
  return `${(Math.round(km * 10) / 10).toFixed(1).replace('.', ',')} km`;
}
