import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatDateTime } from './activity-time.ts';

const NOW = new Date('2026-03-12T14:30:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatActivityTime', () => {
  it('says "gerade eben" within the first minute, also for clocks slightly ahead', () => {
    expect(formatActivityTime(ago(30_000), NOW)).toBe('gerade eben');
    expect(formatActivityTime(ago(-5_000), NOW)).toBe('gerade eben');
  });

  it('counts minutes, hours and days in German', () => {
    expect(formatActivityTime(ago(60_000), NOW)).toBe('vor 1 Minute');
    expect(formatActivityTime(ago(5 * 60_000), NOW)).toBe('vor 5 Minuten');
    expect(formatActivityTime(ago(3 * 3_600_000), NOW)).toBe('vor 3 Stunden');
    expect(formatActivityTime(ago(26 * 3_600_000), NOW)).toBe('gestern');
    expect(formatActivityTime(ago(3 * 86_400_000), NOW)).toBe('vor 3 Tagen');
  });

  it('gives date and time from the seventh day on', () => {
    expect(formatActivityTime('2026-03-01T08:05:00Z', NOW, 'Europe/Berlin')).toBe('01.03.2026, 09:05 Uhr');
  });
});

describe('formatDateTime', () => {
  it('writes German date and time in the given time zone', () => {
    expect(formatDateTime('2026-07-01T22:15:00Z', 'Europe/Berlin')).toBe('02.07.2026, 00:15 Uhr');
  });
});
