// The home page's and sign-in page's figures (issue 39 point 11, issue 37): real counts from the data, rounded down
// to two significant digits ("2.400+"), each left out while it is too small to impress (and the average rating
// until 20 reviews exist). Read at most every few minutes per process: a figure a few minutes old is still true
// ("2.400+" stays true while places are added).
import type { Knex } from 'knex';
import type { PublicFigures } from '#contract/figures.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';

export const FIGURES_TTL_MS = 5 * 60_000;

/** Below these a figure is left out. */
export const FIGURE_MINIMUMS = { listings: 100, users: 500, lettings: 50, reviewsForAverage: 20 } as const;

/** 2437 → 2400, 15321 → 15000, 137 → 130: never more than there is. */
export function roundDown(n: number): number {
  if (n < 100) return n;
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / step) * step;
}

const atLeast = (n: number, minimum: number) => (n >= minimum ? roundDown(n) : null);

export async function readPublicFigures(knex: Knex): Promise<PublicFigures> {
  const { rows } = await knex.raw(
    `SELECT (SELECT count(*) FROM listings WHERE status IN (${PUBLIC_STATUSES.map(() => '?').join(', ')}))::int AS listings,
            (SELECT count(*) FROM users WHERE NOT is_admin)::int AS users,
            (SELECT count(*) FROM tenancies)::int AS lettings,
            (SELECT count(*) FROM reviews WHERE hidden_at IS NULL)::int AS reviews,
            (SELECT avg(overall)::float8 FROM reviews WHERE hidden_at IS NULL) AS average`,
    [...PUBLIC_STATUSES],
  );
  const row = rows[0] as { listings: number; users: number; lettings: number; reviews: number; average: number | null };
  return {
    listings: atLeast(row.listings, FIGURE_MINIMUMS.listings),
    users: atLeast(row.users, FIGURE_MINIMUMS.users),
    lettings: atLeast(row.lettings, FIGURE_MINIMUMS.lettings),
    averageRating:
      row.reviews >= FIGURE_MINIMUMS.reviewsForAverage && row.average !== null
        ? Math.floor(Number(row.average) * 10) / 10
        : null,
  };
}

const kept = new WeakMap<Knex, { at: number; figures: Promise<PublicFigures> }>();

/** The figures, read again once they are FIGURES_TTL_MS old; a failed read is not kept. */
export function publicFigures(knex: Knex, now = Date.now()): Promise<PublicFigures> {
  const entry = kept.get(knex);
  if (entry && now - entry.at < FIGURES_TTL_MS) return entry.figures;
  const figures = readPublicFigures(knex);
  kept.set(knex, { at: now, figures });
  figures.catch(() => kept.delete(knex));
  return figures;
}

/** Forgets the kept figures (tests). */
export function forgetPublicFigures(knex: Knex): void {
  kept.delete(knex);
}
