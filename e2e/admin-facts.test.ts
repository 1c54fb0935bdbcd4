// Journey: an admin reviews the structured facts (issue 15) in the back office. A listing's row shows its all-in
// month and its free places, and unfolds "Haltung & Bedingungen" with the detail page's sections (the care level
// among them); a listing without facts says so. A stable's row lists its equipment with the hall's size and its
// facilities. Both screens pass axe with the facts shown, in both themes at phone and desktop width.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { isoDay } from '#contract/dates.ts';
import { CARE_LEVEL_LABELS, STABLE_FACILITY_LABELS } from '#contract/facts.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import type { AdminStableDto, ListingDto } from '#contract/types.ts';
import { factSections, vacancyLabel } from '#site/lib/listing-facts.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let browser: Browser;
let adminContext: BrowserContext;
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
  await adminContext?.close();
  await browser?.close();
});

async function adminGet<T>(path: string): Promise<T> {
  const response = await adminContext.request.get(`${baseUrl}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A page signed in as admin, on `path` of the back office unless it is null. */
async function open(path: string | null, options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}) {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  await signInAdmin(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  const page = await context.newPage();
  if (path !== null) await page.goto(`${baseUrl}${path}`);
  return page;
}

async function listingsShown(page: Page): Promise<void> {
  await page.locator('ul[aria-label="Anzeigen"][aria-busy="false"]').waitFor();
}

const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const euro = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(n));
const listingRow = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Anzeigen' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The label → value lines of a facts section as the page shows them. */
async function linesOf(section: Locator): Promise<Record<string, string>> {
  const terms = await section.getByRole('term').allTextContents();
  const values = await section.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

/** A demo listing with a care level and a price list that adds to the base price. */
async function sampleListing(): Promise<ListingDto> {
  const listings = await adminGet<ListingDto[]>('/api/admin/listings');
  const listing = listings.find((l) => l.facts.careLevel && l.totalMonthly > l.pricePerMonth);
  expect(listing, 'a demo listing with a care level and required extras').toBeDefined();
  return listing!;
}

/** A demo stable with an indoor hall of known size and some facilities. */
async function sampleStable(): Promise<AdminStableDto> {
  const stables = await adminGet<AdminStableDto[]>('/api/admin/stables');
  const stable = stables.find((s) => s.hasIndoorArena && s.indoorArenaSize && s.facilities.length > 1);
  expect(stable, 'a demo stable with a hall size and facilities').toBeDefined();
  return stable!;
}

describe('a listing in Anzeigen', () => {
  it('shows the all-in month and the free places, and unfolds the facts by section with the care level', async () => {
    const listing = await sampleListing();
    const page = await open(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    await listingsShown(page);
    const row = listingRow(page, listing.title);
    const text = await textOf(row);
    expect(text).toContain(`${euro(listing.pricePerMonth)} €/Monat`);
    expect(text).toContain(`Gesamt ${euro(listing.totalMonthly)} €/Monat`);
    expect(text).toContain(vacancyLabel(listing, isoDay(new Date(), HOME_TIME_ZONE)));

    const care = row.getByRole('region', { name: 'Betreuung' });
    expect(await care.isVisible(), 'folded at first').toBe(false);
    await row.getByText('Haltung & Bedingungen', { exact: true }).click();
    await care.waitFor();
    expect((await linesOf(care)).Pension).toBe(CARE_LEVEL_LABELS[listing.facts.careLevel!]);
    expect(await row.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      factSections(listing).map((s) => s.title),
    );
  });

  it('says that an owner gave no facts at all', async () => {
    const listing = await sampleListing();
    const page = await open(null, { viewport: PHONE });
    // Every demo listing has some facts: the test makes one of the real answer a listing without any.
    await page.route('**/api/admin/listings*', async (route: Route) => {
      const response = await route.fetch();
      const listings = (await response.json()) as ListingDto[];
      await route.fulfill({
        response,
        json: listings.map((l) => (l.id === listing.id ? { ...l, facts: {} } : l)),
      });
    });
    await page.goto(`${baseUrl}/admin/listings?search=${encodeURIComponent(listing.title)}`);
    await listingsShown(page);
    const row = listingRow(page, listing.title);
    expect(await row.getByText('Keine Angaben zu Haltung & Bedingungen', { exact: true }).count()).toBe(1);
    expect(await row.getByText('Haltung & Bedingungen', { exact: true }).count()).toBe(0);
  });
});

describe('a stable in Ställe', () => {
  it('lists its equipment with the hall and its size, and every facility', async () => {
    const stable = await sampleStable();
    const page = await open(`/admin/stables?search=${encodeURIComponent(stable.name)}`);
    const row = page.getByRole('article', { name: stable.name, exact: true });
    await row.waitFor();
    const equipment = await textOf(row.getByRole('definition').last());
    expect(equipment).toContain(`Reithalle ${stable.indoorArenaSize}`);
    for (const facility of stable.facilities) expect(equipment).toContain(STABLE_FACILITY_LABELS[facility]);
    expect(await row.getByRole('term').last().textContent()).toBe('Ausstattung');
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`has no axe violations with the facts shown (${theme}, ${width})`, async () => {
        const listing = await sampleListing();
        const page = await open(`/admin/listings?search=${encodeURIComponent(listing.title)}`, { viewport, theme });
        await listingsShown(page);
        const row = listingRow(page, listing.title);
        await row.getByText('Haltung & Bedingungen', { exact: true }).click();
        await row.getByRole('region', { name: 'Betreuung' }).waitFor();
        expect(await axeViolations(page), 'listings').toEqual([]);

        await page.goto(`${baseUrl}/admin/stables`);
        await page.getByRole('article').first().waitFor();
        expect(await axeViolations(page), 'stables').toEqual([]);
      });
    }
  }
});
