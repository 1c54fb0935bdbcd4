// When an activity happened, in German: relative within the last week ("vor 5 Minuten", "gestern"),
// otherwise as date and time ("12.03.2026, 14:30 Uhr"); the full form also serves as the tooltip.
const relative = new Intl.RelativeTimeFormat('de-DE', { numeric: 'auto' });
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const absolute = new Intl.DateTimeFormat('de-DE', DATE_TIME);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "01.03.2026, 09:05 Uhr" in the browser's time zone (or the one given, for tests). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const format = timeZone ? new Intl.DateTimeFormat('de-DE', { ...DATE_TIME, timeZone }) : absolute;
  return `${format.format(new Date(iso))} Uhr`;
}

export function formatActivityTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const age = now.getTime() - new Date(iso).getTime();
  if (age < MINUTE) return 'gerade eben';
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return relative.format(-Math.floor(age / DAY), 'day');
  return formatDateTime(iso, timeZone);
}
