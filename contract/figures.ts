// The platform's public figures on the home and sign-in pages (issue 39 point 11): real counts, rounded down, each
// null while too small to impress (api/src/reviews/figures.ts). Never a fixed marketing number.

export interface PublicFigures {
  /** Public listings, rounded down ("2400" for 2,437); null while too few. */
  listings: number | null;
  /** Registered accounts, rounded down; null while too few. */
  users: number | null;
  /** Tenancies owners confirmed on the platform, rounded down; null while too few. */
  lettings: number | null;
  /** The average overall rating of all visible reviews, one decimal rounded down; null below 20 reviews. */
  averageRating: number | null;
}

export const NO_FIGURES: PublicFigures = { listings: null, users: null, lettings: null, averageRating: null };

/** "2.400+" from 2400. */
export function figureText(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}+`;
}
