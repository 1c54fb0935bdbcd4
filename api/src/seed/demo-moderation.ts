// The demo's moderation queue (issue 37): two open reports, so /admin/moderation shows how a report reads — a
// public listing reported anonymously with an address, and the oldest review reported by a demo member who did
// not write it. Dates count back from the demo's day like every other date of the seed.
import type { Knex } from 'knex';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoModeration(trx: Knex.Transaction, now: Date): Promise<void> {
  const listing = (await trx('listings').whereIn('status', ['active', 'premium']).orderBy('id').first('id')) as
    { id: number } | undefined;
  const review = (await trx('reviews').whereNull('hiddenAt').orderBy('id').first('id', 'userId')) as
    { id: number; userId: number | null } | undefined;
  const reporter = review
    ? ((await trx('users')
        .where({ isAdmin: false })
        .whereNot('id', review.userId ?? 0)
        .orderBy('id')
        .first('id')) as { id: number } | undefined)
    : undefined;
  const rows = [];
  if (listing) {
    rows.push({
      kind: 'listing',
      itemId: listing.id,
      reporterEmail: 'hinweis@example.de',
      reason: 'wrong_facts',
      message: 'Laut Anzeige gibt es eine Reithalle, vor Ort gab es nur einen Außenplatz.',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
  if (review && reporter) {
    rows.push({
      kind: 'review',
      itemId: review.id,
      reporterId: reporter.id,
      reason: 'offensive',
      message: 'Die Bewertung klingt, als käme sie von jemandem, der nie dort war.',
      createdAt: new Date(now.getTime() - DAY_MS),
    });
  }
  if (rows.length) await trx('moderationReports').insert(rows);
}
