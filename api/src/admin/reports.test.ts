import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;

/** Year and month (1-12) of today in the marketplace's time zone. */
function berlinToday(): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  return {
    year: Number(parts.find((p) => p.type === 'year')!.value),
    month: Number(parts.find((p) => p.type === 'month')!.value),
  };
}

/** Noon UTC on the 1st of the month `back` months ago: safely inside that month in Berlin too. */
function monthsAgo(back: number): Date {
  const { year, month } = berlinToday();
  return new Date(Date.UTC(year, month - 1 - back, 1, 12));
}

function monthKey(back: number): string {
  const d = monthsAgo(back);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

describe('GET /api/admin/reports on an empty platform', () => {
  it('answers six zero months, all three regions and no top listings', async () => {
    const res = await admin.get('/api/admin/reports');
    expect(res.status).toBe(200);
    expect(res.body.monthly).toEqual(
      [5, 4, 3, 2, 1, 0].map((back) => ({
        month: monthKey(back),
        users: back === 0 ? 1 : 0, // the admin
        listings: 0,
        contacts: 0,
      })),
    );
    expect(res.body.regions).toEqual([
      { region: 'germany', listings: 0, percent: 0 },
      { region: 'austria', listings: 0, percent: 0 },
      { region: 'switzerland', listings: 0, percent: 0 },
    ]);
    expect(res.body.topListings).toEqual([]);
    expect(res.body.kpis).toEqual({
      userGrowthPercent: null,
      averageViewsPerListing: 0,
      conversionRatePercent: 0,
      premiumSharePercent: 0,
    });
    expect(res.body.totals).toEqual({ users: 1, listings: 0, contacts: 0, enquiries: 0, views: 0 });
  });
});

describe('GET /api/admin/reports with a known dataset', () => {
  let ids: Record<'l1' | 'l2' | 'l3' | 'l5' | 'l6', number>;

  beforeAll(async () => {
    const k = knex();
    // Users: this month the admin plus two, last month two, three months ago one, seven months ago one.
    const owner = await buildUser(k, { isStableOwner: true });
    await buildUser(k);
    await buildUser(k, { createdAt: monthsAgo(1) });
    await buildUser(k, { createdAt: monthsAgo(1) });
    await buildUser(k, { createdAt: monthsAgo(3) });
    await buildUser(k, { createdAt: monthsAgo(7) });

    const de = await buildStable(k, { ownerId: owner.id, region: 'germany' });
    const at = await buildStable(k, { ownerId: owner.id, region: 'austria', city: 'Graz', postalCode: '8010' });
    const ch = await buildStable(k, { ownerId: owner.id, region: 'switzerland', city: 'Bern', postalCode: '3011' });

    const listing = (
      stableId: number,
      back: number,
      viewCount: number,
      title: string,
      isPremium = false,
      status = 'active',
    ) =>
      buildListing(k, {
        stableId,
        title,
        viewCount,
        isPremium,
        status,
        createdAt: back === 0 ? new Date() : monthsAgo(back),
      }).then((l) => l.id);
    ids = {
      l1: await listing(de.id, 0, 400, 'Premiumbox München', true),
      l2: await listing(de.id, 1, 250, 'Außenbox Starnberg'),
      l3: await listing(de.id, 2, 100, 'Weideplatz Allgäu', false, 'inactive'),
      l5: await listing(at.id, 4, 50, 'Offenstall Graz', true),
      l6: await listing(ch.id, 7, 200, 'Innenbox Bern'),
    };
    await listing(at.id, 1, 0, 'Neue Box ohne Aufrufe');
    await listing(de.id, 0, 0, 'Noch eine neue Box');

    const enquiry = (listingId: number, back: number) => ({
      source: 'enquiry',
      listingId,
      name: 'Interessent',
      email: 'i@example.de',
      message: 'Frei?',
      createdAt: back === 0 ? new Date() : monthsAgo(back),
    });
    const message = (back: number) => ({
      source: 'contact_form',
      name: 'Besucher',
      email: 'b@example.de',
      message: 'Hallo',
      createdAt: back === 0 ? new Date() : monthsAgo(back),
    });
    await k('contactRequests').insert([
      enquiry(ids.l1, 0),
      enquiry(ids.l1, 0),
      enquiry(ids.l1, 0),
      enquiry(ids.l2, 1),
      enquiry(ids.l2, 1),
      enquiry(ids.l6, 5),
      message(0),
      message(3),
    ]);
  });

  it('counts users, listings and contacts per month over the last six months, oldest first', async () => {
    const res = await admin.get('/api/admin/reports');
    expect(res.status).toBe(200);
    expect(res.body.monthly).toEqual([
      { month: monthKey(5), users: 0, listings: 0, contacts: 1 },
      { month: monthKey(4), users: 0, listings: 1, contacts: 0 },
      { month: monthKey(3), users: 1, listings: 0, contacts: 1 },
      { month: monthKey(2), users: 0, listings: 1, contacts: 0 },
      { month: monthKey(1), users: 2, listings: 2, contacts: 2 },
      { month: monthKey(0), users: 3, listings: 2, contacts: 4 },
    ]);
  });

  it('splits listings by region with percentages', async () => {
    const res = await admin.get('/api/admin/reports');
    expect(res.body.regions).toEqual([
      { region: 'germany', listings: 4, percent: 57.1 },
      { region: 'austria', listings: 2, percent: 28.6 },
      { region: 'switzerland', listings: 1, percent: 14.3 },
    ]);
  });

  it('ranks the five most viewed listings of any status with region, enquiries and conversion', async () => {
    const res = await admin.get('/api/admin/reports');
    expect(res.body.topListings).toEqual([
      {
        id: ids.l1,
        title: 'Premiumbox München',
        region: 'germany',
        status: 'active',
        views: 400,
        contacts: 3,
        conversionPercent: 0.8,
      },
      {
        id: ids.l2,
        title: 'Außenbox Starnberg',
        region: 'germany',
        status: 'active',
        views: 250,
        contacts: 2,
        conversionPercent: 0.8,
      },
      {
        id: ids.l6,
        title: 'Innenbox Bern',
        region: 'switzerland',
        status: 'active',
        views: 200,
        contacts: 1,
        conversionPercent: 0.5,
      },
      {
        id: ids.l3,
        title: 'Weideplatz Allgäu',
        region: 'germany',
        status: 'inactive',
        views: 100,
        contacts: 0,
        conversionPercent: 0,
      },
      {
        id: ids.l5,
        title: 'Offenstall Graz',
        region: 'austria',
        status: 'active',
        views: 50,
        contacts: 0,
        conversionPercent: 0,
      },
    ]);
  });

  it('derives the KPIs and totals', async () => {
    const res = await admin.get('/api/admin/reports');
    expect(res.body.kpis).toEqual({
      userGrowthPercent: 50, // 3 this month against 2 last month
      averageViewsPerListing: 142.9, // 1000 views / 7 listings
      conversionRatePercent: 0.6, // 6 enquiries / 1000 views
      premiumSharePercent: 28.6, // 2 of 7 listings
    });
    expect(res.body.totals).toEqual({ users: 7, listings: 7, contacts: 8, enquiries: 6, views: 1000 });
    expect(Date.parse(res.body.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});
