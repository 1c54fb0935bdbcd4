// The demo's reviews (issue 37): written by demo visitors with a verified contact only, so the demo still shows
// ratings, honestly. Visitors whose answered conversation invited them to come by had that viewing (booked, a few
// days after their enquiry, in the past); some visitors the stable confirmed as boarders. Each reviews that stable
// once; the owners answered some. The stables' ratings are then computed from these reviews like any other's.
import type { Knex } from 'knex';
import { REVIEW_CATEGORIES } from '#contract/reviews.ts';
import { DAY_MS, DemoClock } from './demo-clock.ts';
import { Prng } from './prng.ts';

const HOUR_MS = 3_600_000;

const TEXTS: { min: number; text: string }[] = [
  {
    min: 5,
    text: 'Wir haben uns vom ersten Tag an wohlgefühlt. Die Pferde werden liebevoll versorgt, das Heu ist gut und die Koppeln sind gepflegt.',
  },
  {
    min: 5,
    text: 'Sehr sauberer Stall mit klaren Absprachen. Die Stallbetreiber sind immer erreichbar und kümmern sich auch am Wochenende zuverlässig.',
  },
  {
    min: 4,
    text: 'Schöne Anlage mit großem Reitplatz. Die Halle ist abends manchmal voll, aber insgesamt passt das Preis-Leistungs-Verhältnis.',
  },
  {
    min: 4,
    text: 'Bei der Besichtigung wurde uns alles in Ruhe gezeigt und jede Frage beantwortet. Die Boxen sind hell und gut eingestreut.',
  },
  {
    min: 3,
    text: 'Nette Stallgemeinschaft und ordentliche Versorgung. Die Paddocks könnten im Winter besser befestigt sein, sonst alles in Ordnung.',
  },
  {
    min: 3,
    text: 'Ruhige Lage und freundliche Leute. Die Weidezeiten sind im Winter leider recht kurz, dafür ist die Fütterung sehr zuverlässig.',
  },
  {
    min: 2,
    text: 'Der Stall an sich ist in Ordnung, aber die Kommunikation war schwierig und Absprachen wurden nicht immer eingehalten.',
  },
];

const REPLIES = [
  'Vielen Dank für deine lieben Worte! Wir freuen uns, dass ihr euch bei uns wohlfühlt.',
  'Danke für dein ehrliches Feedback. Die Paddocks werden im Frühjahr neu befestigt.',
  'Danke für deinen Besuch! Schade, dass es nicht gepasst hat – wir haben uns deine Hinweise zu Herzen genommen.',
];

interface ContactRow {
  conversationId: number | null;
  stableId: number;
  userId: number;
  at: Date;
}

/**
 * Seeds viewings that took place, confirmed tenancies and the reviews resting on them; answers how many reviews and
 * how many enquiries (the pending reviewer's) it wrote.
 */
export async function seedDemoReviews(
  trx: Knex.Transaction,
  now: Date,
): Promise<{ reviews: number; contacts: number }> {
  const rng = new Prng(37);
  const today = new DemoClock(now).today.getTime();
  // Answered conversations of visitors with an account, old enough that the visit lies behind them.
  const conversations = (await trx('conversations as c')
    .join('listings as l', 'l.id', 'c.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .whereNotNull('c.enquirerId')
    .whereRaw('c.enquirer_id <> s.owner_id')
    .where('c.ownerStatus', 'answered')
    .where('c.createdAt', '<', new Date(today - 10 * DAY_MS))
    .orderBy('c.id')
    .select('c.id as conversationId', 'l.stableId', 'c.enquirerId as userId', 'c.createdAt as at')) as ContactRow[];

  const contacts: (ContactRow & { basis: 'viewing' | 'tenancy'; since: string | null })[] = [];
  const seen = new Set<string>();
  for (const row of conversations) {
    const key = `${row.stableId}:${row.userId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const startsAt = new Date(new Date(row.at).getTime() + 3 * DAY_MS);
    startsAt.setUTCHours(9, 0, 0, 0);
    if (startsAt.getTime() > today - DAY_MS) continue;
    await trx('viewings').insert({
      conversationId: row.conversationId,
      status: 'booked',
      proposedBy: 'enquirer',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      remindedAt: new Date(startsAt.getTime() - 20 * HOUR_MS),
      createdAt: new Date(new Date(row.at).getTime() + 24 * HOUR_MS),
      updatedAt: new Date(new Date(row.at).getTime() + 24 * HOUR_MS),
    });
    contacts.push({ ...row, at: startsAt, basis: 'viewing', since: null });
  }

  // Boarders the stables confirmed: visitors spread over the stables with public listings, a few each.
  const visitors = (await trx('users')
    .where({ isStableOwner: false, isAdmin: false })
    .orderBy('id')
    .pluck('id')) as number[];
  const stables = (await trx('stables as s')
    .whereExists(trx('listings as l').whereRaw('l.stable_id = s.id').whereIn('l.status', ['active', 'premium']))
    .orderBy('s.id')
    .select('s.id', 's.ownerId')) as { id: number; ownerId: number }[];
  stables.forEach((stable, i) => {
    // Two of three stables have boarders who wrote a review; one in three has none yet.
    if (i % 3 === 2 || visitors.length === 0) return;
    const boarders = 1 + (i % 2);
    for (let b = 0; b < boarders; b += 1) {
      const userId = visitors[(i * 3 + b * 7) % visitors.length]!;
      const key = `${stable.id}:${userId}`;
      if (seen.has(key) || userId === stable.ownerId) continue;
      seen.add(key);
      const monthsAgo = rng.int(3, 30);
      const since = new Date(today - monthsAgo * 30 * DAY_MS).toISOString().slice(0, 7);
      contacts.push({
        conversationId: null,
        stableId: stable.id,
        userId,
        at: new Date(today - rng.int(5, 60) * DAY_MS),
        basis: 'tenancy',
        since: `${since}-01`,
      });
    }
  });
  const tenancies = contacts.filter((c) => c.basis === 'tenancy');
  if (tenancies.length)
    await trx('tenancies').insert(
      tenancies.map((c) => ({
        stableId: c.stableId,
        userId: c.userId,
        since: c.since,
        createdAt: c.at,
        updatedAt: c.at,
      })),
    );

  const reviews = contacts.map((contact, i) => {
    const overall = rng.pick([5, 5, 5, 4, 4, 4, 4, 3, 3, 2]);
    const pool = TEXTS.filter((t) => Math.abs(t.min - overall) <= 0 || (overall === 5 && t.min === 5));
    const text = (pool.length ? rng.pick(pool) : rng.pick(TEXTS)).text;
    const categories = Object.fromEntries(
      REVIEW_CATEGORIES.map((key) => [key, Math.max(1, Math.min(5, overall + rng.int(-1, 1)))]),
    );
    const createdAt = new Date(new Date(contact.at).getTime() + rng.int(1, 6) * DAY_MS + 19 * HOUR_MS);
    const written = createdAt.getTime() < today ? createdAt : new Date(today - HOUR_MS);
    const replied = i % 3 === 0;
    return {
      stableId: contact.stableId,
      userId: contact.userId,
      basis: contact.basis,
      tenancySince: contact.since,
      overall,
      ...categories,
      text,
      reply: replied ? REPLIES[overall >= 4 ? 0 : overall === 3 ? 1 : 2] : null,
      repliedAt: replied ? new Date(written.getTime() + 20 * HOUR_MS) : null,
      createdAt: written,
      updatedAt: written,
    };
  });
  if (reviews.length) await trx.batchInsert('reviews', reviews, 200);
  const contactsAdded = await seedPendingReview(trx, today);

  // The stables' ratings, from these reviews only.
  await trx.raw(
    `UPDATE stables AS s SET rating = agg.rating, review_count = agg.count
       FROM (SELECT stable_id, round(avg(overall)::numeric, 1) AS rating, count(*)::int AS count
               FROM reviews WHERE hidden_at IS NULL GROUP BY stable_id) AS agg
      WHERE s.id = agg.stable_id`,
  );
  return { reviews: reviews.length, contacts: contactsAdded };
}

/** The demo visitor who visited a stable two weeks ago and has not reviewed it yet: the demo's "Bewertung schreiben". */
export const PENDING_REVIEWER = 'marie.schulz';
const PENDING_OWNER = 'sabine.goertz';

/**
 * An enquiry by PENDING_REVIEWER to one of PENDING_OWNER's public listings, answered, with a viewing that took place
 * two weeks ago and no review yet (a stable she has no review of): the demo's way to try writing one.
 */
async function seedPendingReview(trx: Knex.Transaction, today: number): Promise<number> {
  const visitor = (await trx('users')
    .where('username', PENDING_REVIEWER)
    .first('id', 'email', 'firstName', 'lastName')) as
    { id: number; email: string; firstName: string; lastName: string } | undefined;
  const listing = (await trx('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .join('users as o', 'o.id', 's.ownerId')
    .where('o.username', PENDING_OWNER)
    .whereIn('l.status', ['active', 'premium'])
    .whereNotExists(
      trx('reviews as r')
        .whereRaw('r.stable_id = s.id')
        .where('r.userId', visitor?.id ?? 0),
    )
    .whereNotExists(
      trx('tenancies as t')
        .whereRaw('t.stable_id = s.id')
        .where('t.userId', visitor?.id ?? 0),
    )
    .orderBy('l.id')
    .first('l.id', 'o.firstName as ownerFirstName')) as { id: number; ownerFirstName: string } | undefined;
  if (!visitor || !listing) return 0;
  const name = `${visitor.firstName} ${visitor.lastName}`;
  const asked = new Date(today - 20 * DAY_MS + 9 * HOUR_MS);
  const answered = new Date(asked.getTime() + 20 * HOUR_MS);
  const message = 'Hallo, ist der Platz noch frei? Ich würde ihn mir gern einmal ansehen.';
  const [enquiry] = (await trx('contactRequests')
    .insert({
      source: 'enquiry',
      listingId: listing.id,
      userId: visitor.id,
      name,
      email: visitor.email,
      message,
      status: 'answered',
      readAt: new Date(asked.getTime() + HOUR_MS),
      createdAt: asked,
    })
    .returning('id')) as { id: number }[];
  const [conversation] = (await trx('conversations')
    .insert({
      enquiryId: enquiry!.id,
      listingId: listing.id,
      enquirerId: visitor.id,
      enquirerName: name,
      enquirerEmail: visitor.email,
      ownerStatus: 'answered',
      lastMessageAt: answered,
      createdAt: asked,
    })
    .returning('id')) as { id: number }[];
  const startsAt = new Date(today - 14 * DAY_MS + 9 * HOUR_MS);
  await trx('conversationMessages').insert([
    {
      conversationId: conversation!.id,
      sender: 'enquirer',
      authorId: visitor.id,
      body: message,
      createdAt: asked,
      readAt: answered,
    },
    {
      conversationId: conversation!.id,
      sender: 'owner',
      body: `Hallo ${visitor.firstName},\n\nder Platz ist frei. Komm gern am Samstag um 10 Uhr vorbei!\n\nViele Grüße\n${listing.ownerFirstName}`,
      createdAt: answered,
      readAt: new Date(answered.getTime() + HOUR_MS),
    },
  ]);
  await trx('viewings').insert({
    conversationId: conversation!.id,
    status: 'booked',
    proposedBy: 'enquirer',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    remindedAt: new Date(startsAt.getTime() - 20 * HOUR_MS),
    createdAt: answered,
    updatedAt: answered,
  });
  return 1;
}
