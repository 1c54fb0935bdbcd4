// The price list and free places in the browser: an owner enters what comes on top of the base price (and what
// is in it), a deposit and the free places, and sees the all-in month while typing; a mistake is named; the public
// detail page shows the cost calculator, whose optional items a visitor ticks by keyboard; a let listing says
// "Derzeit belegt" on its card and page; and the calculator passes axe in both themes at phone and desktop width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import type { ListingDto } from '#contract/types.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
let adminContext: BrowserContext;
let restoreSettings: Record<string, unknown> | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  restoreSettings = await updateSettings(adminContext, { requireEmailVerification: false });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  if (restoreSettings) await updateSettings(adminContext, restoreSettings);
  await adminContext?.close();
  await browser?.close();
});

async function open(viewport = { width: 1366, height: 900 }, theme?: 'light' | 'dark'): Promise<Page> {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

async function apiSend<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.context().request.post(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An owner with a stable, signed in through the API. */
async function ownerWithStable(page: Page): Promise<OwnStableDto> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await apiSend(page, '/api/register', {
    email: `kosten.${id}@example.de`,
    username: `kosten_${id}`,
    password: 'hufeisen-und-sattel',
    firstName: 'Kira',
    lastName: 'Kostner',
    isStableOwner: true,
    acceptTerms: true,
  });
  return apiSend<OwnStableDto>(page, '/api/my/stables', {
    name: `Hof Kostenklar ${id}`,
    address: 'Am Anger 3',
    postalCode: '82256',
    city: 'Fürstenfeldbruck',
    region: 'germany',
    latitude: 48.18,
    longitude: 11.25,
  });
}

async function ownerScreen(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('astro-island[component-url*="/OwnerApp."]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Fills the price list's row `n` (1-based), which "Kostenposition hinzufügen" added. */
async function fillItem(page: Page, n: number, name: string, amount: string, period: string, kind: string) {
  await page.getByRole('button', { name: 'Kostenposition hinzufügen' }).click();
  await page.getByLabel(`Position ${n}`, { exact: true }).fill(name);
  const row = page
    .getByRole('list', { name: 'Kostenpositionen' })
    .getByRole('listitem')
    .nth(n - 1);
  await row.getByLabel('Betrag (€)').fill(amount);
  await row.getByLabel('Zeitraum').selectOption({ label: period });
  await row.getByLabel('Art').selectOption({ label: kind });
}

describe('the price list', () => {
  it('is entered by the owner with the all-in month shown while typing, and calculated on the detail page', async () => {
    const page = await open();
    const stable = await ownerWithStable(page);
    await ownerScreen(page, `/my-stables/anzeige/neu?stall=${stable.id}`);
    await page.getByLabel('Titel').fill('Innenbox mit allem drum und dran');
    await page.getByLabel('Beschreibung').fill('Vollpension mit Heu und Stroh.');
    await page.getByLabel('Preis pro Monat (€)').fill('300');
    await fillItem(page, 1, 'Heu', '', 'pro Monat', 'Im Preis enthalten');
    await fillItem(page, 2, 'Reithallennutzung', '35', 'pro Monat', 'Pflicht, zusätzlich');
    await fillItem(page, 3, 'Weidegeld', '180', 'pro Jahr', 'Pflicht, zusätzlich');
    await fillItem(page, 4, 'Eindecken', '20', 'pro Monat', 'Optional');
    await fillItem(page, 5, 'Aufnahmegebühr', '150', 'einmalig', 'Pflicht, zusätzlich');
    await page.getByText('Gesamtkosten pro Monat: 350 €').waitFor();
    await page.getByLabel('Kaution (€) (optional)').fill('600');
    await page.getByLabel('Freie Plätze').fill('2');

    // A row without a name is named as the mistake; removing it saves the rest.
    await page.getByRole('button', { name: 'Kostenposition hinzufügen' }).click();
    await page
      .getByRole('list', { name: 'Kostenpositionen' })
      .getByRole('listitem')
      .nth(5)
      .getByLabel('Betrag (€)')
      .fill('9');
    await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte die Kostenposition benennen' }).waitFor();
    await page.getByRole('button', { name: 'Position 6 entfernen' }).click();
    await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
    await page.waitForURL(/\/my-stables\/anzeige\/\d+$/);
    const listingId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await (
      await page.context().request.get(`${baseUrl}/api/my/listings/${listingId}`)
    ).json()) as OwnListingDto;
    expect(saved.priceItems.map((item) => [item.name, item.amount, item.period, item.kind])).toEqual([
      ['Heu', 0, 'monthly', 'included'],
      ['Reithallennutzung', 35, 'monthly', 'required'],
      ['Weidegeld', 180, 'yearly', 'required'],
      ['Eindecken', 20, 'monthly', 'optional'],
      ['Aufnahmegebühr', 150, 'once', 'required'],
    ]);
    expect(saved.deposit).toBe(600);
    expect(saved.freePlaces).toBe(2);

    // The admin approves it; a visitor reads the costs and ticks the optional rugging by keyboard.
    const approved = await adminContext.request.put(`${baseUrl}/api/admin/listings/${listingId}/status`, {
      data: { status: 'active' },
      headers: { Origin: baseUrl },
    });
    expect(approved.status()).toBe(200);
    const visitor = await open({ width: 390, height: 844 });
    await visitor.goto(`${baseUrl}/de/stallplatz/${listingId}`);
    // Beside "Anfrage senden": the base price and the all-in month.
    const contact = visitor.getByRole('complementary', { name: 'Kontakt' });
    await contact.getByText('Gesamt mit Pflicht-Zusatzkosten: 350 € / Monat').waitFor();
    const costs = visitor.getByRole('region', { name: 'Kosten', exact: true });
    await costs.scrollIntoViewIfNeeded();
    await hydrated(visitor, 'CostCalculator');
    await costs.getByText('Gesamtkosten für dein Pferd: 350 € / Monat').waitFor();
    await costs.getByText('Weidegeld (180 € im Jahr)').waitFor();
    await costs.getByText('Im Grundpreis enthalten: Heu.').waitFor();
    await costs.getByText('Nicht im Monatsbetrag: Aufnahmegebühr 150 €, Kaution 600 €.').waitFor();
    await costs.getByText(/und die gewählten Optionen\./).waitFor();
    await costs.getByRole('checkbox', { name: 'Eindecken' }).focus();
    await visitor.keyboard.press('Space');
    await costs.getByText('Gesamtkosten für dein Pferd: 370 € / Monat').waitFor();
    // The details name the all-in figure next to the base price.
    await visitor.getByText('gesamt ca. 350 €').waitFor();
    await visitor.getByText('2 freie Plätze').waitFor();
    const listing = (await (await fetch(`${baseUrl}/api/listings/${listingId}`)).json()) as ListingDto;
    expect(listing.totalMonthly).toBe(350);
  });
});

describe('free places', () => {
  it('say "Derzeit belegt" on the card and the page of a let listing, which stays findable', async () => {
    const listings = (await (await fetch(`${baseUrl}/api/listings?limit=48`)).json()) as ListingDto[];
    const full = listings.find((l) => l.freePlaces === 0)!;
    expect(full).toBeDefined();
    const page = await open({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/stallplaetze`);
    const card = page.locator(`article[data-listing="${full.id}"]`);
    expect(await card.textContent()).toContain('Derzeit belegt');
    expect(await page.locator('article[data-listing]').filter({ hasText: 'Derzeit belegt' }).count()).toBe(
      listings.slice(0, 24).filter((l) => l.freePlaces === 0).length,
    );
    await page.goto(`${baseUrl}/de/stallplatz/${full.id}`);
    const details = page.getByRole('region', { name: 'Details' });
    expect(await details.locator('dd').nth(2).innerText()).toBe('Derzeit belegt');
  });
});

describe('accessibility of the cost calculator', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      it(`has no axe violations in the ${theme} theme at ${viewport.width}px`, async () => {
        // A demo listing with optional items.
        const listings = (await (await fetch(`${baseUrl}/api/listings?limit=48`)).json()) as ListingDto[];
        const listing = listings.find((l) => l.priceItems.some((item) => item.kind === 'optional'))!;
        expect(listing).toBeDefined();
        const page = await open(viewport, theme);
        await page.goto(`${baseUrl}/de/stallplatz/${listing.id}`);
        const costs = page.getByRole('region', { name: 'Kosten', exact: true });
        await costs.scrollIntoViewIfNeeded();
        await hydrated(page, 'CostCalculator');
        await costs.getByRole('checkbox').first().check();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
