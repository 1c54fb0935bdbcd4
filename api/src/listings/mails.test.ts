import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());
beforeEach(() => server.services.settings.update({ ...DEFAULT_SETTINGS, siteName: 'Stallfinder Test' }));

const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;

/** An owner (with a unique address) and one listing of theirs in Austria. */
async function ownerWithListing(status = 'active') {
  const owner = await buildUser(knex(), { isStableOwner: true, firstName: 'Klara', lastName: 'Huber' });
  const stable = await buildStable(knex(), { ownerId: owner.id, region: 'austria', postalCode: '6020' });
  const listing = await buildListing(knex(), { stableId: stable.id, title: 'Sonnige Außenbox', status });
  return { owner, listing };
}

describe('PUT /api/admin/listings/:id/status mails the owner', () => {
  it('when a pending listing is approved, with the public link', async () => {
    const { owner, listing } = await ownerWithListing('pending');
    const res = await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    expect(res.status).toBe(200);
    const mails = await mailsTo(outbox(), owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Deine Anzeige „Sonnige Außenbox“ ist freigeschaltet');
    expect(mails[0]!.links).toContain(`${server.url}/at/stallplatz/${listing.id}`);
  });

  it('when a pending listing becomes premium', async () => {
    const { owner, listing } = await ownerWithListing('pending');
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'premium' });
    expect((await mailsTo(outbox(), owner.email)).map((m) => m.subject)).toEqual([
      'Deine Anzeige „Sonnige Außenbox“ ist freigeschaltet',
    ]);
  });

  it('when a pending listing is rejected, with the reason', async () => {
    const { owner, listing } = await ownerWithListing('pending');
    const res = await admin.put(`/api/admin/listings/${listing.id}/status`, {
      status: 'inactive',
      reason: 'Bitte ergänzen Sie den Preis für die Weide.',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('inactive');
    const [mail] = await mailsTo(outbox(), owner.email);
    expect(mail!.subject).toBe('Deine Anzeige „Sonnige Außenbox“ wurde nicht freigeschaltet');
    expect(mail!.text).toContain('Begründung:\nBitte ergänzen Sie den Preis für die Weide.');
    expect(mail!.links).toContain(`${server.url}/my-stables`);
  });

  it('when a pending listing is rejected without a reason', async () => {
    const { owner, listing } = await ownerWithListing('pending');
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'inactive' });
    const [mail] = await mailsTo(outbox(), owner.email);
    expect(mail!.subject).toMatch(/nicht freigeschaltet/);
    expect(mail!.text).not.toContain('Begründung');
  });

  it('answers 400 for a reason over 1000 characters', async () => {
    const { listing } = await ownerWithListing('pending');
    const res = await admin.put(`/api/admin/listings/${listing.id}/status`, {
      status: 'inactive',
      reason: 'x'.repeat(1001),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['reason']);
  });

  it('only for decisions on pending listings, and not when notifications are off', async () => {
    const { owner, listing } = await ownerWithListing('active');
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'inactive' });
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    expect(await mailsTo(outbox(), owner.email)).toHaveLength(0);
    await server.services.settings.update({ enableEmailNotifications: false });
    const pending = await ownerWithListing('pending');
    await admin.put(`/api/admin/listings/${pending.listing.id}/status`, { status: 'active' });
    expect(await mailsTo(outbox(), pending.owner.email)).toHaveLength(0);
  });
});
