// The recorded events matched against the saved searches and the favourites (docs/alerts.md). The active searches
// (confirmed, not paused) are read once and kept in memory in a SearchIndex until one of them changes; each event's
// listing, read as the API presents it, is tested only against the searches whose place could hold it. A search
// sees only events after it became active; a "cheaper" listing is new to a search only when it did not match at its
// old price and all-in month. Matches are keyed (search, listing), favourites' items (account, event): inserting
// them again does nothing, so a run repeated (or run twice at once) never alerts twice.
import type { Knex } from 'knex';
import type { ListingDto } from '#contract/types.ts';
import type { SearchEngine } from '../search/index.ts';
import type { Criteria } from './criteria.ts';
import { berlinToday, type AlertEvent } from './events.ts';
import { matches, SearchIndex, type MatchListing } from './matcher.ts';

export interface ActiveSearch {
  id: number;
  since: number;
}

interface CachedIndex {
  version: string;
  index: SearchIndex<ActiveSearch>;
}

/** The index of one process, with the version of the searches it was built from. */
const cache = new WeakMap<Knex, CachedIndex>();

/** The active searches' index, built again only when a search was added, changed or deleted. */
export async function activeSearchIndex(knex: Knex): Promise<SearchIndex<ActiveSearch>> {
  const stamp = await knex.raw<{ rows: { n: number; maxId: number | null; changed: Date | null }[] }>(
    `SELECT count(*)::int AS n, max(id) AS "maxId", max(updated_at) AS changed FROM saved_searches`,
  );
  const { n, maxId, changed } = stamp.rows[0]!;
  const version = `${n}:${maxId}:${changed ? new Date(changed).getTime() : 0}`;
  const cached = cache.get(knex);
  if (cached?.version === version) return cached.index;
  const index = new SearchIndex<ActiveSearch>();
  let after = 0;
  for (;;) {
    const rows = (await knex('savedSearches')
      .where('id', '>', after)
      .whereNotNull('confirmedAt')
      .where({ paused: false })
      .orderBy('id')
      .limit(20_000)
      .select('id', 'criteria', 'confirmedAt')) as { id: number; criteria: Criteria | string; confirmedAt: Date }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const criteria = typeof row.criteria === 'string' ? (JSON.parse(row.criteria) as Criteria) : row.criteria;
      index.add(criteria, { id: row.id, since: new Date(row.confirmedAt).getTime() });
    }
    after = rows[rows.length - 1]!.id;
  }
  cache.set(knex, { version, index });
  return index;
}

/** Events matched in one pass at most; a run takes passes until none are left. */
const EVENTS_PER_PASS = 5000;
const CHUNK = 5000;

export interface MatchFigures {
  events: number;
  matches: number;
  favouriteItems: number;
}

/** Matches every event not matched yet; answers what it found. */
export async function matchEvents(
  knex: Knex,
  engine: Pick<SearchEngine, 'listings'>,
  now: Date,
): Promise<MatchFigures> {
  const figures: MatchFigures = { events: 0, matches: 0, favouriteItems: 0 };
  const today = berlinToday(now);
  for (;;) {
    const cursor = (await knex('alertCursor').where({ id: 1 }).first('matchedThrough')) as { matchedThrough: string };
    const events = (await knex('alertEvents')
      .where('id', '>', cursor.matchedThrough)
      .orderBy('id')
      .limit(EVENTS_PER_PASS)
      .select('id', 'listingId', 'kind', 'oldPrice', 'oldTotal', 'createdAt')) as AlertEvent[];
    if (events.length === 0) return figures;
    const ids = [...new Set(events.filter((e) => e.kind !== 'gone').map((e) => e.listingId))];
    const listings = new Map<number, ListingDto>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const listing of await engine.listings(ids.slice(i, i + 500))) listings.set(listing.id, listing);
    }
    const index = await activeSearchIndex(knex);
    const found: { savedSearchId: number; listingId: number; eventId: number; createdAt: Date }[] = [];
    for (const event of events) {
      const listing = listings.get(event.listingId);
      if (!listing || event.kind === 'gone') continue;
      const at = new Date(event.createdAt).getTime();
      const before: MatchListing | null =
        event.kind === 'cheaper'
          ? {
              ...listing,
              pricePerMonth: Number(event.oldPrice ?? listing.pricePerMonth),
              totalMonthly: Number(event.oldTotal ?? listing.totalMonthly),
            }
          : null;
      for (const { compiled, item } of index.candidates(listing)) {
        if (item.since > at) continue;
        if (!matches(compiled, listing, today)) continue;
        if (before && matches(compiled, before, today)) continue;
        found.push({ savedSearchId: item.id, listingId: listing.id, eventId: event.id, createdAt: now });
      }
    }
    const favouriteEvents = events.filter((e) => e.kind !== 'published');
    const last = events[events.length - 1]!.id;
    await knex.transaction(async (trx) => {
      for (let i = 0; i < found.length; i += CHUNK) {
        const part = found.slice(i, i + CHUNK);
        const inserted = await trx.raw<{ rowCount?: number; rows: unknown[] }>(
          `INSERT INTO saved_search_matches (saved_search_id, listing_id, event_id, created_at)
           SELECT s, l, e, ? FROM unnest(?::integer[], ?::integer[], ?::bigint[]) AS t (s, l, e)
           WHERE EXISTS (SELECT 1 FROM listings WHERE id = l) AND EXISTS (SELECT 1 FROM saved_searches WHERE id = s)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [
            now,
            `{${part.map((m) => m.savedSearchId).join(',')}}`,
            `{${part.map((m) => m.listingId).join(',')}}`,
            `{${part.map((m) => m.eventId).join(',')}}`,
          ],
        );
        figures.matches += inserted.rows.length;
      }
      if (favouriteEvents.length > 0) {
        // The accounts that favourite the listing and want alerts, since before the event.
        const told = await trx.raw<{ rows: unknown[] }>(
          `INSERT INTO favourite_alert_items (user_id, event_id, listing_id, kind, created_at)
           SELECT f.user_id, e.id, e.listing_id, e.kind, ?
             FROM alert_events e
             JOIN favourites f ON f.listing_id = e.listing_id AND f.created_at <= e.created_at
             JOIN users u ON u.id = f.user_id AND u.favourite_alerts <> 'off'
            WHERE e.id = ANY (?::bigint[])
           ON CONFLICT DO NOTHING RETURNING 1`,
          [now, `{${favouriteEvents.map((e) => e.id).join(',')}}`],
        );
        figures.favouriteItems += told.rows.length;
      }
      await trx.raw('UPDATE alert_cursor SET matched_through = greatest(matched_through, ?) WHERE id = 1', [last]);
    });
    figures.events += events.length;
  }
}
