// Journey: an admin changes the platform settings (/admin/settings) and the public site follows: site
// name and description in header, footer and metadata, the premium price and listing limit on /pricing,
// the brand colours, registrations switched off, maintenance mode on and off. Every test puts the
// settings back as they were, also when it fails.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlatformSettings } from '#contract/settings.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const VERSION = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

let browser: Browser;
let admin: BrowserContext;
let original: PlatformSettings;
const contexts: BrowserContext[] = [];

async function storedSettings(): Promise<PlatformSettings> {
  return (await (await admin.request.get(`${baseUrl}/api/admin/settings`)).json()) as PlatformSettings;
}

async function restoreSettings(): Promise<void> {
  const response = await admin.request.put(`${baseUrl}/api/admin/settings`, {
    data: original,
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`restoring the settings failed: ${response.status()}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
  original = await storedSettings();
});
afterEach(async () => {
  await restoreSettings();
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
});
afterAll(async () => {
  if (admin && original) await restoreSettings();
  await browser?.close();
});

async function openSettings(viewport = DESKTOP, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await newContext(browser, { viewport, storageState: await admin.storageState() });
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/settings`);
  await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
  await page.getByLabel('Name der Website').waitFor();
  return page;
}

/** A visitor without a session (so maintenance mode applies to them). */
async function visitor(): Promise<Page> {
  const context = await newContext(browser, { viewport: DESKTOP });
  contexts.push(context);
  return context.newPage();
}

const toaster = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

async function toastTexts(page: Page, role: 'status' | 'alert'): Promise<string[]> {
  const toast = toaster(page).getByRole(role);
  await toast.waitFor();
  return (await toast.locator('p').allTextContents()).map((t) => t.trim());
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  expect(await toastTexts(page, 'status')).toEqual([
    'Einstellungen gespeichert',
    'Die Änderungen gelten ab sofort auf der Website.',
  ]);
}

const switchOf = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

/** The message shown under a field, found through the field's aria-describedby. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? page.locator(`[id="${ids[0]}"]`).textContent() : null;
}

describe('/admin/settings', () => {
  it('loads every stored setting into its field or switch', async () => {
    const settings = await storedSettings();
    const page = await openSettings();
    expect(await page.getByLabel('Name der Website').inputValue()).toBe(settings.siteName);
    expect(await page.getByLabel('Beschreibung der Website').inputValue()).toBe(settings.siteDescription);
    expect(await page.getByLabel('Kontakt-E-Mail').inputValue()).toBe(settings.contactEmail);
    expect(await page.getByLabel('Maximale Anzeigen pro Benutzer').inputValue()).toBe(
      String(settings.maxListingsPerUser),
    );
    // German notation: a decimal comma, "29,99".
    expect(await page.getByLabel('Premium-Preis (€ pro Monat)').inputValue()).toBe(
      settings.premiumPrice.toFixed(2).replace('.', ','),
    );
    expect(await page.getByLabel('Primärfarbe', { exact: true }).inputValue()).toBe(settings.primaryColor);
    expect(await page.getByLabel('Sekundärfarbe', { exact: true }).inputValue()).toBe(settings.secondaryColor);
    const switches: [string, keyof PlatformSettings][] = [
      ['E-Mail-Benachrichtigungen', 'enableEmailNotifications'],
      ['SMS-Benachrichtigungen', 'enableSMSNotifications'],
      ['Registrierungen erlauben', 'allowRegistrations'],
      ['E-Mail-Bestätigung erforderlich', 'requireEmailVerification'],
      ['Anzeigen automatisch freigeben', 'autoApproveListings'],
      ['Google Analytics aktivieren', 'enableGoogleAnalytics'],
      ['Cookie-Einwilligung einholen', 'enableCookieConsent'],
      ['Wartungsmodus', 'maintenanceMode'],
    ];
    for (const [label, key] of switches) {
      expect(await switchOf(page, label).getAttribute('aria-checked'), label).toBe(String(settings[key]));
    }
    // The e2e server has no SMS provider (SMS_URL): the switch is off, disabled and says so.
    expect(await switchOf(page, 'SMS-Benachrichtigungen').isDisabled()).toBe(true);
    await page.getByText('nicht verfügbar', { exact: true }).waitFor();
    expect(await page.getByLabel('Ablauf nach Tagen ohne Aktualisierung').inputValue()).toBe(
      String(settings.listingExpiryDays),
    );
    expect(await page.getByLabel('Verkäufer (Firmenname)').inputValue()).toBe(settings.invoiceSellerName);
    expect(await page.getByLabel('Mess-ID (optional)').inputValue()).toBe(settings.analyticsMeasurementId);
    for (const card of [
      'Allgemein',
      'Benachrichtigungen',
      'Benutzerverwaltung',
      'Inserate',
      'Premium & Rechnungen',
      'Datenschutz & Analyse',
      'Design & Farben',
      'Wartung',
      'Systeminformationen',
    ]) {
      await page.getByRole('region', { name: card, exact: true }).waitFor();
    }
  });

  it('shows the real version from package.json and the live server status', async () => {
    const readiness = (await (await admin.request.get(`${baseUrl}/readyz`)).json()) as {
      status: string;
      database: 'embedded' | 'postgres';
    };
    const page = await openSettings();
    const info = page.getByRole('region', { name: 'Systeminformationen' });
    await info.getByText('Online', { exact: true }).waitFor();
    expect(await info.getByRole('term').allTextContents()).toEqual([
      'Version',
      'Serverstatus',
      'Datenbank',
      'Zuletzt geprüft',
    ]);
    const values = await info.getByRole('definition').allTextContents();
    expect(values.slice(0, 3)).toEqual([
      `v${VERSION}`,
      'Online',
      readiness.database === 'embedded' ? 'Eingebettet (PGlite)' : 'PostgreSQL',
    ]);
    expect(values[3]).toMatch(/^\d\d:\d\d:\d\d Uhr$/);
    expect(await info.textContent()).not.toContain('2.1.0');

    // A failing readiness check shows as "Gestört".
    await page.route('**/readyz', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"unavailable"}' }),
    );
    await info.getByRole('button', { name: 'Status erneut prüfen' }).click();
    await info.getByText('Gestört', { exact: true }).waitFor();
    expect((await info.getByRole('definition').allTextContents())[2]).toBe('Nicht erreichbar');
  });

  it('saves every changed field, keeps it after a reload, and the public site follows', async () => {
    const page = await openSettings();
    await page.getByLabel('Name der Website').fill('Reitstall-Börse');
    await page
      .getByLabel('Beschreibung der Website')
      .fill('Boxen, Paddocks und Weiden für Pferde im ganzen DACH-Raum.');
    await page.getByLabel('Maximale Anzeigen pro Benutzer').fill('7');
    await page.getByLabel('Premium-Preis (€ pro Monat)').fill('34,5');
    await page.getByLabel('Primärfarbe', { exact: true }).fill('#1F5F3A');
    await page.getByLabel('Sekundärfarbe', { exact: true }).fill('#EEF4F0');
    await page.getByText('Ungespeicherte Änderungen').waitFor();
    await save(page);

    const expected: PlatformSettings = {
      ...original,
      siteName: 'Reitstall-Börse',
      siteDescription: 'Boxen, Paddocks und Weiden für Pferde im ganzen DACH-Raum.',
      maxListingsPerUser: 7,
      premiumPrice: 34.5,
      primaryColor: '#1F5F3A',
      secondaryColor: '#EEF4F0',
    };
    expect(await storedSettings()).toEqual(expected);

    await page.reload();
    await page.getByLabel('Name der Website').waitFor();
    expect(await page.getByLabel('Name der Website').inputValue()).toBe('Reitstall-Börse');
    expect(await page.getByLabel('Beschreibung der Website').inputValue()).toBe(expected.siteDescription);
    expect(await page.getByLabel('Maximale Anzeigen pro Benutzer').inputValue()).toBe('7');
    expect(await page.getByLabel('Premium-Preis (€ pro Monat)').inputValue()).toBe('34,50');
    expect(await page.getByLabel('Primärfarbe', { exact: true }).inputValue()).toBe('#1F5F3A');
    expect(await page.getByLabel('Sekundärfarbe', { exact: true }).inputValue()).toBe('#EEF4F0');

    // The public site: name in header, footer and metadata; description in the footer.
    const site = await visitor();
    await site.goto(`${baseUrl}/kontakt`);
    expect(await site.title()).toBe('Kontakt – wir helfen dir gerne | Reitstall-Börse');
    expect(await site.locator('meta[property="og:site_name"]').getAttribute('content')).toBe('Reitstall-Börse');
    expect(await site.getByRole('banner').getByRole('link', { name: 'Reitstall-Börse' }).getAttribute('href')).toBe(
      '/',
    );
    const footer = site.getByRole('contentinfo');
    await footer.getByText(`© ${new Date().getFullYear()} Reitstall-Börse. Alle Rechte vorbehalten.`).waitFor();
    await footer.getByText(expected.siteDescription).waitFor();
    expect(await footer.textContent()).not.toContain('Stallfinder.');

    // The brand colours: primary buttons, the page background and the browser's theme colour.
    expect(
      await site
        .getByRole('button', { name: 'Nachricht senden' })
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(31, 95, 58)');
    expect(await site.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(238, 244, 240)',
    );
    expect(await site.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1F5F3A');

    // The price and the listing limit on /pricing.
    await site.goto(`${baseUrl}/pricing`);
    expect(await site.getByTestId('premium-price').textContent()).toBe('34,50\u00a0€');
    await site.getByText('Bis zu 7 Inserate pro Konto').waitFor();

    // The home page names the site in its title too.
    await site.goto(`${baseUrl}/`);
    expect(await site.title()).toBe(
      'Reitstall-Börse – Stallplätze für dein Pferd in Deutschland, Österreich und der Schweiz',
    );
    expect(await axeViolations(site)).toEqual([]);
  });

  it('shows the maintenance text only while the switch is on, and takes the site down and up again', async () => {
    const text = 'Wir ziehen auf einen neuen Server um. Ab 18 Uhr sind wir wieder für Sie da.';
    const page = await openSettings();
    const maintenance = switchOf(page, 'Wartungsmodus');
    expect(await maintenance.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Wartungstext').count()).toBe(0);

    // Keyboard: Space toggles the focused switch.
    await maintenance.focus();
    await page.keyboard.press('Space');
    expect(await maintenance.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Wartungstext').fill(text);
    await save(page);
    expect(await storedSettings()).toMatchObject({ maintenanceMode: true, maintenanceText: text });

    const site = await visitor();
    const down = await site.goto(`${baseUrl}/stallplaetze`);
    expect(down?.status()).toBe(503);
    await site.getByRole('heading', { level: 1, name: 'Wartungsarbeiten' }).waitFor();
    await site.getByText(text).waitFor();

    await maintenance.click();
    expect(await page.getByLabel('Wartungstext').count()).toBe(0);
    await save(page);
    expect((await storedSettings()).maintenanceMode).toBe(false);
    const up = await site.goto(`${baseUrl}/stallplaetze`);
    expect(up?.status()).toBe(200);
  });

  it('closes the registration when registrations are switched off', async () => {
    const page = await openSettings();
    await switchOf(page, 'Registrierungen erlauben').click();
    await save(page);
    expect((await storedSettings()).allowRegistrations).toBe(false);

    const site = await visitor();
    await site.goto(`${baseUrl}/auth?tab=register`);
    const registration = site.getByRole('tabpanel', { name: 'Registrieren' });
    await registration.getByText('Registrierungen sind derzeit deaktiviert.').waitFor();
    expect(await registration.getByRole('textbox').count()).toBe(0);

    await switchOf(page, 'Registrierungen erlauben').click();
    await save(page);
    await site.reload();
    await site.getByRole('tabpanel', { name: 'Registrieren' }).getByLabel('Vorname').waitFor();
  });

  it('names bad colours and numbers under their fields and saves nothing', async () => {
    const page = await openSettings();
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await page.getByLabel('Name der Website').fill('Soll nicht gespeichert werden');
    await page.getByLabel('Primärfarbe', { exact: true }).fill('#12345');
    await page.getByLabel('Premium-Preis (€ pro Monat)').fill('-5');
    await page.getByLabel('Maximale Anzeigen pro Benutzer').fill('2.5');
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();

    await page.getByText('Bitte prüfen Sie die markierten Felder.').waitFor();
    expect(await fieldError(page, 'Primärfarbe')).toBe('Bitte eine Farbe im Format #RRGGBB angeben');
    expect(await fieldError(page, 'Premium-Preis (€ pro Monat)')).toBe(
      'Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben',
    );
    expect(await fieldError(page, 'Maximale Anzeigen pro Benutzer')).toBe('Bitte eine ganze Zahl ab 0 angeben');
    expect(await fieldError(page, 'Name der Website')).toBeNull();
    // The first marked field has the focus.
    expect(
      await page.getByLabel('Maximale Anzeigen pro Benutzer').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(puts).toEqual([]);
    expect(await storedSettings()).toEqual(original);

    // Correcting a field takes its message away.
    await page.getByLabel('Primärfarbe', { exact: true }).fill('#123456');
    expect(await fieldError(page, 'Primärfarbe')).toBeNull();
    expect(await fieldError(page, 'Premium-Preis (€ pro Monat)')).not.toBeNull();
  });

  it('shows the server’s field errors and its message in the error toast', async () => {
    const page = await openSettings();
    // Looks like an address to the browser's quick check, but not to the server.
    await page.getByLabel('Kontakt-E-Mail').fill('anna..reiter@example.de');
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    expect(await toastTexts(page, 'alert')).toEqual(['Fehler', 'Gültige E-Mail-Adresse erforderlich']);
    expect(await fieldError(page, 'Kontakt-E-Mail')).toBe('Gültige E-Mail-Adresse erforderlich');
    expect(await storedSettings()).toEqual(original);
  });

  it('says "Speichere..." while saving and falls back to its own message when the server cannot be reached', async () => {
    const page = await openSettings();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/settings', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await held;
      return route.abort('connectionreset');
    });
    await page.getByLabel('Premium-Preis (€ pro Monat)').fill('31');
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    const pending = page.getByRole('button', { name: 'Speichere...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    expect(await toastTexts(page, 'alert')).toEqual(['Fehler', 'Einstellungen konnten nicht gespeichert werden']);
    expect(await page.getByRole('button', { name: 'Einstellungen speichern' }).isEnabled()).toBe(true);
    expect(await storedSettings()).toEqual(original);
  });

  it('warns about unreadable brand colours before they are saved', async () => {
    const page = await openSettings();
    await page.getByLabel('Primärfarbe', { exact: true }).fill('#F5D76E');
    await page
      .getByText('Kontrast zu weißer Schrift nur 1,4 : 1; für gut lesbaren Text empfohlen sind mindestens 4,5 : 1.')
      .waitFor();
    await page.getByLabel('Primärfarbe', { exact: true }).fill('#1F5F3A');
    await page.getByText(/^Schaltflächen, Links und Akzente\. Kontrast zu weißer Schrift: \d+,\d : 1\.$/).waitFor();
  });

  it('has no axe violations in both themes at phone and desktop width', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openSettings(viewport, theme);
        await page.getByRole('region', { name: 'Systeminformationen' }).getByText('Online', { exact: true }).waitFor();
        await switchOf(page, 'Wartungsmodus').click(); // shows the maintenance text field too
        await page.getByLabel('Wartungstext').waitFor();
        expect(await axeViolations(page), `${theme} ${viewport.width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
});
