// The public operator page (/stall/<slug>, GET /api/stables/:slug/profile): the stable, its public listings, its
// reviews, verification and seals, since when its owner is a member, and how it answers enquiries. A stable
// without a public listing has no page (404), like its reviews.
import type { Knex } from 'knex';
import { REVIEW_LIMITS } from '#contract/reviews.ts';
import { RESPONSE_STATS_DAYS, responseStats, type ConversationTiming } from '#contract/response-stats.ts';
import type { ResponseStatsDto, StableProfileDto } from '#contract/trust.ts';
import { notFound } from '../http/errors.ts';
import { stableReviews } from '../reviews/read.ts';
import type { SearchEngine } from '../search/index.ts';
import { badgeOf, publicSealsOf } from './read.ts';

const STABLE = 'Stall';
/** The operator page shows at most this many listings. */
const PROFILE_LISTINGS = 24;

/**
 * The stable's answering habits over the last RESPONSE_STATS_DAYS: per conversation about one of its listings, when
 * it began and when the stable first wrote in it.
 */
export async function stableResponseStats(
  db: Knex,
  stableId: number,
  now = new Date(),
): Promise<ResponseStatsDto | null> {
  const since = new Date(now.getTime() - RESPONSE_STATS_DAYS * 86_400_000);
  const rows = (await db('conversations as c')
    .join('listings as l', 'l.id', 'c.listingId')
    .leftJoin('conversation_messages as m', function ownerMessages() {
      this.on('m.conversationId', 'c.id').andOnVal('m.sender', '=', 'owner');
    })
    .where('l.stableId', stableId)
    .where('c.createdAt', '>=', since)
    .where('c.createdAt', '<=', now)
    .groupBy('c.id', 'c.createdAt')
    .select('c.createdAt as startedAt', db.raw('min(m.created_at) AS "firstReplyAt"'))) as {
    startedAt: Date;
    firstReplyAt: Date | null;
  }[];
  const timings: ConversationTiming[] = rows.map((row) => ({
    startedAt: new Date(row.startedAt),
    firstReplyAt: row.firstReplyAt ? new Date(row.firstReplyAt) : null,
  }));
  return responseStats(timings);
}

export async function stableProfile(db: Knex, search: SearchEngine, slug: string): Promise<StableProfileDto> {
  const stable = (await db('stables as s')
    .join('users as u', 'u.id', 's.ownerId')
    .where('s.slug', slug)
    .first(
      's.id',
      's.slug',
      's.name',
      's.description',
      's.city',
      's.postalCode',
      's.region',
      'u.createdAt as memberSince',
    )) as
    | {
        id: number;
        slug: string;
        name: string;
        description: string | null;
        city: string;
        postalCode: string;
        region: string;
        memberSince: Date;
      }
    | undefined;
  if (!stable) throw notFound(STABLE);
  const ids = (await db('listings')
    .where('stableId', stable.id)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(200)
    .pluck('id')) as number[];
  const listings = (await search.listings(ids)).slice(0, PROFILE_LISTINGS);
  if (listings.length === 0) throw notFound(STABLE);
  const [badge, seals, response, reviews] = await Promise.all([
    badgeOf(db, stable.id),
    publicSealsOf(db, stable.id),
    stableResponseStats(db, stable.id),
    stableReviews(db, stable.id, null, 1, REVIEW_LIMITS.pageSize),
  ]);
  return {
    id: stable.id,
    slug: stable.slug,
    name: stable.name,
    description: stable.description,
    city: stable.city,
    postalCode: stable.postalCode,
    region: stable.region,
    memberSince: new Date(stable.memberSince).toISOString(),
    badge,
    seals,
    response,
    listings,
    reviews,
  };
}

/** The slugs of the stables with a public listing, for the sitemap. */
export async function publicStableSlugs(db: Knex, publicStatuses: readonly string[]): Promise<string[]> {
  return (await db('stables as s')
    .whereExists(
      db('listings as l')
        .where('l.stableId', db.ref('s.id'))
        .whereIn('l.status', [...publicStatuses]),
    )
    .orderBy('s.id')
    .pluck('s.slug')) as string[];
}
