// The mail outbox and the job queue from outside: a mail is queued with the change that causes it (or not at all),
// survives the process that queued it, is sent once even when its job runs again, is retried and kept as failed
// for the back office, and the hourly housekeeping fires from its schedule on a test clock.
import fs from 'node:fs/promises';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_MSG } from '#contract/jobs.ts';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { createLogger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createEnquiry } from '../enquiries/service.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { createJobQueue, HOUSEKEEPING_QUEUE, MAIL_BULK_QUEUE, MAIL_QUEUE, MAIL_QUEUES } from './queue.ts';

let server: TestServer;
let admin: TestClient;
/** Signed in, so an enquiry queues one mail, the owner's (an anonymous enquirer gets their private link too). */
let enquirer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  enquirer = server.client();
  await signInAs(enquirer, server.services.knex);
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const silent = createLogger('silent');

/** The .eml files in the outbox, without sending what is queued (mailsTo would). */
async function filesInOutbox(): Promise<number> {
  return (await fs.readdir(outbox()).catch(() => [])).length;
}

async function listing() {
  const owner = await buildUser(knex(), { isStableOwner: true });
  const stable = await buildStable(knex(), { ownerId: owner.id });
  return { owner, listing: await buildListing(knex(), { stableId: stable.id }) };
}

const enquiry = {
  name: 'Eva Reiter',
  email: 'eva@example.de',
  phone: undefined,
  moveInDate: undefined,
  message: 'Ist die Box ab März frei?',
};

async function jobStates(): Promise<string[]> {
  const rows = await knex().raw<{ rows: { state: string }[] }>(`SELECT state FROM pgboss.job WHERE name = ?`, [
    MAIL_QUEUE,
  ]);
  return rows.rows.map((row) => row.state);
}

beforeEach(async () => {
  await server.services.jobs.drain();
  await knex().raw(`DELETE FROM pgboss.job WHERE name = ANY(?::text[])`, [[...MAIL_QUEUES]]);
});

describe('the mail outbox', () => {
  it('queues the mail in the transaction of the change: rolled back together, committed together', async () => {
    const { owner, listing: place } = await listing();
    const failing = createEnquiry(place.id, enquiry, null, async (trx, created) => {
      await server.services.jobs.enqueueMail(trx, {
        to: owner.email,
        subject: `Anfrage ${created.id}`,
        text: 'x',
        html: 'x',
      });
      throw new Error('the change fails after its mail was queued');
    });
    await expect(failing).rejects.toThrow('the change fails');
    expect(await knex()('contactRequests').where({ listingId: place.id }).first()).toBeUndefined();
    expect(await jobStates()).toEqual([]);

    const res = await enquirer.post(`/api/listings/${place.id}/enquiries`, enquiry);
    expect(res.status).toBe(201);
    // Queued, not sent inside the request.
    expect(await jobStates()).toEqual(['created']);
    expect(await filesInOutbox()).toBe(0);
    expect((await mailsTo(outbox(), owner.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Neue Anfrage/),
    ]);
  });

  it('sends a mail queued by a process that ended before sending it, from another process, once', async () => {
    const { owner, listing: place } = await listing();
    expect((await enquirer.post(`/api/listings/${place.id}/enquiries`, enquiry)).status).toBe(201);
    // The first process stops here (its queue never runs the job); a second one on the same database does.
    const sent: string[] = [];
    const mailer: Mailer = { outbox: null, send: async (message) => void sent.push(message.to) };
    const other = createJobQueue(server.services.db, mailer, silent, { housekeeping: runHousekeeping });
    await other.start({ work: false });
    try {
      expect(await other.drain()).toBe(1);
      expect(await other.drain()).toBe(0);
    } finally {
      await other.stop();
    }
    expect(sent).toEqual([owner.email]);
  });

  it('sends nothing again when a job runs again after its mail went out (a crash before it was marked done)', async () => {
    const { owner, listing: place } = await listing();
    await enquirer.post(`/api/listings/${place.id}/enquiries`, enquiry);
    expect(await mailsTo(outbox(), owner.email)).toHaveLength(1);
    // As if the process died between sending and completing: the job is due again.
    await knex().raw(`UPDATE pgboss.job SET state = 'created', completed_on = NULL WHERE name = ?`, [MAIL_QUEUE]);
    expect(await server.services.jobs.drain()).toBe(1);
    expect(await mailsTo(outbox(), owner.email)).toHaveLength(1);
  });
});

describe('failed mails in the back office', () => {
  it('retries a mail the server refuses, keeps it as failed after the last try, and sends it again on request', async () => {
    const { owner, listing: place } = await listing();
    const { mail } = server.services;
    const send = mail.send;
    mail.send = async () => {
      throw new Error('SMTP-Server nicht erreichbar');
    };
    try {
      await enquirer.post(`/api/listings/${place.id}/enquiries`, enquiry);
      await server.services.jobs.drain();
      // A first failure is retried later, with backoff.
      expect(await jobStates()).toEqual(['retry']);
      // The last try fails too.
      await knex().raw(`UPDATE pgboss.job SET retry_count = retry_limit - 1, start_after = now() WHERE name = ?`, [
        MAIL_QUEUE,
      ]);
      await server.services.jobs.drain();
      expect(await jobStates()).toEqual(['failed']);
    } finally {
      mail.send = send;
    }

    const overview = await admin.get('/api/admin/jobs');
    expect(overview.status).toBe(200);
    expect(overview.body.queues).toEqual(
      expect.arrayContaining([{ name: MAIL_QUEUE, waiting: 0, active: 0, failed: 1 }]),
    );
    expect(overview.body.failedMails).toEqual([
      expect.objectContaining({
        queue: MAIL_QUEUE,
        to: owner.email,
        subject: expect.stringMatching(/Neue Anfrage/),
        error: 'SMTP-Server nicht erreichbar',
        tries: 6,
      }),
    ]);
    expect(await mailsTo(outbox(), owner.email)).toHaveLength(0);

    const id = overview.body.failedMails[0].id;
    const retried = await admin.post(`/api/admin/jobs/mail/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(JOB_MSG.retried);
    expect(await mailsTo(outbox(), owner.email)).toHaveLength(1);
    expect((await admin.get('/api/admin/jobs')).body.failedMails).toEqual([]);
  });

  it('answers 404 for a mail that has not failed, 400 for a malformed id, and only to admins', async () => {
    const missing = await admin.post('/api/admin/jobs/mail/6f1c8a3e-7f52-4b0e-9a55-2d1f1b0f4c11/retry');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Fehlgeschlagene E-Mail nicht gefunden');
    const malformed = await admin.post('/api/admin/jobs/mail/abc/retry');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('Ungültige Auftragsnummer');
    expect((await server.client().get('/api/admin/jobs')).status).toBe(401);
  });
});

describe('the hourly housekeeping', () => {
  it('runs from its schedule when the clock passes the hour, on the worker of any process', async () => {
    const user = await buildUser(knex());
    await knex()('sessions').insert({
      id: 'expired',
      userId: user.id,
      data: '{}',
      expiresAt: new Date(Date.now() - 60_000),
    });
    const clock = new TestClock(new Date(Date.now()));
    const worker = createJobQueue(server.services.db, server.services.mail, silent, { housekeeping: runHousekeeping });
    await worker.start({ work: true, clock });
    try {
      const schedules = await worker.boss.getSchedules(HOUSEKEEPING_QUEUE);
      expect(schedules.map((schedule) => schedule.cron)).toEqual(['0 * * * *']);
      expect(await knex()('sessions').where({ id: 'expired' }).first()).toBeDefined();
      const nextHour = new Date(Math.ceil((clock.now() + 1) / 3_600_000) * 3_600_000);
      await clock.setTime(new Date(nextHour.getTime() - 1_000));
      await clock.tick(2 * 60_000);
      // The worker picks the job up on its next poll.
      for (let i = 0; i < 50 && (await knex()('sessions').where({ id: 'expired' }).first()); i++) {
        await clock.tick(1_000);
      }
      expect(await knex()('sessions').where({ id: 'expired' }).first()).toBeUndefined();
    } finally {
      await worker.stop();
    }
  });
});

const bulkMail = (i: number) => ({ to: `leser${i}@example.de`, subject: `Übersicht ${i}`, text: 'x', html: 'x' });

describe('mail a person waits for, and bulk mail', () => {
  it('sends a reset link requested behind hundreds of bulk mails before most of them, with workers running', async () => {
    const BULK = 300;
    for (let i = 0; i < BULK; i += 50) {
      await knex().transaction(async (trx) => {
        for (let j = i; j < i + 50; j++) await server.services.jobs.enqueueMail(trx, bulkMail(j), { bulk: true });
      });
    }
    const user = await buildUser(knex());
    expect((await server.client().post('/api/password/forgot', { email: user.email })).status).toBe(202);

    const sent: string[] = [];
    let resetSent!: () => void;
    const reset = new Promise<void>((resolve) => (resetSent = resolve));
    const mailer: Mailer = {
      outbox: null,
      send: async (message) => {
        sent.push(message.to);
        if (message.to === user.email) resetSent();
      },
    };
    const worker = createJobQueue(server.services.db, mailer, silent, { housekeeping: runHousekeeping });
    await worker.start({ work: true });
    try {
      await reset;
      const bulkBefore = sent.indexOf(user.email);
      expect(bulkBefore).toBeLessThan(BULK / 3);
      // And the bulk goes out too, each mail once.
      await expect.poll(() => sent.length, { timeout: 30_000, interval: 50 }).toBe(BULK + 1);
    } finally {
      await worker.stop();
    }
    expect(new Set(sent).size).toBe(BULK + 1);
  });

  it('keeps a bulk mail that failed for the back office beside the others, and sends it again on request', async () => {
    const { mail } = server.services;
    const send = mail.send;
    mail.send = async () => {
      throw new Error('Postfach voll');
    };
    try {
      await server.services.jobs.enqueueMail(knex(), bulkMail(1), { bulk: true });
      await knex().raw(`UPDATE pgboss.job SET retry_count = retry_limit WHERE name = ?`, [MAIL_BULK_QUEUE]);
      await server.services.jobs.drain();
    } finally {
      mail.send = send;
    }
    const overview = await admin.get('/api/admin/jobs');
    expect(overview.body.queues.map((queue: { name: string }) => queue.name).slice(0, 3)).toEqual([
      MAIL_QUEUE,
      MAIL_BULK_QUEUE,
      HOUSEKEEPING_QUEUE,
    ]);
    expect(overview.body.queues[1]).toEqual({ name: MAIL_BULK_QUEUE, waiting: 0, active: 0, failed: 1 });
    expect(overview.body.failedMails).toEqual([
      expect.objectContaining({ queue: MAIL_BULK_QUEUE, to: 'leser1@example.de', error: 'Postfach voll' }),
    ]);
    const retried = await admin.post(`/api/admin/jobs/mail/${overview.body.failedMails[0].id}/retry`);
    expect(retried.status).toBe(200);
    expect(await mailsTo(outbox(), 'leser1@example.de')).toHaveLength(1);
  });
});
