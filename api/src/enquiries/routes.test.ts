import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/contact-form', () => {
  it('writes and reads the message back in one statement, so no error can follow its commit', async () => {
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    server.services.knex.on('query', record);
    try {
      const res = await server
        .client()
        .post('/api/contact-form', { name: 'A', email: 'a@example.de', message: 'Hallo' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBeTruthy();
    } finally {
      server.services.knex.removeListener('query', record);
    }
    const touching = statements.filter((sql) => sql.includes('contact_requests'));
    expect(touching).toHaveLength(1);
    expect(touching[0]).toMatch(/^insert into "contact_requests" .* returning \*$/);
  });

  it('stores the message as a contact request', async () => {
    const res = await server.client().post('/api/contact-form', {
      name: 'Max Muster',
      email: 'Max@Example.de',
      subject: 'Frage zur Anzeige',
      message: 'Guten Tag,\nich habe eine Frage.',
    });
    expect(res.status).toBe(201);
    const row = await server.services.knex('contactRequests').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      source: 'contact_form',
      name: 'Max Muster',
      email: 'max@example.de',
      subject: 'Frage zur Anzeige',
      message: 'Guten Tag,\nich habe eine Frage.',
      listingId: null,
    });
  });

  it('accepts a missing subject', async () => {
    const res = await server.client().post('/api/contact-form', { name: 'A', email: 'a@example.de', message: 'Hallo' });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ email: 'a@example.de', message: 'Hallo' }, 'name'],
    [{ name: 'A', message: 'Hallo' }, 'email'],
    [{ name: 'A', email: 'a@example.de', message: '   ' }, 'message'],
  ])('answers 400 "Bitte fülle alle Pflichtfelder aus" when a required field is missing', async (body, field) => {
    const res = await server.client().post('/api/contact-form', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe('Bitte fülle alle Pflichtfelder aus');
  });

  it('answers 400 for an invalid e-mail address and for an overlong message', async () => {
    const bad = await server.client().post('/api/contact-form', { name: 'A', email: 'kein-at', message: 'Hallo' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBe('Gültige E-Mail-Adresse erforderlich');
    const long = await server
      .client()
      .post('/api/contact-form', { name: 'A', email: 'a@example.de', message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.errors.message).toBe('Höchstens 5000 Zeichen erlaubt');
  });
});

describe('POST /api/listings/:id/enquiries', () => {
  it('stores an enquiry tied to the listing with move-in date and phone', async () => {
    const listing = await buildListing(server.services.knex);
    const res = await server.client().post(`/api/listings/${listing.id}/enquiries`, {
      name: 'Eva Reiter',
      email: 'eva@example.at',
      phone: '+43 660 1234567',
      moveInDate: '2027-01-15',
      message: 'Ist die Box noch frei?',
    });
    expect(res.status).toBe(201);
    const row = await server.services.knex('contactRequests').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      source: 'enquiry',
      listingId: listing.id,
      phone: '+43 660 1234567',
      moveInDate: '2027-01-15',
    });
  });

  it('answers 404 for an unknown or non-public listing', async () => {
    const hidden = await buildListing(server.services.knex, { status: 'pending' });
    const body = { name: 'Eva', email: 'eva@example.at', message: 'Frei?' };
    expect((await server.client().post(`/api/listings/${hidden.id}/enquiries`, body)).status).toBe(404);
    expect((await server.client().post('/api/listings/999999/enquiries', body)).status).toBe(404);
    expect((await server.client().post('/api/listings/abc/enquiries', body)).status).toBe(400);
  });

  it('answers 400 for an impossible move-in date', async () => {
    const listing = await buildListing(server.services.knex);
    const res = await server.client().post(`/api/listings/${listing.id}/enquiries`, {
      name: 'Eva',
      email: 'eva@example.at',
      moveInDate: '2027-02-30',
      message: 'Frei?',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.moveInDate).toBe('Bitte ein gültiges Datum angeben');
  });
});
