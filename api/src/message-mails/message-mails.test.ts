// Mails about new messages, as the people in a conversation notice them: a message unread ten minutes later is
// mailed once, batched per recipient; reading it in time, the setting "off" or an unsubscribe keep the mail away;
// "daily" gets one digest a day; the job runs from its minute schedule on a test clock and never mails twice.
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAIL_MSG } from '#contract/message-mails.ts';
import { startConversation, type TestConversation } from '#test/conversations.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { mailsTo, type ReadMail } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { messageMailWork, sendMessageMails } from './job.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const deps = () => ({ jobs: server.services.jobs, settings: server.services.settings, config: server.services.config });
/** Runs the minute's job as if the clock showed `now`. */
const runAt = (now: Date) => sendMessageMails(deps(), knex(), now);
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

const newsTo = async (address: string): Promise<ReadMail[]> =>
  (await mailsTo(outbox(), address)).filter((mail) => /Neue Nachricht|ungelesenen Nachrichten/.test(mail.subject));

async function write(c: TestConversation, side: 'owner' | 'enquirer', body: string) {
  const client = side === 'owner' ? c.owner : c.enquirer;
  const res =
    side === 'enquirer' && c.token
      ? await client.post(`/api/conversation-links/${c.token}/messages`, { body })
      : await client.post(`/api/me/conversations/${c.id}/messages`, { body });
  expect(res.status).toBe(201);
}

describe('the mail about a new message', () => {
  it('reaches the recipient who has not read it ten minutes later, once, with a link and one-click unsubscribe', async () => {
    const c = await startConversation(server);
    await write(c, 'owner', 'Ja, die Box ist frei. Magst du vorbeikommen?');
    // The enquiry itself opened the conversation: the owner got its own mail for it, no message mail.
    expect(await runAt(later(9))).toBe(0);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(0);

    expect(await runAt(later(11))).toBe(1);
    const [mail] = await newsTo(c.enquirerEmail);
    expect(mail!.subject).toMatch(/^Neue Nachricht von Gut Sonnenhof \d+ zu „Helle Box \d+“$/);
    expect(mail!.links).toContain(`${server.url}/nachrichten/${c.id}`);
    expect(mail!.text).not.toContain('Magst du vorbeikommen');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/message-mails\/one-click\?token=/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await newsTo(c.ownerUser.email)).toHaveLength(0);

    // Later runs mail nothing again.
    expect(await runAt(later(12))).toBe(0);
    expect(await runAt(later(60))).toBe(0);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(1);
  });

  it('stays away when the recipient read the message within ten minutes', async () => {
    const c = await startConversation(server);
    await write(c, 'enquirer', 'Ab wann könnte ich einziehen?');
    expect((await c.owner.get(`/api/me/conversations/${c.id}`)).status).toBe(200);
    expect(await runAt(later(11))).toBe(0);
    expect(await newsTo(c.ownerUser.email)).toHaveLength(0);
  });

  it('batches: one mail lists every conversation with news, and no second mail while the first is unread', async () => {
    const owner = server.client();
    const ownerUser = await signInAs(owner, knex(), { isStableOwner: true });
    const stable = await buildStable(knex(), { ownerId: ownerUser.id, name: 'Hof Lindenblick' });
    const conversations: number[] = [];
    for (const title of ['Paddockbox', 'Offenstall']) {
      const listing = await buildListing(knex(), { stableId: stable.id, title });
      const enquirer = server.client();
      const me = await signInAs(enquirer, knex());
      const res = await enquirer.post(`/api/listings/${listing.id}/enquiries`, {
        name: 'Rita Reiterin',
        email: me.email,
        message: 'Ist noch etwas frei?',
      });
      expect(res.status).toBe(201);
      const id = res.body.conversationId as number;
      conversations.push(id);
      for (const body of ['Noch eine Frage.', 'Und noch eine.']) {
        expect((await enquirer.post(`/api/me/conversations/${id}/messages`, { body })).status).toBe(201);
      }
      if (title === 'Offenstall') {
        await runAt(later(11));
        // A message after the mail, in a conversation the owner has still not read: no mail per message.
        expect((await enquirer.post(`/api/me/conversations/${id}/messages`, { body: 'Hallo?' })).status).toBe(201);
      }
    }
    expect(await runAt(later(30))).toBe(0);
    const mails = await newsTo(ownerUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Neue Nachrichten in 2 Unterhaltungen');
    expect(mails[0]!.text).toContain('„Paddockbox“: 2 neue Nachrichten von Rita Reiterin');
    expect(mails[0]!.text).toContain('„Offenstall“: 2 neue Nachrichten von Rita Reiterin');
    for (const id of conversations) expect(mails[0]!.links).toContain(`${server.url}/nachrichten/${id}`);
  });

  it('tells an anonymous enquirer where their private link is, never the link again, and stops on one click', async () => {
    const c = await startConversation(server, { anonymous: true });
    await write(c, 'owner', 'Gern, komm doch Samstag vorbei.');
    expect(await runAt(later(11))).toBe(1);
    const [mail] = await newsTo(c.enquirerEmail);
    expect(mail!.text).toContain('„Deine Anfrage zu …“');
    expect(mail!.links.some((link) => link.includes('/nachrichten/zugang/'))).toBe(false);
    expect(mail!.links.some((link) => new URL(link).pathname === `/nachrichten/${c.id}`)).toBe(false);

    // The mail program's one-click unsubscribe: a form POST without our Origin.
    const oneClick = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(MESSAGE_MAIL_MSG.unsubscribed);

    await write(c, 'owner', 'Oder Sonntag?');
    expect(await runAt(later(30))).toBe(0);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(1);
  });

  it('says nothing of a message older than three days (after an outage of the job)', async () => {
    const c = await startConversation(server);
    await write(c, 'owner', 'Bist du noch auf der Suche?');
    expect(await runAt(later(4 * 24 * 60))).toBe(0);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(0);
    // Read now, so the runs of the next tests find nothing of it.
    expect((await c.enquirer.get(`/api/me/conversations/${c.id}`)).status).toBe(200);
  });

  it('goes out once when two runs decide at the same moment', async () => {
    const c = await startConversation(server);
    await write(c, 'owner', 'Die Box ist ab März frei.');
    const runs = await Promise.all([runAt(later(11)), runAt(later(11)), runAt(later(11))]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(1);
  });
});

describe('GET/PUT /api/me/message-settings', () => {
  it('is batched by default, keeps a choice, refuses anything else in German, and only for the signed-in', async () => {
    const c = await startConversation(server);
    expect((await c.enquirer.get('/api/me/message-settings')).body).toEqual({ messageMails: 'batched' });
    expect((await c.enquirer.put('/api/me/message-settings', { messageMails: 'daily' })).body).toEqual({
      messageMails: 'daily',
    });
    expect((await c.enquirer.get('/api/me/message-settings')).body).toEqual({ messageMails: 'daily' });
    const wrong = await c.enquirer.put('/api/me/message-settings', { messageMails: 'weekly' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGE_MAIL_MSG.invalidMode);
    expect((await server.client().get('/api/me/message-settings')).status).toBe(401);
    expect((await server.client().put('/api/me/message-settings', { messageMails: 'off' })).status).toBe(401);
  });

  it('"off" sends nothing, also after switching back on', async () => {
    const c = await startConversation(server);
    await c.enquirer.put('/api/me/message-settings', { messageMails: 'off' });
    await write(c, 'owner', 'Wann passt es dir?');
    expect(await runAt(later(11))).toBe(0);
    await c.enquirer.put('/api/me/message-settings', { messageMails: 'batched' });
    expect(await runAt(later(12))).toBe(0);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(0);
  });

  it('"daily" sends one digest a day from 7:00 Berlin time, in the bulk queue', async () => {
    const c = await startConversation(server);
    await c.enquirer.put('/api/me/message-settings', { messageMails: 'daily' });
    await write(c, 'owner', 'Erste Antwort.');
    await write(c, 'owner', 'Zweite Antwort.');
    const tomorrow = new Date(Date.now() + 24 * 60 * MINUTE);
    const at = (day: Date, hourUtc: number) =>
      new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
    // 05:00 UTC is 6:00 or 7:00 in Berlin, 04:00 UTC before 7:00 whatever the season.
    expect(await runAt(at(tomorrow, 4))).toBe(0);
    const jobsBefore = await knex().raw<{ rows: { n: number }[] }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-bulk'`,
    );
    expect(await runAt(at(tomorrow, 7))).toBe(1);
    const jobsAfter = await knex().raw<{ rows: { n: number }[] }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-bulk'`,
    );
    expect(jobsAfter.rows[0]!.n).toBe(jobsBefore.rows[0]!.n + 1);
    const [digest] = await newsTo(c.enquirerEmail);
    expect(digest!.subject).toBe('Deine ungelesenen Nachrichten von heute');
    expect(digest!.text).toContain('2 neue Nachrichten');

    await write(c, 'owner', 'Dritte Antwort.');
    expect(await runAt(at(tomorrow, 12))).toBe(0);
    const dayAfter = new Date(tomorrow.getTime() + 24 * 60 * MINUTE);
    expect(await runAt(at(dayAfter, 7))).toBe(1);
    expect(await newsTo(c.enquirerEmail)).toHaveLength(2);
  });
});

describe('POST /api/message-mails/unsubscribe', () => {
  it("turns the account's mails off with the mail's link, and refuses a forged one in German", async () => {
    const c = await startConversation(server);
    await write(c, 'owner', 'Hallo!');
    await runAt(later(11));
    const [mail] = await newsTo(c.enquirerEmail);
    const page = mail!.links.find((link) => new URL(link).pathname === '/nachrichten/abbestellen')!;
    const token = new URL(page).searchParams.get('token')!;
    const anyone = server.client();
    const forged = await anyone.post('/api/message-mails/unsubscribe', { token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(MESSAGE_MAIL_MSG.invalidLink);
    const done = await anyone.post('/api/message-mails/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGE_MAIL_MSG.unsubscribed);
    expect((await c.enquirer.get('/api/me/message-settings')).body).toEqual({ messageMails: 'off' });
  });
});

describe('the minute schedule', () => {
  it('mails from its cron schedule once the test clock passes ten minutes, on a worker of its own', async () => {
    const c = await startConversation(server);
    await write(c, 'owner', 'Die Box ist frei.');
    const sent: string[] = [];
    const mailer: Mailer = { outbox: null, send: async (message) => void sent.push(message.subject) };
    const { settings, config, db } = server.services;
    const worker = createJobQueue(db, mailer, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [messageMailWork({ settings, config })],
    });
    // Half a minute before the message is ten minutes old.
    const clock = new TestClock(new Date(Date.now() + 9.5 * MINUTE));
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules('message-mails')).map((schedule) => schedule.cron)).toEqual(['* * * * *']);
      const news = () => sent.filter((subject) => subject.startsWith('Neue Nachricht von Gut Sonnenhof'));
      await clock.tick(20_000);
      expect(news()).toEqual([]);
      for (let i = 0; i < 120 && news().length === 0; i++) await clock.tick(1_000);
      expect(news()).toHaveLength(1);
      // Further minutes mail nothing again.
      await clock.tick(3 * MINUTE);
      expect(news()).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
