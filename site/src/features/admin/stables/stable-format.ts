// How the stables screen words ratings and counts, in German.
const ratingFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,6", or "–" for a stable nobody has rated yet (no invented default here: this is the admin's view). */
export function formatStableRating(rating: number | null): string {
  return rating === null ? '–' : ratingFormat.format(rating);
}

export function reviewCountLabel(count: number): string {
  if (count === 0) return 'Keine Bewertungen';
  return count === 1 ? '1 Bewertung' : `${count.toLocaleString('de-DE')} Bewertungen`;
}

export function listingCountLabel(count: number): string {
  if (count === 0) return 'Keine Anzeigen';
  return count === 1 ? '1 Anzeige' : `${count.toLocaleString('de-DE')} Anzeigen`;
}
