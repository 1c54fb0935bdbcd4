import { describe, expect, it } from 'vitest';
import { listTime, messageTime } from './message-time.ts';

// Local times: the reader's own clock, whatever zone the test runs in.
const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();
const NOW = new Date(2026, 11, 3, 18, 0);

describe('message times', () => {
  it.each([
    [at(2026, 12, 3, 9, 5), '09:05', '09:05'],
    [at(2026, 12, 2, 23, 59), 'Gestern, 23:59', 'Gestern'],
    [at(2026, 11, 30, 14, 32), '30.11.2026, 14:32', '30.11.2026'],
    [at(2025, 12, 3, 9, 5), '03.12.2025, 09:05', '03.12.2025'],
  ])('%s → %s / %s', (iso, inConversation, inList) => {
    expect(messageTime(iso, NOW)).toBe(inConversation);
    expect(listTime(iso, NOW)).toBe(inList);
  });

  it('counts yesterday across a month end', () => {
    expect(listTime(at(2026, 11, 30, 8, 0), new Date(2026, 11, 1, 7, 0))).toBe('Gestern');
  });
});
