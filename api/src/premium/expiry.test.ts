// Premium's scheduled job: periods end at their end and their listing stops being Premium (unless the admin's
// override says otherwise), a following period takes over without a gap, owners hear three days before the end
// exactly once (not when already extended), expired listings' periods pause; and the job runs from its schedule on
// the job queue when pg-boss's TestClock gets there, never by waiting.
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { endPremiumPeriods, PREMIUM_QUEUE, premiumWork, remindPremiumEnding } from './expiry.ts';
import { ownerWithListing, signedInAdmin } from './test-helpers.ts';

let server: TestServer;
const knex = () => server.services.knex;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function booked(days: 7 | 30 | 90 = 7) {
  const owner = await ownerWithListing(server);
  const res = await owner.client.post(`/api/my/listings/${owner.listing.id}/premium`, { days });
  expect(res.status).toBe(201);
  return { ...owner, endsAt: new Date(res.body.endsAt as string) };
}

const listing = (id: number) => knex()('listings').where({ id }).first('isPremium', 'status');
const endingMails = async (email: string) =>
  (await mailsTo(server.services.mail.outbox!, email)).filter((m) => m.subject === 'Premium endet in 3 Tagen');
const remind = (now: Date) => remindPremiumEnding(server.services, knex(), now);

describe('the Premium job', () => {
  it('reminds three days before the end exactly once, then ends Premium at its end', async () => {
    const { owner, listing: own, endsAt } = await booked(7);
    expect(await remind(new Date(endsAt.getTime() - 4 * DAY))).toBe(0);
    expect(await remind(new Date(endsAt.getTime() - 3 * DAY + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await remind(new Date(endsAt.getTime() - 2 * DAY))).toBe(0);
    const mails = await endingMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/my-stables/premium/${own.id}`);

    await endPremiumPeriods(knex(), new Date(endsAt.getTime() - 1000));
    expect(await listing(own.id)).toEqual({ isPremium: true, status: 'active' });
    await endPremiumPeriods(knex(), endsAt);
    expect(await listing(own.id)).toEqual({ isPremium: false, status: 'active' });
    expect((await knex()('premiumPeriods').where({ listingId: own.id }).first()).endedAt).toEqual(endsAt);
  });

  it('sends no reminder for an extended Premium, and the extension carries on without a gap', async () => {
    const { owner, client, listing: own, endsAt } = await booked(7);
    expect((await client.post(`/api/my/listings/${own.id}/premium`, { days: 7 })).status).toBe(201);
    expect(await remind(new Date(endsAt.getTime() - DAY))).toBe(0);
    await endPremiumPeriods(knex(), new Date(endsAt.getTime() + 1000));
    expect(await listing(own.id)).toEqual({ isPremium: true, status: 'active' });
    expect(await remind(new Date(endsAt.getTime() + 5 * DAY))).toBe(1);
    expect(await endingMails(owner.email)).toHaveLength(1);
  });

  it('leaves the periods of an expired listing alone, and keeps the admin’s override', async () => {
    const paused = await booked(7);
    await knex()('listings').where({ id: paused.listing.id }).update({ expiredAt: new Date(), status: 'inactive' });
    await endPremiumPeriods(knex(), new Date(paused.endsAt.getTime() + DAY));
    expect((await knex()('premiumPeriods').where({ listingId: paused.listing.id }).first()).endedAt).toBeNull();
    expect(await remind(new Date(paused.endsAt.getTime() - DAY))).toBe(0);

    const forced = await booked(7);
    const admin = await signedInAdmin(server);
    // Premium off while booked: an override the job does not undo when the period ends.
    await admin.client.put(`/api/admin/listings/${forced.listing.id}/premium`, { isPremium: false });
    expect(await listing(forced.listing.id)).toEqual({ isPremium: false, status: 'active' });
    await endPremiumPeriods(knex(), new Date(forced.endsAt.getTime() + 1000));
    expect(await listing(forced.listing.id)).toEqual({ isPremium: false, status: 'active' });
  });

  it('runs from its ten-minute schedule on the job queue when the clock reaches the end', async () => {
    const { owner, listing: own, endsAt } = await booked(7);
    const clock = new TestClock(new Date(Date.now()));
    const work = premiumWork({ settings: server.services.settings, config: server.services.config });
    const worker = createJobQueue(server.services.db, server.services.mail, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [work],
    });
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules(PREMIUM_QUEUE)).map((s) => s.cron)).toEqual(['*/10 * * * *']);
      const step = async (to: Date, done: () => Promise<boolean>) => {
        await clock.setTime(new Date(Math.ceil(to.getTime() / 600_000) * 600_000 - 1000));
        await clock.tick(2 * 60_000);
        for (let i = 0; i < 60 && !(await done()); i++) await clock.tick(1000);
      };
      await step(new Date(endsAt.getTime() - 2 * DAY), async () => (await endingMails(owner.email)).length > 0);
      expect(await endingMails(owner.email)).toHaveLength(1);
      await step(endsAt, async () => !(await listing(own.id)).isPremium);
      expect(await listing(own.id)).toEqual({ isPremium: false, status: 'active' });
      expect(await endingMails(owner.email)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
