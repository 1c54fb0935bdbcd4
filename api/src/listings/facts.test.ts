// The structured facts of a listing and the facilities of its stable from outside: the owner writes them with the
// listing and the stable, bad values are refused with German messages under "facts.<key>" and change nothing,
// unknown keys are dropped, and the owner, the public, a copy and the admin all read the same plain object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingFacts } from '#contract/facts.ts';
import { horseFit } from '#contract/fit.ts';
import { horseFilterParams } from '#contract/horse-filter.ts';
import { OWNER_MSG } from '#contract/owner.ts';
import type { AdminStableDto, ListingDto } from '#contract/types.ts';
import { buildStable, signInAs } from '#test/factories.ts';
import { validListing, validStable } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let admin: TestClient;
let stableId: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.services.settings.update({ maxListingsPerUser: 100 });
  owner = server.client();
  const user = await signInAs(owner, server.services.knex, { isStableOwner: true });
  stableId = (await buildStable(server.services.knex, { ownerId: user.id })).id;
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());

/** Every fact, each with a value other than its default. */
const ALL_FACTS: Required<ListingFacts> = {
  careLevel: 'full',
  services: ['mucking', 'feeding', 'turnOut', 'bringIn', 'rugging', 'flyMask'],
  feedingsPerDay: 3,
  stallDutyHours: 0,
  turnoutHoursSummer: 8.5,
  turnoutHoursWinter: 4,
  turnoutGrouping: 'both',
  groupSize: 6,
  herdSexes: 'separated',
  pastureSeason: 'seasonal',
  paddockAllWeather: true,
  areaM2: 12.5,
  hasWindow: true,
  paddockAttached: false,
  bedding: ['straw', 'shavings'],
  hay: 'adLib',
  haylage: false,
  concentrateIncluded: true,
  maxHeightCm: 180,
  admits: { stallions: false, mares: true, geldings: true, ponies: true, donkeys: false },
  minAge: 3,
  maxAge: 25,
  hoofs: 'any',
  specialNeeds: ['senior', 'eczema'],
  excluded: 'Keine Zuchtstuten mit Fohlen',
  minTermMonths: 6,
  noticeMonths: 3,
  trialMonths: 1,
};

async function publicListing(id: number): Promise<ListingDto> {
  await server.services.knex('listings').where({ id }).update({ status: 'active' });
  const res = await server.client().get<ListingDto>(`/api/listings/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('the facts of a listing', () => {
  it('are written with the listing and read back by the owner, the public, the search and the admin', async () => {
    const created = await owner.post('/api/my/listings', { ...validListing(stableId), facts: ALL_FACTS });
    expect(created.status, created.text).toBe(201);
    expect(created.body.facts).toEqual(ALL_FACTS);
    expect((await owner.get(`/api/my/listings/${created.body.id}`)).body.facts).toEqual(ALL_FACTS);
    expect((await publicListing(created.body.id)).facts).toEqual(ALL_FACTS);
    const found = (await server.client().get<ListingDto[]>('/api/listings?limit=50')).body;
    expect(found.find((l) => l.id === created.body.id)?.facts).toEqual(ALL_FACTS);
    const adminList = (await admin.get<ListingDto[]>('/api/admin/listings')).body;
    expect(adminList.find((l) => l.id === created.body.id)?.facts).toEqual(ALL_FACTS);
  });

  it('default to an empty object: nothing is known', async () => {
    const created = await owner.post('/api/my/listings', validListing(stableId));
    expect(created.status).toBe(201);
    expect(created.body.facts).toEqual({});
    expect((await publicListing(created.body.id)).facts).toEqual({});
  });

  it('keep only the given keys: null, blank text and unknown keys are dropped, lists kept once', async () => {
    const created = await owner.post('/api/my/listings', {
      ...validListing(stableId),
      facts: {
        careLevel: 'self',
        feedingsPerDay: null,
        excluded: '   ',
        services: [],
        bedding: ['straw', 'straw', 'pellets'],
        admits: { stallions: null, mares: true, unicorns: true },
        secretNote: 'nicht speichern',
        hasWindow: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    const expected = {
      careLevel: 'self',
      services: [],
      bedding: ['straw', 'pellets'],
      admits: { mares: true },
      hasWindow: false,
    };
    expect(created.body.facts).toEqual(expected);
    const [row] = await server.services.knex('listings').where({ id: created.body.id }).select('facts');
    const stored = typeof row.facts === 'string' ? JSON.parse(row.facts) : row.facts;
    expect(stored).toEqual(expected);
    expect((await publicListing(created.body.id)).facts).toEqual(expected);
  });

  it('are replaced by an edit and kept by a copy', async () => {
    const created = await owner.post('/api/my/listings', { ...validListing(stableId), facts: ALL_FACTS });
    const id = created.body.id as number;
    const edited = await owner.put(`/api/my/listings/${id}`, {
      ...validListing(stableId),
      facts: { careLevel: 'part', minTermMonths: 12 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.facts).toEqual({ careLevel: 'part', minTermMonths: 12 });
    const copy = await owner.post(`/api/my/listings/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.facts).toEqual({ careLevel: 'part', minTermMonths: 12 });
    expect((await publicListing(copy.body.id)).facts).toEqual({ careLevel: 'part', minTermMonths: 12 });
    // An edit without facts forgets them: the form always sends what it shows.
    const cleared = await owner.put(`/api/my/listings/${id}`, validListing(stableId));
    expect(cleared.body.facts).toEqual({});
  });

  it('keep an explicit "keine" (an empty list) apart from "keine Angabe", and the search weighs it', async () => {
    const none = { services: [], bedding: [], specialNeeds: [] };
    const created = await owner.post('/api/my/listings', { ...validListing(stableId), facts: none });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    expect(created.body.facts).toEqual(none);
    expect((await publicListing(id)).facts).toEqual(none);

    // "Nur passende Ställe" for a hay-only horse: a stable that caters for no special needs is no fit.
    const hayOnly = `/api/listings?limit=50&${new URLSearchParams(horseFilterParams({ name: 'Luna', needs: ['hayOnly'] }))}`;
    const kept = async () => (await server.client().get<ListingDto[]>(hayOnly)).body.map((l) => l.id);
    expect(await kept()).not.toContain(id);
    expect(horseFit({ name: 'Luna', needs: ['hayOnly'] }, (await publicListing(id)).facts)).toEqual({
      verdict: 'no',
      reasons: [{ verdict: 'no', text: 'Der Stall bietet keine reine Heufütterung an' }],
    });

    // Back to "keine Angabe": the key goes, and the listing is a maybe again.
    const unsaid = await owner.put(`/api/my/listings/${id}`, {
      ...validListing(stableId),
      facts: { ...none, specialNeeds: null },
    });
    expect(unsaid.status, unsaid.text).toBe(200);
    expect(unsaid.body.facts).toEqual({ services: [], bedding: [] });
    expect((await publicListing(id)).facts).toEqual({ services: [], bedding: [] });
    expect(await kept()).toContain(id);
  });

  it('refuses bad values with a German message under the fact, changing nothing', async () => {
    const created = await owner.post('/api/my/listings', { ...validListing(stableId), facts: ALL_FACTS });
    const id = created.body.id as number;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ careLevel: 'luxus' }, 'facts.careLevel', OWNER_MSG.careLevel],
      [{ services: ['massage'] }, 'facts.services', OWNER_MSG.services],
      [{ services: 'mucking' }, 'facts.services', OWNER_MSG.services],
      [{ feedingsPerDay: 0 }, 'facts.feedingsPerDay', OWNER_MSG.feedingsPerDay],
      [{ feedingsPerDay: 2.5 }, 'facts.feedingsPerDay', OWNER_MSG.feedingsPerDay],
      [{ stallDutyHours: -1 }, 'facts.stallDutyHours', OWNER_MSG.stallDutyHours],
      [{ turnoutHoursSummer: 25 }, 'facts.turnoutHoursSummer', 'Bitte Weidestunden von 0 bis 24 angeben'],
      [{ turnoutHoursWinter: '8' }, 'facts.turnoutHoursWinter', OWNER_MSG.turnoutHours],
      [{ turnoutHoursWinter: 3.3 }, 'facts.turnoutHoursWinter', OWNER_MSG.turnoutHours],
      [{ turnoutGrouping: 'herd' }, 'facts.turnoutGrouping', OWNER_MSG.turnoutGrouping],
      [{ groupSize: 0 }, 'facts.groupSize', OWNER_MSG.groupSize],
      [{ herdSexes: 'any' }, 'facts.herdSexes', OWNER_MSG.herdSexes],
      [{ pastureSeason: 'summer' }, 'facts.pastureSeason', OWNER_MSG.pastureSeason],
      [{ paddockAllWeather: 'ja' }, 'facts.paddockAllWeather', OWNER_MSG.yesNo],
      [{ areaM2: 0 }, 'facts.areaM2', OWNER_MSG.areaM2],
      [{ areaM2: 12.25 }, 'facts.areaM2', OWNER_MSG.areaM2],
      [{ hasWindow: 1 }, 'facts.hasWindow', OWNER_MSG.yesNo],
      [{ bedding: ['sand'] }, 'facts.bedding', OWNER_MSG.bedding],
      [{ hay: 'lots' }, 'facts.hay', OWNER_MSG.hay],
      [{ maxHeightCm: 250 }, 'facts.maxHeightCm', OWNER_MSG.maxHeightCm],
      [{ admits: { stallions: 'nein' } }, 'facts.admits.stallions', OWNER_MSG.yesNo],
      [{ admits: true }, 'facts.admits', OWNER_MSG.yesNo],
      [{ minAge: -1 }, 'facts.minAge', OWNER_MSG.age],
      [{ maxAge: 46 }, 'facts.maxAge', OWNER_MSG.age],
      [{ minAge: 10, maxAge: 5 }, 'facts.maxAge', OWNER_MSG.ageOrder],
      [{ hoofs: 'none' }, 'facts.hoofs', OWNER_MSG.hoofs],
      [{ specialNeeds: ['allergy'] }, 'facts.specialNeeds', OWNER_MSG.specialNeeds],
      [{ excluded: 'x'.repeat(301) }, 'facts.excluded', OWNER_MSG.excluded],
      [{ minTermMonths: 61 }, 'facts.minTermMonths', OWNER_MSG.months],
      [{ noticeMonths: 1.5 }, 'facts.noticeMonths', OWNER_MSG.months],
      [{ trialMonths: -2 }, 'facts.trialMonths', OWNER_MSG.months],
    ];
    for (const [facts, key, message] of cases) {
      const res = await owner.put(`/api/my/listings/${id}`, { ...validListing(stableId), facts });
      expect(res.status, JSON.stringify(facts)).toBe(400);
      expect(res.body.errors?.[key], JSON.stringify(facts)).toBe(message);
      // One problem: the message itself, for clients that show only `message`.
      expect(res.body.message).toBe(message);
    }
    const notAnObject = await owner.put(`/api/my/listings/${id}`, { ...validListing(stableId), facts: 'Vollpension' });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.errors?.facts).toBe(OWNER_MSG.factsInvalid);
    expect((await owner.get(`/api/my/listings/${id}`)).body.facts).toEqual(ALL_FACTS);
  });
});

describe('the facilities of a stable', () => {
  it('are written with the stable and read by the owner, on its public listings and by the admin', async () => {
    const created = await owner.post('/api/my/stables', {
      ...validStable({ hasIndoorArena: true }),
      facilities: ['trainer', 'horseWalker', 'trainer'],
      indoorArenaSize: ' 20 × 40 m ',
    });
    expect(created.status, created.text).toBe(201);
    // In the contract's order, each once.
    expect(created.body).toMatchObject({ facilities: ['horseWalker', 'trainer'], indoorArenaSize: '20 × 40 m' });
    const id = created.body.id as number;
    expect((await owner.get(`/api/my/stables/${id}`)).body).toMatchObject({ facilities: ['horseWalker', 'trainer'] });

    const listing = await owner.post('/api/my/listings', validListing(id));
    const read = await publicListing(listing.body.id);
    expect(read.stable).toMatchObject({ facilities: ['horseWalker', 'trainer'], indoorArenaSize: '20 × 40 m' });

    const stables = (await admin.get<AdminStableDto[]>('/api/admin/stables')).body;
    expect(stables.find((s) => s.id === id)).toMatchObject({
      facilities: ['horseWalker', 'trainer'],
      indoorArenaSize: '20 × 40 m',
    });
  });

  it('default to none; the hall size is dropped without a Reithalle', async () => {
    const created = await owner.post('/api/my/stables', {
      ...validStable({ hasIndoorArena: false }),
      indoorArenaSize: '20 × 40 m',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ facilities: [], indoorArenaSize: null });
  });

  it('refuses unknown facilities and an overlong hall size', async () => {
    const bad = await owner.post('/api/my/stables', { ...validStable(), facilities: ['helipad'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.facilities).toBe(OWNER_MSG.facilityInvalid);
    const long = await owner.post('/api/my/stables', {
      ...validStable({ hasIndoorArena: true }),
      indoorArenaSize: 'x'.repeat(41),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors?.indoorArenaSize).toBe('Höchstens 40 Zeichen erlaubt');
  });
});
