// Saved searches and their alerts, as users notice them: the routes with their permission matrix and German
// messages, a visitor's double opt-in and its take-over by the account, which listings newly match (published and
// admin-approved, free again, "frei ab" reached, cheaper, within the text, radius, travel time, region, filters),
// one mail per search with at most ten cards, never twice, nothing without news, daily and weekly timing, the
// one-click unsubscribe without a cookie, alerts on favourites, and the minute's schedule on a test clock.
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MSG } from '#contract/places.ts';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MSG } from '#contract/saved-searches.ts';
import { buildListing, buildStable, buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { mailsTo, type ReadMail } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { alertWork, runAlerts } from './job.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Whatever the migrations' seed left: the snapshot takes it without events.
  await runAt(new Date());
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const deps = () => ({
  jobs: server.services.jobs,
  settings: server.services.settings,
  config: server.services.config,
  search: server.services.search,
});
const runAt = (now: Date) => runAlerts(deps(), knex(), now);
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
/** At `hourUtc` on the day `days` from now. */
const dayAt = (days: number, hourUtc: number) => {
  const day = new Date(Date.now() + days * 24 * 60 * MINUTE);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
};

const alertsTo = async (address: string): Promise<ReadMail[]> =>
  (await mailsTo(outbox(), address)).filter((mail) => /Stallpl(a|ä)tze? für „|Neuer Stallplatz für/.test(mail.subject));

let words = 0;
/** A word no other test's listings hold, so each test's searches see only its own listings. */
const uniqueWord = () =>
  `Zauberwort${Date.now().toString(36)}x${++words}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

const patch = (client: TestClient, path: string, body: unknown) => client.request('PATCH', path, { body });

async function account(): Promise<{ client: TestClient; user: { id: number; email: string } }> {
  const client = server.client();
  const user = await signInAs(client, knex());
  return { client, user };
}

async function save(client: TestClient, query: string, frequency = 'instant', name?: string) {
  const res = await client.post('/api/me/saved-searches', { query, frequency, ...(name ? { name } : {}) });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; name: string; query: string };
}

/** A listing at a stable in Munich (or wherever `stable` says), public unless `status` says otherwise. */
async function listing(word: string, overrides: Record<string, unknown> = {}, stable: Record<string, unknown> = {}) {
  const { id: stableId } = await buildStable(knex(), stable);
  return buildListing(knex(), {
    stableId,
    title: `Box ${word}`,
    freePlaces: 1,
    availableFrom: null,
    ...overrides,
  });
}

describe('the saved searches of an account', () => {
  it('are saved with a suggested name, listed newest first, renamed, paused, deleted; only by their account', async () => {
    const { client } = await account();
    const first = await save(client, '?near=80331&radius=50&stallType=inside_box', 'daily');
    expect(first.name).toBe('Innenbox · 50 km um 80331 München');
    expect(first.query).toBe('near=80331&radius=50&stallType=inside_box');
    const second = await save(client, 'region=austria', 'weekly', 'Österreich');
    const list = await client.get('/api/me/saved-searches');
    expect(list.body.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(list.body[1]).toMatchObject({ frequency: 'daily', paused: false, lastAlertAt: null });

    const renamed = await patch(client, `/api/me/saved-searches/${first.id}`, { name: 'Meine Box', paused: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Meine Box', paused: true, frequency: 'daily' });
    const nothing = await patch(client, `/api/me/saved-searches/${first.id}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(SAVED_SEARCH_MSG.nothingToChange);

    const other = await account();
    expect((await patch(other.client, `/api/me/saved-searches/${first.id}`, { paused: false })).status).toBe(404);
    expect((await other.client.delete(`/api/me/saved-searches/${first.id}`)).status).toBe(404);
    expect((await other.client.get('/api/me/saved-searches')).body).toEqual([]);

    const anyone = server.client();
    expect((await anyone.get('/api/me/saved-searches')).status).toBe(401);
    expect((await anyone.post('/api/me/saved-searches', { query: '', frequency: 'daily' })).status).toBe(401);
    expect((await patch(anyone, `/api/me/saved-searches/${first.id}`, { paused: false })).status).toBe(401);
    expect((await anyone.delete(`/api/me/saved-searches/${first.id}`)).status).toBe(401);

    expect((await client.delete(`/api/me/saved-searches/${first.id}`)).status).toBe(200);
    expect((await client.get('/api/me/saved-searches')).body.map((s: { id: number }) => s.id)).toEqual([second.id]);
  });

  it("refuses what the search would refuse, with the search's German messages", async () => {
    const { client } = await account();
    const badType = await client.post('/api/me/saved-searches', { query: 'stallType=stall', frequency: 'daily' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Unbekannte Stallart');
    const unknown = await client.post('/api/me/saved-searches', { query: 'near=Xqzzyville', frequency: 'daily' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PLACE_MSG.notFound);
    const frequency = await client.post('/api/me/saved-searches', { query: '', frequency: 'monthly' });
    expect(frequency.status).toBe(400);
    expect(frequency.body.message).toBe(SAVED_SEARCH_MSG.frequency);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perAccount} per account`, async () => {
    const { client, user } = await account();
    await knex()('savedSearches').insert(
      Array.from({ length: SAVED_SEARCH_LIMITS.perAccount }, (_, i) => ({
        userId: user.id,
        name: `Suche ${i}`,
        query: '',
        criteria: JSON.stringify({ filters: {}, origins: [] }),
        frequency: 'weekly',
        confirmedAt: new Date(),
      })),
    );
    const res = await client.post('/api/me/saved-searches', { query: '', frequency: 'daily' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SAVED_SEARCH_MSG.tooMany);
  });
});

describe('what newly matches', () => {
  it('mails a listing published after the search once, with a card, the link to all matches and one-click unsubscribe', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    const search = await save(client, `search=${word}&near=80331&radius=25`);
    await runAt(later(1));
    expect(await alertsTo(user.email)).toHaveLength(0);

    const box = await listing(word, { pricePerMonth: 410 });
    await listing(word, {}, { latitude: 53.55, longitude: 9.99, city: 'Hamburg', postalCode: '20095' });
    expect((await runAt(later(2))).searchMails).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await alertsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Neuer Stallplatz für „${search.name}“: Box ${word}`);
    expect(mail!.text).toMatch(/410\s€ im Monat \(alles inklusive\)/);
    expect(mail!.text).toContain('km von 80331 München');
    expect(mail!.links).toContain(`${server.url}/de/stallplatz/${box.id}`);
    expect(mail!.links).toContain(`${server.url}/stallplaetze?${search.query}`);
    expect(mail!.text).toContain('Alle 1 Treffer ansehen');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Nothing new: nothing again.
    await runAt(later(3));
    await runAt(later(4));
    expect(await alertsTo(user.email)).toHaveLength(1);

    // One click in the mail program: a form POST without cookie or Origin.
    const oneClick = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(SAVED_SEARCH_MSG.unsubscribed);
    expect((await client.get('/api/me/saved-searches')).body[0].paused).toBe(true);
    await listing(word);
    await runAt(later(5));
    expect(await alertsTo(user.email)).toHaveLength(1);
  });

  it('counts admin approval as publication, and shows at most ten cards in one mail', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}`);
    const pending = await Promise.all(Array.from({ length: 12 }, () => listing(word, { status: 'pending' })));
    await runAt(later(1));
    expect(await alertsTo(user.email)).toHaveLength(0);
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    for (const { id } of pending) {
      expect((await admin.put(`/api/admin/listings/${id}/status`, { status: 'active' })).status).toBe(200);
    }
    await runAt(later(2));
    const [mail, ...more] = await alertsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^12 neue Stallplätze für/);
    expect(mail!.links.filter((link) => /\/stallplatz\/\d+$/.test(link))).toHaveLength(10);
    expect(mail!.text).toContain('Alle 12 Treffer ansehen');
  });

  it('mails a listing that becomes free (places raised from 0, or "frei ab" reached) to a search for free places', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}&freeNow=true`);
    const full = await listing(word, { freePlaces: 0 });
    const soon = await listing(word, { availableFrom: dayAt(3, 12).toISOString().slice(0, 10) });
    await runAt(later(1));
    expect(await alertsTo(user.email)).toHaveLength(0);

    await knex()('listings').where({ id: full.id }).update({ freePlaces: 2 });
    await runAt(later(2));
    const [first] = await alertsTo(user.email);
    expect(first!.links).toContain(`${server.url}/de/stallplatz/${full.id}`);
    expect(first!.links).not.toContain(`${server.url}/de/stallplatz/${soon.id}`);

    await runAt(dayAt(4, 12));
    const mails = await alertsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.links).toContain(`${server.url}/de/stallplatz/${soon.id}`);
  });

  it('compares nothing in a minute in which no listing changed, and everything after a change', async () => {
    const quiet = await listing(uniqueWord());
    const published = () => knex()('alertEvents').where({ listingId: quiet.id, kind: 'published' }).count();
    await runAt(later(1));
    expect(Number((await published())[0]!.count)).toBe(1);
    // The snapshot loses the listing while no listing changes: a quiet minute does not look, so nothing is seen.
    await knex()('alertListingState').where({ listingId: quiet.id }).delete();
    await runAt(later(2));
    expect(Number((await published())[0]!.count)).toBe(1);
    // Any listing's change makes the next minute compare them all, and the lost one is found again.
    await listing(uniqueWord());
    await runAt(later(3));
    expect(Number((await published())[0]!.count)).toBe(2);
  });

  it('mails a listing that came within the price, unless it matched at its old price already', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}&priceRange=200-400`);
    const dear = await listing(word, { pricePerMonth: 450 });
    const cheap = await listing(word, { pricePerMonth: 390 });
    await runAt(later(1));
    const [first] = await alertsTo(user.email);
    expect(first!.links).toContain(`${server.url}/de/stallplatz/${cheap.id}`);
    expect(first!.links).not.toContain(`${server.url}/de/stallplatz/${dear.id}`);

    await knex()('listings').where({ id: cheap.id }).update({ pricePerMonth: 350 });
    await knex()('listings').where({ id: dear.id }).update({ pricePerMonth: 380 });
    await runAt(later(2));
    const mails = await alertsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.links).toContain(`${server.url}/de/stallplatz/${dear.id}`);
    expect(mails[1]!.links).not.toContain(`${server.url}/de/stallplatz/${cheap.id}`);

    // A search made after the price fell sees it only as it is: no event before the search.
    const late = await account();
    await save(late.client, `search=${word}&priceRange=200-400`);
    await runAt(later(3));
    expect(await alertsTo(late.user.email)).toHaveLength(0);
  });

  it('holds the travel time, the region and the filters', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    // About 20 minutes' drive from Munich: Dachau (~17 km) is in, Augsburg (~57 km) is out.
    await save(client, `search=${word}&from=80331&maxMinutes=30&stallType=inside_box`);
    const other = await account();
    await save(other.client, `search=${word}&region=austria`);
    const dachau = await listing(word, {}, { latitude: 48.26, longitude: 11.43 });
    const augsburg = await listing(word, {}, { latitude: 48.37, longitude: 10.9 });
    const paddock = await listing(word, { stallType: 'open_stable' }, { latitude: 48.26, longitude: 11.43 });
    const vienna = await listing(word, {}, { latitude: 48.21, longitude: 16.37, region: 'austria', city: 'Wien' });
    await runAt(later(1));
    const [mail] = await alertsTo(user.email);
    expect(mail!.text).toMatch(/ca\. \d+ Min\. ab 80331 München/);
    const shown = (m: ReadMail) =>
      m.links.filter((l) => /stallplatz\/\d+$/.test(l)).map((l) => Number(l.split('/').pop()));
    expect(shown(mail!)).toEqual([dachau.id]);
    expect(shown(mail!)).not.toContain(augsburg.id);
    expect(shown(mail!)).not.toContain(paddock.id);
    const [austrian] = await alertsTo(other.user.email);
    expect(shown(austrian!)).toEqual([vienna.id]);
  });
});

describe('daily and weekly alerts', () => {
  it('go out once a day from 7:00 Berlin time, in the bulk queue, with the news since the last', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}`, 'daily');
    await listing(word);
    await listing(word);
    // 04:00 UTC is before 7:00 in Berlin whatever the season; 07:00 UTC after.
    await runAt(dayAt(1, 4));
    expect(await alertsTo(user.email)).toHaveLength(0);
    await runAt(dayAt(1, 7));
    const [digest] = await alertsTo(user.email);
    expect(digest!.subject).toMatch(/^2 neue Stallplätze für/);
    await listing(word);
    await runAt(dayAt(1, 12));
    expect(await alertsTo(user.email)).toHaveLength(1);
    await runAt(dayAt(2, 7));
    expect(await alertsTo(user.email)).toHaveLength(2);
  });

  it('go out on Mondays only for weekly searches', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}`, 'weekly');
    await listing(word);
    const days = Array.from({ length: 8 }, (_, i) => dayAt(i + 1, 9));
    const monday = days.find((day) => day.getUTCDay() === 1)!;
    for (const day of days.filter((day) => day < monday)) await runAt(day);
    expect(await alertsTo(user.email)).toHaveLength(0);
    await runAt(monday);
    expect(await alertsTo(user.email)).toHaveLength(1);
  });
});

describe('a visitor without an account', () => {
  it('confirms by the mailed link, gets alerts, and hands the search to the account of that address', async () => {
    const word = uniqueWord();
    const email = `besucher-${word.toLowerCase()}@example.de`;
    const visitor = server.client();
    const res = await visitor.post('/api/saved-searches', { query: `search=${word}`, frequency: 'instant', email });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(SAVED_SEARCH_MSG.confirmSent);
    const [confirmMail] = (await mailsTo(outbox(), email)).filter((m) => m.subject.includes('bestätige'));
    const link = confirmMail!.links.find((l) => l.includes('/suchauftraege/bestaetigen/'))!;
    const token = link.split('/').pop()!;

    // Unconfirmed: nothing.
    await listing(word);
    await runAt(later(1));
    expect(await alertsTo(email)).toHaveLength(0);

    const forged = await visitor.post('/api/saved-searches/confirm', { token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(SAVED_SEARCH_MSG.invalidConfirmLink);
    const confirmed = await visitor.post('/api/saved-searches/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: SAVED_SEARCH_MSG.confirmed, name: word });

    await listing(word);
    await runAt(later(2));
    const [alert] = await alertsTo(email);
    expect(alert!.text).not.toContain('/suchauftraege\n');
    const page = alert!.links.find((l) => l.includes('/suchauftraege/abbestellen/'))!;
    expect(page).toBeDefined();

    // Signing in with the address (confirmed) takes the search over.
    const user = await buildUser(knex(), { email });
    const client = server.client();
    expect((await client.post('/api/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const mine = await client.get('/api/me/saved-searches');
    expect(mine.body.map((s: { name: string }) => s.name)).toEqual([word]);
  });

  it('unsubscribes from the page without signing in, and refuses a forged link in German', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}`);
    await listing(word);
    await runAt(later(1));
    const [mail] = await alertsTo(user.email);
    const token = mail!.links
      .find((l) => l.includes('/suchauftraege/abbestellen/'))!
      .split('/')
      .pop()!;
    const anyone = server.client();
    const forged = await anyone.post('/api/saved-searches/unsubscribe', { token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(SAVED_SEARCH_MSG.invalidUnsubscribeLink);
    const done = await anyone.post('/api/saved-searches/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(SAVED_SEARCH_MSG.unsubscribed);
  });
});

describe('alerts on favourites', () => {
  it('are off by default; on, one mail per user tells of cheaper, free again and gone, never twice', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    expect((await client.get('/api/me/favourite-alerts')).body).toEqual({ mode: 'off' });
    const bad = await client.put('/api/me/favourite-alerts', { mode: 'weekly' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SAVED_SEARCH_MSG.favouriteAlerts);
    expect((await server.client().get('/api/me/favourite-alerts')).status).toBe(401);
    expect((await client.put('/api/me/favourite-alerts', { mode: 'instant' })).body).toEqual({ mode: 'instant' });

    const a = await listing(word, { pricePerMonth: 500 });
    const b = await listing(word, { freePlaces: 0 });
    const c = await listing(word);
    await runAt(later(1));
    for (const l of [a, b, c])
      await knex()('favourites').insert({ userId: user.id, listingId: l.id, createdAt: new Date() });
    await knex()('listings').where({ id: a.id }).update({ pricePerMonth: 450 });
    await knex()('listings').where({ id: b.id }).update({ freePlaces: 1 });
    await knex()('listings').where({ id: c.id }).update({ status: 'inactive' });
    await runAt(later(2));
    const news = (await mailsTo(outbox(), user.email)).filter((m) => m.subject.startsWith('Neues zu'));
    expect(news).toHaveLength(1);
    expect(news[0]!.subject).toBe('Neues zu 3 gemerkten Stallplätzen');
    expect(news[0]!.text).toContain(`„Box ${word}“ ist günstiger: 450\u00a0€ statt 500\u00a0€ im Monat`);
    expect(news[0]!.text).toContain('hat wieder einen freien Platz');
    expect(news[0]!.text).toContain('ist nicht mehr online');
    await runAt(later(3));
    expect((await mailsTo(outbox(), user.email)).filter((m) => m.subject.startsWith('Neues zu'))).toHaveLength(1);

    // Its one-click link turns them off.
    const oneClick = new URL(news[0]!.headers['list-unsubscribe']!.slice(1, -1));
    const res = await fetch(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect((await client.get('/api/me/favourite-alerts')).body).toEqual({ mode: 'off' });
  });
});

describe('several workers', () => {
  it('mail one alert once when runs decide at the same moment', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}`);
    await listing(word);
    await Promise.all([runAt(later(1)), runAt(later(1)), runAt(later(1))]);
    expect(await alertsTo(user.email)).toHaveLength(1);
  });
});

describe('the minute schedule', () => {
  it('mails a published listing within two minutes on the test clock, on a worker of its own', async () => {
    const word = uniqueWord();
    const { client, user } = await account();
    await save(client, `search=${word}`);
    await listing(word);
    const sent: string[] = [];
    const mailer: Mailer = { outbox: null, send: async (message) => void sent.push(message.to) };
    const { settings, config, db, search } = server.services;
    const worker = createJobQueue(db, mailer, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [alertWork({ settings, config, search })],
    });
    const clock = new TestClock(new Date(Date.now() + 30_000));
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules('alerts')).map((s) => s.cron)).toEqual(['* * * * *']);
      for (let i = 0; i < 240 && !sent.includes(user.email); i++) await clock.tick(1_000);
      expect(sent.filter((to) => to === user.email)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

describe('the account', () => {
  it('exports its saved searches, and deleting it deletes them', async () => {
    const { client, user } = await account();
    const saved = await save(client, 'region=switzerland', 'weekly', 'Schweiz');
    const data = await client.get('/api/me/export');
    expect(data.body.savedSearches).toEqual([
      expect.objectContaining({ name: 'Schweiz', query: 'region=switzerland', frequency: 'weekly', paused: false }),
    ]);
    const gone = await client.request('DELETE', '/api/me', { body: { password: TEST_PASSWORD } });
    expect(gone.status).toBe(200);
    expect(await knex()('savedSearches').where({ id: saved.id })).toHaveLength(0);
    expect(await knex()('users').where({ id: user.id })).toHaveLength(0);
  });
});
