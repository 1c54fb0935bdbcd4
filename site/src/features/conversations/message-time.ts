// When a message was written, as the conversation and the list show it, in the reader's own time: "14:32" today,
// "Gestern, 14:32", else "03.12.2026, 14:32" (the list shows only the day for older ones).
const twoDigits = (n: number) => String(n).padStart(2, '0');

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

const clock = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
const day = (date: Date) => `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;

function relativeDay(date: Date, now: Date): 'today' | 'yesterday' | null {
  if (sameDay(date, now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return sameDay(date, yesterday) ? 'yesterday' : null;
}

/** Under a message: "14:32", "Gestern, 14:32" or "03.12.2026, 14:32". */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const relative = relativeDay(date, now);
  if (relative === 'today') return clock(date);
  return `${relative === 'yesterday' ? 'Gestern' : day(date)}, ${clock(date)}`;
}

/** In the list: "14:32", "Gestern" or "03.12.2026". */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const relative = relativeDay(date, now);
  return relative === 'today' ? clock(date) : relative === 'yesterday' ? 'Gestern' : day(date);
}
