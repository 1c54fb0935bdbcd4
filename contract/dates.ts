// Calendar days as the platform counts them.

/** The day (YYYY-MM-DD) a moment falls on in the given time zone. */
export function isoDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
