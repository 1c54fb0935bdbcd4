// A listing's price list and deposit from outside: the owner writes them with the listing, bad items are refused
// with German messages and change nothing, the public listing carries them with `totalMonthly` (the base price and
// every required recurring extra, as contract/costs.ts computes it), and a copy keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalMonthly, type PriceItem } from '#contract/costs.ts';
import { MSG } from '#contract/messages.ts';
import { OWNER_MSG, PRICE_ITEM_NAME_MAX } from '#contract/owner.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildStable, signInAs } from '#test/factories.ts';
import { validListing } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let stableId: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.services.settings.update({ maxListingsPerUser: 100 });
  owner = server.client();
  const user = await signInAs(owner, server.services.knex, { isStableOwner: true });
  stableId = (await buildStable(server.services.knex, { ownerId: user.id })).id;
});
afterAll(() => server?.close());

const PRICE_LIST: PriceItem[] = [
  { name: 'Heu', amount: 0, period: 'monthly', kind: 'included' },
  { name: 'Reithallennutzung', amount: 35, period: 'monthly', kind: 'required' },
  { name: 'Weidegeld', amount: 180, period: 'yearly', kind: 'required' },
  { name: 'Eindecken', amount: 20, period: 'monthly', kind: 'optional' },
  { name: 'Aufnahmegebühr', amount: 150, period: 'once', kind: 'required' },
];

async function publicListing(id: number): Promise<ListingDto> {
  await server.services.knex('listings').where({ id }).update({ status: 'active' });
  const res = await server.client().get<ListingDto>(`/api/listings/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('the price list of a listing', () => {
  it('is written with the listing and read back by the owner and the public, with the all-in month', async () => {
    const created = await owner.post('/api/my/listings', {
      ...validListing(stableId, { pricePerMonth: 300 }),
      priceItems: PRICE_LIST,
      deposit: 600,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.priceItems).toEqual(PRICE_LIST);
    expect(created.body.deposit).toBe(600);
    const listing = await publicListing(created.body.id);
    expect(listing.priceItems).toEqual(PRICE_LIST);
    expect(listing.deposit).toBe(600);
    // 300 + 35 + 180 / 12: the included, optional and one-off items are not in it.
    expect(listing.totalMonthly).toBe(350);
    expect(listing.totalMonthly).toBe(totalMonthly(300, PRICE_LIST));
    // The search answers carry it too.
    const found = (await server.client().get<ListingDto[]>('/api/listings?limit=50')).body;
    expect(found.find((l) => l.id === listing.id)?.totalMonthly).toBe(350);
  });

  it('defaults to no list and no deposit: the base price is the total', async () => {
    const created = await owner.post('/api/my/listings', validListing(stableId, { pricePerMonth: 275.5 }));
    expect(created.status).toBe(201);
    const listing = await publicListing(created.body.id);
    expect(listing).toMatchObject({ priceItems: [], deposit: null, totalMonthly: 275.5 });
  });

  it('is replaced by an edit and kept by a copy', async () => {
    const created = await owner.post('/api/my/listings', { ...validListing(stableId), priceItems: PRICE_LIST });
    const id = created.body.id as number;
    const edited = await owner.put(`/api/my/listings/${id}`, {
      ...validListing(stableId, { pricePerMonth: 400 }),
      priceItems: [PRICE_LIST[1]],
      deposit: null,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ priceItems: [PRICE_LIST[1]], deposit: null });
    const copy = await owner.post(`/api/my/listings/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.priceItems).toEqual([PRICE_LIST[1]]);
    expect((await publicListing(copy.body.id)).totalMonthly).toBe(435);
  });

  it('refuses bad items with a German message under the list, changing nothing', async () => {
    const created = await owner.post('/api/my/listings', { ...validListing(stableId), priceItems: PRICE_LIST });
    const id = created.body.id as number;
    const item = PRICE_LIST[1]!;
    for (const [priceItems, key, message] of [
      [[{ ...item, name: ' ' }], 'priceItems.name', OWNER_MSG.priceItemName],
      [[{ ...item, name: 'x'.repeat(61) }], 'priceItems.name', MSG.tooLong(PRICE_ITEM_NAME_MAX)],
      [[{ ...item, amount: -5 }], 'priceItems.amount', OWNER_MSG.priceItemAmount],
      [[{ ...item, amount: 12.345 }], 'priceItems.amount', OWNER_MSG.priceItemAmount],
      [[{ ...item, amount: '12' }], 'priceItems.amount', OWNER_MSG.priceItemAmount],
      [[{ ...item, amount: 10_001 }], 'priceItems.amount', OWNER_MSG.priceItemAmount],
      [[{ ...item, period: 'weekly' }], 'priceItems.period', OWNER_MSG.priceItemPeriod],
      [[{ ...item, kind: 'maybe' }], 'priceItems.kind', OWNER_MSG.priceItemKind],
      [Array.from({ length: 21 }, () => item), 'priceItems', OWNER_MSG.tooManyPriceItems],
      ['Heu 40 €', 'priceItems', undefined],
    ] as const) {
      const res = await owner.put(`/api/my/listings/${id}`, { ...validListing(stableId), priceItems });
      expect(res.status, JSON.stringify(priceItems).slice(0, 80)).toBe(400);
      if (message) expect(res.body.errors?.[key]).toBe(message);
      else expect(res.body.errors?.[key]).toEqual(expect.any(String));
    }
    for (const deposit of [-1, 0.001, 'viel']) {
      const res = await owner.put(`/api/my/listings/${id}`, { ...validListing(stableId), deposit });
      expect(res.status).toBe(400);
      expect(res.body.errors?.deposit).toBe(OWNER_MSG.depositInvalid);
    }
    expect((await owner.get(`/api/my/listings/${id}`)).body.priceItems).toEqual(PRICE_LIST);
  });
});
