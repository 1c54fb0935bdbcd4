// How quickly a stable answers (issue 37): from its conversations, the share the stable answered and the median
// time to its first reply. The operator page shows them only from RESPONSE_STATS_MIN conversations on, so one or
// two enquiries do not make a figure. Pure, so the rule is tested as a table.
import type { ResponseStatsDto } from './trust.ts';

export const RESPONSE_STATS_MIN = 5;
/** Conversations older than this do not count: a stable's habits change. */
export const RESPONSE_STATS_DAYS = 365;

export interface ConversationTiming {
  startedAt: Date;
  /** The stable's first message, or null when it never answered. */
  firstReplyAt: Date | null;
}

/** The median of numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The stable's response figures, or null below RESPONSE_STATS_MIN conversations. */
export function responseStats(timings: ConversationTiming[]): ResponseStatsDto | null {
  if (timings.length < RESPONSE_STATS_MIN) return null;
  const minutes = timings
    .filter((t) => t.firstReplyAt !== null)
    .map((t) => Math.max(0, (t.firstReplyAt!.getTime() - t.startedAt.getTime()) / 60_000));
  const middle = median(minutes);
  return {
    conversations: timings.length,
    ratePercent: Math.round((minutes.length / timings.length) * 100),
    medianMinutes: middle === null ? null : Math.round(middle),
  };
}

/** "innerhalb von 45 Minuten", "innerhalb von 3 Stunden", "innerhalb von 2 Tagen". */
export function responseTimeLabel(minutes: number): string {
  if (minutes < 60) {
    const m = Math.max(1, Math.round(minutes));
    return `innerhalb von ${m} ${m === 1 ? 'Minute' : 'Minuten'}`;
  }
  if (minutes < 48 * 60) {
    const h = Math.round(minutes / 60);
    return `innerhalb von ${h} ${h === 1 ? 'Stunde' : 'Stunden'}`;
  }
  const d = Math.round(minutes / 1440);
  return `innerhalb von ${d} Tagen`;
}
