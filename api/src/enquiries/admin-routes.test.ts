import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;
let listing: { id: number; title: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  listing = await buildListing(server.services.knex, { title: 'Innenbox mit Weidegang in Lüneburg' });

  const visitor = server.client();
  const form = await visitor.post('/api/contact-form', {
    name: 'Max Muster',
    email: 'max@example.de',
    subject: 'Frage zur Anzeige',
    message: 'Hallo,\nwie kann ich inserieren?\n\nGruß Max',
  });
  if (form.status !== 201) throw new Error(`contact form failed: ${form.status} ${form.text}`);
  const enquiry = await visitor.post(`/api/listings/${listing.id}/enquiries`, {
    name: 'Erika Reiterin',
    email: 'erika@example.at',
    phone: '+43 660 1234567',
    moveInDate: '2026-03-01',
    message: 'Ist die Box ab März frei?',
  });
  if (enquiry.status !== 201) throw new Error(`enquiry failed: ${enquiry.status} ${enquiry.text}`);
});
afterAll(() => server?.close());

describe('GET /api/admin/contacts', () => {
  it('shows contact-form messages and listing enquiries, newest first', async () => {
    const res = await admin.get('/api/admin/contacts');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [enquiry, message] = res.body;
    expect(enquiry).toEqual({
      id: expect.any(Number),
      name: 'Erika Reiterin',
      email: 'erika@example.at',
      phone: '+43 660 1234567',
      subject: null,
      message: 'Ist die Box ab März frei?',
      moveInDate: '2026-03-01',
      source: 'enquiry',
      status: 'new',
      listingId: listing.id,
      listingTitle: 'Innenbox mit Weidegang in Lüneburg',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(message).toMatchObject({
      name: 'Max Muster',
      email: 'max@example.de',
      phone: null,
      subject: 'Frage zur Anzeige',
      message: 'Hallo,\nwie kann ich inserieren?\n\nGruß Max',
      moveInDate: null,
      source: 'contact_form',
      listingId: null,
      listingTitle: null,
    });
    expect(Date.parse(enquiry.createdAt)).toBeGreaterThanOrEqual(Date.parse(message.createdAt));
  });

  it('searches name, e-mail, phone and message, ignoring case', async () => {
    const cases: [string, string[]][] = [
      ['MAX MUSTER', ['Max Muster']],
      ['example.at', ['Erika Reiterin']],
      ['660 123', ['Erika Reiterin']],
      ['AB MÄRZ', ['Erika Reiterin']],
      ['inserieren', ['Max Muster']],
      ['example', ['Erika Reiterin', 'Max Muster']],
      ['niemand', []],
    ];
    for (const [term, names] of cases) {
      const res = await admin.get(`/api/admin/contacts?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((c: { name: string }) => c.name)).toEqual(names);
    }
  });

  it('treats an empty search as no filter', async () => {
    expect((await admin.get('/api/admin/contacts?search=')).body).toHaveLength(2);
  });
});
