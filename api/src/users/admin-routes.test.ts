import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable, buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
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
const adminCount = async () => Number((await knex()('users').where('isAdmin', true).count({ n: '*' }))[0]!.n);

describe('GET /api/admin/users', () => {
  it('lists every user newest first, without password hashes', async () => {
    const older = await buildUser(knex(), { createdAt: new Date('2025-01-01T10:00:00Z') });
    const newer = await buildUser(knex(), { createdAt: new Date('2025-02-01T10:00:00Z') });
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).toContain(adminUser.id);
    expect(res.text).not.toMatch(/password/i);
    expect(res.body.find((u: { id: number }) => u.id === newer.id)).toEqual({
      id: newer.id,
      email: newer.email,
      username: newer.username,
      firstName: 'Anna',
      lastName: expect.stringMatching(/^Muster/),
      phone: null,
      isAdmin: false,
      isStableOwner: false,
      emailVerified: true,
      pendingEmail: null,
      createdAt: '2025-02-01T10:00:00.000Z',
    });
  });

  it('searches e-mail, username and full name, ignoring case', async () => {
    const target = await buildUser(knex(), {
      email: 'Hufschmied.Karl@Example.de',
      username: 'KarlDerHufschmied',
      firstName: 'Karl-Heinz',
      lastName: 'Ötztaler',
    });
    for (const term of ['hufschmied.karl@', 'KARLDER', 'karl-heinz ötz', 'ÖTZTALER', 'oetztaler']) {
      const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((u: { id: number }) => u.id)).toEqual([target.id]);
    }
  });

  it('treats % and _ in the search as plain characters', async () => {
    const res = await admin.get(`/api/admin/users?search=${encodeURIComponent('%')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('filters by role', async () => {
    const owner = await buildUser(knex(), { isStableOwner: true });
    const plain = await buildUser(knex());
    const ownerAdmin = await buildUser(knex(), { isAdmin: true, isStableOwner: true });

    const admins = (await admin.get('/api/admin/users?role=admin')).body as { id: number; isAdmin: boolean }[];
    expect(admins.every((u) => u.isAdmin)).toBe(true);
    expect(admins.map((u) => u.id)).toEqual(expect.arrayContaining([adminUser.id, ownerAdmin.id]));

    const owners = (await admin.get('/api/admin/users?role=stable_owner')).body as {
      id: number;
      isAdmin: boolean;
      isStableOwner: boolean;
    }[];
    expect(owners.every((u) => u.isStableOwner && !u.isAdmin)).toBe(true);
    expect(owners.map((u) => u.id)).toContain(owner.id);
    expect(owners.map((u) => u.id)).not.toContain(ownerAdmin.id);

    const users = (await admin.get('/api/admin/users?role=user')).body as {
      id: number;
      isAdmin: boolean;
      isStableOwner: boolean;
    }[];
    expect(users.every((u) => !u.isStableOwner && !u.isAdmin)).toBe(true);
    expect(users.map((u) => u.id)).toContain(plain.id);

    expect((await admin.get('/api/admin/users?role=all')).body.length).toBe(
      (await admin.get('/api/admin/users')).body.length,
    );
  });

  it('answers 400 for an unknown role', async () => {
    const res = await admin.get('/api/admin/users?role=superuser');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unbekannte Rolle');
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user who can then sign in', async () => {
    const res = await admin.post('/api/admin/users', {
      email: 'Neue.Reiterin@Example.de',
      username: 'neuereiterin',
      password: 'pferd123',
      firstName: 'Nele',
      lastName: 'Reiter',
      phone: '+49 170 1234567',
      isAdmin: false,
      isStableOwner: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'neue.reiterin@example.de',
      username: 'neuereiterin',
      firstName: 'Nele',
      lastName: 'Reiter',
      phone: '+49 170 1234567',
      isAdmin: false,
      isStableOwner: true,
    });
    expect(res.body.password).toBeUndefined();
    expect(res.body.passwordHash).toBeUndefined();

    const login = await server.client().post('/api/login', { username: 'neuereiterin', password: 'pferd123' });
    expect(login.status).toBe(200);
  });

  it('creates an admin who can sign in to the back office', async () => {
    const res = await admin.post('/api/admin/users', {
      email: 'chefin@example.de',
      username: 'chefin',
      password: 'geheim1',
      isAdmin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isAdmin: true,
      isStableOwner: false,
      firstName: null,
      lastName: null,
      phone: null,
    });
    const login = await server.client().post('/api/admin/login', { username: 'chefin', password: 'geheim1' });
    expect(login.status).toBe(200);
  });

  it('answers 409 for a taken e-mail address or username, whatever the case', async () => {
    const existing = await buildUser(knex());
    const byEmail = await admin.post('/api/admin/users', {
      email: existing.email.toUpperCase(),
      username: 'ganzneu1',
      password: 'geheim1',
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert');

    const byName = await admin.post('/api/admin/users', {
      email: 'ganzneu1@example.de',
      username: existing.username.toUpperCase(),
      password: 'geheim1',
    });
    expect(byName.status).toBe(409);
    expect(byName.body.message).toBe('Dieser Benutzername ist bereits vergeben');
  });

  it('validates e-mail, username and password with German messages', async () => {
    const res = await admin.post('/api/admin/users', { email: 'kein-at', username: 'ab', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ungültige Eingabe');
    expect(res.body.errors).toEqual({
      email: 'Gültige E-Mail-Adresse erforderlich',
      username: 'Benutzername muss mindestens 3 Zeichen haben',
      password: 'Passwort muss mindestens 6 Zeichen haben',
    });

    const missing = await admin.post('/api/admin/users', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      username: 'Benutzername ist erforderlich',
      password: 'Passwort ist erforderlich',
    });
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('changes only the fields sent', async () => {
    const user = await buildUser(knex(), { phone: '0171 111111', firstName: 'Berta' });
    const res = await admin.put(`/api/admin/users/${user.id}`, { lastName: 'Neuname', isStableOwner: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: 'Berta',
      lastName: 'Neuname',
      phone: '0171 111111',
      isStableOwner: true,
      isAdmin: false,
    });
    const listed = (await admin.get(`/api/admin/users?search=${user.username}`)).body[0];
    expect(listed).toMatchObject({ lastName: 'Neuname', isStableOwner: true });
  });

  it('clears optional fields sent blank', async () => {
    const user = await buildUser(knex(), { phone: '0171 222222' });
    const res = await admin.put(`/api/admin/users/${user.id}`, { phone: '', firstName: null });
    expect(res.status).toBe(200);
    expect(res.body.phone).toBeNull();
    expect(res.body.firstName).toBeNull();
  });

  it('changes e-mail and username, keeping its own', async () => {
    const user = await buildUser(knex());
    const same = await admin.put(`/api/admin/users/${user.id}`, {
      email: user.email,
      username: user.username.toUpperCase(),
    });
    expect(same.status).toBe(200);
    expect(same.body.username).toBe(user.username.toUpperCase());
    const res = await admin.put(`/api/admin/users/${user.id}`, { email: 'umgezogen@example.de' });
    expect(res.body.email).toBe('umgezogen@example.de');
  });

  it('grants and removes admin rights', async () => {
    const user = await buildUser(knex());
    const granted = await admin.put(`/api/admin/users/${user.id}`, { isAdmin: true });
    expect(granted.body.isAdmin).toBe(true);
    const login = server.client();
    expect((await login.post('/api/admin/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const removed = await admin.put(`/api/admin/users/${user.id}`, { isAdmin: false });
    expect(removed.body.isAdmin).toBe(false);
    expect((await login.get('/api/admin/me')).status).toBe(403);
  });

  it('answers 409 when the e-mail address or username belongs to someone else', async () => {
    const [a, b] = [await buildUser(knex()), await buildUser(knex())];
    const email = await admin.put(`/api/admin/users/${a.id}`, { email: b.email });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert');
    const username = await admin.put(`/api/admin/users/${a.id}`, { username: b.username });
    expect(username.status).toBe(409);
    expect(username.body.message).toBe('Dieser Benutzername ist bereits vergeben');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const res = await admin.put('/api/admin/users/999999', { firstName: 'Niemand' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Benutzer nicht gefunden');
    const bad = await admin.put('/api/admin/users/abc', { firstName: 'Niemand' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ungültige ID');
  });

  it('validates the fields sent', async () => {
    const user = await buildUser(knex());
    const res = await admin.put(`/api/admin/users/${user.id}`, { email: 'kaputt', username: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Gültige E-Mail-Adresse erforderlich',
      username: 'Benutzername muss mindestens 3 Zeichen haben',
    });
  });
});

describe('the last administrator', () => {
  it('can be neither demoted nor deleted, and stays an admin', async () => {
    await knex()('users').whereNot('id', adminUser.id).update({ isAdmin: false });
    const demote = await admin.put(`/api/admin/users/${adminUser.id}`, { isAdmin: false });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('Der letzte Administrator kann nicht herabgestuft werden');
    const remove = await admin.delete(`/api/admin/users/${adminUser.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('Der letzte Administrator kann nicht gelöscht werden');
    expect((await admin.get('/api/admin/me')).body).toMatchObject({ username: adminUser.username, isAdmin: true });
  });

  it('may step down or delete themselves while another admin remains', async () => {
    const second = server.client();
    const secondUser = await signInAs(second, knex(), { isAdmin: true });
    const stepDown = await second.put(`/api/admin/users/${secondUser.id}`, { isAdmin: false });
    expect(stepDown.status).toBe(200);
    expect((await second.get('/api/admin/users')).status).toBe(403);

    const third = server.client();
    const thirdUser = await signInAs(third, knex(), { isAdmin: true });
    const gone = await third.delete(`/api/admin/users/${thirdUser.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Benutzer gelöscht');
    expect((await third.get('/api/admin/me')).status).toBe(401);
    expect(await adminCount()).toBe(1);
  });

  it('survives two admins demoting themselves at the same time', async () => {
    const [a, b] = [server.client(), server.client()];
    const [userA, userB] = [await signInAs(a, knex(), { isAdmin: true }), await signInAs(b, knex(), { isAdmin: true })];
    await knex()('users').whereNotIn('id', [userA.id, userB.id]).update({ isAdmin: false });
    const results = await Promise.all([
      a.put(`/api/admin/users/${userA.id}`, { isAdmin: false }),
      b.put(`/api/admin/users/${userB.id}`, { isAdmin: false }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await adminCount()).toBe(1);
  });

  it('survives two admins deleting each other at the same time', async () => {
    const [a, b] = [server.client(), server.client()];
    const [userA, userB] = [await signInAs(a, knex(), { isAdmin: true }), await signInAs(b, knex(), { isAdmin: true })];
    await knex()('users').whereNotIn('id', [userA.id, userB.id]).update({ isAdmin: false });
    const results = await Promise.all([
      a.delete(`/api/admin/users/${userB.id}`),
      b.delete(`/api/admin/users/${userA.id}`),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
    // Restore the admin the other tests sign in as.
    await knex()('users').where('id', adminUser.id).update({ isAdmin: true });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user with their stables, listings and sessions', async () => {
    const ownerClient = server.client();
    const owner = await signInAs(ownerClient, knex(), { isStableOwner: true });
    const stable = await buildStable(knex(), { ownerId: owner.id });
    const listing = await buildListing(knex(), { stableId: stable.id, title: 'Wird mitgelöscht' });

    const res = await admin.delete(`/api/admin/users/${owner.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Benutzer gelöscht' });

    expect((await admin.get(`/api/admin/users?search=${owner.username}`)).body).toEqual([]);
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
    const listings = (await admin.get('/api/admin/listings')).body as { id: number }[];
    expect(listings.map((l) => l.id)).not.toContain(listing.id);
    expect((await ownerClient.get('/api/user')).status).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.delete('/api/admin/users/999999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Benutzer nicht gefunden');
  });
});
