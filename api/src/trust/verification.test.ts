// Verified operators through the API (issue 37): the owner's request with its document (type by content, size
// limit, one open request), the permission matrix of every route (anonymous, another owner, a user who is no
// owner, the owner, the admin), the admin's decision with its mail, and the documents' privacy: stored under a
// key no public address serves, downloadable only by an admin, deleted after the decision.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MSG, VERIFIED_LABEL } from '#contract/trust.ts';
import { buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { buildStableWithListing } from '../viewings/test-helpers.ts';
import { isPrivateMediaPath, PRIVATE_MEDIA_PREFIX } from './documents.ts';
import { postForm, PDF, verificationFields } from './test-forms.ts';

let server: TestServer;
let admin: TestClient;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, knex(), { isAdmin: true });
});
afterAll(() => server?.close());

async function ownerScene() {
  const { owner, stable, listing } = await buildStableWithListing(knex());
  const client = server.client();
  const res = await client.post('/api/login', { username: owner.username, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return { owner, stable, listing, client };
}

async function requested() {
  const scene = await ownerScene();
  const res = await postForm(
    scene.client,
    `/api/my/stables/${scene.stable.id}/verification`,
    verificationFields(),
    PDF,
  );
  expect(res.status).toBe(201);
  const row = (await knex()('stableVerifications').where({ stableId: scene.stable.id }).first()) as {
    id: number;
    documentKey: string;
  };
  return { ...scene, verificationId: row.id, documentKey: row.documentKey };
}

describe('POST /api/my/stables/:id/verification', () => {
  it('answers 201 and keeps the request open with its document under a private key', async () => {
    const { stable, client, documentKey } = await requested();
    expect(documentKey.startsWith(PRIVATE_MEDIA_PREFIX)).toBe(true);
    expect((await server.services.media.read(documentKey))?.subarray(0, 5).toString()).toBe('%PDF-');
    const mine = await client.get(`/api/my/stables/${stable.id}/trust`);
    expect(mine.status).toBe(200);
    expect(mine.body.verifications).toMatchObject([{ status: 'pending', legalName: 'Reitanlage Sonnenhof GbR' }]);
    expect(mine.body.badge).toBeNull();
  });

  it('answers 409 for a second request while one is open', async () => {
    const { stable, client } = await requested();
    const again = await postForm(client, `/api/my/stables/${stable.id}/verification`, verificationFields(), PDF);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TRUST_MSG.pending);
  });

  it('answers 415 for a file that is no PDF, JPEG or PNG by its bytes, whatever its name and type say', async () => {
    const { stable, client } = await ownerScene();
    const fake = {
      name: 'rechnung.pdf',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'application/pdf',
    };
    const res = await postForm(client, `/api/my/stables/${stable.id}/verification`, verificationFields(), fake);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(TRUST_MSG.wrongType);
    expect(await knex()('stableVerifications').where({ stableId: stable.id })).toHaveLength(0);
  });

  it('answers 413 for a document over the limit and 400 without one', async () => {
    const { stable, client } = await ownerScene();
    const big = { name: 'scan.pdf', data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024 * 1024)]) };
    const tooLarge = await postForm(client, `/api/my/stables/${stable.id}/verification`, verificationFields(), big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(TRUST_MSG.tooLarge);
    const none = await postForm(client, `/api/my/stables/${stable.id}/verification`, verificationFields(), null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(TRUST_MSG.noDocument);
  });

  it('answers 400 with German messages for missing or bad fields', async () => {
    const { stable, client } = await ownerScene();
    const res = await postForm(
      client,
      `/api/my/stables/${stable.id}/verification`,
      verificationFields({ legalName: '', phone: 'anrufen', documentKind: 'personalausweis' }),
      PDF,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      legalName: TRUST_MSG.legalName,
      phone: TRUST_MSG.phone,
      documentKind: TRUST_MSG.documentKind,
    });
  });

  it('answers 415 for a JSON body', async () => {
    const { stable, client } = await ownerScene();
    const res = await client.post(`/api/my/stables/${stable.id}/verification`, verificationFields());
    expect(res.status).toBe(415);
  });

  it('lets only the stable owner in: anonymous 401, a user who is no owner 403, another owner and an admin 403/404', async () => {
    const { stable } = await ownerScene();
    const url = `/api/my/stables/${stable.id}/verification`;
    expect((await postForm(server.client(), url, verificationFields(), PDF)).status).toBe(401);
    const user = server.client();
    await signInAs(user, knex());
    expect((await postForm(user, url, verificationFields(), PDF)).status).toBe(403);
    const other = server.client();
    await signInAs(other, knex(), { isStableOwner: true });
    const stranger = await postForm(other, url, verificationFields(), PDF);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Stall nicht gefunden');
    expect((await postForm(admin, url, verificationFields(), PDF)).status).toBe(403);
    expect(await knex()('stableVerifications').where({ stableId: stable.id })).toHaveLength(0);
  });
});

describe('GET /api/my/stables/:id/trust', () => {
  it('answers the owner only', async () => {
    const { stable, client } = await ownerScene();
    const url = `/api/my/stables/${stable.id}/trust`;
    expect((await client.get(url)).status).toBe(200);
    expect((await server.client().get(url)).status).toBe(401);
    const other = server.client();
    await signInAs(other, knex(), { isStableOwner: true });
    expect((await other.get(url)).status).toBe(404);
    expect((await admin.get(url)).status).toBe(403);
  });
});

describe('the documents are private', () => {
  it('are never served at a /media/ address, however the path is spelled', async () => {
    const { documentKey } = await requested();
    const file = path.join(server.services.config.dataDir, 'media', ...documentKey.split('/'));
    await expect(fs.stat(file)).resolves.toBeTruthy();
    const rest = documentKey.slice(PRIVATE_MEDIA_PREFIX.length);
    for (const address of [
      `/media/${documentKey}`,
      `/media/%70rivate/${rest}`,
      `/media//private/${rest}`,
      `/media/./private/${rest}`,
      `/media/demo/../private/${rest}`,
      `/media/PRIVATE/${rest}`,
    ]) {
      const res = await fetch(server.url + address, { redirect: 'manual' });
      expect(res.status, address).toBe(404);
      expect(await res.text()).not.toContain('%PDF');
    }
  });

  it('are downloaded by an admin only, as an attachment no cache keeps', async () => {
    const { verificationId, client } = await requested();
    const url = `/api/admin/verifications/${verificationId}/document`;
    const res = await fetch(server.url + url, { headers: { Cookie: admin.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="nachweis-verifizierung-\d+\.pdf"$/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await server.client().get(url)).status).toBe(401);
    expect((await client.get(url)).status).toBe(403);
    expect((await admin.get('/api/admin/verifications/999999/document')).status).toBe(404);
  });
});

describe('GET /api/admin/trust-checks', () => {
  it('lists the open requests with their details and counts them, for admins only', async () => {
    const { verificationId, stable, client } = await requested();
    const list = await admin.get('/api/admin/trust-checks');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({
        kind: 'verification',
        id: verificationId,
        stableId: stable.id,
        legalName: 'Reitanlage Sonnenhof GbR',
        phone: '+49 170 1234567',
        documentKind: 'trade_register',
        documentUrl: `/api/admin/verifications/${verificationId}/document`,
      }),
    );
    const count = await admin.get('/api/admin/trust-checks/count');
    expect(count.body.open).toBeGreaterThanOrEqual(1);
    for (const url of ['/api/admin/trust-checks', '/api/admin/trust-checks/count']) {
      expect((await server.client().get(url)).status).toBe(401);
      expect((await client.get(url)).status).toBe(403);
    }
  });
});

describe('POST /api/admin/verifications/:id/decision', () => {
  it('grants: the badge says what was verified and when, the owner is told, the document is gone', async () => {
    const { verificationId, stable, owner, documentKey, client } = await requested();
    const res = await admin.post(`/api/admin/verifications/${verificationId}/decision`, { action: 'grant' });
    expect(res.status).toBe(200);
    expect(
      res.body.some((c: { id: number; kind: string }) => c.kind === 'verification' && c.id === verificationId),
    ).toBe(false);
    const mine = await client.get(`/api/my/stables/${stable.id}/trust`);
    expect(mine.body.badge.what).toMatch(/Gewerbeanmeldung/);
    expect(new Date(mine.body.badge.verifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await server.services.media.read(documentKey)).toBeNull();
    expect((await admin.get(`/api/admin/verifications/${verificationId}/document`)).status).toBe(404);
    const mails = await mailsTo(outbox(), (await knex()('users').where({ id: owner.id }).first()).email);
    expect(mails.map((m) => m.subject)).toContain(`${stable.name} ist jetzt „${VERIFIED_LABEL}“`);
    const again = await admin.post(`/api/admin/verifications/${verificationId}/decision`, {
      action: 'refuse',
      reason: 'x',
    });
    expect(again.status).toBe(409);
  });

  it('refuses only with a reason, which is mailed to the owner; no badge', async () => {
    const { verificationId, stable, owner, documentKey, client } = await requested();
    const bare = await admin.post(`/api/admin/verifications/${verificationId}/decision`, { action: 'refuse' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(TRUST_MSG.decisionReason);
    const bad = await admin.post(`/api/admin/verifications/${verificationId}/decision`, { action: 'maybe' });
    expect(bad.status).toBe(400);
    const reason = 'Die Rechnung lautet auf eine andere Anschrift als die des Stalls.';
    const res = await admin.post(`/api/admin/verifications/${verificationId}/decision`, { action: 'refuse', reason });
    expect(res.status).toBe(200);
    const mine = await client.get(`/api/my/stables/${stable.id}/trust`);
    expect(mine.body.badge).toBeNull();
    expect(mine.body.verifications[0]).toMatchObject({ status: 'refused', reason });
    expect(await server.services.media.read(documentKey)).toBeNull();
    const mail = (await mailsTo(outbox(), owner.email)).find((m) => /abgelehnt/.test(m.subject));
    expect(mail?.text).toContain(`Begründung: ${reason}`);
  });

  it('is for admins only: anonymous 401, the owner 403; an unknown id 404', async () => {
    const { verificationId, client } = await requested();
    const url = `/api/admin/verifications/${verificationId}/decision`;
    expect((await server.client().post(url, { action: 'grant' })).status).toBe(401);
    expect((await client.post(url, { action: 'grant' })).status).toBe(403);
    const user = server.client();
    await signInAs(user, knex());
    expect((await user.post(url, { action: 'grant' })).status).toBe(403);
    expect((await admin.post('/api/admin/verifications/999999/decision', { action: 'grant' })).status).toBe(404);
    expect((await knex()('stableVerifications').where({ id: verificationId }).first()).status).toBe('pending');
  });
});

describe('stable slugs', () => {
  it('are unique for equal names and stay when the stable is renamed', async () => {
    const owner = await buildUser(knex(), { isStableOwner: true });
    const client = server.client();
    await client.post('/api/login', { username: owner.username, password: TEST_PASSWORD });
    const [a, b] = (await knex()('stables')
      .insert(
        ['Gut Übersee & Söhne', 'Gut Übersee & Söhne'].map((name) => ({
          ownerId: owner.id,
          name,
          address: 'Hofweg 1',
          city: 'Übersee',
          postalCode: '83236',
          region: 'germany',
        })),
      )
      .returning(['id', 'slug'])) as { id: number; slug: string }[];
    expect(a!.slug).toMatch(/^gut-uebersee-soehne(-\d+)?$/);
    expect(b!.slug).toBe(`${a!.slug.replace(/-\d+$/, '')}-${b!.id}`);
    await knex()('stables').where({ id: a!.id }).update({ name: 'Ganz anders' });
    expect((await knex()('stables').where({ id: a!.id }).first()).slug).toBe(a!.slug);
  });
});

describe('isPrivateMediaPath', () => {
  it.each([
    ['/media/private/verifications/a.pdf', true],
    ['/media/%70rivate/a.pdf', true],
    ['/media//private/a.pdf', true],
    ['/media/demo/../private/a.pdf', true],
    ['/media/demo/..%2Fprivate/a.pdf', true],
    ['/media/Private/a.pdf', true],
    ['/media/%E0%A4%A/a.pdf', true],
    ['/media/listings/4/privatex.webp', false],
    ['/media/demo/stable-01-480.webp', false],
  ])('%s: %s', (requestPath, expected) => {
    expect(isPrivateMediaPath(requestPath)).toBe(expected);
  });
});
