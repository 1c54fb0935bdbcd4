// The stable owner's journey through /my-stables: register as owner, create a stable with the map pin, a
// listing with photos, the admin approves, the listing shows in search with its photo, a visitor enquires,
// the owner reads and answers it in the inbox and has the mail. Plus who may enter, deleting a stable with
// its listings only after confirming, and accessibility of every owner screen (themes, phone and desktop).
import type { OwnerEnquiryDto } from '#contract/enquiries.ts';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import { STABLE_OWNERS } from '../api/src/seed/demo-stables.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DEMO_PASSWORD = 'stallfinder-demo';

let browser: Browser;
let adminContext: BrowserContext;
let restoreSettings: Record<string, unknown> | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  if (restoreSettings) await updateSettings(adminContext, restoreSettings);
  await adminContext?.close();
  await browser?.close();
});

/** Owners registered through the API here skip confirming their address; the journey confirms it for real. */
async function allowUnconfirmedOwners(): Promise<void> {
  const before = await updateSettings(adminContext, { requireEmailVerification: false });
  restoreSettings ??= before;
}

async function open(options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const response = await page
    .context()
    .request.post(`${baseUrl}/api/login`, { data: { username, password }, headers: { Origin: baseUrl } });
  expect(response.status()).toBe(200);
}

function uniqueAccount(firstName: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    id,
    email: `owner.${id}@example.de`,
    username: `owner_${id}`,
    password: 'hufeisen-und-sattel',
    firstName,
    lastName: 'Stallmann',
  };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(`${baseUrl}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function apiSend<T>(page: Page, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await page.context().request[method](`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An owner screen once its data is shown (no skeletons, no loading island). */
async function ready(page: Page): Promise<void> {
  await page.locator('astro-island[component-url*="/OwnerApp."]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

const png = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('the owner journey', () => {
  it(
    'goes from registration to a published listing with photos and an answered enquiry',
    { timeout: 120_000 },
    async () => {
      const account = uniqueAccount('Henrike');
      const page = await open();

      // ---- register as owner ----
      await page.goto(`${baseUrl}/auth?tab=register&owner=1`);
      await page.locator('[data-hydrated="true"]').waitFor();
      const form = page.getByRole('tabpanel', { name: 'Registrieren' });
      await form.getByLabel('Vorname').fill(account.firstName);
      await form.getByLabel('Nachname').fill(account.lastName);
      await form.getByLabel('E-Mail').fill(account.email);
      await form.getByLabel('Benutzername').fill(account.username);
      await form.getByLabel('Passwort', { exact: true }).fill(account.password);
      await form.getByLabel('Ich bin Stallbesitzer und möchte Plätze vermieten').check();
      await form.getByRole('checkbox', { name: /Ich akzeptiere die AGB und die Datenschutzerklärung/ }).check();
      const registered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/register');
      await form.getByRole('button', { name: 'Registrieren' }).click();
      expect((await registered).status()).toBe(201);
      await page.waitForURL((url) => url.pathname !== '/auth');

      // ---- confirm the e-mail address through the mailed link (listings need it by default) ----
      await page.goto(`${baseUrl}/my-stables`);
      await ready(page);
      await page.getByText('Bitte bestätige deine E-Mail-Adresse').waitFor();
      const confirmation = await waitForMail(account.email, /bestätige deine E-Mail-Adresse/);
      const link = confirmation.links.find((l) => new URL(l).pathname === '/email-bestaetigen')!;
      const confirmed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/email/confirm');
      await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      expect((await confirmed).status()).toBe(200);
      await page.getByText('Deine E-Mail-Adresse ist bestätigt.', { exact: false }).waitFor();

      // ---- an empty owner area ----
      await page.goto(`${baseUrl}/my-stables`);
      await ready(page);
      await page.getByText('Du hast noch keinen Stall eingetragen.').waitFor();
      await page.getByRole('link', { name: 'Neuer Stall' }).click();
      await page.waitForURL(`${baseUrl}/my-stables/stall/neu`);

      // ---- the stable: the form checks like the API, the pin is dragged ----
      const stableName = `Hof Lindenwiese ${account.id}`;
      await page.getByLabel('Name des Stalls').fill(stableName);
      await page.getByLabel('Straße und Hausnummer').fill('Lindenweg 3');
      await page.getByLabel('Postleitzahl').fill('8256');
      await page.getByLabel('Ort', { exact: true }).fill('Fürstenfeldbruck');
      await page.getByRole('button', { name: 'Stall anlegen' }).click();
      await page.getByText('Postleitzahl in Deutschland: 5 Ziffern').waitFor();
      await page.getByText('Bitte die Lage auf der Karte mit der Stecknadel markieren').waitFor();
      expect(await page.getByLabel('Postleitzahl').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Postleitzahl').fill('82256');

      // The gazetteer knows the postal code: the pin stands in the middle of its town, shown close up.
      await page
        .getByText('Die Stecknadel steht in der Ortsmitte von 82256 Fürstenfeldbruck.', { exact: false })
        .waitFor();
      const town = {
        latitude: Number(await page.getByLabel('Breitengrad').inputValue()),
        longitude: Number(await page.getByLabel('Längengrad').inputValue()),
      };
      expect(Math.abs(town.latitude - 48.18)).toBeLessThan(0.1);
      expect(Math.abs(town.longitude - 11.25)).toBeLessThan(0.1);

      // The owner drags it onto the stable.
      const map = page.getByTestId('pin-map');
      const marker = map.locator('.leaflet-marker-icon');
      await expect.poll(async () => await marker.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const box = (await marker.boundingBox())!;
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 60, start.y + 30, { steps: 8 });
      await page.mouse.move(start.x + 120, start.y + 60, { steps: 8 });
      await page.mouse.up();
      const latitude = Number(await page.getByLabel('Breitengrad').inputValue());
      const longitude = Number(await page.getByLabel('Längengrad').inputValue());
      // Dragged right and down from the town's middle: east and south of it, and only a little, as the map shows
      // the town close up (at a country's zoom the same drag would cross degrees).
      expect(longitude).toBeGreaterThan(town.longitude);
      expect(latitude).toBeLessThan(town.latitude);
      expect(longitude - town.longitude).toBeLessThan(0.1);
      expect(town.latitude - latitude).toBeLessThan(0.1);
      await page.getByText('Die Stecknadel steht in der Ortsmitte', { exact: false }).waitFor({ state: 'detached' });

      await page.getByLabel('Reithalle').check();
      await page.getByLabel('Waschplatz').check();
      await page.getByLabel('Beschreibung').fill('Kleiner Familienbetrieb mit großen Weiden.');
      await page.getByRole('button', { name: 'Stall anlegen' }).click();
      await page.waitForURL(`${baseUrl}/my-stables`);
      await page.getByRole('status').filter({ hasText: 'Stall angelegt' }).waitFor();
      await page.getByRole('region', { name: stableName }).waitFor();

      const [stable] = await apiGet<OwnStableDto[]>(page, '/api/my/stables');
      expect(stable).toMatchObject({
        name: stableName,
        postalCode: '82256',
        region: 'germany',
        hasIndoorArena: true,
        hasWashArea: true,
        hasWifi: false,
      });
      expect(stable!.latitude).toBeCloseTo(latitude, 5);
      expect(stable!.longitude).toBeCloseTo(longitude, 5);

      // ---- the listing ----
      await page.getByRole('link', { name: `Neue Anzeige für ${stableName}` }).click();
      await page.waitForURL(`${baseUrl}/my-stables/anzeige/neu?stall=${stable!.id}`);
      await page.getByText('Neue und geänderte Anzeigen prüft unser Team').waitFor();
      expect(await page.getByLabel('Stall', { exact: true }).inputValue()).toBe(String(stable!.id));
      const title = `Sonnige Außenbox ${account.id}`;
      await page.getByLabel('Titel').fill(title);
      await page.getByLabel('Beschreibung').fill('Helle Box mit Paddock.\nWeidegang von April bis Oktober.');
      await page.getByLabel('Stallart').selectOption({ label: 'Außenbox mit Paddock' });
      await page.getByLabel('Preis pro Monat (€)').fill('455,50');
      await page.getByLabel('Frei ab (optional)').fill('01.03.2027');
      const feature = page.getByLabel('Ausstattungsmerkmale (optional)');
      await feature.fill('Solarium');
      await feature.press('Enter');
      await feature.fill('Führanlage');
      await feature.press('Enter');
      expect(
        await page.getByRole('list', { name: 'Ausstattungsmerkmale' }).getByRole('listitem').allInnerTexts(),
      ).toEqual(['Solarium', 'Führanlage']);
      await page.getByLabel('Telefon (optional)').fill('+49 171 5550101');
      await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
      await page.waitForURL(/\/my-stables\/anzeige\/\d+$/);
      const listingId = Number(new URL(page.url()).pathname.split('/').pop());
      await ready(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByTestId('review-notice').textContent()).toContain('Ausstehend');

      const created = await apiGet<OwnListingDto>(page, `/api/my/listings/${listingId}`);
      expect(created).toMatchObject({
        title,
        pricePerMonth: 455.5,
        stallType: 'outside_box',
        availableFrom: '2027-03-01',
        features: ['Solarium', 'Führanlage'],
        status: 'pending',
      });

      // ---- two photos at once ----
      const uploaded = page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/api/my/listings/${listingId}/photos` && r.request().method() === 'POST',
      );
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'weide.png', mimeType: 'image/png', buffer: await png({ r: 40, g: 140, b: 60 }) },
        { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await jpeg({ r: 150, g: 90, b: 40 }) },
      ]);
      expect((await uploaded).status()).toBe(201);
      const photos = page
        .getByRole('list', { name: 'Fotos der Anzeige, in dieser Reihenfolge gezeigt' })
        .getByRole('listitem');
      await expect.poll(() => photos.count(), { timeout: 20_000 }).toBe(2);
      await expect
        .poll(async () => (await apiGet<OwnListingDto>(page, `/api/my/listings/${listingId}`)).photos.length, {
          timeout: 20_000,
        })
        .toBe(2);

      // ---- the admin approves in the back office; the owner is told, the listing is in search with its photo ----
      const admin = await adminContext.newPage();
      await admin.goto(`${baseUrl}/admin/listings?search=${encodeURIComponent(title)}`);
      const approved = admin.waitForResponse(
        (r) => new URL(r.url()).pathname === `/api/admin/listings/${listingId}/status`,
      );
      await admin.getByRole('button', { name: `Freigeben „${title}“` }).click();
      expect((await approved).status()).toBe(200);
      await admin.close();
      expect((await apiGet<OwnListingDto>(page, `/api/my/listings/${listingId}`)).status).toBe('active');
      await waitForMail(account.email, /freigeschaltet/);

      const visitor = await open();
      await visitor.goto(`${baseUrl}/stallplaetze?search=${encodeURIComponent(title)}`);
      const card = visitor.getByRole('article').filter({ hasText: title });
      await card.waitFor();
      expect(await card.locator('img').getAttribute('src')).toMatch(/^\/media\/listings\//);
      await card.getByRole('link', { name: title }).click();
      await visitor.waitForURL(new RegExp(`/de/stallplatz/${listingId}$`));

      // ---- a visitor enquires ----
      await visitor.getByRole('button', { name: 'Anfrage senden' }).click();
      const visitorEmail = `besucherin.${account.id}@example.org`;
      await visitor.getByRole('textbox', { name: 'Name', exact: true }).fill('Vera Besucherin');
      await visitor.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(visitorEmail);
      await visitor.getByRole('textbox', { name: 'Telefon (optional)' }).fill('+49 160 1234567');
      await visitor.getByLabel('Gewünschter Einzugstermin (optional)').fill('01.04.2027');
      await visitor
        .getByRole('textbox', { name: 'Nachricht', exact: true })
        .fill('Guten Tag,\nist die Box ab April frei?');
      await visitor.getByRole('button', { name: 'Anfrage senden' }).click();
      await visitor.getByText('Anfrage gesendet', { exact: true }).waitFor();

      // ---- the owner's inbox ----
      await page.goto(`${baseUrl}/my-stables`);
      await ready(page);
      // The area's entry leads to the conversations (e2e/conversations.test.ts); the enquiry list keeps its address.
      const messages = page
        .getByRole('navigation', { name: 'Meine Ställe' })
        .getByRole('link', { name: /Nachrichten/ });
      expect(await messages.getAttribute('href')).toBe('/nachrichten');
      await page.goto(`${baseUrl}/my-stables/anfragen`);
      await ready(page);
      expect(await page.getByTestId('unread-count').textContent()).toBe('1 ungelesen');
      const enquiry = page.getByTestId('enquiry');
      expect(await enquiry.count()).toBe(1);
      expect(await enquiry.getAttribute('data-unread')).toBe('true');
      expect(await enquiry.getByText('Neu', { exact: true }).isVisible()).toBe(true);
      expect(await enquiry.textContent()).toContain(`Anfrage zu „${title}“`);

      const read = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/my/enquiries/'),
      );
      await enquiry.getByRole('button', { name: /Vera Besucherin/ }).click();
      expect((await read).status()).toBe(200);
      await expect.poll(() => enquiry.getAttribute('data-unread')).toBe('false');
      await page.getByTestId('unread-count').waitFor({ state: 'detached' });
      const details = await enquiry.textContent();
      expect(details).toContain(visitorEmail);
      expect(details).toContain('+49 160 1234567');
      expect(details).toContain('01.04.2027');
      expect(await enquiry.getByText('Guten Tag,').evaluate((el) => (el as HTMLElement).innerText)).toBe(
        'Guten Tag,\nist die Box ab April frei?',
      );
      const mailto = new URL((await enquiry.getByRole('link', { name: 'Per E-Mail antworten' }).getAttribute('href'))!);
      expect(mailto.pathname).toBe(visitorEmail);
      expect(mailto.searchParams.get('subject')).toBe(`Re: Anfrage zu „${title}“`);
      expect(await enquiry.getByRole('link', { name: 'Anrufen' }).getAttribute('href')).toBe('tel:+491601234567');

      await enquiry.getByRole('button', { name: 'Als beantwortet markieren' }).click();
      await enquiry.getByText('Beantwortet', { exact: true }).waitFor();
      const [stored] = await apiGet<OwnerEnquiryDto[]>(page, '/api/my/enquiries');
      expect(stored).toMatchObject({ status: 'answered', email: visitorEmail });
      expect(stored!.readAt).not.toBeNull();

      // ---- and the owner was told by e-mail, with the way to answer in the conversation, not by reply ----
      const mail = await waitForMail(account.email, /Neue Anfrage/);
      expect(mail.subject).toBe(`Neue Anfrage für „${title}“`);
      expect(mail.replyTo).toBeNull();
      expect(mail.links.some((link) => /\/nachrichten\/\d+$/.test(new URL(link).pathname))).toBe(true);
    },
  );
});

describe('who may enter /my-stables', () => {
  it('sends a signed-out visitor to /auth', async () => {
    const page = await open();
    await page.goto(`${baseUrl}/my-stables/anfragen`);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('answers a signed-in user without an owner account with 403 and the explanation', async () => {
    const page = await open();
    const account = uniqueAccount('Mia');
    await apiSend(page, 'post', '/api/register', { ...account, isStableOwner: false, acceptTerms: true });
    for (const path of ['/my-stables', '/my-stables/stall/neu']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(403);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nur für Stallbesitzer');
      expect(await page.getByRole('link', { name: 'Zur Kontaktseite' }).getAttribute('href')).toBe('/kontakt');
    }
  });
});

describe('deleting a stable', () => {
  beforeAll(allowUnconfirmedOwners);

  it('takes its listings along only after the owner ticks that they go too', async () => {
    const page = await open();
    const account = uniqueAccount('Jonas');
    await apiSend(page, 'post', '/api/register', { ...account, isStableOwner: true, acceptTerms: true });
    const stable = await apiSend<OwnStableDto>(page, 'post', '/api/my/stables', {
      name: `Gestüt Abriss ${account.id}`,
      address: 'Feldweg 1',
      postalCode: '1010',
      city: 'Wien',
      region: 'austria',
      latitude: 48.2,
      longitude: 16.37,
    });
    await apiSend(page, 'post', '/api/my/listings', {
      stableId: stable.id,
      title: `Weideplatz ${account.id}`,
      description: 'Ganzjährig auf der Weide.',
      stallType: 'pasture',
      pricePerMonth: 180,
    });

    await page.goto(`${baseUrl}/my-stables`);
    await ready(page);
    await page.getByRole('button', { name: `Stall löschen: ${stable.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Stall löschen?' });
    await dialog.getByText('Zu diesem Stall gehört eine Anzeige').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Stall und Anzeigen löschen' });
    expect(await confirm.isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect((await apiGet<OwnStableDto[]>(page, '/api/my/stables')).length).toBe(1);

    await page.getByRole('button', { name: `Stall löschen: ${stable.name}` }).click();
    await dialog.getByLabel('Ja, die Anzeigen dieses Stalls ebenfalls löschen').check();
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
    await confirm.click();
    expect(new URL((await deleted).url()).search).toBe('?withListings=true');
    await page.getByRole('status').filter({ hasText: 'Stall gelöscht' }).waitFor();
    await page.getByText('Du hast noch keinen Stall eingetragen.').waitFor();
    expect(await apiGet<OwnStableDto[]>(page, '/api/my/stables')).toEqual([]);
    expect(await apiGet<OwnListingDto[]>(page, '/api/my/listings')).toEqual([]);
  });
});

describe('managing a listing', () => {
  beforeAll(allowUnconfirmedOwners);

  it(
    'pauses, resumes, duplicates and deletes (after confirming) from the overview and the listing page',
    { timeout: 60_000 },
    async () => {
      const page = await open();
      const account = uniqueAccount('Greta');
      await apiSend(page, 'post', '/api/register', { ...account, isStableOwner: true, acceptTerms: true });
      const stable = await apiSend<OwnStableDto>(page, 'post', '/api/my/stables', {
        name: `Reitanlage Ahorn ${account.id}`,
        address: 'Ahornallee 9',
        postalCode: '8001',
        city: 'Zürich',
        region: 'switzerland',
        latitude: 47.37,
        longitude: 8.54,
      });
      const listing = await apiSend<OwnListingDto>(page, 'post', '/api/my/listings', {
        stableId: stable.id,
        title: `Offenstallplatz ${account.id}`,
        description: 'Gruppenhaltung mit Heu ad libitum.',
        stallType: 'open_stable',
        pricePerMonth: 320,
      });
      const statusOf = async (id: number) => (await apiGet<OwnListingDto>(page, `/api/my/listings/${id}`)).status;

      await page.goto(`${baseUrl}/my-stables`);
      await ready(page);
      const item = page.getByRole('list', { name: `Anzeigen von ${stable.name}` }).getByRole('listitem');
      expect(await item.textContent()).toContain('Ausstehend');

      await page.getByRole('button', { name: `Pausieren: ${listing.title}` }).click();
      await page.getByRole('status').filter({ hasText: 'Anzeige pausiert' }).waitFor();
      await item.getByText('Inaktiv', { exact: true }).waitFor();
      expect(await statusOf(listing.id)).toBe('inactive');

      await page.getByRole('button', { name: `Fortsetzen: ${listing.title}` }).click();
      await page.getByRole('status').filter({ hasText: 'Anzeige fortgesetzt' }).waitFor();
      await item.getByText('Ausstehend', { exact: true }).waitFor();
      expect(await statusOf(listing.id)).toBe('pending');

      await page.getByRole('button', { name: `Duplizieren: ${listing.title}` }).click();
      await page.waitForURL(
        (url) => /^\/my-stables\/anzeige\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${listing.id}`),
      );
      await ready(page);
      const copyId = Number(new URL(page.url()).pathname.split('/').pop());
      const copy = await apiGet<OwnListingDto>(page, `/api/my/listings/${copyId}`);
      expect(copy.title.startsWith(listing.title)).toBe(true);
      await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
      // The listing page has its statistics (a new listing: nothing yet) with the numbers as a table.
      expect(await page.getByTestId('stats-views').textContent()).toBe('0');
      await page.getByText('Zahlen als Tabelle').click();
      expect(await page.getByRole('table').getByRole('row').count()).toBe(31);

      await page.getByRole('button', { name: `Löschen: ${copy.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Anzeige löschen?' });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      expect(await statusOf(copyId)).toBe('pending');
      await page.getByRole('button', { name: `Löschen: ${copy.title}` }).click();
      await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
      await page.waitForURL(`${baseUrl}/my-stables`);
      await page.getByRole('status').filter({ hasText: 'Anzeige gelöscht' }).waitFor();
      expect((await page.context().request.get(`${baseUrl}/api/my/listings/${copyId}`)).status()).toBe(404);
      expect((await apiGet<OwnListingDto[]>(page, '/api/my/listings')).map((l) => l.id)).toEqual([listing.id]);
      // An old link to the deleted copy says so and leads back.
      await page.goto(`${baseUrl}/my-stables/anzeige/${copyId}`);
      await page.getByRole('alert').filter({ hasText: 'Diese Anzeige gibt es nicht (mehr).' }).waitFor();
      await page.getByRole('link', { name: 'Zu Meine Ställe' }).click();
      await page.waitForURL(`${baseUrl}/my-stables`);
    },
  );

  it('places the pin from typed coordinates, for keyboard and screen-reader users', async () => {
    const page = await open();
    await signIn(page, STABLE_OWNERS[1]!.username, DEMO_PASSWORD);
    await page.goto(`${baseUrl}/my-stables/stall/neu`);
    await ready(page);
    const marker = page.getByTestId('pin-map').locator('.leaflet-marker-icon');
    await marker.waitFor();
    const before = (await marker.boundingBox())!;
    await page.getByLabel('Land').selectOption({ label: 'Österreich' });
    await page.getByLabel('Breitengrad').fill('47.9');
    await page.getByLabel('Längengrad').fill('14.3');
    await expect.poll(async () => await marker.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const after = (await marker.boundingBox())!;
    expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y)).toBeGreaterThan(5);
  });

  it('shows a loading failure with a way to try again', async () => {
    const page = await open();
    await signIn(page, STABLE_OWNERS[1]!.username, DEMO_PASSWORD);
    let fail = true;
    await page.route('**/api/my/stables', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Interner Serverfehler' }),
          })
        : route.continue(),
    );
    await page.goto(`${baseUrl}/my-stables`);
    const alert = page.getByRole('alert').filter({ hasText: 'Deine Ställe konnten nicht geladen werden.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('500: Interner Serverfehler');
    fail = false;
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('region').first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'konnten nicht geladen werden' }).count()).toBe(0);
  });
});

describe('accessibility of the owner area', () => {
  // A demo owner with stables, listings and enquiries; the tests above use fresh accounts.
  const owner = STABLE_OWNERS[1]!;

  it('has no axe violations on any owner screen, light and dark, phone and desktop', { timeout: 240_000 }, async () => {
    const probe = await open();
    await signIn(probe, owner.username, DEMO_PASSWORD);
    const stables = await apiGet<OwnStableDto[]>(probe, '/api/my/stables');
    const listings = await apiGet<OwnListingDto[]>(probe, '/api/my/listings');
    const screens = [
      '/my-stables',
      '/my-stables/stall/neu',
      `/my-stables/stall/${stables[0]!.id}`,
      `/my-stables/anzeige/neu?stall=${stables[0]!.id}`,
      `/my-stables/anzeige/${listings[0]!.id}`,
      '/my-stables/anfragen',
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await open({ viewport, theme });
        await signIn(page, owner.username, DEMO_PASSWORD);
        for (const path of screens) {
          await page.goto(`${baseUrl}${path}`);
          await ready(page);
          if (path.startsWith('/my-stables/anzeige/') && !path.includes('neu'))
            await page.getByTestId('stats-views').waitFor();
          if (path.startsWith('/my-stables/stall/'))
            await page.getByTestId('pin-map').locator('.leaflet-marker-icon').waitFor();
          expect(await axeViolations(page), `${path} ${viewport.width}px ${theme}`).toEqual([]);
          if (path === '/my-stables/anfragen' && (await page.getByTestId('enquiry').count()) > 0) {
            await page.getByTestId('enquiry').first().getByRole('button', { expanded: false }).click();
            await page.getByRole('link', { name: 'Per E-Mail antworten' }).first().waitFor();
            expect(await axeViolations(page), `opened enquiry ${viewport.width}px ${theme}`).toEqual([]);
          }
        }
        await page.context().close();
      }
    }
  });

  it('keeps the validation messages next to their fields for screen readers', async () => {
    const page = await open();
    await signIn(page, owner.username, DEMO_PASSWORD);
    await page.goto(`${baseUrl}/my-stables/anzeige/neu`);
    await ready(page);
    await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
    const title = page.getByLabel('Titel');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await title.getAttribute('aria-describedby'))!.split(' ')[0];
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Titel ist erforderlich');
    // The first field in error has the focus (the stable select, when the owner has several stables).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toMatch(/^(stableId|title)$/);
  });
});
