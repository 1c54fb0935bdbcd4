import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());

/** Spec section 9 (site name, description and contact address are the brand's own). */
const SPEC_DEFAULTS = {
  siteName: 'Stallfinder',
  siteDescription: 'Der Marktplatz für Pferde-Stallplätze in Deutschland, Österreich und der Schweiz.',
  contactEmail: 'info@stallfinder.de',
  enableEmailNotifications: true,
  enableSMSNotifications: false,
  maintenanceMode: false,
  maintenanceText: 'Wir führen gerade Wartungsarbeiten durch. Bitte versuche es später noch einmal.',
  allowRegistrations: true,
  requireEmailVerification: true,
  maxListingsPerUser: 10,
  premiumPrice: 29.99,
  autoApproveListings: false,
  enableGoogleAnalytics: true,
  enableCookieConsent: true,
  primaryColor: '#8B4513',
  secondaryColor: '#F5F3EF',
  // Issue 38's settings: freshness, Premium invoices, analytics.
  listingExpiryDays: 90,
  premiumStartsOn: 'booking',
  invoiceSellerName: 'Stallfinder GmbH',
  invoiceSellerStreet: 'Leopoldstraße 118',
  invoiceSellerZip: '80802',
  invoiceSellerCity: 'München',
  invoiceTaxNumber: '143/123/45678',
  invoiceVatId: 'DE328714596',
  vatRate: 19,
  smallBusiness: false,
  analyticsMeasurementId: '',
};

const HEX = 'Bitte eine Farbe im Format #RRGGBB angeben';
const INTEGER = 'Bitte eine ganze Zahl ab 0 angeben';
const DECIMAL = 'Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben';

describe('GET /api/admin/settings', () => {
  it('answers every field with the defaults of the spec before anything was saved', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SPEC_DEFAULTS);
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves every field and reads them back', async () => {
    const all = {
      siteName: 'Pferdeplatz',
      siteDescription: 'Stallplätze im ganzen DACH-Raum',
      contactEmail: 'hallo@pferdeplatz.de',
      enableEmailNotifications: false,
      // On only with an SMS provider (api/src/sms/sms.test.ts).
      enableSMSNotifications: false,
      maintenanceMode: false,
      maintenanceText: 'Gleich wieder da.',
      allowRegistrations: true,
      requireEmailVerification: false,
      maxListingsPerUser: 0,
      premiumPrice: 0,
      autoApproveListings: true,
      enableGoogleAnalytics: false,
      enableCookieConsent: false,
      primaryColor: '#123abc',
      secondaryColor: '#FFFFFF',
      listingExpiryDays: 30,
      premiumStartsOn: 'payment',
      invoiceSellerName: 'Pferdeplatz UG',
      invoiceSellerStreet: 'Hauptstraße 5',
      invoiceSellerZip: '1010',
      invoiceSellerCity: 'Wien',
      invoiceTaxNumber: '',
      invoiceVatId: 'ATU12345678',
      vatRate: 20,
      smallBusiness: true,
      analyticsMeasurementId: 'G-ABC1234',
    };
    const res = await admin.put('/api/admin/settings', all);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(all);
    expect((await admin.get('/api/admin/settings')).body).toEqual(all);
  });

  it('merges a partial update over what is stored', async () => {
    await admin.put('/api/admin/settings', SPEC_DEFAULTS);
    const res = await admin.put('/api/admin/settings', { premiumPrice: 19.5, maxListingsPerUser: 25 });
    expect(res.status).toBe(200);
    expect((await admin.get('/api/admin/settings')).body).toEqual({
      ...SPEC_DEFAULTS,
      premiumPrice: 19.5,
      maxListingsPerUser: 25,
    });
    await admin.put('/api/admin/settings', SPEC_DEFAULTS);
  });

  it.each([
    [{ primaryColor: 'rot' }, 'primaryColor', HEX],
    [{ secondaryColor: '#FFF' }, 'secondaryColor', HEX],
    [{ primaryColor: '8B4513' }, 'primaryColor', HEX],
    [{ maxListingsPerUser: -1 }, 'maxListingsPerUser', INTEGER],
    [{ maxListingsPerUser: 2.5 }, 'maxListingsPerUser', INTEGER],
    [{ maxListingsPerUser: '10' }, 'maxListingsPerUser', INTEGER],
    [{ premiumPrice: -0.01 }, 'premiumPrice', DECIMAL],
    [{ premiumPrice: 29.999 }, 'premiumPrice', DECIMAL],
    [{ premiumPrice: '29.99' }, 'premiumPrice', DECIMAL],
    [{ premiumPrice: 100_000.01 }, 'premiumPrice', 'Bitte höchstens 100.000 € angeben'],
    [{ maxListingsPerUser: 10_001 }, 'maxListingsPerUser', 'Bitte höchstens 10.000 angeben'],
    [{ contactEmail: 'keine-adresse' }, 'contactEmail', 'Gültige E-Mail-Adresse erforderlich'],
    [{ siteName: '   ' }, 'siteName', 'Bitte füllen Sie alle Pflichtfelder aus'],
    [{ listingExpiryDays: 7 }, 'listingExpiryDays', 'Bitte eine ganze Zahl von 14 bis 730 angeben'],
    [{ premiumStartsOn: 'never' }, 'premiumStartsOn', 'Ungültige Option: erwartet eine von "booking"|"payment"'],
    [{ invoiceVatId: '12345' }, 'invoiceVatId', 'Bitte eine gültige USt-IdNr. angeben (z. B. DE123456789)'],
    [{ vatRate: 101 }, 'vatRate', 'Bitte einen Steuersatz von 0 bis 100 % angeben'],
    [{ invoiceSellerZip: 'abc' }, 'invoiceSellerZip', 'Bitte eine gültige Postleitzahl angeben'],
    [{ analyticsMeasurementId: 'UA-123' }, 'analyticsMeasurementId', 'Bitte eine Mess-ID im Format G-XXXXXXX angeben'],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await admin.put('/api/admin/settings', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect((await admin.get('/api/admin/settings')).body).toEqual(SPEC_DEFAULTS);
  });

  it('rejects a non-boolean switch', async () => {
    const res = await admin.put('/api/admin/settings', { maintenanceMode: 'ja' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['maintenanceMode']);
    expect(res.body.message).toBe('Ungültige Eingabe: erwartet boolean, erhalten string');
  });

  it('names every bad field at once and saves none of the good ones', async () => {
    const res = await admin.put('/api/admin/settings', { siteName: 'Neu', primaryColor: 'blau', premiumPrice: -5 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Ungültige Eingabe', errors: { primaryColor: HEX, premiumPrice: DECIMAL } });
    expect((await admin.get('/api/admin/settings')).body.siteName).toBe('Stallfinder');
  });

  it('accepts prices with up to two decimals', async () => {
    for (const premiumPrice of [0, 9.9, 29.99, 1234.05]) {
      const res = await admin.put('/api/admin/settings', { premiumPrice });
      expect(res.status).toBe(200);
      expect(res.body.premiumPrice).toBe(premiumPrice);
    }
    await admin.put('/api/admin/settings', SPEC_DEFAULTS);
  });
});

describe('settings take effect', () => {
  it('switches maintenance mode on and off for GET /api/maintenance', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/maintenance')).body).toEqual({
      maintenanceMode: false,
      maintenanceText: SPEC_DEFAULTS.maintenanceText,
    });

    await admin.put('/api/admin/settings', { maintenanceMode: true, maintenanceText: 'Wir sind um 18 Uhr zurück.' });
    expect((await visitor.get('/api/maintenance')).body).toEqual({
      maintenanceMode: true,
      maintenanceText: 'Wir sind um 18 Uhr zurück.',
    });

    await admin.put('/api/admin/settings', { maintenanceMode: false });
    expect((await visitor.get('/api/maintenance')).body.maintenanceMode).toBe(false);
  });

  it('refuses registrations with 403 while they are switched off', async () => {
    const registration = (username: string) => ({
      email: `${username}@example.de`,
      username,
      password: 'pferd123',
      firstName: 'Rita',
      lastName: 'Reiter',
      acceptTerms: true,
    });
    await admin.put('/api/admin/settings', { allowRegistrations: false });
    const refused = await server.client().post('/api/register', registration('gesperrt'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Registrierungen sind derzeit deaktiviert');
    expect((await admin.get('/api/admin/users?search=gesperrt')).body).toEqual([]);

    await admin.put('/api/admin/settings', { allowRegistrations: true });
    const accepted = await server.client().post('/api/register', registration('willkommen'));
    expect(accepted.status).toBe(201);
  });
});
