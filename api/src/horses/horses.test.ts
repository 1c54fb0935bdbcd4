import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HORSE_MSG, HORSES_MAX } from '#contract/horses.ts';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const knex = () => server.services.knex;

const blitz = {
  name: 'Blitz',
  heightCm: 178,
  gender: 'stallion',
  age: 12,
  type: 'horse',
  breed: 'Trakehner',
  hoofs: 'shod',
  needs: ['eczema'],
  turnout: 'single',
  discipline: 'Dressur',
};

async function rider(): Promise<TestClient> {
  const client = server.client();
  await signInAs(client, knex());
  return client;
}

describe('the /api/my/horses routes', () => {
  it('answer 401 without a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/my/horses')).status).toBe(401);
    expect((await anonymous.post('/api/my/horses', blitz)).status).toBe(401);
    expect((await anonymous.post('/api/my/horses/import', { horses: [blitz] })).status).toBe(401);
    expect((await anonymous.put('/api/my/horses/1', blitz)).status).toBe(401);
    expect((await anonymous.delete('/api/my/horses/1')).status).toBe(401);
  });

  it('answer 404 for another user’s horse and change nothing', async () => {
    const a = await rider();
    const b = await rider();
    const horse = (await a.post('/api/my/horses', blitz)).body;
    const put = await b.put(`/api/my/horses/${horse.id}`, { ...blitz, name: 'Fremd' });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Pferd nicht gefunden');
    expect((await b.delete(`/api/my/horses/${horse.id}`)).status).toBe(404);
    expect((await b.get('/api/my/horses')).body).toEqual([]);
    expect((await a.get('/api/my/horses')).body).toMatchObject([{ id: horse.id, name: 'Blitz' }]);
  });
});

describe('POST /api/my/horses', () => {
  it('stores a horse for a rider who owns no stable and lists it', async () => {
    const client = await rider();
    const res = await client.post('/api/my/horses', blitz);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...blitz, id: expect.any(Number) });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(res.body).not.toHaveProperty('userId');
    expect((await client.get('/api/my/horses')).body).toEqual([res.body]);
  });

  it('needs only a name; the rest is stored as unknown', async () => {
    const client = await rider();
    const res = await client.post('/api/my/horses', { name: '  Fritzi ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Fritzi', heightCm: null, gender: null, needs: [], turnout: null });
  });

  it.each([
    [{ ...blitz, name: ' ' }, 'name', HORSE_MSG.nameRequired],
    [{ ...blitz, heightCm: 230 }, 'heightCm', HORSE_MSG.height],
    [{ ...blitz, heightCm: 150.5 }, 'heightCm', HORSE_MSG.height],
    [{ ...blitz, age: 46 }, 'age', HORSE_MSG.age],
    [{ ...blitz, gender: 'unicorn' }, 'gender', HORSE_MSG.choice],
    [{ ...blitz, needs: ['wings'] }, 'needs', HORSE_MSG.choice],
    [{ ...blitz, breed: 'x'.repeat(61) }, 'breed', 'Höchstens 60 Zeichen erlaubt'],
  ])('answers 400 with a German message for %o', async (body, field, message) => {
    const client = await rider();
    const res = await client.post('/api/my/horses', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it(`answers 409 for the ${HORSES_MAX + 1}th horse`, async () => {
    const client = await rider();
    for (let i = 1; i <= HORSES_MAX; i++)
      expect((await client.post('/api/my/horses', { name: `Pferd ${i}` })).status).toBe(201);
    const res = await client.post('/api/my/horses', { name: 'Eins zu viel' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(HORSE_MSG.tooMany);
    expect((await client.get('/api/my/horses')).body).toHaveLength(HORSES_MAX);
  });
});

describe('PUT /api/my/horses/:id', () => {
  it('replaces the profile; a field left out becomes unknown', async () => {
    const client = await rider();
    const horse = (await client.post('/api/my/horses', blitz)).body;
    const res = await client.put(`/api/my/horses/${horse.id}`, { name: 'Blitz', heightCm: 176, needs: [] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: horse.id, heightCm: 176, gender: null, needs: [], breed: null });
    expect((await client.put('/api/my/horses/abc', blitz)).status).toBe(400);
  });
});

describe('DELETE /api/my/horses/:id', () => {
  it('removes the horse', async () => {
    const client = await rider();
    const horse = (await client.post('/api/my/horses', blitz)).body;
    const res = await client.delete(`/api/my/horses/${horse.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HORSE_MSG.deleted);
    expect((await client.get('/api/my/horses')).body).toEqual([]);
  });
});

describe('POST /api/my/horses/import', () => {
  it('adds the device’s horses once: the same name and Stockmaß is the same horse', async () => {
    const client = await rider();
    await client.post('/api/my/horses', blitz);
    const res = await client.post('/api/my/horses/import', {
      horses: [
        { ...blitz, name: 'BLITZ' },
        { name: 'Blitz', heightCm: 140 },
        { name: 'Mona', type: 'pony' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toBe(0);
    expect(res.body.horses.map((h: { name: string; heightCm: number | null }) => [h.name, h.heightCm])).toEqual([
      ['Blitz', 178],
      ['Blitz', 140],
      ['Mona', null],
    ]);
    // Sent again (a second tab): nothing new.
    const again = await client.post('/api/my/horses/import', { horses: [{ name: 'Mona', type: 'pony' }] });
    expect(again.body.horses).toHaveLength(3);
  });

  it('takes only as many as the limit leaves room for and says how many it left out', async () => {
    const client = await rider();
    for (let i = 1; i <= HORSES_MAX - 1; i++) await client.post('/api/my/horses', { name: `Pferd ${i}` });
    const res = await client.post('/api/my/horses/import', { horses: [{ name: 'Neu 1' }, { name: 'Neu 2' }] });
    expect(res.status).toBe(200);
    expect(res.body.horses).toHaveLength(HORSES_MAX);
    expect(res.body.horses.at(-1).name).toBe('Neu 1');
    expect(res.body.skipped).toBe(1);
  });

  it('refuses an invalid horse with the field’s message', async () => {
    const client = await rider();
    const res = await client.post('/api/my/horses/import', {
      horses: [{ name: 'Ok' }, { name: 'Zu groß', heightCm: 300 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors['horses.heightCm']).toBe(HORSE_MSG.height);
    expect((await client.get('/api/my/horses')).body).toEqual([]);
  });
});

describe('GET /api/me/export', () => {
  it('includes the horse profiles', async () => {
    const client = await rider();
    await client.post('/api/my/horses', blitz);
    const res = await client.get('/api/me/export');
    expect(JSON.parse(res.text).horses).toMatchObject([blitz]);
  });
});

describe('an enquiry with a horse', () => {
  it('keeps the horse for the owner’s inbox and names it in the owner’s mail', async () => {
    const owner = server.client();
    const ownerUser = await signInAs(owner, knex(), { isStableOwner: true });
    const stable = await buildStable(knex(), { ownerId: ownerUser.id });
    const listing = await buildListing(knex(), { stableId: stable.id, title: 'Box mit Paddock' });
    const res = await server.client().post(`/api/listings/${listing.id}/enquiries`, {
      name: 'Eva Reiter',
      email: 'eva@example.de',
      message: 'Ist die Box frei?',
      horse: blitz,
    });
    expect(res.status).toBe(201);
    const [enquiry] = (await owner.get('/api/my/enquiries')).body;
    expect(enquiry.horse).toEqual(blitz);
    const [mail] = await mailsTo(server.services.mail.outbox!, ownerUser.email);
    expect(mail!.text).toContain('Stockmaß: 178 cm');
    expect(mail!.text).toContain('Geschlecht: Hengst');
    expect(mail!.text).toContain('Besonderheiten: Ekzemer');
  });

  it('is optional and refused when the horse is invalid', async () => {
    const user = await buildUser(knex(), { isStableOwner: true });
    const stable = await buildStable(knex(), { ownerId: user.id });
    const listing = await buildListing(knex(), { stableId: stable.id });
    const body = { name: 'Eva Reiter', email: 'eva@example.de', message: 'Hallo' };
    expect((await server.client().post(`/api/listings/${listing.id}/enquiries`, body)).status).toBe(201);
    const bad = await server.client().post(`/api/listings/${listing.id}/enquiries`, { ...body, horse: { name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['horse.name']).toBe(HORSE_MSG.nameRequired);
    const rows = await knex()('contact_requests').where({ listingId: listing.id });
    expect(rows.map((r: { horse: unknown }) => r.horse)).toEqual([null]);
  });
});
