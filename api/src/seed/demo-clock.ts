// The calendar of the demo data: every date is counted back from one reference day, so a day's seed is repeatable.
import type { Prng } from './prng.ts';

export const DAY_MS = 86_400_000;

/** Midnight UTC of the reference day, and moments counted back from it. */
export class DemoClock {
  readonly today: Date;

  constructor(now: Date) {
    this.today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  }

  /** A moment `days` days back, at a plausible daytime hour. */
  daysAgo(days: number, rng: Prng): Date {
    return new Date(this.today.getTime() - days * DAY_MS + rng.int(7 * 60, 21 * 60) * 60_000);
  }

  /** The YYYY-MM-DD day `offset` days from today (negative: in the past). */
  day(offset: number): string {
    return new Date(this.today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  }

  /** Whole days from `date` to today. */
  ageOf(date: Date): number {
    return Math.floor((this.today.getTime() - date.getTime()) / DAY_MS);
  }
}
