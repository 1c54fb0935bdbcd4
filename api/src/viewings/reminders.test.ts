// The reminder of the day before: each booked viewing is reminded once, to both sides, when it starts within a
// day, whether the job runs twice at once or again later; cancelled viewings are not, a moved one is for its new
// time. The schedule itself is driven by pg-boss's TestClock, never by waiting.
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { sendViewingReminders, viewingReminderWork, VIEWING_REMINDER_QUEUE } from './reminders.ts';
import { buildConversation, buildSlot, buildStableWithListing, hoursAhead } from './test-helpers.ts';

let server: TestServer;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A viewing booked by a signed-in enquirer, `hours` ahead. */
async function bookedViewing(hours: number) {
  const { owner, stable, listing } = await buildStableWithListing(knex());
  const client = server.client();
  const enquirer = await signInAs(client, knex());
  const conversationId = await buildConversation(knex(), listing.id, { id: enquirer.id, email: enquirer.email });
  const slot = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(hours) });
  const res = await client.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
  expect(res.status).toBe(201);
  return { owner, enquirer, client, stable, id: res.body.id as number, startsAt: new Date(slot.startsAt) };
}

const reminders = async (address: string) =>
  (await mailsTo(outbox(), address)).filter((mail) => mail.subject.startsWith('Erinnerung: Besichtigung am '));

describe('the viewing reminder', () => {
  it('mails both sides once, within the day before, however often and however simultaneously it runs', async () => {
    const { owner, enquirer, startsAt } = await bookedViewing(60);
    const run = (now: Date) => sendViewingReminders(server.services, knex(), now);
    expect(await run(new Date(startsAt.getTime() - 25 * HOUR))).toBe(0);
    expect(await reminders(enquirer.email)).toHaveLength(0);

    const dayBefore = new Date(startsAt.getTime() - 23 * HOUR);
    const counts = await Promise.all([run(dayBefore), run(dayBefore), run(dayBefore)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await run(new Date(startsAt.getTime() - HOUR))).toBe(0);
    for (const address of [enquirer.email, owner.email]) {
      const mails = await reminders(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('eine Erinnerung an deine Besichtigung');
    }
  });

  it('reminds no cancelled viewing, and a moved one again for its new time', async () => {
    const cancelled = await bookedViewing(70);
    await cancelled.client.post(`/api/me/viewings/${cancelled.id}/cancel`);
    expect(await sendViewingReminders(server.services, knex(), new Date(cancelled.startsAt.getTime() - 2 * HOUR))).toBe(
      0,
    );

    const moved = await bookedViewing(80);
    expect(await sendViewingReminders(server.services, knex(), new Date(moved.startsAt.getTime() - 2 * HOUR))).toBe(1);
    const later = await buildSlot(knex(), moved.stable.id, { startsAt: hoursAhead(120) });
    expect((await moved.client.post(`/api/me/viewings/${moved.id}/move`, { slotId: later.id })).status).toBe(200);
    expect(
      await sendViewingReminders(server.services, knex(), new Date(new Date(later.startsAt).getTime() - 3 * HOUR)),
    ).toBe(1);
    expect(await reminders(moved.enquirer.email)).toHaveLength(2);
  });

  it('runs from its ten-minute schedule on the job queue when the clock reaches the day before', async () => {
    const { owner, enquirer, startsAt, id } = await bookedViewing(90);
    const clock = new TestClock(new Date(Date.now()));
    const work = viewingReminderWork({ settings: server.services.settings, config: server.services.config });
    const worker = createJobQueue(server.services.db, server.services.mail, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [work],
    });
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules(VIEWING_REMINDER_QUEUE)).map((s) => s.cron)).toEqual(['*/10 * * * *']);
      const dayBefore = startsAt.getTime() - 23 * HOUR;
      const mark = Math.ceil(dayBefore / 600_000) * 600_000;
      await clock.setTime(new Date(mark - 1_000));
      await clock.tick(2 * 60_000);
      const reminded = async () => (await knex()('viewings').where({ id }).first()).remindedAt;
      for (let i = 0; i < 60 && !(await reminded()); i++) await clock.tick(1_000);
      expect(await reminded()).not.toBeNull();
      // The worker sends the mails on its clock too.
      for (let i = 0; i < 60 && (await reminders(owner.email)).length === 0; i++) await clock.tick(1_000);
      expect(await reminders(owner.email)).toHaveLength(1);
      for (let i = 0; i < 60 && (await reminders(enquirer.email)).length === 0; i++) await clock.tick(1_000);
      expect(await reminders(enquirer.email)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
