// The scalable search from outside and inside: keyset paging through X-Next-Cursor for every sort, the limits
// on OFFSET and cursors, the capped text count, and the search table kept in step with every change of a
// listing or its stable (the cells' counts and encoding included).
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AMENITY_FILTER_KEYS } from '#contract/amenities.ts';
import { PRICE_RANGES } from '#contract/price-bands.ts';
import { REGIONS } from '#contract/regions.ts';
import { PLACELESS_SORT_ORDERS, SORT_ORDERS, type SortOrder } from '#contract/sort.ts';
import { STALL_TYPES } from '#contract/stall-types.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { cellOf } from './cells.ts';
import { chooseDenseTerms } from './dense-terms.ts';
import { searchListingIds, type ListingFilters } from './search.ts';

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

describe('counting free-text matches', () => {
  beforeAll(async () => {
    await emptyListings();
    const stable = await buildStable(knex, { city: 'Rosenheim' });
    for (let i = 0; i < 6; i++) await buildListing(knex, { stableId: stable.id, title: `Sonnenbox ${i}` });
    await buildListing(knex, { stableId: stable.id, title: 'Weidegang' });
  });

  it('counts exactly below the cap', async () => {
    const page = await searchListingIds(knex, {
      filters: { text: 'sonnenbox' },
      sort: 'relevance',
      limit: 2,
      offset: 0,
      countCap: 6,
    });
    expect(page).toMatchObject({ total: 6, exact: true });
    expect(page.ids).toHaveLength(2);
    expect(page.next).not.toBeNull();
  });

  it('stops counting at the cap and says the total is a lower bound, while paging on to every match', async () => {
    const request = { filters: { text: 'rosenheim' }, sort: 'newest', limit: 3, countCap: 5 } as const;
    const first = await searchListingIds(knex, { ...request, offset: 0 });
    expect(first).toMatchObject({ total: 5, exact: false });
    const second = await searchListingIds(knex, { ...request, offset: 0, cursor: first.next! });
    const third = await searchListingIds(knex, { ...request, offset: 0, cursor: second.next! });
    expect(new Set([...first.ids, ...second.ids, ...third.ids]).size).toBe(7);
    expect(third.next).toBeNull();
  });

  it('marks an exact count in X-Total-Count-Exact', async () => {
    const res = await get({ search: 'sonnenbox' });
    expect(res.headers.get('x-total-count')).toBe('6');
    expect(res.headers.get('x-total-count-exact')).toBe('true');
  });
});

describe('free text on a large table', () => {
  beforeAll(async () => {
    await emptyListings();
    const stable = await buildStable(knex, { city: 'Rosenheim' });
    for (let i = 0; i < 60; i++) await buildListing(knex, { stableId: stable.id, title: `Sonnenbox ${i}` });
  });

  /** Whether a statement counts the matches (alone, or with the page it reads). */
  const counts = (sql: string) => sql.includes('count(*)::int AS n') || sql.includes('AS matched');

  /** The statements a search runs. */
  async function statementsOf(request: Parameters<typeof searchListingIds>[1]) {
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    knex.on('query', record);
    try {
      return { page: await searchListingIds(knex, request), statements };
    } finally {
      knex.off('query', record);
    }
  }

  const request = { filters: { text: 'sonnenbox' }, sort: 'relevance', limit: 5, offset: 0, sampleFrom: 0 } as const;

  it('skips the count when a sample shows far more matches than the cap', async () => {
    const { page, statements } = await statementsOf({ ...request, countCap: 20 });
    expect(page).toMatchObject({ total: 20, exact: false });
    expect(page.ids).toHaveLength(5);
    expect(statements.some((sql) => sql.includes('TABLESAMPLE'))).toBe(true);
    expect(statements.some(counts)).toBe(false);
  });

  it('counts exactly when the sample leaves doubt', async () => {
    const { page, statements } = await statementsOf({ ...request, countCap: 60 });
    expect(page).toMatchObject({ total: 60, exact: true });
    expect(statements.some(counts)).toBe(true);
  });

  it('reads the cell counts once per listing generation', async () => {
    /** Whether a search read the cell counts, or took the ones the process kept. */
    async function readsCells(filters: ListingFilters) {
      let cells: unknown = null;
      const record = (response: { rows?: { cells?: unknown }[] }, query: { sql: string }) => {
        if (query.sql.includes('AS generation')) cells = response.rows?.[0]?.cells ?? null;
      };
      knex.on('query-response', record);
      try {
        return { page: await searchListingIds(knex, { ...request, filters, countCap: 100 }), read: cells !== null };
      } finally {
        knex.off('query-response', record);
      }
    }
    await readsCells({ text: 'sonnenbox' });
    expect((await readsCells({ text: 'sonnenbox', stallType: 'inside_box' })).read).toBe(false);
    const stable = await buildStable(knex, { city: 'Rosenheim' });
    await buildListing(knex, { stableId: stable.id, title: 'Sonnenbox Zaunkoenigin', stallType: 'inside_box' });
    const changed = await readsCells({ text: 'zaunkoenigin' });
    expect(changed.read).toBe(true);
    expect(changed.page).toMatchObject({ total: 1, exact: true });
  });

  it('skips the count of free text within a radius or map area when a sample shows far more matches', async () => {
    const near = { label: 'München', lat: 48.137, lon: 11.575, radiusKm: 100 };
    const around = await statementsOf({ ...request, filters: { text: 'sonnenbox', near }, countCap: 20 });
    expect(around.page).toMatchObject({ total: 20, exact: false });
    expect(around.page.ids).toHaveLength(5);
    expect(around.statements.some((sql) => sql.includes('TABLESAMPLE'))).toBe(true);
    expect(around.statements.some(counts)).toBe(false);
    const boxed = await statementsOf({
      ...request,
      filters: { text: 'sonnenbox', bbox: [10, 47.5, 13, 49] },
      countCap: 20,
    });
    expect(boxed.page).toMatchObject({ total: 20, exact: false });
    expect(boxed.statements.some(counts)).toBe(false);
    // Where the sample leaves doubt, or finds none in the radius, the matches are counted.
    // (All of them lie at München: the text alone counts the same.)
    const { total } = await searchListingIds(knex, { ...request, countCap: 100 });
    expect(total).toBeGreaterThanOrEqual(60);
    const counted = await statementsOf({ ...request, filters: { text: 'sonnenbox', near }, countCap: 100 });
    expect(counted.page).toMatchObject({ total, exact: true });
    expect(counted.statements.some(counts)).toBe(true);
    const far = { label: 'Berlin', lat: 52.52, lon: 13.405, radiusKm: 200 };
    expect((await searchListingIds(knex, { ...request, filters: { text: 'sonnenbox', near: far } })).total).toBe(0);
    // A narrow radius is not sampled.
    const narrow = await statementsOf({ ...request, filters: { text: 'sonnenbox', near: { ...near, radiusKm: 50 } } });
    expect(narrow.statements.some((sql) => sql.includes('TABLESAMPLE'))).toBe(false);
    expect(narrow.page).toMatchObject({ total, exact: true });
  });

  it('counts exactly on a table below the sampling size', async () => {
    const { page, statements } = await statementsOf({ ...request, countCap: 20, sampleFrom: 1_000 });
    expect(page).toMatchObject({ total: 20, exact: false });
    expect(statements.some((sql) => sql.includes('TABLESAMPLE'))).toBe(false);
  });
});

describe('the search table follows every change', () => {
  let stableId: number;
  let listingId: number;

  /** The search table holds exactly what its source view computes, and the cells count exactly its rows. */
  async function expectInStep() {
    const drift = await knex.raw<{ rows: unknown[] }>(`
      (SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search
       EXCEPT SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search_source)
      UNION ALL
      (SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search_source
       EXCEPT SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search)`);
    expect(drift.rows).toEqual([]);
    const counts = await knex.raw<{ rows: unknown[] }>(`
      SELECT coalesce(c.cell, s.cell) AS cell, c.listings, s.n
        FROM (SELECT cell, listings FROM listing_search_cells WHERE listings > 0) c
        FULL JOIN (SELECT cell, count(*)::int AS n FROM listing_search GROUP BY cell) s ON s.cell = c.cell
       WHERE c.listings IS DISTINCT FROM s.n`);
    expect(counts.rows).toEqual([]);
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

  it('encodes each listing’s cell exactly as the API decodes filters', async () => {
    await emptyListings();
    const combos = [];
    // Every region, band and stall type, and each amenity alone, all together and none.
    const amenitySets = [[], [...AMENITY_FILTER_KEYS], ...AMENITY_FILTER_KEYS.map((key) => [key])];
    for (const [i, region] of REGIONS.entries()) {
      for (const [j, priceRange] of PRICE_RANGES.entries()) {
        const stallType = STALL_TYPES[(i + j) % STALL_TYPES.length]!;
        const amenities = amenitySets[(i * PRICE_RANGES.length + j) % amenitySets.length]!;
        combos.push({ region, priceRange, stallType, amenities });
      }
    }
    const prices: Record<string, number> = { '0-200': 199.99, '200-400': 200, '400-600': 599.99, '600+': 600 };
    for (const combo of combos) {
      const stable = await buildStable(knex, {
        region: combo.region,
        ...Object.fromEntries(AMENITY_FILTER_KEYS.map((key) => [key, combo.amenities.includes(key)])),
      });
      const listing = await buildListing(knex, {
        stableId: stable.id,
        stallType: combo.stallType,
        pricePerMonth: prices[combo.priceRange]!,
      });
      const row = await knex('listing_search').where({ listing_id: listing.id }).first('cell');
      expect(row.cell, JSON.stringify(combo)).toBe(cellOf(combo));
    }
    await expectInStep();
  });
});

describe('the three ways to a page', () => {
  beforeAll(async () => {
    await emptyListings();
    const stables = [];
    for (const [i, region] of REGIONS.entries()) {
      stables.push(await buildStable(knex, { region, rating: [null, 3.5, 5][i], hasVet: i !== 1 }));
    }
    for (let i = 0; i < 60; i++) {
      await buildListing(knex, {
        stableId: stables[i % 3]!.id,
        title: i % 4 === 0 ? `Sonnige Box ${i}` : `Weideplatz ${i}`,
        stallType: STALL_TYPES[i % 4],
        pricePerMonth: 150 + ((i * 37) % 500),
        isPremium: i % 7 === 0,
        createdAt: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`,
      });
    }
  });

  const ways = {
    narrow: { narrowMatches: 1_000_000 },
    merge: { narrowMatches: 0, mergeEntries: 1_000_000 },
    walk: { narrowMatches: 0, mergeEntries: 0 },
  };

  async function allPages(filters: Parameters<typeof searchListingIds>[1]['filters'], sort: SortOrder, way: object) {
    const ids: number[] = [];
    let cursor;
    for (let n = 0; n < 20; n++) {
      const page = await searchListingIds(knex, { filters, sort, limit: 7, offset: 0, cursor, ...way });
      ids.push(...page.ids);
      if (!page.next) break;
      cursor = page.next;
    }
    return ids;
  }

  it.each(PLACELESS_SORT_ORDERS)('reads the same pages by every way, sorted by %s', async (sort) => {
    for (const filters of [
      { stallType: 'inside_box' as const },
      { region: 'austria' as const, priceRange: '400-600' as const },
      { amenities: ['hasVet' as const] },
      { text: 'sonnige', priceRange: '0-200' as const },
    ]) {
      const narrow = await allPages(filters, sort, ways.narrow);
      expect(narrow.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(await allPages(filters, sort, ways.merge), JSON.stringify(filters)).toEqual(narrow);
      expect(await allPages(filters, sort, ways.walk), JSON.stringify(filters)).toEqual(narrow);
    }
  });

  it('reads the same offset page by every way', async () => {
    const request = { filters: { stallType: 'pasture' as const }, sort: 'price_desc' as const, limit: 4, offset: 8 };
    const narrow = await searchListingIds(knex, { ...request, ...ways.narrow });
    expect(narrow.ids).toHaveLength(4);
    expect((await searchListingIds(knex, { ...request, ...ways.merge })).ids).toEqual(narrow.ids);
    expect((await searchListingIds(knex, { ...request, ...ways.walk })).ids).toEqual(narrow.ids);
  });
});

describe('postings of common words', () => {
  const stableIds: number[] = [];

  beforeAll(async () => {
    await emptyListings();
    for (const [i, region] of REGIONS.entries()) {
      stableIds.push(
        (
          await buildStable(knex, {
            region,
            rating: [null, 3.5, 5][i],
            city: ['Rosenheim', 'Linz', 'Chur'][i],
            postalCode: ['83022', '4020', '7000'][i],
          })
        ).id,
      );
    }
    // Boxes are the dear places, as in real listings: a walk by price meets every cheap pasture first.
    for (let i = 0; i < 48; i++) {
      const box = i % 4 === 0;
      await buildListing(knex, {
        stableId: stableIds[i % 3]!,
        title: box ? `Innenbox ${i}` : `Weideplatz ${i}`,
        description: i % 2 === 0 ? 'Sonnig gelegen.' : 'Ruhig gelegen.',
        stallType: box ? 'inside_box' : 'pasture',
        pricePerMonth: box ? 400 + i : 100 + i,
        // Required extras of up to 300 € a month: the all-in order differs from the base price's.
        priceItems: JSON.stringify(
          i % 3 === 0 ? [] : [{ name: 'Heu', amount: (i * 37) % 300, period: 'monthly', kind: 'required' }],
        ),
        isPremium: i % 7 === 0,
        createdAt: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`,
      });
    }
  });

  afterAll(async () => {
    await knex.raw('SELECT listing_search_choose_terms(2000000000)');
  });

  const walkWay = { narrowMatches: 0, mergeEntries: 0 };

  async function pages(filters: Parameters<typeof searchListingIds>[1]['filters'], sort: SortOrder) {
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    knex.on('query', record);
    const ids: number[] = [];
    try {
      let cursor;
      for (let n = 0; n < 20; n++) {
        const page = await searchListingIds(knex, { filters, sort, limit: 5, offset: 0, cursor, ...walkWay });
        ids.push(...page.ids);
        if (!page.next) break;
        cursor = page.next;
      }
    } finally {
      knex.off('query', record);
    }
    return { ids, postings: statements.some((sql) => sql.includes('FROM listing_search_terms')) };
  }

  const searches = [
    { text: 'innenbox' },
    { text: 'box' },
    { text: 'Innenbox sonnig' },
    { text: 'box', region: 'austria' as const },
    { text: 'weideplatz ruhig', priceRange: '0-200' as const },
    { text: '83' },
    { text: '4 innenbox' },
  ];

  it('chooses words between the shares asked for, compound parts included, and none below the size asked for', async () => {
    expect(await chooseDenseTerms(knex, { minListings: 1_000 })).toBe(0);
    expect(await chooseDenseTerms(knex, { minListings: 0, minShare: 0.2, maxShare: 0.9 })).toBeGreaterThan(0);
    const terms = (await knex('listing_search_dense_terms').pluck('term')) as string[];
    expect(terms).toEqual(
      expect.arrayContaining(['innenbox', 'weideplatz', 'box', 'sonnig', 'ruhig', '8', '83', '40']),
    );
    // In every text (the factory's stable name): no postings.
    expect(terms).not.toContain('reitstall');
    const boxes = await knex('listing_search_terms').where({ term: 'box' }).count<{ count: string }[]>('* as count');
    expect(Number(boxes[0]!.count)).toBe(12);
    // In too few texts for a higher share: the word and its postings go.
    await chooseDenseTerms(knex, { minListings: 0, minShare: 0.5, maxShare: 0.9 });
    expect(await knex('listing_search_dense_terms').pluck('term')).toEqual(expect.arrayContaining(['weideplatz']));
    expect(await knex('listing_search_terms').where({ term: 'innenbox' }).first()).toBeUndefined();
  });

  it.each(PLACELESS_SORT_ORDERS)(
    'reads the same pages from the postings as from the search rows, sorted by %s',
    async (sort) => {
      await chooseDenseTerms(knex, { minListings: 1_000 });
      const plain = [];
      for (const filters of searches) plain.push(await pages(filters, sort));
      await chooseDenseTerms(knex, { minListings: 0, minShare: 0.2, maxShare: 0.9 });
      for (const [i, filters] of searches.entries()) {
        const posted = await pages(filters, sort);
        expect(plain[i]!.postings).toBe(false);
        expect(posted.postings, JSON.stringify(filters)).toBe(true);
        expect(plain[i]!.ids.length, JSON.stringify(filters)).toBeGreaterThan(0);
        expect(posted.ids, JSON.stringify(filters)).toEqual(plain[i]!.ids);
      }
    },
  );

  it('counts and reads one word within a radius from its postings, as from the search rows, in every order', async () => {
    // Rosenheim 50 km, Chur 200 km, Linz 205 km from München.
    const places = [
      [47.8561, 12.1289],
      [48.3069, 14.2858],
      [46.8499, 9.5329],
    ] as const;
    for (const [i, id] of stableIds.entries()) {
      await knex('stables').where({ id }).update({ latitude: places[i]![0], longitude: places[i]![1] });
    }
    const search = async (text: string, sort: SortOrder, radiusKm: number, countCap: number) => {
      const statements: string[] = [];
      const record = (query: { sql: string }) => statements.push(query.sql);
      knex.on('query', record);
      try {
        const near = { lat: 48.137, lon: 11.575, radiusKm };
        const page = await searchListingIds(knex, { filters: { text, near }, sort, limit: 50, offset: 0, countCap });
        return { page, spot: statements.some((sql) => sql.includes('spot <@')) };
      } finally {
        knex.off('query', record);
      }
    };
    const cases = SORT_ORDERS.flatMap((sort) =>
      ['box', 'weideplatz', '83'].flatMap((text) =>
        [60, 250].flatMap((radiusKm) => [3, 1_000].map((countCap) => ({ text, sort, radiusKm, countCap }))),
      ),
    );
    await chooseDenseTerms(knex, { minListings: 1_000 });
    const plain = [];
    for (const c of cases) plain.push(await search(c.text, c.sort, c.radiusKm, c.countCap));
    await chooseDenseTerms(knex, { minListings: 0, minShare: 0.2, maxShare: 0.9 });
    for (const [i, c] of cases.entries()) {
      const posted = await search(c.text, c.sort, c.radiusKm, c.countCap);
      expect(plain[i]!.spot).toBe(false);
      expect(posted.spot, JSON.stringify(c)).toBe(true);
      expect(posted.page, JSON.stringify(c)).toEqual(plain[i]!.page);
    }
    expect(plain.some(({ page }) => page.total > 0 && page.exact)).toBe(true);
    expect(plain.some(({ page }) => !page.exact)).toBe(true);
    // A stable moved into the radius brings its postings along.
    const before = (await search('box', 'newest', 60, 1_000)).page.total;
    await knex('stables').where({ id: stableIds[1] }).update({ latitude: 48.2, longitude: 11.6 });
    expect((await search('box', 'newest', 60, 1_000)).page.total).toBe(before + 4);
  });

  it('follows a listing’s new text, a paused listing and a stable’s new rating', async () => {
    await chooseDenseTerms(knex, { minListings: 0, minShare: 0.2, maxShare: 0.9 });
    const pasture = await knex('listings').where('title', 'Weideplatz 1').first('id');
    await knex('listings').where({ id: pasture.id }).update({ title: 'Innenbox neu' });
    expect((await pages({ text: 'innenbox' }, 'newest')).ids).toContain(pasture.id);
    await knex('listings').where({ id: pasture.id }).update({ status: 'inactive' });
    expect((await pages({ text: 'innenbox' }, 'newest')).ids).not.toContain(pasture.id);
    // A new required extra moves a listing in the all-in order its postings are read in.
    const box = await knex('listings').where('title', 'Innenbox 4').first('id');
    expect((await pages({ text: 'innenbox' }, 'total_asc')).ids.at(-1)).not.toBe(box.id);
    await knex('listings')
      .where({ id: box.id })
      .update({
        priceItems: JSON.stringify([{ name: 'Reithalle', amount: 900, period: 'monthly', kind: 'required' }]),
      });
    const byTotal = await pages({ text: 'innenbox' }, 'total_asc');
    expect(byTotal.postings).toBe(true);
    expect(byTotal.ids.at(-1)).toBe(box.id);
    expect((await pages({ text: 'innenbox' }, 'total_desc')).ids[0]).toBe(box.id);
    // The best rated stable falls below the middle one; unrated stays last.
    await knex('stables').where({ id: stableIds[2] }).update({ rating: 1 });
    const byRating = await pages({ text: 'innenbox' }, 'rating');
    const stableOf = new Map(
      (await knex('listings').whereIn('id', byRating.ids).select('id', 'stableId')).map((row) => [
        row.id,
        row.stableId,
      ]),
    );
    const order = byRating.ids.map((id) => stableIds.indexOf(stableOf.get(id)));
    expect(order.filter((stable, i) => stable !== order[i - 1])).toEqual([1, 2, 0]);
  });
});

describe('every sort order over the same matches', () => {
  it.each(PLACELESS_SORT_ORDERS)('%s answers the same set as the unsorted search', async (sort: SortOrder) => {
    const unsorted = (await get({ limit: '100' })).body.map((l) => l.id).sort();
    const sorted = (await get({ sort, limit: '100' })).body.map((l) => l.id).sort();
    expect(sorted).toEqual(unsorted);
  });
});
