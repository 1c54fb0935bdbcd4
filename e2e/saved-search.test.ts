// Saved searches (Suchaufträge) in the browser, issue 36: on a phone, a visitor without an account saves a search
// with a place, a radius and filters from the folded search page ("Suche speichern" by the results line), confirms
// the address with the button of the mailed link; a stable owner publishes a matching listing and the admin approves
// it; exactly one alert mail with that listing is written, and its unsubscribe link works without signing in. On a
// desktop in the dark theme a visitor signs in from the dialog, comes back to the dialog and saves the search to the
// account; /suchauftraege shows it, renames, pauses and deletes it. Every screen passes axe at phone and desktop
// width in both themes (SHOTS_DIR set: screenshots of each go there).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { SAVED_SEARCH_MSG, type SavedSearchDto } from '#contract/saved-searches.ts';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import { mailsTo, type ReadMail } from '../api/test/mail.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const DEMO_PASSWORD = 'stallfinder-demo';
const OWNER = 'katharina.brandt';
const RIDER = 'lena.hoffmann';
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const visitorEmail = `suchauftrag-${suffix}@example.org`;
/** A search around Munich for an inside box up to 400 € with a wash area: the listing below matches it. */
const SEARCH = '/stallplaetze?near=80331&radius=50&stallType=inside_box&priceRange=200-400&amenities=hasWashArea';
/**
 * An instant alert goes out within a few minutes of the approval: the alert job runs every minute (pg-boss cron,
 * whose clock the running server cannot be handed), and its mail then waits in the bulk queue.
 */
const ALERT_WAIT_MS = 150_000;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
const contexts: BrowserContext[] = [];

async function sessionFor(username: string): Promise<Session> {
  const context = await newContext(browser);
  const response = await context.request.post(`${baseUrl}/api/login`, {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`login ${username}: ${response.status()} ${await response.text()}`);
  const session = await context.storageState();
  await context.close();
  return session;
}

async function call<T>(context: BrowserContext, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const response = await context.request[method](`${baseUrl}${url}`, { data, headers: { Origin: baseUrl } });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function open(
  options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark'; session?: Session } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP, storageState: options.session });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

/** The mails to `address` with a link to `pathname` (a prefix), waiting until there are `count`. */
async function mailsLinking(address: string, pathname: string, timeoutMs: number, count = 1): Promise<ReadMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(inject('mailDir'), address)).filter((mail) =>
      mail.links.some((link) => new URL(link).pathname.startsWith(pathname)),
    );
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} linking ${pathname} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const linkTo = (mail: ReadMail, pathname: string) =>
  new URL(mail.links.find((link) => new URL(link).pathname.startsWith(pathname))!);

async function shoot(page: Page, name: string) {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  await fs.mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

/** Opens the search and its "Suche speichern" dialog (on a phone with the search folded into its summary line). */
async function openSaveDialog(page: Page, address = SEARCH) {
  await page.goto(`${baseUrl}${address}`);
  await hydrated(page, 'SearchExplorer');
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
  await dialog.getByLabel('Name').waitFor();
  return dialog;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
});

describe('a saved search', () => {
  it(
    'saved by a visitor on a phone mails exactly one alert with the new listing, unsubscribed without signing in',
    { timeout: ALERT_WAIT_MS + 180_000 },
    async () => {
      // ---- the visitor saves the search from the folded phone search page ----
      const page = await open({ viewport: PHONE });
      const dialog = await openSaveDialog(page);
      expect(await page.getByTestId('search-summary').isVisible()).toBe(true);
      expect(await dialog.getByLabel('Name').inputValue()).toBe('50 km um 80331 · Innenbox · 200 – 400 € · Waschplatz');
      expect(await dialog.getByRole('radio', { name: /Täglich/ }).isChecked()).toBe(true);
      // Signing in instead comes back to this search with the dialog open.
      const signIn = new URL(
        (await dialog.getByRole('link', { name: 'Oder anmelden' }).getAttribute('href'))!,
        baseUrl,
      );
      expect(signIn.pathname).toBe('/auth');
      expect(signIn.searchParams.get('next')).toBe(`${SEARCH}#suche-speichern`);

      await dialog.getByLabel('Name').fill(`Innenbox München ${suffix}`);
      await dialog.getByRole('radio', { name: /Sofort/ }).check();
      // A bad address is told at its field, in the API's words.
      await dialog.getByLabel('Deine E-Mail-Adresse').fill('keine-adresse');
      await dialog.getByRole('button', { name: 'Suche speichern' }).click();
      const emailError = page.locator('#save-search-email-error');
      await emailError.waitFor();
      expect(await page.getByLabel('Deine E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');

      await dialog.getByLabel('Deine E-Mail-Adresse').fill(visitorEmail);
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/saved-searches');
      await dialog.getByRole('button', { name: 'Suche speichern' }).click();
      const request = (await sent).request().postDataJSON() as { query: string; frequency: string; email: string };
      expect(request).toMatchObject({ frequency: 'instant', email: visitorEmail });
      expect(request.query).toBe('near=80331&radius=50&stallType=inside_box&priceRange=200-400&amenities=hasWashArea');
      const done = page.getByRole('dialog', { name: 'Bitte bestätige deine E-Mail-Adresse' });
      await done.getByText(SAVED_SEARCH_MSG.confirmSent).waitFor();
      await expectAxeClean(page, 'dialog sent, phone light');
      await shoot(page, 'dialog-sent-phone-light');

      // ---- the address confirmed with the button of the mailed link (opening the page alone changes nothing) ----
      const [confirmMail] = await mailsLinking(visitorEmail, '/suchauftraege/bestaetigen/', 15_000);
      const confirmLink = linkTo(confirmMail!, '/suchauftraege/bestaetigen/');
      const visitor = await open({ viewport: PHONE });
      await visitor.goto(confirmLink.href);
      await hydrated(visitor, 'SavedSearchLinkAction');
      await expectAxeClean(visitor, 'confirm page, phone light');
      await visitor.getByRole('button', { name: 'Suchauftrag bestätigen' }).click();
      await visitor.getByRole('status').filter({ hasText: SAVED_SEARCH_MSG.confirmed }).waitFor();
      await shoot(visitor, 'confirmed-phone-light');

      // ---- an owner publishes a matching listing, the admin approves it ----
      const owner = await newContext(browser, { storageState: await sessionFor(OWNER) });
      contexts.push(owner);
      const stable = await call<OwnStableDto>(owner, 'post', '/api/my/stables', {
        name: `Reitstall Isarauen ${suffix}`,
        address: 'Marienplatz 1',
        postalCode: '80331',
        city: 'München',
        region: 'germany',
        latitude: 48.137,
        longitude: 11.575,
        hasWashArea: true,
      });
      const title = `Innenbox mit Waschplatz ${suffix}`;
      const listing = await call<OwnListingDto>(owner, 'post', '/api/my/listings', {
        stableId: stable.id,
        title,
        description: 'Helle Innenbox mit täglichem Weidegang und Waschplatz.',
        stallType: 'inside_box',
        pricePerMonth: 320,
      });
      const admin = await newContext(browser);
      contexts.push(admin);
      await signInAdmin(admin);
      await call(admin, 'put', `/api/admin/listings/${listing.id}/status`, { status: 'active' });

      // ---- exactly one alert mail with that listing ----
      const alerts = await mailsLinking(visitorEmail, '/suchauftraege/abbestellen/', ALERT_WAIT_MS);
      expect(alerts).toHaveLength(1);
      const alert = alerts[0]!;
      expect(alert.text).toContain(title);
      expect(alert.links.some((link) => new URL(link).pathname.endsWith(`/stallplatz/${listing.id}`))).toBe(true);
      expect(alert.headers['list-unsubscribe']).toMatch(/^<http/);
      expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // That the job's later runs never mail the listing again is proven by the API tests (api/src/alerts), which
      // drive the job's clock; waiting a minute for the next run here would only slow the suite.

      // Its link to all matches opens the search, the new listing among them.
      const reader = await open({ viewport: PHONE });
      await reader.goto(linkTo(alert, '/stallplaetze').href);
      expect(new URL(reader.url()).search).toBe(`?${request.query}`);
      await reader.getByRole('heading', { name: title }).waitFor();

      // ---- its unsubscribe link works without signing in ----
      await reader.goto(linkTo(alert, '/suchauftraege/abbestellen/').href);
      await hydrated(reader, 'SavedSearchLinkAction');
      await reader.getByRole('heading', { level: 1, name: 'Suchauftrag abbestellen' }).waitFor();
      await reader.getByRole('button', { name: 'Keine E-Mails mehr zu diesem Suchauftrag' }).click();
      await reader.getByRole('status').filter({ hasText: SAVED_SEARCH_MSG.unsubscribed }).waitFor();
      await expectAxeClean(reader, 'unsubscribed, phone light');
      await shoot(reader, 'unsubscribed-phone-light');
    },
  );

  it('signs in from the dialog, saves to the account and is managed under /suchauftraege', async () => {
    const page = await open({ theme: 'dark' });
    const dialog = await openSaveDialog(page);
    await expectAxeClean(page, 'dialog visitor, desktop dark');
    await shoot(page, 'dialog-visitor-desktop-dark');
    // Offline, the dialog says so rather than failing without a word.
    await page.context().setOffline(true);
    await dialog.getByText('Du bist offline. Speichere die Suche, sobald du wieder verbunden bist.').first().waitFor();
    await dialog.getByLabel('Deine E-Mail-Adresse').fill(`offline-${visitorEmail}`);
    await dialog.getByRole('button', { name: 'Suche speichern' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Du bist offline' }).waitFor();
    await page.context().setOffline(false);
    await dialog.getByRole('link', { name: 'Oder anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await hydrated(page, 'AuthPanel');
    const login = page.getByRole('tabpanel', { name: 'Anmelden' });
    await login.getByLabel('Benutzername').fill(RIDER);
    await login.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Anmelden' }).click();

    // Back at the search, the dialog open again, now without the address field.
    await page.waitForURL((url) => url.pathname === '/stallplaetze');
    const again = page.getByRole('dialog', { name: 'Suche speichern' });
    await again.getByLabel('Name').waitFor();
    expect(await again.getByLabel('Deine E-Mail-Adresse').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    const name = `Lenas Innenbox ${suffix}`;
    await again.getByLabel('Name').fill(name);
    await again.getByRole('radio', { name: /Wöchentlich/ }).check();
    await again.getByRole('button', { name: 'Suche speichern' }).click();
    const saved = page.getByRole('dialog', { name: 'Suchauftrag gespeichert' });
    await saved.getByRole('link', { name: 'Zu deinen Suchaufträgen' }).click();

    await page.waitForURL((url) => url.pathname === '/suchauftraege');
    await hydrated(page, 'SavedSearchList');
    const card = page.getByRole('article', { name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Stallplätze in allen Regionen – 50 km um 80331 · Innenbox');
    expect(await card.getByLabel('E-Mails zu neuen Treffern').inputValue()).toBe('weekly');
    expect(await card.getByRole('link', { name: /Treffer ansehen/ }).getAttribute('href')).toBe(
      '/stallplaetze?near=80331&radius=50&stallType=inside_box&priceRange=200-400&amenities=hasWashArea',
    );
    await expectAxeClean(page, '/suchauftraege, desktop dark');
    await shoot(page, 'list-desktop-dark');

    // Renamed in place, its frequency changed, paused: each kept by the API.
    await card.getByRole('button', { name: /Umbenennen/ }).click();
    const renamed = `${name} neu`;
    await card.getByLabel('Name des Suchauftrags').fill(renamed);
    await card.getByRole('button', { name: 'Speichern' }).click();
    const renamedCard = page.getByRole('article', { name: renamed });
    await renamedCard.waitFor();
    await renamedCard.getByLabel('E-Mails zu neuen Treffern').selectOption('daily');
    await page.getByRole('status').filter({ hasText: 'E-Mails zu neuen Treffern: täglich' }).waitFor();
    await renamedCard.getByRole('button', { name: /^Pausieren/ }).click();
    await renamedCard.getByText('Pausiert', { exact: true }).waitFor();
    const context = page.context();
    const stored = (await call<SavedSearchDto[]>(context, 'get', '/api/me/saved-searches')).find(
      (search) => search.name === renamed,
    );
    expect(stored).toMatchObject({ frequency: 'daily', paused: true });

    // Deleted after asking.
    await renamedCard.getByRole('button', { name: /Löschen/ }).click();
    const ask = page.getByRole('dialog', { name: 'Suchauftrag löschen?' });
    await ask.getByRole('button', { name: 'Löschen' }).click();
    await renamedCard.waitFor({ state: 'detached' });
    const left = await call<SavedSearchDto[]>(context, 'get', '/api/me/saved-searches');
    expect(left.some((search) => search.id === stored!.id)).toBe(false);
  });

  it('sends a signed-out visitor of /suchauftraege to the sign-in, which comes back', async () => {
    const page = await open();
    await page.goto(`${baseUrl}/suchauftraege`);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/suchauftraege');
  });

  it("opens a saved query naming its region (the alert mail's link to all matches) on the region's page", async () => {
    const page = await open();
    await page.goto(`${baseUrl}/stallplaetze?region=germany&near=80331&radius=50&stallType=inside_box`);
    expect(new URL(page.url()).pathname).toBe('/de');
    expect(new URL(page.url()).search).toBe('?near=80331&radius=50&stallType=inside_box');
  });

  it('passes axe at phone and desktop width in both themes', { timeout: 300_000 }, async () => {
    const rider = await sessionFor(RIDER);
    for (const theme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const label = `${width} ${theme}`;
        const visitor = await open({ viewport, theme });
        await openSaveDialog(visitor);
        await expectAxeClean(visitor, `dialog visitor ${label}`);
        await shoot(visitor, `dialog-visitor-${width}-${theme}`);
        await visitor.goto(`${baseUrl}/suchauftraege/abbestellen/s1_kaputt`);
        await hydrated(visitor, 'SavedSearchLinkAction');
        await expectAxeClean(visitor, `unsubscribe ${label}`);
        await visitor.getByRole('button', { name: 'Keine E-Mails mehr zu diesem Suchauftrag' }).click();
        await visitor.getByRole('alert').filter({ hasText: SAVED_SEARCH_MSG.invalidUnsubscribeLink }).waitFor();
        await expectAxeClean(visitor, `unsubscribe refused ${label}`);
        await shoot(visitor, `unsubscribe-refused-${width}-${theme}`);

        const user = await open({ viewport, theme, session: rider });
        const dialog = await openSaveDialog(user);
        await expectAxeClean(user, `dialog account ${label}`);
        await shoot(user, `dialog-account-${width}-${theme}`);
        await dialog.getByRole('button', { name: 'Abbrechen' }).click();
        await user.goto(`${baseUrl}/suchauftraege`);
        await hydrated(user, 'SavedSearchList');
        await user.getByRole('heading', { level: 1, name: 'Suchaufträge' }).waitFor();
        await user.locator('article, :text("Noch keine Suchaufträge")').first().waitFor();
        await expectAxeClean(user, `/suchauftraege ${label}`);
        await shoot(user, `list-${width}-${theme}`);
        await user.goto(`${baseUrl}/profile#benachrichtigungen`);
        await hydrated(user, 'FavouriteAlertsSetting');
        await user.getByLabel('Hinweise zu gemerkten Stallplätzen').waitFor();
        await expectAxeClean(user, `profile ${label}`);
        await shoot(user, `profile-${width}-${theme}`);
      }
    }
  });
});
