import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;
let adminUser: { id: number; username: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  adminUser = await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
const daysAgo = (d: number) => hoursAgo(d * 24);
const LONG_TITLE = 'Helle Innenbox mit großem Paddock, Reithalle und Anschluss an Reitwege im Grünen';

describe('GET /api/admin/stats on an empty platform', () => {
  it('counts only the admin and answers 0 for the average rating', async () => {
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 1,
      recentRegistrations: 1,
      totalStables: 0,
      activeListings: 0,
      premiumListings: 0,
      totalContacts: 0,
      totalListings: 0,
      averageRating: 0,
      pendingListings: 0,
    });
  });

  it('shows the admin’s own registration as the only activity', async () => {
    const res = await admin.get('/api/admin/recent-activity');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        action: `Neuer Benutzer registriert: ${adminUser.username}`,
        timestamp: expect.any(String),
        type: 'registration',
      },
    ]);
  });
});

describe('with a known dataset', () => {
  let pendingListing: { id: number };
  const pausedAt = hoursAgo(25);

  beforeAll(async () => {
    const k = knex();
    const owner = await buildUser(k, { username: 'stallbesitzer', isStableOwner: true, createdAt: daysAgo(2) });
    await buildUser(k, { username: 'anna', createdAt: daysAgo(3) });
    await buildUser(k, { username: 'bernd', createdAt: daysAgo(10) });
    await buildUser(k, { username: 'clara', createdAt: daysAgo(40) });
    // Ratings 4.5 and 4.0 (and one unrated stable): the average is 4.25, shown as 4.3.
    const s1 = await buildStable(k, { ownerId: owner.id, rating: 4.5, createdAt: daysAgo(2) });
    const s2 = await buildStable(k, { ownerId: owner.id, rating: 4.0, createdAt: daysAgo(2) });
    await buildStable(k, { ownerId: owner.id, rating: null, createdAt: daysAgo(2) });
    await buildListing(k, {
      stableId: s1.id,
      title: 'Aktive Box',
      status: 'active',
      isPremium: true,
      createdAt: hoursAgo(30),
    });
    await buildListing(k, { stableId: s1.id, title: LONG_TITLE, status: 'active', createdAt: hoursAgo(29) });
    await buildListing(k, {
      stableId: s2.id,
      title: 'Premiumplatz',
      status: 'premium',
      isPremium: true,
      createdAt: hoursAgo(28),
    });
    pendingListing = await buildListing(k, {
      stableId: s2.id,
      title: 'Wartet auf Freigabe',
      status: 'pending',
      createdAt: hoursAgo(27),
    });
    await buildListing(k, { stableId: s2.id, title: 'Noch ein Entwurf', status: 'pending', createdAt: hoursAgo(26) });
    await buildListing(k, {
      stableId: s2.id,
      title: 'Pausiert',
      status: 'inactive',
      isPremium: true,
      createdAt: pausedAt,
    });
    await k('contactRequests').insert([
      { source: 'contact_form', name: 'Max Muster', email: 'max@example.de', message: 'Hallo', createdAt: hoursAgo(5) },
      {
        source: 'enquiry',
        listingId: pendingListing.id,
        name: 'Erika Reiterin',
        email: 'erika@example.de',
        message: 'Frei?',
        createdAt: hoursAgo(4),
      },
    ]);
  });

  it('GET /api/admin/stats counts users, stables, listings by status and flag, contacts and the rating', async () => {
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 5,
      recentRegistrations: 3, // admin, stallbesitzer, anna; not bernd (10 days) nor clara (40 days)
      totalStables: 3,
      activeListings: 3, // active or premium status
      premiumListings: 3, // premium flag, whatever the status
      totalContacts: 2,
      totalListings: 6,
      averageRating: 4.3,
      pendingListings: 2,
    });
  });

  it('GET /api/admin/recent-activity lists the real events newest first, status changes included', async () => {
    const change = await admin.put(`/api/admin/listings/${pendingListing.id}/status`, { status: 'active' });
    expect(change.status).toBe(200);

    const res = await admin.get('/api/admin/recent-activity');
    expect(res.status).toBe(200);
    const items = res.body as { action: string; timestamp: string; type: string }[];
    expect(items.map(({ action, type }) => [type, action])).toEqual([
      ['status', 'Status von „Wartet auf Freigabe“ geändert: Ausstehend → Aktiv'],
      ['registration', `Neuer Benutzer registriert: ${adminUser.username}`],
      ['contact', 'Neue Kontaktanfrage von Erika Reiterin zu „Wartet auf Freigabe“'],
      ['contact', 'Neue Kontaktanfrage von Max Muster'],
      ['listing', 'Neue Anzeige: Pausiert'],
      ['listing', 'Neue Anzeige: Noch ein Entwurf'],
      ['listing', 'Neue Anzeige: Wartet auf Freigabe'],
      ['listing', 'Neue Anzeige: Premiumplatz'],
      ['listing', 'Neue Anzeige: Helle Innenbox mit großem Paddock, Reithalle und Anschluss…'],
      ['listing', 'Neue Anzeige: Aktive Box'],
      ['registration', 'Neuer Benutzer registriert: stallbesitzer'],
      ['registration', 'Neuer Benutzer registriert: anna'],
      ['registration', 'Neuer Benutzer registriert: bernd'],
      ['registration', 'Neuer Benutzer registriert: clara'],
    ]);
    const times = items.map((i) => Date.parse(i.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[4]!.timestamp).toBe(pausedAt.toISOString());
  });

  it('GET /api/admin/recent-activity stops at the latest 20 events', async () => {
    for (let i = 0; i < 25; i++) await buildUser(knex(), { username: `neu${i}`, createdAt: hoursAgo(1 - i / 100) });
    const res = await admin.get('/api/admin/recent-activity');
    expect(res.body).toHaveLength(20);
    // The status change and the admin's sign-up are newer than the 25 accounts, which fill the rest.
    expect(res.body.slice(0, 3).map((i: { action: string }) => i.action)).toEqual([
      'Status von „Wartet auf Freigabe“ geändert: Ausstehend → Aktiv',
      `Neuer Benutzer registriert: ${adminUser.username}`,
      'Neuer Benutzer registriert: neu24',
    ]);
    expect(res.body[19].action).toBe('Neuer Benutzer registriert: neu7');
  });
});
