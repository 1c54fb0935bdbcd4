import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { STATS_DAYS } from '#contract/owner.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let stable: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  const user = await signInAs(owner, server.services.knex, { isStableOwner: true });
  stable = await buildStable(server.services.knex, { ownerId: user.id });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;

/** YYYY-MM-DD of today minus `back` days in the platform's time zone. */
function dayBack(back: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: HOME_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** An enquiry at a local wall-clock time of the platform's calendar (e.g. 00:30 on `day`). */
async function enquiryAt(listingId: number, day: string, time: string, extra: Record<string, unknown> = {}) {
  await knex()('contact_requests').insert({
    source: 'enquiry',
    listingId,
    name: 'Eva',
    email: 'eva@example.de',
    message: 'Ist der Platz frei?',
    createdAt: knex().raw(`(?::timestamp) AT TIME ZONE ?`, [`${day} ${time}`, HOME_TIME_ZONE]),
    ...extra,
  });
}

describe('GET /api/my/listings/:id/stats', () => {
  it('answers every one of the last 30 days with exact views and enquiries in the platform time zone', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id });
    const otherListing = await buildListing(knex(), { stableId: stable.id });
    await knex()('listing_view_days').insert([
      { listingId: listing.id, day: dayBack(0), views: 4 },
      { listingId: listing.id, day: dayBack(2), views: 7 },
      { listingId: listing.id, day: dayBack(STATS_DAYS - 1), views: 1 },
      { listingId: listing.id, day: dayBack(STATS_DAYS), views: 100 },
      { listingId: otherListing.id, day: dayBack(0), views: 50 },
    ]);
    await enquiryAt(listing.id, dayBack(0), '00:30'); // still yesterday in UTC
    await enquiryAt(listing.id, dayBack(0), '23:30');
    await enquiryAt(listing.id, dayBack(3), '12:00');
    await enquiryAt(listing.id, dayBack(STATS_DAYS), '23:59'); // one day too old
    await enquiryAt(otherListing.id, dayBack(0), '12:00');
    await enquiryAt(listing.id, dayBack(0), '12:00', { source: 'contact_form' });

    const res = await owner.get(`/api/my/listings/${listing.id}/stats`);
    expect(res.status).toBe(200);
    expect(res.body.listingId).toBe(listing.id);
    expect(res.body.from).toBe(dayBack(STATS_DAYS - 1));
    expect(res.body.to).toBe(dayBack(0));
    expect(res.body.days).toHaveLength(STATS_DAYS);
    expect(res.body.days.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: STATS_DAYS }, (_, i) => dayBack(STATS_DAYS - 1 - i)),
    );
    const byDay = Object.fromEntries(
      res.body.days.map((d: { day: string; views: number; enquiries: number }) => [d.day, d]),
    );
    expect(byDay[dayBack(0)]).toEqual({ day: dayBack(0), views: 4, enquiries: 2 });
    expect(byDay[dayBack(2)]).toEqual({ day: dayBack(2), views: 7, enquiries: 0 });
    expect(byDay[dayBack(3)]).toEqual({ day: dayBack(3), views: 0, enquiries: 1 });
    expect(byDay[dayBack(STATS_DAYS - 1)]).toEqual({ day: dayBack(STATS_DAYS - 1), views: 1, enquiries: 0 });
    expect(res.body.totals).toEqual({ views: 12, enquiries: 3 });

    const list = await owner.get(`/api/my/listings?stableId=${stable.id}`);
    const row = list.body.find((l: { id: number }) => l.id === listing.id);
    expect(row).toMatchObject({ views30: 12, enquiries30: 3, unreadEnquiries: 4 });
    expect(list.body.find((l: { id: number }) => l.id === otherListing.id)).toMatchObject({
      views30: 50,
      enquiries30: 1,
      unreadEnquiries: 1,
    });
  });

  it('answers zeros for every day of a listing without views or enquiries', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id });
    const res = await owner.get(`/api/my/listings/${listing.id}/stats`);
    expect(res.body.days).toHaveLength(STATS_DAYS);
    expect(res.body.days.every((d: { views: number; enquiries: number }) => d.views === 0 && d.enquiries === 0)).toBe(
      true,
    );
    expect(res.body.totals).toEqual({ views: 0, enquiries: 0 });
  });
});
