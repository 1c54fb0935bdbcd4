// The travel-time estimate: its figures for known distances, its reach as the exact inverse (the search's circle),
// and how times are rounded and written.
import { describe, expect, it } from 'vitest';
import { estimateMinutes, estimateReachKm, minutesText, routedReachKm, travelTime, TRAVEL_MINUTES } from './travel.ts';

describe('estimateMinutes', () => {
  it('gives plausible times for known distances, growing with the distance', () => {
    expect(estimateMinutes(0)).toBe(2);
    // München to Dachau, 17 km: 25 minutes; to Augsburg, 57 km: an hour.
    expect(estimateMinutes(16.9)).toBeCloseTo(24.9, 1);
    expect(estimateMinutes(57)).toBeCloseTo(59.8, 1);
    for (let km = 0; km < 300; km += 7) expect(estimateMinutes(km + 7)).toBeGreaterThan(estimateMinutes(km));
  });
});

describe('estimateReachKm', () => {
  it('is the inverse of the estimate for every offered time', () => {
    for (const minutes of TRAVEL_MINUTES) {
      expect(estimateMinutes(estimateReachKm(minutes)), String(minutes)).toBeCloseTo(minutes, 6);
    }
    expect(estimateReachKm(1)).toBe(0);
  });

  it('lies inside the reach of any routed drive', () => {
    for (const minutes of TRAVEL_MINUTES) expect(estimateReachKm(minutes)).toBeLessThan(routedReachKm(minutes));
  });
});

describe('travelTime', () => {
  it('rounds estimates to 5 minutes (at least 5) and real times to the minute', () => {
    expect(travelTime('München', 2, true)).toEqual({ from: 'München', minutes: 5, estimated: true });
    expect(travelTime('München', 24.9, true).minutes).toBe(25);
    expect(travelTime('München', 27.4, true).minutes).toBe(25);
    expect(travelTime('München', 16.9, false)).toEqual({ from: 'München', minutes: 17, estimated: false });
    expect(minutesText(travelTime('München', 24.9, true))).toBe('ca. 25 Min.');
    expect(minutesText(travelTime('München', 16.9, false))).toBe('17 Min.');
  });
});
