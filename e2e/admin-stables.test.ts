// Journey: an admin looks through the stables (/admin/stables): each with owner, place, region, rating and
// listings by status as the API counts them, search and region filter in the URL, skeletons and empty
// state, the links to the owner's user card and to the stable's listings, and accessibility.
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminStableDto } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const REGION_NAMES = { germany: 'Deutschland', austria: 'Österreich', switzerland: 'Schweiz' } as const;
const STATUS_LABELS = { active: 'Aktiv', inactive: 'Inaktiv', pending: 'Ausstehend', premium: 'Premium' } as const;

let browser: Browser;
let admin: APIRequestContext;
const contexts: BrowserContext[] = [];

async function stablesFromApi(query: Record<string, string> = {}): Promise<AdminStableDto[]> {
  const response = await admin.get(`${baseUrl}/api/admin/stables?${new URLSearchParams(query)}`);
  if (!response.ok()) throw new Error(`listing stables failed: ${response.status()}`);
  return (await response.json()) as AdminStableDto[];
}

async function open(options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  await signInAdmin(context);
  return context.newPage();
}

async function openStables(page: Page, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/admin/stables${query}`);
  await page.getByRole('heading', { level: 1, name: 'Ställe' }).waitFor();
  await page.locator('article, :text("Keine Ställe gefunden")').first().waitFor();
}

const rowNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const row = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const listings = (count: number) => (count === 0 ? 'Keine Anzeigen' : count === 1 ? '1 Anzeige' : `${count} Anzeigen`);
const rating = (value: number) => value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  contexts.push(context);
  await signInAdmin(context);
  admin = context.request;
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('the stables list', () => {
  it('shows every stable the API returns with owner, place, region, rating and listings by status', async () => {
    const page = await open();
    await openStables(page);
    const expected = await stablesFromApi();
    expect(expected.length).toBeGreaterThan(0);
    expect(await rowNames(page)).toEqual(expected.map((s) => s.name));
    const total = expected.reduce((sum, s) => sum + s.listingCount, 0);
    expect(await page.getByText(`${expected.length} Ställe · ${listings(total)}`, { exact: true }).count()).toBe(1);

    for (const stable of expected) {
      const item = row(page, stable.name);
      const text = (await item.textContent()) ?? '';
      expect(text).toContain(stable.owner.name);
      expect(text).toContain(`@${stable.owner.username}`);
      expect(text).toContain(`${stable.postalCode} ${stable.city}`);
      expect(text).toContain(REGION_NAMES[stable.region]);
      expect(await item.getByText(listings(stable.listingCount), { exact: true }).count()).toBe(1);
      if (stable.rating !== null) expect(await item.getByText(rating(stable.rating), { exact: true }).count()).toBe(1);
      expect(
        await item.getByText(`${stable.reviewCount} Bewertung${stable.reviewCount === 1 ? '' : 'en'}`).count(),
      ).toBe(stable.reviewCount > 0 ? 1 : 0);
      const badges = await item.getByRole('list', { name: 'Nach Status' }).getByRole('listitem').allTextContents();
      expect(badges).toEqual(
        (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[])
          .filter((status) => stable.listingStatuses[status] > 0)
          .map((status) => `${stable.listingStatuses[status]} ${STATUS_LABELS[status]}`),
      );
    }
  });

  it('shows a dash for an unrated stable and no listings link for a stable without listings', async () => {
    const page = await open();
    // The demo stables are all rated and listed: make the first one of the real answer a fresh stable.
    await page.route('**/api/admin/stables*', async (route: Route) => {
      const response = await route.fetch();
      const stables = (await response.json()) as AdminStableDto[];
      stables[0] = {
        ...stables[0]!,
        name: 'Neuer Hof ohne Anzeigen',
        rating: null,
        reviewCount: 0,
        listingCount: 0,
        listingStatuses: { active: 0, inactive: 0, pending: 0, premium: 0 },
      };
      await route.fulfill({ response, json: stables });
    });
    await openStables(page);
    const item = row(page, 'Neuer Hof ohne Anzeigen');
    expect(await item.getByText('–', { exact: true }).count()).toBe(1);
    expect(await item.getByText('Keine Bewertungen', { exact: true }).count()).toBe(1);
    expect(await item.getByText('Keine Anzeigen', { exact: true }).count()).toBe(1);
    expect(await item.getByRole('link', { name: /Zu den Anzeigen/ }).count()).toBe(0);
  });

  it('shows 5 skeleton rows while the list loads', async () => {
    const page = await open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/stables*', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/admin/stables`);
    await page.getByTestId('admin-skeleton').first().waitFor();
    expect(await page.getByTestId('admin-skeleton').count()).toBe(5);
    release();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByTestId('admin-skeleton').count()).toBe(0);
  });

  it('says "Keine Ställe gefunden" when nothing matches', async () => {
    const page = await open();
    await openStables(page, '?search=kein-stall-heisst-so');
    expect(await page.getByText('Keine Ställe gefunden', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(0);
  });
});

describe('search and region filter', () => {
  it('searches by stable name, city and owner as the API does, and keeps the search in the URL', async () => {
    const all = await stablesFromApi();
    const sample = all[all.length - 1]!;
    const page = await open();
    await openStables(page);
    const search = page.getByRole('searchbox', { name: 'Suche' });

    for (const term of [
      sample.name.split(' ').pop()!.toUpperCase(),
      sample.city.toLowerCase(),
      sample.owner.username,
    ]) {
      await search.fill(term);
      await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/stables?${new URLSearchParams({ search: term })}`);
      const expected = (await stablesFromApi({ search: term })).map((s) => s.name);
      expect(expected).toContain(sample.name);
      await expect.poll(() => rowNames(page)).toEqual(expected);
    }
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await search.inputValue()).toBe(sample.owner.username);
  });

  it('filters by region, alone and with a search', async () => {
    const page = await open();
    await openStables(page);
    const region = page.getByRole('combobox', { name: 'Region' });
    expect(await region.locator('option').allTextContents()).toEqual([
      'Alle Regionen',
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);

    for (const [value, label] of Object.entries(REGION_NAMES)) {
      await region.selectOption({ label });
      await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/stables?region=${value}`);
      const expected = await stablesFromApi({ region: value });
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => rowNames(page)).toEqual(expected.map((s) => s.name));
      expect(await page.getByRole('article').getByText(label, { exact: true }).count()).toBe(expected.length);
    }

    await openStables(page, '?search=reit&region=austria');
    expect(await region.inputValue()).toBe('austria');
    expect(await page.getByRole('searchbox', { name: 'Suche' }).inputValue()).toBe('reit');
    expect(await rowNames(page)).toEqual(
      (await stablesFromApi({ search: 'reit', region: 'austria' })).map((s) => s.name),
    );
  });
});

describe('links', () => {
  it('opens the owner’s user card in Benutzer', async () => {
    const [stable] = await stablesFromApi();
    const page = await open();
    await openStables(page);
    const link = row(page, stable!.name).getByRole('link', { name: `Benutzerkarte von ${stable!.owner.name}` });
    expect(await link.getAttribute('href')).toBe(`/admin/users?search=${encodeURIComponent(stable!.owner.username)}`);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Suche' }).inputValue()).toBe(stable!.owner.username);
    const ownerCard = page.getByRole('article', { name: stable!.owner.name, exact: true });
    await ownerCard.waitFor();
    expect(await ownerCard.getByText(stable!.owner.email).count()).toBe(1);
    expect(await ownerCard.getByText('Stallbesitzer', { exact: true }).count()).toBe(1);
  });

  it('links each stable with listings to them in Anzeigen', async () => {
    const [stable] = (await stablesFromApi()).filter((s) => s.listingCount > 0);
    const page = await open();
    await openStables(page);
    const link = row(page, stable!.name).getByRole('link', { name: `Zu den Anzeigen von ${stable!.name}` });
    expect(await link.getAttribute('href')).toBe(`/admin/listings?stableId=${stable!.id}`);
    await link.click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/listings?stableId=${stable!.id}`);
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`has no axe violations on the stables screen (${theme}, ${width})`, async () => {
        const page = await open({ viewport, theme });
        await openStables(page);
        expect(await axeViolations(page), 'list').toEqual([]);
        await openStables(page, '?search=kein-stall-heisst-so');
        expect(await axeViolations(page), 'empty state').toEqual([]);
      });
    }
  }
});
