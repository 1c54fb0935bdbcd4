// The search by a listing's facts and all-in month from outside (issue 15): each filter of the advanced panel, the
// all-in month's band and orders, "Nur passende Ställe" for a horse, the map counting the same listings, and bad
// values answered 400 in German. The horse filter is held against the fit check itself (contract/fit.ts): it must
// leave out exactly the listings the check answers "Passt nicht" for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horseFit } from '#contract/fit.ts';
import type { ListingFacts } from '#contract/facts.ts';
import { horseFilterParams } from '#contract/horse-filter.ts';
import type { HorseData } from '#contract/horses.ts';
import { MSG } from '#contract/messages.ts';
import { FILTER_MSG } from '#contract/search-filters.ts';
import type { MapAnswerDto } from '#contract/map.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
const ids: Record<string, number> = {};
const facts = new Map<number, ListingFacts>();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  const knex = server.services.knex;
  // München and Augsburg, the first with an indoor hall and a horse walker, the second with a trainer.
  const hall = await buildStable(knex, {
    latitude: 48.137,
    longitude: 11.575,
    hasIndoorArena: true,
    facilities: ['horseWalker'],
  });
  const trainer = await buildStable(knex, { latitude: 48.371, longitude: 10.898, facilities: ['trainer'] });
  const listings: [string, number, Record<string, unknown>, ListingFacts][] = [
    [
      'full',
      hall.id,
      {
        pricePerMonth: 300,
        availableFrom: null,
        priceItems: JSON.stringify([
          { name: 'Heu', amount: 40, period: 'monthly', kind: 'required' },
          { name: 'Vereinsbeitrag', amount: 120, period: 'yearly', kind: 'required' },
          { name: 'Eindecken', amount: 25, period: 'monthly', kind: 'optional' },
          { name: 'Aufnahmegebühr', amount: 200, period: 'once', kind: 'required' },
        ]),
      },
      {
        careLevel: 'full',
        turnoutHoursSummer: 10,
        turnoutHoursWinter: 8,
        turnoutGrouping: 'group',
        admits: { stallions: true },
        maxHeightCm: 180,
        areaM2: 14,
        minTermMonths: 3,
      },
    ],
    [
      'let',
      hall.id,
      { pricePerMonth: 250, availableFrom: null, freePlaces: 0 },
      {
        careLevel: 'part',
        turnoutHoursSummer: 12,
        turnoutHoursWinter: 4,
        turnoutGrouping: 'single',
        admits: { stallions: false },
        maxHeightCm: 170,
        areaM2: 10,
        specialNeeds: ['senior'],
        hoofs: 'shodOnly',
        minTermMonths: 0,
      },
    ],
    ['later', trainer.id, { pricePerMonth: 150, availableFrom: day(30) }, {}],
    [
      'herd',
      trainer.id,
      { pricePerMonth: 500, availableFrom: day(-3), stallType: 'open_stable' },
      {
        careLevel: 'full',
        turnoutHoursSummer: 24,
        turnoutHoursWinter: 24,
        turnoutGrouping: 'group',
        admits: { mares: false },
        minAge: 5,
        maxAge: 20,
        minTermMonths: 12,
      },
    ],
  ];
  for (const [name, stableId, columns, listingFacts] of listings) {
    const listing = await buildListing(knex, { stableId, ...columns, facts: JSON.stringify(listingFacts) });
    ids[name] = listing.id;
    facts.set(listing.id, listingFacts);
  }
});
afterAll(() => server?.close());

async function found(query: string): Promise<number[]> {
  const res = await server.client().get<ListingDto[]>(`/api/listings?limit=50&${query}`);
  expect(res.status, res.text).toBe(200);
  expect(Number(res.headers.get('x-total-count')), query).toBe(res.body.length);
  return res.body.map((listing) => listing.id);
}

const named = (...names: string[]) => names.map((name) => ids[name]!);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('the facts filters', () => {
  it.each([
    ['care=full', ['full', 'herd']],
    ['turnout=8', ['full', 'herd']],
    ['turnout=12', ['herd']],
    ['groupTurnout=true', ['full', 'herd']],
    ['stallions=true', ['full']],
    ['minHeight=175', ['full']],
    ['minArea=12', ['full']],
    ['freeNow=true', ['full', 'herd']],
    ['facilities=indoorArena', ['full', 'let']],
    ['facilities=horseWalker,indoorArena', ['full', 'let']],
    ['facilities=trainer', ['later', 'herd']],
    ['care=full&turnout=12&freeNow=true', ['herd']],
    ['care=full&stallType=inside_box', ['full']],
    ['care=full&near=80331&radius=25', ['full']],
    ['care=full&search=Stallplatz', ['full', 'herd']],
    ['totalRange=200-400', ['full', 'let']],
    ['totalRange=400-600', ['herd']],
    ['priceRange=200-400&totalRange=200-400', ['full', 'let']],
    ['totalRange=0-200', ['later']],
    // "Mindestlaufzeit höchstens": a listing that does not say (later) is left out.
    ['maxMinTerm=0', ['let']],
    ['maxMinTerm=1', ['let']],
    ['maxMinTerm=3', ['full', 'let']],
    ['maxMinTerm=12', ['full', 'let', 'herd']],
    ['maxMinTerm=3&care=full', ['full']],
  ])('%s finds its listings', async (query, names) => {
    expect(sorted(await found(query))).toEqual(sorted(named(...names)));
  });

  it('leaves a filter off for false and empty values', async () => {
    const all = sorted(await found(''));
    expect(all).toHaveLength(4);
    expect(sorted(await found('freeNow=false&stallions=&care=&facilities='))).toEqual(all);
  });
});

describe('the all-in month', () => {
  it('orders by the base price and every required recurring extra, both ways and across pages', async () => {
    const res = await server.client().get<ListingDto[]>('/api/listings?sort=total_asc&limit=50');
    // 300 + 40 + 120 / 12 = 350; optional and one-off items are not in it.
    expect(res.body.map((l) => [l.id, l.totalMonthly])).toEqual([
      [ids.later, 150],
      [ids.let, 250],
      [ids.full, 350],
      [ids.herd, 500],
    ]);
    expect(await found('sort=total_desc')).toEqual(named('herd', 'full', 'let', 'later'));
    const first = await server.client().get<ListingDto[]>('/api/listings?sort=total_asc&limit=3');
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await server.client().get<ListingDto[]>(`/api/listings?sort=total_asc&limit=3&cursor=${next}`);
    expect([...first.body, ...second.body].map((l) => l.id)).toEqual(named('later', 'let', 'full', 'herd'));
  });
});

describe('"Nur passende Ställe"', () => {
  const horses: HorseData[] = [
    { name: 'Donnerhall', heightCm: 178, gender: 'stallion' },
    { name: 'Stella', gender: 'mare', hoofs: 'barefoot', age: 24, needs: ['eczema'] },
    { name: 'Opa', heightCm: 160, gender: 'gelding', age: 26, needs: ['senior'], turnout: 'single' },
    { name: 'Fritzi', type: 'pony', heightCm: 120 },
    { name: 'Ohne Angaben' },
  ];

  it.each(horses.map((horse) => [horse.name, horse] as const))(
    'leaves out exactly what the fit check answers "Passt nicht" for %s',
    async (_name, horse) => {
      const query = new URLSearchParams(horseFilterParams(horse)).toString();
      const kept = sorted(await found(query));
      const expected = sorted([...facts].filter(([, f]) => horseFit(horse, f).verdict !== 'no').map(([id]) => id));
      expect(kept).toEqual(expected);
    },
  );

  it('keeps out the stallion the stable refuses and the horse that is too tall', async () => {
    const query = new URLSearchParams(horseFilterParams(horses[0]!)).toString();
    expect(await found(query)).not.toContain(ids.let);
  });
});

describe('the map', () => {
  it('counts the same listings as the search', async () => {
    const bbox = '5.8,45.7,17.2,55.1';
    const map = async (query: string) =>
      (await server.client().get<MapAnswerDto>(`/api/map?bbox=${bbox}&zoom=6&${query}`)).body;
    expect((await map('')).total).toBe(4);
    expect((await map('care=full')).total).toBe(2);
    expect((await map('freeNow=true&stallions=true')).total).toBe(1);
    expect((await map('horseGender=stallion&horseHeight=178')).total).toBe(3);
    expect((await map('maxMinTerm=3')).total).toBe(2);
  });
});

describe('bad values', () => {
  it.each([
    ['care=luxus', 'care', FILTER_MSG.care],
    ['turnout=7', 'turnout', FILTER_MSG.turnout],
    ['turnout=viel', 'turnout', FILTER_MSG.turnout],
    ['groupTurnout=ja', 'groupTurnout', FILTER_MSG.flag],
    ['minHeight=300', 'minHeight', FILTER_MSG.minHeight],
    ['minHeight=1.5', 'minHeight', FILTER_MSG.minHeight],
    ['minArea=0', 'minArea', FILTER_MSG.minArea],
    ['freeNow=vielleicht', 'freeNow', FILTER_MSG.flag],
    ['facilities=pool', 'facilities', FILTER_MSG.facilities],
    ['totalRange=5-10', 'totalRange', FILTER_MSG.priceRange],
    ['horseHeight=groß', 'horseHeight', FILTER_MSG.horseHeight],
    ['horseAge=99', 'horseAge', FILTER_MSG.horseAge],
    ['horseGender=einhorn', 'horseGender', FILTER_MSG.horse],
    ['horseNeeds=eczema,flügel', 'horseNeeds', FILTER_MSG.horse],
    ['maxMinTerm=2', 'maxMinTerm', FILTER_MSG.maxMinTerm],
    ['maxMinTerm=drei', 'maxMinTerm', FILTER_MSG.maxMinTerm],
    ['maxMinTerm=-1', 'maxMinTerm', FILTER_MSG.maxMinTerm],
    ['sort=total_up', 'sort', MSG.invalidSort],
  ])('%s answers 400 in German', async (query, field, message) => {
    // The map has no order; it takes every filter.
    const paths = ['/api/listings', ...(field === 'sort' ? [] : ['/api/map?bbox=5.8,45.7,17.2,55.1&zoom=6'])];
    for (const path of paths) {
      const res = await server.client().get(`${path}${path.includes('?') ? '&' : '?'}${query}`);
      expect(res.status, `${path} ${query}`).toBe(400);
      expect(res.body.errors?.[field], `${path} ${query}`).toBe(message);
    }
  });
});
