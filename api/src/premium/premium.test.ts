// Premium from both sides (issue 38): the owner's offers and booking (prices, extension, start on payment), the
// invoices and their PDF with the embedded EN 16931 XML, the back office's payment and cancellation by credit note,
// the admin's override, the permission matrix (401, 403, 404 for another owner's listing or invoice), German 400s,
// and invoice numbers without gaps under concurrent bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_MSG, SMALL_BUSINESS_NOTE } from '#contract/premium.ts';
import { buildListing } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { expectOwnersOnly } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { CII_GUIDELINE } from './cii.ts';
import { nextInvoiceNumber } from './numbering.ts';
import { download, ownerWithListing, readPdf, setSettings, signedInAdmin } from './test-helpers.ts';

let server: TestServer;
let admin: { id: number; client: TestClient };
const knex = () => server.services.knex;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server?.close());

const listingRow = (id: number) => knex()('listings').where({ id }).first();

describe('GET /api/my/listings/:id/premium', () => {
  it('offers 7, 30 and 90 days pro rata of the net price of 30 days, with 19 % VAT', async () => {
    const { client, listing } = await ownerWithListing(server);
    const res = await client.get(`/api/my/listings/${listing.id}/premium`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      active: false,
      vatRate: 19,
      offers: [
        { days: 7, net: 7, vat: 1.33, gross: 8.33 },
        { days: 30, net: 29.99, vat: 5.7, gross: 35.69 },
        { days: 90, net: 89.97, vat: 17.09, gross: 107.06 },
      ],
    });
  });

  it('answers owners only, and 404 for another owner’s listing or none', async () => {
    const { listing } = await ownerWithListing(server);
    await expectOwnersOnly(server, 'GET', `/api/my/listings/${listing.id}/premium`);
    await expectOwnersOnly(server, 'POST', `/api/my/listings/${listing.id}/premium`, { days: 30 });
    const other = await ownerWithListing(server);
    const foreign = await other.client.get(`/api/my/listings/${listing.id}/premium`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Stallplatz nicht gefunden');
    expect((await other.client.post(`/api/my/listings/${listing.id}/premium`, { days: 30 })).status).toBe(404);
    expect((await other.client.get('/api/my/listings/99999999/premium')).status).toBe(404);
    expect(await knex()('invoices').where({ listingId: listing.id })).toHaveLength(0);
  });
});

describe('POST /api/my/listings/:id/premium', () => {
  it('books 30 days from now with an invoice, makes the listing Premium, and an extension starts at the old end', async () => {
    const { client, listing, owner } = await ownerWithListing(server);
    const before = Date.now();
    const res = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 30 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.invoice).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^\d{4}-\d{5}$/),
      gross: 35.69,
    });
    const startsAt = new Date(res.body.startsAt).getTime();
    expect(startsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(res.body.endsAt).getTime() - startsAt).toBe(30 * DAY);
    expect(await listingRow(listing.id)).toMatchObject({ isPremium: true, status: 'active' });

    const more = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 7 });
    expect(more.status).toBe(201);
    expect(more.body.startsAt).toBe(res.body.endsAt);
    expect(new Date(more.body.endsAt).getTime() - new Date(res.body.endsAt).getTime()).toBe(7 * DAY);

    const state = await client.get(`/api/my/listings/${listing.id}/premium`);
    expect(state.body).toMatchObject({ active: true, startsAt: res.body.startsAt, endsAt: more.body.endsAt });
    const mails = await mailsTo(server.services.mail.outbox!, owner.email);
    expect(mails.map((m) => m.subject)).toContain(`Deine Rechnung ${res.body.invoice.number}`);
  });

  it.each([[{}], [{ days: 14 }], [{ days: '30' }]])('answers 400 in German for %o', async (body) => {
    const { client, listing } = await ownerWithListing(server);
    const res = await client.post(`/api/my/listings/${listing.id}/premium`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.days).toBe(PREMIUM_MSG.days);
  });

  it('gives concurrent bookings consecutive numbers without gaps', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => ownerWithListing(server)));
    const answers = await Promise.all(
      owners.flatMap(({ client, listing }) =>
        [30, 7].map((days) => client.post(`/api/my/listings/${listing.id}/premium`, { days })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const numbers = answers.map((a) => Number((a.body.invoice.number as string).slice(5))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[11]! - numbers[0]!).toBe(11);
    const all = (await knex()('invoices').select('number')).map((r: { number: string }) => Number(r.number.slice(5)));
    const sorted = all.sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
  });
});

describe('invoice numbers', () => {
  it('holds the year’s counter until the taking transaction ends, and a rollback gives its number back', async () => {
    const year = 2099;
    let committedAt = 0;
    let releaseFirst!: () => void;
    const firstHasNumber = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = knex().transaction(async (trx) => {
      const number = await nextInvoiceNumber(trx, year);
      releaseFirst();
      await new Promise((resolve) => setTimeout(resolve, 300));
      committedAt = Date.now();
      return number;
    });
    await firstHasNumber;
    const second = knex().transaction(async (trx) => ({ number: await nextInvoiceNumber(trx, year), at: Date.now() }));
    expect(await first).toBe('2099-00001');
    const taken = await second;
    expect(taken.number).toBe('2099-00002');
    expect(taken.at).toBeGreaterThanOrEqual(committedAt);

    await expect(
      knex().transaction(async (trx) => {
        await nextInvoiceNumber(trx, year);
        throw new Error('Buchung abgebrochen');
      }),
    ).rejects.toThrow('Buchung abgebrochen');
    expect(await knex().transaction((trx) => nextInvoiceNumber(trx, year))).toBe('2099-00003');
  });
});

describe('GET /api/my/invoices and its PDF', () => {
  it('lists the owner’s invoices and sends a § 14 UStG PDF with the EN 16931 XML inside, the same every time', async () => {
    const { client, listing } = await ownerWithListing(server, { title: 'Helle Box am Waldrand' });
    const booked = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 30 });
    const list = await client.get('/api/my/invoices');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: booked.body.invoice.id,
        number: booked.body.invoice.number,
        kind: 'invoice',
        state: 'open',
        net: 29.99,
        vat: 5.7,
        gross: 35.69,
        vatRate: 19,
        days: 30,
        listingId: listing.id,
      }),
    ]);

    const pdf = await download(client, `/api/my/invoices/${booked.body.invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="rechnung-${booked.body.invoice.number}.pdf"`,
    );
    const { text, files } = await readPdf(pdf.bytes);
    for (const part of [
      `Rechnung ${booked.body.invoice.number}`,
      'Stallfinder GmbH',
      'Leopoldstraße 118',
      'Steuernummer: 143/123/45678',
      'USt-IdNr.: DE328714596',
      'Reiterhof Sonnenwiese',
      'Rechnungsdatum',
      'Leistungszeitraum',
      'Nettobetrag 29,99 €',
      'Umsatzsteuer 19 % 5,70 €',
      'Gesamtbetrag 35,69 €',
      'Helle Box am Waldrand',
    ]) {
      expect(text).toContain(part);
    }
    const xml = files.get('factur-x.xml')!;
    expect(xml).toBeDefined();
    for (const field of [
      `<ram:ID>${CII_GUIDELINE}</ram:ID>`,
      `<ram:ID>${booked.body.invoice.number}</ram:ID>`,
      '<ram:TypeCode>380</ram:TypeCode>',
      '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
      '<ram:SellerTradeParty><ram:Name>Stallfinder GmbH</ram:Name>',
      '<ram:ID schemeID="VA">DE328714596</ram:ID>',
      '<ram:BuyerTradeParty>',
      '<ram:CategoryCode>S</ram:CategoryCode>',
      '<ram:RateApplicablePercent>19</ram:RateApplicablePercent>',
      '<ram:TaxBasisTotalAmount>29.99</ram:TaxBasisTotalAmount>',
      '<ram:TaxTotalAmount currencyID="EUR">5.70</ram:TaxTotalAmount>',
      '<ram:GrandTotalAmount>35.69</ram:GrandTotalAmount>',
      '<ram:DuePayableAmount>35.69</ram:DuePayableAmount>',
      '<ram:BillingSpecifiedPeriod>',
    ]) {
      expect(xml).toContain(field);
    }
    const again = await download(client, `/api/my/invoices/${booked.body.invoice.id}/pdf`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);
    const exported = await client.get('/api/me/export');
    expect(exported.body.invoices).toEqual([expect.objectContaining({ number: booked.body.invoice.number })]);
  });

  it('answers owners only, 404 for another owner’s invoice, and keeps an issued invoice from changing', async () => {
    const { client, listing } = await ownerWithListing(server);
    const booked = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 7 });
    const id = booked.body.invoice.id as number;
    await expectOwnersOnly(server, 'GET', '/api/my/invoices');
    await expectOwnersOnly(server, 'GET', `/api/my/invoices/${id}/pdf`);
    const other = await ownerWithListing(server);
    const foreign = await other.client.get(`/api/my/invoices/${id}/pdf`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Rechnung nicht gefunden');
    expect((await other.client.get('/api/my/invoices')).body).toEqual([]);
    await expect(knex()('invoices').where({ id }).update({ grossCents: 1 })).rejects.toThrow(/does not change/);
  });

  it('prints the small-business note instead of VAT when so configured', async () => {
    await setSettings(admin.client, { smallBusiness: true });
    try {
      const { client, listing } = await ownerWithListing(server);
      const offers = (await client.get(`/api/my/listings/${listing.id}/premium`)).body;
      expect(offers.offers[1]).toEqual({ days: 30, net: 29.99, vat: 0, gross: 29.99 });
      const booked = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 30 });
      const { text, files } = await readPdf(
        (await download(client, `/api/my/invoices/${booked.body.invoice.id}/pdf`)).bytes,
      );
      expect(text.replace(/\s+/g, ' ')).toContain(SMALL_BUSINESS_NOTE);
      expect(text).not.toContain('Umsatzsteuer 19 %');
      expect(text).toContain('Gesamtbetrag 29,99 €');
      expect(files.get('factur-x.xml')).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    } finally {
      await setSettings(admin.client, { smallBusiness: false });
    }
  });
});

describe('the back office’s invoices', () => {
  it('answers admins only', async () => {
    const { client, listing } = await ownerWithListing(server);
    const id = (await client.post(`/api/my/listings/${listing.id}/premium`, { days: 7 })).body.invoice.id as number;
    for (const [method, path] of [
      ['GET', '/api/admin/invoices'],
      ['PUT', `/api/admin/invoices/${id}/paid`],
      ['POST', `/api/admin/invoices/${id}/cancel`],
    ] as const) {
      expect((await server.client().request(method, path)).status, `${method} ${path}`).toBe(401);
      const asOwner = await client.request(method, path);
      expect(asOwner.status).toBe(403);
      expect(asOwner.body.message).toBe('Nur für Administratoren');
    }
    expect((await admin.client.put('/api/admin/invoices/99999999/paid')).status).toBe(404);
    expect((await admin.client.post('/api/admin/invoices/99999999/cancel')).status).toBe(404);
    expect((await admin.client.put('/api/admin/invoices/abc/paid')).status).toBe(400);
  });

  it('lists every invoice with its buyer, marks one paid once, and cancels another with a numbered credit note', async () => {
    const { client, listing, owner } = await ownerWithListing(server);
    const first = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 30 });
    const list = await admin.client.get('/api/admin/invoices');
    expect(list.status).toBe(200);
    expect(list.body.find((i: { id: number }) => i.id === first.body.invoice.id)).toMatchObject({
      state: 'open',
      buyerEmail: owner.email,
      buyerName: expect.stringContaining('Reiterhof Sonnenwiese'),
    });

    const paid = await admin.client.put(`/api/admin/invoices/${first.body.invoice.id}/paid`);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
    const twice = await admin.client.put(`/api/admin/invoices/${first.body.invoice.id}/paid`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(PREMIUM_MSG.alreadyPaid);

    const cancelled = await admin.client.post(`/api/admin/invoices/${first.body.invoice.id}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    const creditNumber = cancelled.body.relatedNumber as string;
    expect(Number(creditNumber.slice(5))).toBeGreaterThan(Number((first.body.invoice.number as string).slice(5)));
    expect(await listingRow(listing.id)).toMatchObject({ isPremium: false, status: 'active' });
    expect((await admin.client.post(`/api/admin/invoices/${first.body.invoice.id}/cancel`)).status).toBe(409);

    const mine = (await client.get('/api/my/invoices')).body as {
      id: number;
      kind: string;
      number: string;
      gross: number;
    }[];
    const credit = mine.find((i) => i.kind === 'credit_note')!;
    expect(credit).toMatchObject({ number: creditNumber, gross: -35.69, relatedNumber: first.body.invoice.number });
    const { text, files } = await readPdf((await download(client, `/api/my/invoices/${credit.id}/pdf`)).bytes);
    expect(text).toContain(`Stornorechnung ${creditNumber}`);
    expect(text).toContain(`Rechnung ${first.body.invoice.number}`);
    expect(text).toContain('Gesamtbetrag -35,69 €');
    expect(files.get('factur-x.xml')).toContain('<ram:TypeCode>381</ram:TypeCode>');
    const creditAgain = await admin.client.put(`/api/admin/invoices/${credit.id}/paid`);
    expect(creditAgain.status).toBe(409);
  });

  it('starts Premium with the payment when the setting says so', async () => {
    await setSettings(admin.client, { premiumStartsOn: 'payment' });
    try {
      const { client, listing } = await ownerWithListing(server);
      const booked = await client.post(`/api/my/listings/${listing.id}/premium`, { days: 30 });
      expect(booked.status).toBe(201);
      expect(booked.body.startsAt).toBeUndefined();
      expect((await client.get(`/api/my/listings/${listing.id}/premium`)).body.active).toBe(false);
      const { text } = await readPdf((await download(client, `/api/my/invoices/${booked.body.invoice.id}/pdf`)).bytes);
      expect(text).toContain('30 Tage ab Zahlungseingang');
      expect((await admin.client.put(`/api/admin/invoices/${booked.body.invoice.id}/paid`)).status).toBe(200);
      const state = (await client.get(`/api/my/listings/${listing.id}/premium`)).body;
      expect(state.active).toBe(true);
      expect(new Date(state.endsAt).getTime() - new Date(state.startsAt).getTime()).toBe(30 * DAY);
    } finally {
      await setSettings(admin.client, { premiumStartsOn: 'booking' });
    }
  });
});

describe('PUT /api/admin/listings/:id/premium', () => {
  it('overrides the bookings, recorded with who and when; toggling back to the bookings clears it', async () => {
    const listing = await buildListing(knex());
    const on = await admin.client.put(`/api/admin/listings/${listing.id}/premium`, { isPremium: true });
    expect(on.status).toBe(200);
    expect(on.body.isPremium).toBe(true);
    expect(await listingRow(listing.id)).toMatchObject({
      isPremium: true,
      status: 'active',
      premiumOverride: true,
      premiumOverrideBy: admin.id,
      premiumOverrideAt: expect.any(Date),
    });
    const off = await admin.client.put(`/api/admin/listings/${listing.id}/premium`, { isPremium: false });
    expect(off.body.isPremium).toBe(false);
    expect(await listingRow(listing.id)).toMatchObject({ isPremium: false, status: 'active', premiumOverride: null });
  });
});
