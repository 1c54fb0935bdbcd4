// The arithmetic of the admin report: rounding to one decimal, percentages, averages and growth, each
// defined for the empty cases (no views, no listings, no users last month).

/** Rounds half away from zero to one decimal; never returns -0. */
export function round1(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // The tiny factor lifts products like 0.15 * 10 = 1.4999999999999998 back onto the half they stand for.
  const rounded = Math.round(Math.abs(value) * 10 * (1 + 4 * Number.EPSILON)) / 10;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** `part` as a percentage of `whole`, one decimal; 0 when the whole is empty. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? round1((part / whole) * 100) : 0;
}

/** Contacts per view as a percentage, one decimal; 0 for a listing nobody has viewed. */
export function conversionPercent(contacts: number, views: number): number {
  return percentOf(contacts, views);
}

/** Mean of `count` items summing to `total`, one decimal; 0 when there are none. */
export function averageOf(total: number, count: number): number {
  return count > 0 ? round1(total / count) : 0;
}

/** Change from `previous` to `current` in percent, one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  return previous > 0 ? round1(((current - previous) / previous) * 100) : null;
}
