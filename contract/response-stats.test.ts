import { describe, expect, it } from 'vitest';
import { median, responseStats, responseTimeLabel, RESPONSE_STATS_MIN } from './response-stats.ts';

const t0 = new Date('2026-11-01T10:00:00Z');
const after = (minutes: number | null) => ({
  startedAt: t0,
  firstReplyAt: minutes === null ? null : new Date(t0.getTime() + minutes * 60_000),
});

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[1, 3, 10, 100], 6.5],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('responseStats', () => {
  it('is null below the minimum of conversations', () => {
    expect(responseStats(Array.from({ length: RESPONSE_STATS_MIN - 1 }, () => after(10)))).toBeNull();
  });

  it.each([
    { replies: [10, 20, 30, 40, 50], rate: 100, median: 30 },
    { replies: [10, 20, null, null, 600], rate: 60, median: 20 },
    { replies: [10, 20, 30, 40, null, null], rate: 67, median: 25 },
    { replies: [null, null, null, null, null], rate: 0, median: null },
    { replies: [-5, 1, 1, 1, 1], rate: 100, median: 1 },
  ])('answers $rate % and a median of $median minutes for $replies', ({ replies, rate, median: middle }) => {
    const stats = responseStats(replies.map(after));
    expect(stats).toEqual({ conversations: replies.length, ratePercent: rate, medianMinutes: middle });
  });
});

describe('responseTimeLabel', () => {
  it.each([
    [0, 'innerhalb von 1 Minute'],
    [45, 'innerhalb von 45 Minuten'],
    [60, 'innerhalb von 1 Stunde'],
    [185, 'innerhalb von 3 Stunden'],
    [3 * 1440, 'innerhalb von 3 Tagen'],
  ])('%i minutes read "%s"', (minutes, label) => {
    expect(responseTimeLabel(minutes)).toBe(label);
  });
});
