// "Passt mein Pferd?" in the browser: a visitor creates a horse on /pferde without an account, reads on a listing
// that takes horses up to 175 cm that their 178 cm stallion does not fit and why, sees the same on the listing's
// search card; signs in, and the horse moves to the account; sends the horse with an enquiry, finds it named with
// the sent enquiry on the dashboard, and the owner sees it on the inbox's collapsed row and reads it opened. The fit
// panel, the card badge and /pferde pass axe in both themes at phone and desktop width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HorseDto } from '#contract/horses.ts';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let browser: Browser;
let adminContext: BrowserContext;
let ownerContext: BrowserContext;
let restoreSettings: Record<string, unknown> | undefined;
let listing: { id: number; title: string };
const contexts: BrowserContext[] = [];
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiSend<T>(context: BrowserContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await context.request[method](`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  restoreSettings = await updateSettings(adminContext, { requireEmailVerification: false });
  // An owner's listing that takes horses up to 175 cm, approved by the admin.
  ownerContext = await newContext(browser, { viewport: DESKTOP });
  await apiSend(ownerContext, 'post', '/api/register', {
    email: `passt.${suffix}@example.de`,
    username: `passt_${suffix}`,
    password: 'hufeisen-und-sattel',
    firstName: 'Olga',
    lastName: 'Obermaier',
    isStableOwner: true,
    acceptTerms: true,
  });
  const stable = await apiSend<OwnStableDto>(ownerContext, 'post', '/api/my/stables', {
    name: `Hof Stockmaß ${suffix}`,
    address: 'Am Anger 3',
    postalCode: '82256',
    city: 'Fürstenfeldbruck',
    region: 'germany',
    latitude: 48.18,
    longitude: 11.25,
  });
  const title = `Box bis 175 cm ${suffix}`;
  const own = await apiSend<OwnListingDto>(ownerContext, 'post', '/api/my/listings', {
    stableId: stable.id,
    title,
    description: 'Innenbox für mittelgroße Pferde.',
    stallType: 'inside_box',
    pricePerMonth: 390,
    facts: { maxHeightCm: 175 },
  });
  await apiSend(adminContext, 'put', `/api/admin/listings/${own.id}/status`, { status: 'active' });
  listing = { id: own.id, title };
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  if (restoreSettings) await updateSettings(adminContext, restoreSettings);
  await ownerContext?.close();
  await adminContext?.close();
  await browser?.close();
});

async function open(viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

const detailPath = () => `/de/stallplatz/${listing.id}`;
/** The newest listings first: this file's listing is the newest. */
const searchPath = '/stallplaetze?sort=newest';

async function fitPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Passt mein Pferd?' });
  await panel.scrollIntoViewIfNeeded();
  await hydrated(page, 'FitPanel');
  return panel;
}

describe('Passt mein Pferd?', () => {
  it('checks a visitor’s horse, moves it to the account at sign-in and sends it with an enquiry', async () => {
    const page = await open();

    // ---- a visitor without an account creates a horse ----
    await page.goto(`${baseUrl}${detailPath()}`);
    const invitation = await fitPanel(page);
    // The server renders what the panel does before any script runs.
    await invitation.getByText('ob er zu deinem Pferd passt – auch ohne Konto').waitFor();
    await invitation.getByRole('link', { name: 'Pferd anlegen' }).click();
    await page.waitForURL(/\/pferde\?/);
    await hydrated(page, 'HorsesPage');
    // The form is open at once.
    const form = page.getByRole('form', { name: 'Neues Pferd' });
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Bitte gib den Namen deines Pferdes an').waitFor();
    await form.getByLabel('Name').fill('Blitz');
    await form.getByLabel('Stockmaß in cm (optional)').fill('178');
    await form.getByLabel('Geschlecht (optional)').selectOption({ label: 'Hengst' });
    await form.getByRole('checkbox', { name: 'Ekzemer' }).check();
    await form.getByRole('button', { name: 'Speichern' }).click();

    // ---- saved, back on the listing: it says it does not fit, and why ----
    await page.waitForURL(`${baseUrl}${detailPath()}`);
    const panel = await fitPanel(page);
    await panel.getByTestId('fit-verdict').filter({ hasText: 'Passt nicht' }).waitFor();
    // Each reason says in words whether it fits, not by its icon alone.
    const reasons = await panel.getByRole('listitem').evaluateAll((items) => items.map((li) => li.textContent));
    expect(reasons).toEqual([
      'Passt nicht: Stockmaß 178 cm, der Stall nimmt bis 175 cm',
      'Offen: Der Stall sagt nicht, ob er Hengste nimmt',
      'Offen: Der Stall sagt nicht, ob er Ekzemer betreut',
    ]);

    // ---- and its search card ----
    await page.goto(`${baseUrl}${searchPath}`);
    const badge = page.locator(`article[data-listing="${listing.id}"] [data-fit-badge]`);
    await badge.and(page.locator('[data-fit]')).waitFor();
    expect(await badge.innerText()).toContain('Passt nicht für Blitz');

    // ---- signing in moves the horse to the account ----
    const rider = { username: `reiterin_${suffix}`, password: 'galopp-im-gelaende' };
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({
        ...rider,
        email: `reiterin.${suffix}@example.de`,
        firstName: 'Rita',
        lastName: 'Reiterin',
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    await page.goto(`${baseUrl}/auth`);
    const signIn = page.getByRole('tabpanel', { name: 'Anmelden' });
    await signIn.getByLabel('Benutzername').fill(rider.username);
    await signIn.getByLabel('Passwort', { exact: true }).fill(rider.password);
    await signIn.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}${detailPath()}`);
    await (await fitPanel(page)).getByTestId('fit-verdict').filter({ hasText: 'Passt nicht' }).waitFor();
    await expect
      .poll(async () =>
        ((await (await page.context().request.get(`${baseUrl}/api/my/horses`)).json()) as HorseDto[]).map((h) => [
          h.name,
          h.heightCm,
          h.gender,
          h.needs,
        ]),
      )
      .toEqual([['Blitz', 178, 'stallion', ['eczema']]]);
    // The device's copy goes once the browser has the import's answer, which may come after the API has the horse.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('horses'))).toBeNull();

    // ---- the enquiry carries the horse ----
    await hydrated(page, 'EnquiryForm');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    const withHorse = page.getByRole('checkbox', { name: /Pferd mitsenden: Blitz/ });
    expect(await withHorse.isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Rita Reiterin');
    await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('Ist die Box für einen Hengst frei?');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Anfrage gesendet', { exact: true }).waitFor();

    // ---- the rider's dashboard names the horse with the sent enquiry ----
    await page.goto(`${baseUrl}/dashboard`);
    const sentEnquiry = page.getByTestId('sent-enquiries').getByRole('listitem').filter({ hasText: listing.title });
    expect((await sentEnquiry.innerText()).replace(/\s+/g, ' ')).toMatch(
      /Gesendet am \d{2}\.\d{2}\.\d{4} · mit Pferd: Blitz/,
    );

    // ---- the owner reads it in the inbox: the collapsed row names the horse ----
    const inbox = await ownerContext.newPage();
    await inbox.goto(`${baseUrl}/my-stables/anfragen`);
    await inbox.locator('astro-island[component-url*="/OwnerApp."]:not([ssr])').waitFor({ state: 'attached' });
    const enquiry = inbox.getByTestId('enquiry').filter({ hasText: 'Rita Reiterin' });
    const row = enquiry.getByRole('button', { name: /Rita Reiterin/ });
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    expect(await row.innerText()).toContain('mit Pferd: Blitz');
    await row.click();
    const sent = enquiry.getByRole('region', { name: 'Pferd: Blitz' });
    await sent.waitFor();
    const text = await sent.innerText();
    for (const part of ['Mitgesendetes Pferd', 'Stockmaß', '178 cm', 'Hengst', 'Ekzemer']) expect(text).toContain(part);
    await inbox.close();
  });
});

describe('accessibility of the horse profiles and the fit check', () => {
  /** A horse this device keeps, active, as stores/horses.ts writes it. */
  const deviceHorse = {
    id: -2,
    name: 'Blitz',
    heightCm: 178,
    gender: 'stallion',
    age: 12,
    type: 'horse',
    breed: 'Trakehner',
    hoofs: 'shod',
    needs: ['eczema'],
    turnout: 'single',
    discipline: 'Dressur',
    createdAt: '2026-11-26T10:00:00.000Z',
  };

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`has no axe violations on /pferde, the fit panel and the card badge in the ${theme} theme at ${viewport.width}px`, async () => {
        const page = await open(viewport, theme);
        await page.context().addInitScript((horse) => {
          const { id: _id, createdAt: _createdAt, ...data } = horse;
          localStorage.setItem('horses', JSON.stringify([horse]));
          localStorage.setItem('horse-active', String(horse.id));
          localStorage.setItem('horse-active-data', JSON.stringify({ horse: data, account: false }));
        }, deviceHorse);

        await page.goto(`${baseUrl}/pferde`);
        await hydrated(page, 'HorsesPage');
        await page.getByTestId('horse').waitFor();
        await page.getByRole('button', { name: 'Blitz bearbeiten' }).click();
        await page.getByRole('form', { name: 'Blitz bearbeiten' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${baseUrl}${detailPath()}`);
        const panel = await fitPanel(page);
        await panel.getByTestId('fit-verdict').filter({ hasText: 'Passt nicht' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${baseUrl}${searchPath}`);
        await page.locator(`article[data-listing="${listing.id}"] [data-fit-badge][data-fit="no"]`).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
