import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_UNAVAILABLE_MESSAGE } from '#contract/settings-availability.ts';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { sendPendingSms, SMS_TRIES } from './job.ts';
import { smsNumber } from './outbox.ts';

/** A stand-in SMS provider on this machine: records what it is sent, answers with `status`. */
const provider = { received: [] as { to: string; text: string }[], status: 200 };
const providerServer = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (provider.status < 300) provider.received.push(JSON.parse(body));
    res.writeHead(provider.status).end();
  });
});

// One server (the models share one database per process); "without SMS_URL" takes the address from its config.
let withSms: TestServer;
let withoutSms: TestServer;
let smsUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  smsUrl = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/sms`;
  withSms = await startTestServer({ env: { SMS_URL: smsUrl } });
  withoutSms = withSms;
});
afterAll(async () => {
  await withSms?.close();
  providerServer.close();
});
beforeEach(async () => {
  provider.received = [];
  provider.status = 200;
  withSms.services.config.smsUrl = smsUrl;
  await withSms.services.settings.update({ ...DEFAULT_SETTINGS });
  await withSms.services.knex('smsOutbox').delete();
});

const unconfigured = () => {
  withSms.services.config.smsUrl = undefined;
};

async function adminOf(server: TestServer): Promise<TestClient> {
  const admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  return admin;
}

async function ownerWithListing(server: TestServer, phone: string | null) {
  const knex = server.services.knex;
  const owner = await buildUser(knex, { isStableOwner: true, phone });
  const stable = await buildStable(knex, { ownerId: owner.id });
  return buildListing(knex, { stableId: stable.id, title: 'Helle Innenbox', status: 'active' });
}

const enquire = (server: TestServer, listingId: number) =>
  server.client().post(`/api/listings/${listingId}/enquiries`, {
    name: 'Eva Reiter',
    email: 'eva.reiter@example.de',
    message: 'Guten Tag, ist die Box ab März frei?',
  });

describe('GET /api/admin/settings/availability', () => {
  it('answers 401 to a visitor and 403 to a member or an owner', async () => {
    expect((await withSms.client().get('/api/admin/settings/availability')).status).toBe(401);
    for (const role of [{}, { isStableOwner: true }]) {
      const client = withSms.client();
      await signInAs(client, withSms.services.knex, role);
      expect((await client.get('/api/admin/settings/availability')).status).toBe(403);
    }
  });

  it('tells the admin whether an SMS provider is configured', async () => {
    expect((await (await adminOf(withSms)).get('/api/admin/settings/availability')).body).toEqual({ sms: true });
    unconfigured();
    expect((await (await adminOf(withoutSms)).get('/api/admin/settings/availability')).body).toEqual({ sms: false });
  });
});

describe('enableSMSNotifications without SMS_URL', () => {
  it('cannot be turned on (400, German) and reads off even when stored on', async () => {
    unconfigured();
    const admin = await adminOf(withoutSms);
    const refused = await admin.put('/api/admin/settings', { enableSMSNotifications: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.enableSMSNotifications).toBe(SMS_UNAVAILABLE_MESSAGE);
    await withoutSms.services.settings.update({ enableSMSNotifications: true });
    expect((await admin.get('/api/admin/settings')).body.enableSMSNotifications).toBe(false);
  });

  it('sends no SMS for a new enquiry', async () => {
    unconfigured();
    await withoutSms.services.settings.update({ enableSMSNotifications: true });
    const listing = await ownerWithListing(withoutSms, '0171 2345678');
    expect((await enquire(withoutSms, listing.id)).status).toBe(201);
    expect(await withoutSms.services.knex('smsOutbox').select('id')).toEqual([]);
  });
});

describe('SMS with SMS_URL', () => {
  it('the admin turns them on; a new enquiry goes by SMS to the owner, POSTed to SMS_URL by the job', async () => {
    const admin = await adminOf(withSms);
    const on = await admin.put('/api/admin/settings', { enableSMSNotifications: true });
    expect(on.status).toBe(200);
    expect(on.body.enableSMSNotifications).toBe(true);
    const listing = await ownerWithListing(withSms, '0171 2345678');
    expect((await enquire(withSms, listing.id)).status).toBe(201);

    expect(await sendPendingSms(withSms.services.knex, withSms.services.config, new Date())).toBe(1);
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]!.to).toBe('+491712345678');
    expect(provider.received[0]!.text).toContain('Neue Anfrage von Eva Reiter zu „Helle Innenbox“');
    expect(provider.received[0]!.text).toMatch(/\/nachrichten\/\d+$/);
    // Sent once: the next run finds nothing.
    expect(await sendPendingSms(withSms.services.knex, withSms.services.config, new Date())).toBe(0);
  });

  it('sends nothing while the switch is off, or to an owner without a phone number', async () => {
    const off = await ownerWithListing(withSms, '0171 2345678');
    await enquire(withSms, off.id);
    await withSms.services.settings.update({ enableSMSNotifications: true });
    const noPhone = await ownerWithListing(withSms, null);
    await enquire(withSms, noPhone.id);
    expect(await withSms.services.knex('smsOutbox').select('id')).toEqual([]);
  });

  it('tries a refused SMS again at the next run, at most SMS_TRIES times, keeping the error', async () => {
    await withSms.services.settings.update({ enableSMSNotifications: true });
    const listing = await ownerWithListing(withSms, '+43 660 1234567');
    await enquire(withSms, listing.id);
    provider.status = 503;
    expect(await sendPendingSms(withSms.services.knex, withSms.services.config, new Date())).toBe(0);
    const failed = await withSms.services.knex('smsOutbox').first();
    expect(failed).toMatchObject({ tries: 1, sentAt: null, lastError: 'SMS provider answered 503' });
    provider.status = 200;
    expect(await sendPendingSms(withSms.services.knex, withSms.services.config, new Date())).toBe(1);
    expect(provider.received[0]!.to).toBe('+436601234567');

    await withSms.services.knex('smsOutbox').update({ sentAt: null, tries: SMS_TRIES });
    expect(await sendPendingSms(withSms.services.knex, withSms.services.config, new Date())).toBe(0);
  });
});

describe('smsNumber', () => {
  it.each([
    ['+49 171 2345678', '+491712345678'],
    ['0171/2345678', '+491712345678'],
    ['0043 660 1234567', '+436601234567'],
    ['(089) 123-456', '+4989123456'],
    ['12', null],
    ['', null],
  ])('%s → %s', (phone, expected) => expect(smsNumber(phone)).toBe(expected));
});
