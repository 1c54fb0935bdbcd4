// The words of reviews (issue 37), without zod: the categories and their German labels, what a review rests on,
// the count's wording and "Noch keine Bewertungen", for the cards, the detail page and the compare table.

export const REVIEW_CATEGORIES = ['welfare', 'facilities', 'care', 'value', 'community'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory, string> = {
  welfare: 'Pferdewohl und Versorgung',
  facilities: 'Anlage und Ausstattung',
  care: 'Betreuung und Kommunikation',
  value: 'Preis-Leistung',
  community: 'Stallgemeinschaft',
};

export type ReviewBasis = 'viewing' | 'tenancy';

/** The word shown for an author whose account is gone: the review stays, so the aggregate stays honest. */
export const FORMER_MEMBER = 'Ehemaliges Mitglied';

/** "nach Besichtigung" / "Einsteller seit 2025": what a review rests on. */
export function reviewBasisLabel(basis: ReviewBasis, tenancySince: string | null): string {
  if (basis === 'tenancy' && tenancySince) return `Einsteller seit ${tenancySince.slice(0, 4)}`;
  return 'nach Besichtigung';
}

/** "4,3": a real average with one decimal (never called without one). */
export function formatAverage(value: number): string {
  return value.toFixed(1).replace('.', ',');
}

/** "Noch keine Bewertungen", "1 Bewertung", "1.234 Bewertungen". */
export function reviewCountText(count: number): string {
  if (count <= 0) return 'Noch keine Bewertungen';
  return count === 1 ? '1 Bewertung' : `${String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} Bewertungen`;
}

export const NO_REVIEWS = 'Noch keine Bewertungen';
