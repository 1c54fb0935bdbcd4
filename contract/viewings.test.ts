import { describe, expect, it } from 'vitest';
import { timeZoneOfRegion, viewingTimeLabel, zonedMoment } from './viewings.ts';

describe('zonedMoment', () => {
  it.each([
    ['2026-12-06', '14:00', 'Europe/Berlin', '2026-12-06T13:00:00.000Z'],
    ['2026-07-06', '14:00', 'Europe/Vienna', '2026-07-06T12:00:00.000Z'],
    ['2026-03-29', '01:30', 'Europe/Zurich', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '03:30', 'Europe/Zurich', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '12:00', 'Europe/Berlin', '2026-10-25T11:00:00.000Z'],
    ['2026-12-31', '23:45', 'Europe/Berlin', '2026-12-31T22:45:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(zonedMoment(day, time, zone)).toBe(expected);
  });
});

describe('viewingTimeLabel', () => {
  it('writes the day and both times as the stable counts them', () => {
    expect(viewingTimeLabel('2026-12-05T13:00:00Z', '2026-12-05T13:30:00Z', 'Europe/Berlin')).toBe(
      'Sa., 5. Dez. 2026, 14:00–14:30 Uhr',
    );
  });
});

describe('timeZoneOfRegion', () => {
  it('maps the three countries', () => {
    expect(['germany', 'austria', 'switzerland'].map(timeZoneOfRegion)).toEqual([
      'Europe/Berlin',
      'Europe/Vienna',
      'Europe/Zurich',
    ]);
  });
});
