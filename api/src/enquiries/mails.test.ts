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

const enquiryBody = {
  name: 'Eva Reiter',
  email: 'Eva.Reiter@Example.de',
  phone: '+49 171 2345678',
  moveInDate: '2027-03-01',
  message: 'Guten Tag,\nist die Box ab März frei?',
};

describe('the new-enquiry mail', () => {
  it("goes to the listing's owner with the details and the link to the conversation, not as a reply-to", async () => {
    const { owner, listing } = await ownerWithListing();
    const res = await server.client().post(`/api/listings/${listing.id}/enquiries`, enquiryBody);
    expect(res.status).toBe(201);
    const mails = await mailsTo(outbox(), owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // The answer belongs in the conversation, where the enquirer reads it.
    expect(mail.replyTo ?? '').not.toContain('eva.reiter@example.de');
    expect(mail.subject).toBe('Neue Anfrage für „Sonnige Außenbox“');
    expect(mail.text).toContain('Hallo Klara,');
    expect(mail.text).toContain('Name: Eva Reiter');
    expect(mail.text).toContain('E-Mail: eva.reiter@example.de');
    expect(mail.text).toContain('Telefon: +49 171 2345678');
    expect(mail.text).toContain('Gewünschter Einzug: 01.03.2027');
    expect(mail.text).toContain('ist die Box ab März frei?');
    expect(mail.text).toContain('Dein Stallfinder Test-Team');
    expect(mail.links).toContain(`${server.url}/nachrichten/${res.body.conversationId}`);
    expect(mail.text).toContain('Antworte Eva Reiter in eurer Unterhaltung');
    expect(mail.html).toContain('Sonnige Außenbox');
  });

  it('leaves out phone and move-in date when the enquirer gave none', async () => {
    const { owner, listing } = await ownerWithListing();
    await server
      .client()
      .post(`/api/listings/${listing.id}/enquiries`, { name: 'Ben', email: 'ben@example.de', message: 'Frei?' });
    const [mail] = await mailsTo(outbox(), owner.email);
    expect(mail!.text).not.toContain('Telefon:');
    expect(mail!.text).not.toContain('Gewünschter Einzug:');
  });

  it('is not sent when e-mail notifications are off, and the enquiry is still stored', async () => {
    await server.services.settings.update({ enableEmailNotifications: false });
    const { owner, listing } = await ownerWithListing();
    const res = await server.client().post(`/api/listings/${listing.id}/enquiries`, enquiryBody);
    expect(res.status).toBe(201);
    expect(await mailsTo(outbox(), owner.email)).toHaveLength(0);
    expect(await knex()('contact_requests').where('listingId', listing.id)).toHaveLength(1);
  });

  it('does not fail the enquiry when sending fails', async () => {
    const { listing } = await ownerWithListing();
    const send = server.services.mail.send;
    server.services.mail.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await server.client().post(`/api/listings/${listing.id}/enquiries`, enquiryBody);
      expect(res.status).toBe(201);
    } finally {
      server.services.mail.send = send;
    }
    expect(await knex()('contact_requests').where('listingId', listing.id)).toHaveLength(1);
  });
});
