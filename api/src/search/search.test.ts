// The search from outside and inside: keyset paging through X-Next-Cursor for every sort, the limits on OFFSET and
// cursors, the capped count, both ways to a page (the matches sorted, or a walk along the order's index) giving the
// same pages, and the search table kept in step with every change of a listing or its stable.
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGIONS } from '#contract/regions.ts';
import { PLACELESS_SORT_ORDERS, SORT_ORDERS, type SortOrder } from '#contract/sort.ts';
import { STALL_TYPES } from '#contract/stall-types.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { createSearchEngine, type PageQuery, type SearchEngine } from './index.ts';

let server: TestServer;
let client: TestClient;
let knex: Knex;

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  knex = server.services.knex;
});

afterAll(async () => {
  await server?.close();
});

async function emptyListings() {
  await knex.raw('TRUNCATE listings, stables CASCADE');
}

/** Listings, or an error body for the 400 cases. */
async function get(params: Record<string, string>) {
  return client.get<ListingDto[] & { errors?: Record<string, string> }>(`/api/listings?${new URLSearchParams(params)}`);
}

/** Every listing of a search, page by page through X-Next-Cursor, and how many requests it took. */
async function walk(params: Record<string, string>): Promise<{ ids: number[]; requests: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const res = await get(cursor ? { ...params, cursor } : params);
    expect(res.status, res.text).toBe(200);
    requests++;
    ids.push(...res.body.map((l) => l.id));
    cursor = res.headers.get('x-next-cursor');
  } while (cursor && requests < 100);
  return { ids, requests };
}

describe('keyset paging with X-Next-Cursor', () => {
  const TOTAL = 37;

  beforeAll(async () => {
    await emptyListings();
    // Few distinct values, so every order has long runs of ties that only its later keys break.
    const ratings = [null, 3, 4.5];
    const stables = [];
    for (const rating of ratings) stables.push(await buildStable(knex, { rating, reviewCount: rating ? 3 : 0 }));
    for (let i = 0; i < TOTAL; i++) {
      await buildListing(knex, {
        stableId: stables[i % 3]!.id,
        title: `Box ${i}`,
        pricePerMonth: [250, 399.99, 250.5][i % 3]!,
        isPremium: i % 5 === 0,
        // Pairs of listings share a creation time to the microsecond.
        createdAt: `2026-05-${String(1 + Math.floor(i / 2)).padStart(2, '0')}T08:00:00.123456Z`,
      });
    }
  });

  it.each(PLACELESS_SORT_ORDERS)(
    'walks every listing once, in the order of one big page, sorted by %s',
    async (sort) => {
      const all = await get({ sort, limit: '100' });
      expect(all.body).toHaveLength(TOTAL);
      expect(all.headers.get('x-next-cursor')).toBeNull();
      const { ids, requests } = await walk({ sort, limit: '5' });
      expect(ids).toEqual(all.body.map((l) => l.id));
      expect(requests).toBe(Math.ceil(TOTAL / 5));
    },
  );

  it('continues after an offset page with its cursor', async () => {
    const all = (await get({ sort: 'price_desc', limit: '100' })).body.map((l) => l.id);
    const second = await get({ sort: 'price_desc', limit: '10', offset: '10' });
    const third = await get({ sort: 'price_desc', limit: '10', cursor: second.headers.get('x-next-cursor')! });
    expect([...second.body, ...third.body].map((l) => l.id)).toEqual(all.slice(10, 30));
  });

  it('sends no cursor on the last page', async () => {
    const res = await get({ limit: '10', offset: '30' });
    expect(res.body).toHaveLength(TOTAL - 30);
    expect(res.headers.get('x-next-cursor')).toBeNull();
  });

  it('keeps the filters on cursor pages and the exact total in the headers', async () => {
    const stable = await knex('stables').whereNotNull('rating').orderBy('id').first('id');
    await knex('stables').where({ id: stable.id }).update({ region: 'austria' });
    const austria = await get({ region: 'austria', limit: '100' });
    const res = await walk({ region: 'austria', limit: '4' });
    expect(res.ids).toEqual(austria.body.map((l) => l.id));
    const first = await get({ region: 'austria', limit: '4' });
    expect(first.headers.get('x-total-count')).toBe(String(austria.body.length));
    expect(first.headers.get('x-total-count-exact')).toBe('true');
    await knex('stables').where({ id: stable.id }).update({ region: 'germany' });
  });
});

describe('paging limits', () => {
  it('answers 400 with a German message for an offset beyond the first pages', async () => {
    expect((await get({ offset: '240' })).status).toBe(200);
    const res = await get({ offset: '241' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.stringContaining('Cursor'),
      errors: { offset: expect.stringContaining('X-Next-Cursor') },
    });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of something else', Buffer.from('{"a":1}').toString('base64url')],
    ['a wrong key type', Buffer.from('["newest",1,2]').toString('base64url')],
    ['too long', 'A'.repeat(400)],
  ])('answers 400 for a cursor that is %s', async (_, cursor) => {
    const res = await get({ sort: 'newest', cursor });
    expect(res.status).toBe(400);
    expect(res.body.errors?.cursor).toBe('Ungültiger Cursor: bitte die Suche von der ersten Seite an neu laden');
  });

  it('answers 400 for a cursor of another sort order and for a cursor with an offset', async () => {
    await emptyListings();
    const stable = await buildStable(knex);
    for (let i = 0; i < 3; i++) await buildListing(knex, { stableId: stable.id });
    const cursor = (await get({ sort: 'newest', limit: '1' })).headers.get('x-next-cursor')!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const otherSort = await get({ sort: 'price_asc', cursor });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.errors?.cursor).toMatch(/Ungültiger Cursor/);
    const withOffset = await get({ sort: 'newest', cursor, offset: '1' });
    expect(withOffset.status).toBe(400);
    expect(withOffset.body.errors?.offset).toBe('Offset und Cursor schließen sich aus');
  });
});

describe('counting matches', () => {
  let engine: SearchEngine;

  beforeAll(async () => {
    await emptyListings();
    const stable = await buildStable(knex, { city: 'Rosenheim' });
    for (let i = 0; i < 6; i++) await buildListing(knex, { stableId: stable.id, title: `Sonnenbox ${i}` });
    await buildListing(knex, { stableId: stable.id, title: 'Weidegang' });
    engine = createSearchEngine(knex, server.services.media, { countCap: 5 });
  });

  const query = (text: string, sort: SortOrder = 'relevance'): PageQuery => ({
    where: { filters: {}, text },
    sort,
    limit: 3,
    offset: 0,
  });

  it('counts exactly up to the cap', async () => {
    const page = await createSearchEngine(knex, server.services.media, { countCap: 6 }).page(query('sonnenbox'));
    expect(page).toMatchObject({ total: 6, exact: true });
    expect(page.ids).toHaveLength(3);
    expect(page.next).not.toBeNull();
  });

  it('says "more than the cap" only when it saw that many, while paging on to every match', async () => {
    const first = await engine.page(query('rosenheim', 'newest'));
    expect(first).toMatchObject({ total: 5, exact: false });
    const second = await engine.page({ ...query('rosenheim', 'newest'), cursor: first.next! });
    const third = await engine.page({ ...query('rosenheim', 'newest'), cursor: second.next! });
    expect(new Set([...first.ids, ...second.ids, ...third.ids]).size).toBe(7);
    expect(third.next).toBeNull();
    expect(await engine.page(query('sonnenbox'))).toMatchObject({ total: 5, exact: false });
    expect(await engine.page(query('weidegang'))).toMatchObject({ total: 1, exact: true });
  });

  it('marks an exact count in X-Total-Count-Exact', async () => {
    const res = await get({ search: 'sonnenbox' });
    expect(res.headers.get('x-total-count')).toBe('6');
    expect(res.headers.get('x-total-count-exact')).toBe('true');
  });
});

describe('both ways to a page', () => {
  beforeAll(async () => {
    await emptyListings();
    const stables = [];
    for (const [i, region] of REGIONS.entries()) {
      stables.push(
        await buildStable(knex, {
          region,
          rating: [null, 3.5, 5][i],
          hasVet: i !== 1,
          latitude: [48.137, 47.8, 47.37][i],
          longitude: [11.575, 13.04, 8.54][i],
        }),
      );
    }
    for (let i = 0; i < 60; i++) {
      await buildListing(knex, {
        stableId: stables[i % 3]!.id,
        title: i % 4 === 0 ? `Sonnige Box ${i}` : `Weideplatz ${i}`,
        stallType: STALL_TYPES[i % 4],
        pricePerMonth: 150 + ((i * 37) % 500),
        // Required items lift the all-in month above the base price, up to a band higher.
        priceItems: JSON.stringify([{ name: 'Heu', amount: (i * 53) % 240, period: 'monthly', kind: 'required' }]),
        isPremium: i % 7 === 0,
        availableFrom: i % 3 === 0 ? '2026-01-01' : '2099-01-01',
        createdAt: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`,
      });
    }
  });

  /** Every page of a search, through its cursors, with matches counted up to `countCap`. */
  async function allPages(where: PageQuery['where'], sort: SortOrder, countCap: number) {
    const engine = createSearchEngine(knex, server.services.media, { countCap });
    const ids: number[] = [];
    let cursor;
    for (let n = 0; n < 20; n++) {
      const page = await engine.page({ where, sort, limit: 7, offset: 0, cursor });
      ids.push(...page.ids);
      if (!page.next) break;
      cursor = page.next;
    }
    return ids;
  }

  const munich = { lat: 48.137, lon: 11.575 };
  const searches: PageQuery['where'][] = [
    { filters: {} },
    { filters: { stallType: 'inside_box' } },
    { filters: { priceRange: '400-600' }, region: 'austria' },
    { filters: { amenities: ['hasVet'] } },
    { filters: { priceRange: '0-200' }, text: 'sonnige' },
    { filters: {}, near: { ...munich, radiusKm: 200 } },
    { filters: { stallType: 'pasture' }, near: { ...munich, radiusKm: 200 }, text: 'weideplatz' },
    // A fact only the table's rows hold, in an area: the walk asks each row by its key.
    { filters: { freeNow: true, amenities: ['hasVet'] }, near: { ...munich, radiusKm: 200 }, text: 'weideplatz' },
    // The all-in band under the price orders and the price band under the all-in orders: the walks are told the
    // bound the other implies.
    { filters: { totalRange: '400-600' } },
    { filters: { priceRange: '200-400' } },
    // A wide area with a stall type and a price band: counted along the stall types' price index.
    { filters: { stallType: 'inside_box', priceRange: '400-600' }, near: { ...munich, radiusKm: 200 } },
    { filters: {}, bbox: [10, 47, 14, 49] },
  ];

  it.each(SORT_ORDERS)('sorts the matches and walks the index to the same pages, by %s', async (sort) => {
    for (const where of searches) {
      if (sort === 'distance' && !where.near) continue;
      const sorted = await allPages(where, sort, 1_000);
      expect(sorted.length, JSON.stringify(where)).toBeGreaterThan(0);
      expect(await allPages(where, sort, 0), JSON.stringify(where)).toEqual(sorted);
    }
  });

  it('reads the same offset page both ways', async () => {
    const query = {
      where: { filters: { stallType: 'pasture' as const } },
      sort: 'price_desc' as const,
      limit: 4,
      offset: 8,
    };
    const sorted = await createSearchEngine(knex, server.services.media, { countCap: 1_000 }).page(query);
    expect(sorted.ids).toHaveLength(4);
    expect((await createSearchEngine(knex, server.services.media, { countCap: 0 }).page(query)).ids).toEqual(
      sorted.ids,
    );
  });
});

describe('the search table follows every change', () => {
  let stableId: number;
  let listingId: number;

  /** The search table holds exactly what its source view computes. */
  async function expectInStep() {
    const drift = await knex.raw<{ rows: unknown[] }>(`
      (SELECT * FROM listing_search EXCEPT SELECT * FROM listing_search_source)
      UNION ALL
      (SELECT * FROM listing_search_source EXCEPT SELECT * FROM listing_search)`);
    expect(drift.rows).toEqual([]);
    // The map's kept cells (migrations keep_map_cells, keep_map_cells_by_facet) hold what grouping the table by
    // facet and cell gives.
    const cells = `SELECT facet, value, x, y, count, premium, round(lat::numeric, 6) AS lat, round(lon::numeric, 6) AS lon`;
    const flags = ['has_riding_arena', 'has_wash_area', 'has_wifi', 'has_parking', 'has_feed', 'has_vet'];
    const facets = [
      `('', '')`,
      `('region', region)`,
      `('stall_type', stall_type)`,
      `('price_band', price_band::text)`,
      ...flags.map((flag) => `('${flag}', CASE WHEN ${flag} THEN 'true' END)`),
    ];
    const grouped = `SELECT f.facet, f.value, floor(map_x * 1024)::int AS x, floor(map_y * 1024)::int AS y,
                            count(*)::int AS count, (count(*) FILTER (WHERE is_premium))::int AS premium,
                            sum(lat) AS lat, sum(lon) AS lon
                       FROM listing_search CROSS JOIN LATERAL (VALUES ${facets.join(', ')}) AS f (facet, value)
                      WHERE lat IS NOT NULL AND lon IS NOT NULL AND f.value IS NOT NULL GROUP BY 1, 2, 3, 4`;
    const cellDrift = await knex.raw<{ rows: unknown[] }>(`
      (${cells} FROM listing_map_cells EXCEPT ${cells} FROM (${grouped}) AS g)
      UNION ALL
      (${cells} FROM (${grouped}) AS g EXCEPT ${cells} FROM listing_map_cells)`);
    expect(cellDrift.rows).toEqual([]);
  }

  async function titlesFor(params: Record<string, string>) {
    const res = await get({ limit: '100', ...params });
    expect(res.status, res.text).toBe(200);
    return { titles: res.body.map((l) => l.title).sort(), total: res.headers.get('x-total-count') };
  }

  beforeEach(async () => {
    await emptyListings();
    const stable = await buildStable(knex, {
      name: 'Hof Birkenweg',
      city: 'Landshut',
      postalCode: '84028',
      region: 'germany',
      rating: 3,
      hasWifi: false,
    });
    stableId = stable.id;
    listingId = (await buildListing(knex, { stableId, title: 'Eckbox', pricePerMonth: 280, status: 'active' })).id;
    await buildListing(knex, { stableId, title: 'Wartende Box', status: 'pending' });
  });

  it('finds a listing by its stable’s new town, region and amenities after the stable is edited', async () => {
    await knex('stables')
      .where({ id: stableId })
      .update({ city: 'Kufstein', postal_code: '6330', region: 'austria', has_wifi: true });
    expect(await titlesFor({ search: 'kufstein' })).toEqual({ titles: ['Eckbox'], total: '1' });
    expect(await titlesFor({ search: 'landshut' })).toEqual({ titles: [], total: '0' });
    expect(await titlesFor({ search: '633' })).toEqual({ titles: ['Eckbox'], total: '1' });
    expect(await titlesFor({ region: 'austria', amenities: 'hasWifi' })).toEqual({ titles: ['Eckbox'], total: '1' });
    expect(await titlesFor({ region: 'germany' })).toEqual({ titles: [], total: '0' });
    await expectInStep();
  });

  it('moves a listing between price bands and stall types when it is edited', async () => {
    await knex('listings').where({ id: listingId }).update({ price_per_month: 650, stall_type: 'pasture' });
    expect(await titlesFor({ priceRange: '600+', stallType: 'pasture' })).toEqual({ titles: ['Eckbox'], total: '1' });
    expect(await titlesFor({ priceRange: '200-400' })).toEqual({ titles: [], total: '0' });
    await expectInStep();
  });

  it('adds a listing when it is approved and removes it when it is paused or deleted', async () => {
    await knex('listings').where({ title: 'Wartende Box' }).update({ status: 'active' });
    expect((await titlesFor({})).titles).toEqual(['Eckbox', 'Wartende Box']);
    await knex('listings').where({ id: listingId }).update({ status: 'inactive' });
    expect(await titlesFor({})).toEqual({ titles: ['Wartende Box'], total: '1' });
    await knex('listings').where({ title: 'Wartende Box' }).delete();
    expect(await titlesFor({})).toEqual({ titles: [], total: '0' });
    await expectInStep();
  });

  it('follows a rating change into the relevance and rating orders', async () => {
    const other = await buildStable(knex, { rating: 4 });
    await buildListing(knex, { stableId: other.id, title: 'Gut bewertet' });
    expect((await get({ sort: 'rating' })).body.map((l) => l.title)).toEqual(['Gut bewertet', 'Eckbox']);
    await knex('stables').where({ id: stableId }).update({ rating: 5, review_count: 2 });
    expect((await get({ sort: 'rating' })).body.map((l) => l.title)).toEqual(['Eckbox', 'Gut bewertet']);
    await expectInStep();
  });

  it('does not rewrite the search row when only a view is counted', async () => {
    const before = await knex('listing_search').where({ listing_id: listingId }).first('xmin');
    await knex('listings').where({ id: listingId }).increment('view_count', 1);
    const after = await knex('listing_search').where({ listing_id: listingId }).first('xmin');
    expect(after.xmin).toBe(before.xmin);
  });
});

describe('every sort order over the same matches', () => {
  it.each(PLACELESS_SORT_ORDERS)('%s answers the same set as the unsorted search', async (sort: SortOrder) => {
    const unsorted = (await get({ limit: '100' })).body.map((l) => l.id).sort();
    const sorted = (await get({ sort, limit: '100' })).body.map((l) => l.id).sort();
    expect(sorted).toEqual(unsorted);
  });
});
