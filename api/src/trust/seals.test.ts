// Quality seals through the API (issue 37): the owner's claim (FN with its stars, a regional seal by name) with a
// valid-until date and a document, public only once an admin confirmed it; the seal job on a controllable clock
// hides it after its day and reminds the owner exactly once, 30 days before; the permission matrix.
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MSG } from '#contract/trust.ts';
import { signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { buildStableWithListing } from '../viewings/test-helpers.ts';
import { runSealJob, SEAL_JOB_QUEUE, sealWork } from './seal-job.ts';
import { PDF, postForm } from './test-forms.ts';

let server: TestServer;
let admin: TestClient;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, knex(), { isAdmin: true });
});
afterAll(() => server?.close());

async function ownerScene() {
  const { owner, stable, listing } = await buildStableWithListing(knex());
  const client = server.client();
  await client.post('/api/login', { username: owner.username, password: TEST_PASSWORD });
  const slug = ((await knex()('stables').where({ id: stable.id }).first()) as { slug: string }).slug;
  return { owner, stable, listing, client, slug };
}

const fnSeal = (validUntil: string, stars = 4) => ({ kind: 'fn', stars, validUntil });

async function claimed(validUntil = dayOf(Date.now() + 400 * DAY)) {
  const scene = await ownerScene();
  const res = await postForm(scene.client, `/api/my/stables/${scene.stable.id}/seals`, fnSeal(validUntil), PDF);
  expect(res.status).toBe(201);
  const seal = (await knex()('stableSeals').where({ stableId: scene.stable.id }).first()) as {
    id: number;
    documentKey: string;
  };
  return { ...scene, sealId: seal.id, documentKey: seal.documentKey };
}

const profileSeals = async (slug: string) =>
  ((await server.client().get(`/api/stables/${slug}/profile`)).body.seals ?? []) as {
    label: string;
  }[];

describe('POST /api/my/stables/:id/seals', () => {
  it('answers 400 for an FN seal without stars, a regional one without a name and a past date', async () => {
    const { stable, client } = await ownerScene();
    const url = `/api/my/stables/${stable.id}/seals`;
    const future = dayOf(Date.now() + 100 * DAY);
    const noStars = await postForm(client, url, { kind: 'fn', validUntil: future }, PDF);
    expect(noStars.status).toBe(400);
    expect(noStars.body.errors.stars).toBe(TRUST_MSG.stars);
    const noName = await postForm(client, url, { kind: 'regional', validUntil: future }, PDF);
    expect(noName.body.errors.name).toBe(TRUST_MSG.sealName);
    const past = await postForm(client, url, fnSeal(dayOf(Date.now() - 2 * DAY)), PDF);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(TRUST_MSG.validUntilPast);
    const badDate = await postForm(client, url, fnSeal('31.12.2027'), PDF);
    expect(badDate.body.errors.validUntil).toBe(TRUST_MSG.validUntil);
  });

  it('keeps a claimed seal private until an admin confirmed it', async () => {
    const { slug, sealId, client, stable } = await claimed();
    expect(await profileSeals(slug)).toEqual([]);
    const mine = await client.get(`/api/my/stables/${stable.id}/trust`);
    expect(mine.body.seals).toMatchObject([{ id: sealId, status: 'pending', stars: 4 }]);
    const res = await admin.post(`/api/admin/seals/${sealId}/decision`, { action: 'grant' });
    expect(res.status).toBe(200);
    expect((await profileSeals(slug)).map((s) => s.label)).toEqual(['FN-geprüfter Pensionspferdebetrieb (4 Sterne)']);
  });

  it('takes a regional seal by its name', async () => {
    const { stable, client } = await ownerScene();
    const res = await postForm(
      client,
      `/api/my/stables/${stable.id}/seals`,
      { kind: 'regional', name: 'Gütesiegel Pferdeland Niedersachsen', validUntil: dayOf(Date.now() + 200 * DAY) },
      PDF,
    );
    expect(res.status).toBe(201);
    expect(res.body.seals[0]).toMatchObject({ kind: 'regional', label: 'Gütesiegel Pferdeland Niedersachsen' });
  });

  it('lets only the stable owner claim: anonymous 401, another owner 404, an admin 403', async () => {
    const { stable } = await ownerScene();
    const url = `/api/my/stables/${stable.id}/seals`;
    const body = fnSeal(dayOf(Date.now() + 100 * DAY));
    expect((await postForm(server.client(), url, body, PDF)).status).toBe(401);
    const other = server.client();
    await signInAs(other, knex(), { isStableOwner: true });
    expect((await postForm(other, url, body, PDF)).status).toBe(404);
    expect((await postForm(admin, url, body, PDF)).status).toBe(403);
  });
});

describe('POST /api/admin/seals/:id/decision and the document', () => {
  it('refuses with a reason mailed to the owner and deletes the document; admins only', async () => {
    const { sealId, documentKey, client, owner, slug } = await claimed();
    const url = `/api/admin/seals/${sealId}/decision`;
    expect((await server.client().post(url, { action: 'grant' })).status).toBe(401);
    expect((await client.post(url, { action: 'grant' })).status).toBe(403);
    const doc = `/api/admin/seals/${sealId}/document`;
    expect((await client.get(doc)).status).toBe(403);
    expect((await admin.get(doc)).status).toBe(200);
    expect((await admin.post(url, { action: 'refuse', reason: '  ' })).status).toBe(400);
    const reason = 'Der Nachweis ist abgelaufen.';
    expect((await admin.post(url, { action: 'refuse', reason })).status).toBe(200);
    expect(await server.services.media.read(documentKey)).toBeNull();
    expect((await admin.get(doc)).status).toBe(404);
    expect(await profileSeals(slug)).toEqual([]);
    const mail = (await mailsTo(outbox(), owner.email)).find((m) => /Siegel abgelehnt/.test(m.subject));
    expect(mail?.text).toContain(reason);
    expect((await admin.post(url, { action: 'grant' })).status).toBe(409);
  });
});

describe('the seal job', () => {
  const reminders = async (email: string) =>
    (await mailsTo(outbox(), email)).filter((m) => /Dein Siegel läuft am .* ab/.test(m.subject));

  it('reminds the owner once, 30 days before the day, and hides the seal after it', async () => {
    const validUntil = '2031-06-30';
    const { sealId, slug, owner } = await claimed(validUntil);
    await admin.post(`/api/admin/seals/${sealId}/decision`, { action: 'grant' });
    const run = (at: string) => runSealJob(server.services, knex(), new Date(at));

    expect(await run('2031-05-30T12:00:00Z')).toMatchObject({ reminded: 0 });
    expect(await reminders(owner.email)).toHaveLength(0);
    expect(await run('2031-05-31T12:00:00Z')).toMatchObject({ reminded: 1 });
    expect(await run('2031-06-10T12:00:00Z')).toMatchObject({ reminded: 0 });
    const sent = await reminders(owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Dein Siegel läuft am 30.06.2031 ab');

    expect(await run('2031-06-30T21:59:00Z')).toMatchObject({ expired: 0 });
    expect(await profileSeals(slug)).toHaveLength(1);
    // Midnight in Berlin: 22:00 UTC in summer.
    expect(await run('2031-06-30T22:01:00Z')).toMatchObject({ expired: 1 });
    expect(await profileSeals(slug)).toEqual([]);
    expect((await knex()('stableSeals').where({ id: sealId }).first()).status).toBe('expired');
    expect(await run('2031-07-02T12:00:00Z')).toEqual({ expired: 0, reminded: 0 });
  });

  it('runs hourly from its schedule on the job queue when the clock passes the day', async () => {
    const now = Date.now();
    const { sealId, slug } = await claimed(dayOf(now + 40 * DAY));
    await admin.post(`/api/admin/seals/${sealId}/decision`, { action: 'grant' });
    const clock = new TestClock(new Date(now));
    const work = sealWork({ settings: server.services.settings, config: server.services.config });
    const worker = createJobQueue(server.services.db, server.services.mail, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [work],
    });
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules(SEAL_JOB_QUEUE)).map((s) => s.cron)).toEqual(['7 * * * *']);
      const state = async () =>
        ((await knex()('stableSeals').where({ id: sealId }).first()) as { status: string }).status;
      const mark = Math.ceil((now + 42 * DAY) / 3_600_000) * 3_600_000 + 7 * 60_000;
      await clock.setTime(new Date(mark - 1_000));
      await clock.tick(2 * 60_000);
      for (let i = 0; i < 60 && (await state()) === 'confirmed'; i++) await clock.tick(1_000);
      expect(await state()).toBe('expired');
      expect(await profileSeals(slug)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
