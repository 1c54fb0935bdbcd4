// Listings that stay fresh: renewing from the owner area and with the mailed single-use link (every permission),
// the owner's and the admin's answers with the expiry, the admin's "bald ablaufend" filter, and the job on a
// controllable clock: the reminder once, a week before; offline at the end with its mail; a renewal or an owner's
// edit starts the term again, an admin's change does not; Premium time waits while a listing is offline.
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESHNESS_MSG } from '#contract/listing-freshness.ts';
import { AdminListingAnswer, RenewalAnswer } from '#contract/listing-freshness-answers.ts';
import { OwnListingAnswer } from '#contract/owner-answers.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { mailsTo, type ReadMail } from '#test/mail.ts';
import { expectOwnersOnly, validListing } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { FRESHNESS_QUEUE, listingFreshnessWork, runFreshness } from './job.ts';

let server: TestServer;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const DAY = 86_400_000;
const deps = () => ({ jobs: server.services.jobs, settings: server.services.settings, config: server.services.config });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Setup {
  owner: { id: number; email: string };
  client: TestClient;
  stableId: number;
  listingId: number;
}

/** A signed-in owner with one listing, last updated by them at `touchedAt`. */
async function ownerWithListing(touchedAt = new Date(), listing: Record<string, unknown> = {}): Promise<Setup> {
  const client = server.client();
  const owner = await signInAs(client, knex(), { isStableOwner: true });
  const stable = await buildStable(knex(), { ownerId: owner.id });
  const built = await buildListing(knex(), {
    stableId: stable.id,
    ownerTouchedAt: touchedAt,
    createdAt: touchedAt,
    updatedAt: touchedAt,
    ...listing,
  });
  return { owner, client, stableId: stable.id, listingId: built.id };
}

async function row(id: number) {
  return (await knex()('listings').where({ id }).first()) as {
    status: string;
    pausedFromStatus: string | null;
    ownerTouchedAt: Date;
    expiryRemindedAt: Date | null;
    expiredAt: Date | null;
  };
}

const reminders = async (email: string) =>
  (await mailsTo(outbox(), email)).filter((m) => m.subject.startsWith('Deine Anzeige läuft am'));
const expiries = async (email: string) =>
  (await mailsTo(outbox(), email)).filter((m) => m.subject.startsWith('Deine Anzeige ist abgelaufen'));

function renewalToken(mail: ReadMail): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith('/anzeige-verlaengern/'));
  if (!link) throw new Error(`no renewal link in "${mail.subject}"`);
  return new URL(link).pathname.split('/').pop()!;
}

/** An owner's listing that ran out `daysAgo` days ago, after being public as `from`. */
async function expiredListing(daysAgo: number, from: 'active' | 'premium' = 'active') {
  const now = Date.now();
  return ownerWithListing(new Date(now - (90 + daysAgo) * DAY), {
    status: 'inactive',
    pausedFromStatus: from,
    expiryRemindedAt: new Date(now - (7 + daysAgo) * DAY),
    expiredAt: new Date(now - daysAgo * DAY),
  });
}

describe('POST /api/my/listings/:id/renew', () => {
  it('answers 401 signed out and 403 to users and admins who are no owners', async () => {
    const { listingId } = await ownerWithListing();
    await expectOwnersOnly(server, 'POST', `/api/my/listings/${listingId}/renew`);
  });

  it("answers 404 for another owner's listing and for one that does not exist", async () => {
    const { listingId } = await ownerWithListing();
    const other = await ownerWithListing();
    const before = await row(listingId);
    const res = await other.client.post(`/api/my/listings/${listingId}/renew`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Stallplatz nicht gefunden');
    expect((await row(listingId)).ownerTouchedAt).toEqual(before.ownerTouchedAt);
    expect((await other.client.post('/api/my/listings/2000000000/renew')).status).toBe(404);
  });

  it('starts the term again: the listing now runs out listingExpiryDays from today', async () => {
    const { client, listingId } = await ownerWithListing(new Date(Date.now() - 85 * DAY), {
      expiryRemindedAt: new Date(Date.now() - 2 * DAY),
    });
    const before = Date.now();
    const res = await client.post(`/api/my/listings/${listingId}/renew`);
    expect(res.status, res.text).toBe(200);
    RenewalAnswer.parse(res.body);
    expect(res.body).toMatchObject({ message: FRESHNESS_MSG.renewed, listingId, expiredAt: null });
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(expiresAt - before).toBeLessThan(90 * DAY + 60_000);
    expect(await row(listingId)).toMatchObject({ status: 'active', expiryRemindedAt: null });
  });

  it('brings a listing that ran out back to its public status and moves its Premium period on', async () => {
    const { client, listingId, owner } = await expiredListing(5, 'premium');
    const now = Date.now();
    const [period] = (await knex()('premiumPeriods')
      .insert({ listingId, days: 30, startsAt: new Date(now - 20 * DAY), endsAt: new Date(now + 5 * DAY) })
      .returning('id')) as { id: number }[];
    const res = await client.post(`/api/my/listings/${listingId}/renew`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ message: FRESHNESS_MSG.renewed, expiredAt: null });
    expect(await row(listingId)).toMatchObject({ status: 'premium', expiredAt: null, pausedFromStatus: null });
    // Five days offline: the period ends five days later than booked.
    const moved = (await knex()('premiumPeriods').where({ id: period!.id }).first()) as { endsAt: Date };
    expect(new Date(moved.endsAt).getTime() - (now + 10 * DAY)).toBeGreaterThanOrEqual(0);
    expect(new Date(moved.endsAt).getTime() - (now + 10 * DAY)).toBeLessThan(60_000);
    const change = await knex()('listingStatusChanges').where({ listingId }).orderBy('id', 'desc').first();
    expect(change).toMatchObject({ fromStatus: 'inactive', toStatus: 'premium', changedBy: owner.id });
  });

  it('is brought back by an admin setting it public: a new term, and its Premium time moves on', async () => {
    const { listingId } = await expiredListing(4);
    const now = Date.now();
    const [period] = (await knex()('premiumPeriods')
      .insert({ listingId, days: 30, startsAt: new Date(now - 20 * DAY), endsAt: new Date(now + 6 * DAY) })
      .returning('id')) as { id: number }[];
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    expect((await admin.put(`/api/admin/listings/${listingId}/status`, { status: 'active' })).status).toBe(200);
    const after = await row(listingId);
    expect(after).toMatchObject({ status: 'active', expiredAt: null, expiryRemindedAt: null });
    expect(Math.abs(new Date(after.ownerTouchedAt).getTime() - now)).toBeLessThan(60_000);
    const moved = (await knex()('premiumPeriods').where({ id: period!.id }).first()) as { endsAt: Date };
    expect(Math.abs(new Date(moved.endsAt).getTime() - (now + 10 * DAY))).toBeLessThan(60_000);
    // The next run leaves it online.
    await runFreshness(deps(), knex(), new Date());
    expect((await row(listingId)).status).toBe('active');
  });

  it('sends a listing that ran out to review when it was changed since', async () => {
    const { client, listingId, stableId } = await expiredListing(2);
    const edit = await client.put(`/api/my/listings/${listingId}`, validListing(stableId, { title: 'Neu: Box frei' }));
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body).toMatchObject({ status: 'inactive', expiresAt: null });
    expect(edit.body.expiredAt).not.toBeNull();
    const res = await client.post(`/api/my/listings/${listingId}/renew`);
    expect(res.body).toMatchObject({ message: FRESHNESS_MSG.renewedToReview });
    expect((await row(listingId)).status).toBe('pending');
  });

  it('renews a listing that ran out when the owner resumes it', async () => {
    const { client, listingId } = await expiredListing(1);
    const res = await client.post(`/api/my/listings/${listingId}/resume`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', expiredAt: null });
    expect(res.body.expiresAt).not.toBeNull();
  });
});

describe("the owner's listings", () => {
  it('say when each listing runs out, or when it ran out', async () => {
    const touched = new Date(Date.now() - 10 * DAY);
    const { client, listingId } = await ownerWithListing(touched);
    const res = await client.get(`/api/my/listings/${listingId}`);
    OwnListingAnswer.parse(res.body);
    expect(new Date(res.body.expiresAt).getTime()).toBe(touched.getTime() + 90 * DAY);
    expect(res.body.expiredAt).toBeNull();
    const gone = await expiredListing(3);
    const list = (await gone.client.get('/api/my/listings')).body as { expiresAt: null; expiredAt: string }[];
    expect(list[0]).toMatchObject({ expiresAt: null });
    expect(new Date(list[0]!.expiredAt).getTime()).toBeLessThan(Date.now() - 3 * DAY + 60_000);
  });
});

describe('POST /api/listings/renew/:token', () => {
  async function reminded() {
    const setup = await ownerWithListing(new Date(Date.now() - 84 * DAY));
    await runFreshness(deps(), knex(), new Date());
    const [mail] = await reminders(setup.owner.email);
    expect(mail, 'the reminder').toBeDefined();
    return { ...setup, token: renewalToken(mail!) };
  }

  it('renews signed out, once: the same link then answers 409', async () => {
    const { token, listingId } = await reminded();
    const anonymous = server.client();
    const res = await anonymous.post(`/api/listings/renew/${token}`);
    expect(res.status, res.text).toBe(200);
    RenewalAnswer.parse(res.body);
    expect(res.body).toMatchObject({ listingId, message: FRESHNESS_MSG.renewed });
    expect((await row(listingId)).expiryRemindedAt).toBeNull();
    const again = await anonymous.post(`/api/listings/renew/${token}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(FRESHNESS_MSG.usedLink);
  });

  it('works for whoever holds the link: a signed-in stranger or an admin alike', async () => {
    for (const flags of [{}, { isAdmin: true }]) {
      const { token, listingId } = await reminded();
      const holder = server.client();
      await signInAs(holder, knex(), flags);
      const res = await holder.post(`/api/listings/renew/${token}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.listingId).toBe(listingId);
    }
  });

  it('answers 400 for a malformed or unknown link, and for one past its 30 days', async () => {
    const client = server.client();
    for (const token of ['kurz', 'x'.repeat(43)]) {
      const res = await client.post(`/api/listings/renew/${token}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(FRESHNESS_MSG.invalidLink);
    }
    const { token } = await reminded();
    await knex()('listingRenewalTokens')
      .update({ expiresAt: new Date(Date.now() - 1000) })
      .whereNull('usedAt');
    const late = await client.post(`/api/listings/renew/${token}`);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(FRESHNESS_MSG.expiredLink);
  });

  it('ends the mailed link once the owner renewed in the owner area', async () => {
    const { token, listingId, client } = await reminded();
    expect((await client.post(`/api/my/listings/${listingId}/renew`)).status).toBe(200);
    const res = await server.client().post(`/api/listings/renew/${token}`);
    expect(res.status).toBe(409);
  });

  it("brings back a listing that ran out with the expiry mail's link", async () => {
    const { owner, listingId } = await ownerWithListing(new Date(Date.now() - 91 * DAY), {
      expiryRemindedAt: new Date(Date.now() - 8 * DAY),
    });
    await runFreshness(deps(), knex(), new Date());
    expect(await row(listingId)).toMatchObject({ status: 'inactive', pausedFromStatus: 'active' });
    const [mail] = await expiries(owner.email);
    expect(mail!.text).toContain('„Meine Ställe“');
    const res = await server.client().post(`/api/listings/renew/${renewalToken(mail!)}`);
    expect(res.status, res.text).toBe(200);
    expect(await row(listingId)).toMatchObject({ status: 'active', expiredAt: null });
  });
});

describe('GET /api/admin/listings?expiring=soon', () => {
  it('lists only listings that run out within 7 days, each with its date', async () => {
    const soon = await ownerWithListing(new Date(Date.now() - 85 * DAY));
    const fresh = await ownerWithListing(new Date(Date.now() - 20 * DAY));
    const gone = await expiredListing(2);
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    const res = await admin.get('/api/admin/listings?expiring=soon');
    expect(res.status, res.text).toBe(200);
    const ids = (res.body as { id: number }[]).map((l) => l.id);
    expect(ids).toContain(soon.listingId);
    expect(ids).not.toContain(fresh.listingId);
    expect(ids).not.toContain(gone.listingId);
    for (const listing of res.body) AdminListingAnswer.parse(listing);
    const all = (await admin.get('/api/admin/listings')).body as { id: number; expiresAt: string | null }[];
    expect(all.find((l) => l.id === fresh.listingId)!.expiresAt).not.toBeNull();
    expect(all.find((l) => l.id === gone.listingId)!.expiresAt).toBeNull();
    const bad = await admin.get('/api/admin/listings?expiring=bald');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.expiring).toBe('Unbekannter Ablauf-Filter');
  });

  it('answers 401 signed out and 403 to owners', async () => {
    expect((await server.client().get('/api/admin/listings?expiring=soon')).status).toBe(401);
    const { client } = await ownerWithListing();
    expect((await client.get('/api/admin/listings?expiring=soon')).status).toBe(403);
  });
});

describe('the freshness job', () => {
  it('mails the reminder once, 7 days before the end, and takes the listing offline at the end', async () => {
    const start = new Date();
    const { owner, listingId } = await ownerWithListing(start);
    const at = (days: number, minutes = 0) => new Date(start.getTime() + days * DAY + minutes * 60_000);
    await runFreshness(deps(), knex(), at(83, -1));
    expect(await reminders(owner.email)).toHaveLength(0);
    await runFreshness(deps(), knex(), at(83, 1));
    await runFreshness(deps(), knex(), at(83, 11));
    const sent = await reminders(owner.email);
    expect(sent).toHaveLength(1);
    const endDay = at(90).toLocaleDateString('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(sent[0]!.subject).toBe(
      `Deine Anzeige läuft am ${endDay} ab: ${(await knex()('listings').where({ id: listingId }).first()).title}`,
    );
    expect(sent[0]!.text).toContain('Anzeige verlängern');
    await runFreshness(deps(), knex(), at(90, -1));
    expect((await row(listingId)).status).toBe('active');
    await runFreshness(deps(), knex(), at(90, 1));
    await runFreshness(deps(), knex(), at(90, 11));
    expect(await row(listingId)).toMatchObject({ status: 'inactive', pausedFromStatus: 'active' });
    expect((await row(listingId)).expiredAt).toEqual(at(90, 1));
    expect(await expiries(owner.email)).toHaveLength(1);
    expect(await reminders(owner.email)).toHaveLength(1);
    const change = await knex()('listingStatusChanges').where({ listingId }).orderBy('id', 'desc').first();
    expect(change).toMatchObject({ fromStatus: 'active', toStatus: 'inactive', changedBy: null });
  });

  it('sends each mail once when several runs overlap', async () => {
    const { owner } = await ownerWithListing(new Date(Date.now() - 84 * DAY));
    const now = new Date();
    await Promise.all([0, 1, 2].map(() => runFreshness(deps(), knex(), now)));
    expect(await reminders(owner.email)).toHaveLength(1);
  });

  it("starts again after the owner's renewal or edit: no second reminder, no expiry at the old end", async () => {
    const start = new Date(Date.now() - 84 * DAY);
    const renewed = await ownerWithListing(start);
    const edited = await ownerWithListing(start);
    await runFreshness(deps(), knex(), new Date());
    expect(await reminders(renewed.owner.email)).toHaveLength(1);
    expect((await renewed.client.post(`/api/my/listings/${renewed.listingId}/renew`)).status).toBe(200);
    const put = await edited.client.put(
      `/api/my/listings/${edited.listingId}`,
      validListing(edited.stableId, { title: 'Box mit Paddock, frisch' }),
    );
    expect(put.status, put.text).toBe(200);
    await runFreshness(deps(), knex(), new Date(Date.now() + 8 * DAY));
    for (const { owner, listingId } of [renewed, edited]) {
      expect((await row(listingId)).expiredAt).toBeNull();
      expect(await reminders(owner.email)).toHaveLength(1);
      expect(await expiries(owner.email)).toHaveLength(0);
    }
  });

  it("does not count an admin's status change or premium flag as the owner's update", async () => {
    const start = new Date(Date.now() - 84 * DAY);
    const { owner, listingId } = await ownerWithListing(start);
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    expect((await admin.put(`/api/admin/listings/${listingId}/premium`, { isPremium: true })).status).toBe(200);
    expect((await admin.put(`/api/admin/listings/${listingId}/status`, { status: 'premium' })).status).toBe(200);
    expect((await row(listingId)).ownerTouchedAt).toEqual(start);
    await runFreshness(deps(), knex(), new Date());
    expect(await reminders(owner.email)).toHaveLength(1);
  });

  it('never takes a listing offline sooner than 7 days after its reminder (a lowered setting)', async () => {
    const { owner, listingId } = await ownerWithListing(new Date(Date.now() - 30 * DAY));
    await server.services.settings.update({ listingExpiryDays: 14 });
    try {
      await runFreshness(deps(), knex(), new Date());
      expect(await reminders(owner.email)).toHaveLength(1);
      expect((await row(listingId)).status).toBe('active');
      await runFreshness(deps(), knex(), new Date(Date.now() + 6 * DAY));
      expect((await row(listingId)).status).toBe('active');
      await runFreshness(deps(), knex(), new Date(Date.now() + 7 * DAY + 60_000));
      expect((await row(listingId)).status).toBe('inactive');
    } finally {
      await server.services.settings.update({ listingExpiryDays: 90 });
    }
  });

  it('leaves paused listings alone', async () => {
    const { owner, listingId } = await ownerWithListing(new Date(Date.now() - 200 * DAY), { status: 'inactive' });
    await runFreshness(deps(), knex(), new Date());
    expect(await reminders(owner.email)).toHaveLength(0);
    expect((await row(listingId)).expiredAt).toBeNull();
  });

  it('runs from its ten-minute schedule on the job queue, and once when a worker starts', async () => {
    const { owner } = await ownerWithListing(new Date(Date.now() - 84 * DAY));
    const clock = new TestClock(new Date(Date.now()));
    const work = listingFreshnessWork({ settings: server.services.settings, config: server.services.config });
    const worker = createJobQueue(server.services.db, server.services.mail, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [work],
    });
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules(FRESHNESS_QUEUE)).map((s) => s.cron)).toEqual(['*/10 * * * *']);
      // The run at start.
      for (let i = 0; i < 60 && (await reminders(owner.email)).length === 0; i++) await clock.tick(1_000);
      expect(await reminders(owner.email)).toHaveLength(1);
      // The next occurrences find nothing more to say.
      const late = await ownerWithListing(new Date(Date.now() - 84 * DAY));
      const mark = Math.ceil((clock.now() + 1) / 600_000) * 600_000;
      await clock.setTime(new Date(mark - 1_000));
      await clock.tick(2 * 60_000);
      for (let i = 0; i < 60 && (await reminders(late.owner.email)).length === 0; i++) await clock.tick(1_000);
      expect(await reminders(late.owner.email)).toHaveLength(1);
      expect(await reminders(owner.email)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
