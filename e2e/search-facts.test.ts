// The facts filters in the browser (issue 15): a visitor whose device has a horse profile keeps only the stables
// that may fit it, free now, with at least 8 hours of turnout through the year, and sorts by the all-in month.
// Each step changes the address, the results are the API's for the same query, and the panel's button counts the
// filters; the journey runs at phone and desktop width in both themes. Without JavaScript the form sends the same
// fields. Axe checks the open panel in both themes at both widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { ACTIVE_HORSE_KEY } from '#site/lib/device-horses.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

const HORSE = { name: 'Donnerhall', heightCm: 178, gender: 'stallion' };

async function freshPage(
  options: Parameters<typeof newContext>[1] = {},
  { theme = 'light', horse = true }: { theme?: 'light' | 'dark'; horse?: boolean } = {},
): Promise<Page> {
  const context = await newContext(browser, options);
  contexts.push(context);
  await context.addInitScript(
    ({ theme, key, horse }) => {
      localStorage.setItem('theme', theme);
      if (horse) localStorage.setItem(key, JSON.stringify({ horse, account: false }));
    },
    { theme, key: ACTIVE_HORSE_KEY, horse: horse ? HORSE : null },
  );
  return context.newPage();
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page, 'SearchExplorer');
  // The advanced panel's fields come live once their code is there (at idle, or when the panel opens).
  await page.locator('[data-live]').waitFor({ state: 'attached' });
}

const results = (page: Page) => page.getByRole('region', { name: 'Suchergebnisse' });

async function settled(page: Page): Promise<void> {
  await page.locator('section[aria-busy="false"]').waitFor();
}

/** The cards' listings and all-in months, in the order shown. */
async function cards(page: Page): Promise<{ id: number; total: number }[]> {
  return results(page)
    .locator('article[data-listing]')
    .evaluateAll((articles) =>
      articles.map((a) => ({
        id: Number(a.getAttribute('data-listing')),
        total: Number(a.getAttribute('data-total')),
      })),
    );
}

/** What GET /api/listings answers for the page's own query. */
async function apiFor(page: Page): Promise<{ total: number; ids: number[] }> {
  const query = new URL(page.url()).searchParams;
  query.set('limit', '24');
  const response = await fetch(`${baseUrl}/api/listings?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ListingDto[];
  return { total: Number(response.headers.get('x-total-count')), ids: body.map((l) => l.id) };
}

const SCREENS = [
  { width: 390, height: 844, theme: 'light' },
  { width: 1366, height: 900, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
  { width: 1366, height: 900, theme: 'dark' },
] as const;

describe('the facts filters', () => {
  it.each(SCREENS)(
    'keeps what fits the horse, free now, with 8 hours of turnout, sorted by the all-in month ($width px, $theme)',
    async ({ width, height, theme }) => {
      const page = await freshPage({ viewport: { width, height } }, { theme });
      await open(page, '/stallplaetze');
      const all = (await apiFor(page)).total;
      // A phone shows the search as one line until "ändern".
      if (width < 768) {
        expect(await page.getByText('Erweiterte Filter').isVisible()).toBe(false);
        await page.getByRole('button', { name: 'ändern' }).click();
      }
      await page.getByText('Erweiterte Filter').click();

      await page.getByLabel('Nur passende Ställe für Donnerhall').check();
      await page.waitForURL(/horseHeight=178/);
      expect(new URL(page.url()).searchParams.get('horseGender')).toBe('stallion');
      await page.getByLabel('Sofort frei').check();
      await page.waitForURL(/freeNow=true/);
      await page.getByLabel('Weide/Paddock täglich').selectOption('8');
      await page.waitForURL(/turnout=8/);
      // The switch's radios are visually hidden in their labels: the label is what a visitor clicks.
      await page.locator('label', { hasText: 'Gesamtkosten' }).click();
      await page.waitForURL(/priceBasis=total/);
      await page.getByText('Grundpreis plus alle Pflicht-Nebenkosten pro Monat').waitFor();
      await page.getByLabel('Sortieren nach').selectOption('total_asc');
      await page.waitForURL(/sort=total_asc/);
      await settled(page);

      // Three filters on the button; the page shows what the API answers for its address, cheapest all-in first.
      await page.getByText('Erweiterte Filter').getByText('3 aktiv').waitFor();
      const api = await apiFor(page);
      expect(api.total).toBeGreaterThan(0);
      expect(api.total).toBeLessThan(all);
      await results(page)
        .getByRole('status')
        .filter({ hasText: `${api.total} ${api.total === 1 ? 'Stallplatz' : 'Stallplätze'} gefunden` })
        .waitFor();
      // On a phone the open panel's end stays in reach: the live count, and the way to the results.
      const show = page.getByRole('button', { name: `${api.total} Stallplätze anzeigen` });
      if (width < 768) {
        await page.getByLabel('Weide/Paddock täglich').scrollIntoViewIfNeeded();
        expect(await show.isVisible()).toBe(true);
        const box = (await show.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(height);
        await show.click();
        await page.waitForFunction(() => !document.querySelector('form[role=search] details')?.hasAttribute('open'));
        await results(page).getByRole('status').waitFor();
        expect(await results(page).getByRole('status').isVisible()).toBe(true);
      } else {
        expect(await show.isVisible()).toBe(false);
      }
      const shown = await cards(page);
      expect(shown.map((card) => card.id)).toEqual(api.ids);
      const totals = shown.map((card) => card.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      // The order's options follow the basis: the base price's orders are not offered beside the all-in month's.
      const sorts = await page
        .getByLabel('Sortieren nach')
        .locator('option')
        .evaluateAll((o) => o.map((x) => x.textContent));
      expect(sorts).toContain('Gesamtkosten aufsteigend');
      expect(sorts).not.toContain('Preis aufsteigend');

      // Back to the base price: the order follows.
      if (width < 768) {
        await page.getByRole('button', { name: 'ändern' }).click();
        await page.getByText('Erweiterte Filter').click();
      }
      await page.locator('label', { hasText: 'Grundpreis' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    },
  );

  it('finds places with a minimum term of at most 3 months, named in the results line and the address', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await open(page, '/stallplaetze');
    await page.getByText('Erweiterte Filter').click();
    const minTerm = page.getByLabel('Mindestlaufzeit höchstens');
    expect(await minTerm.locator('option').allTextContents()).toEqual([
      'Egal',
      'ohne Mindestlaufzeit',
      '1 Monat',
      '3 Monate',
      '6 Monate',
      '12 Monate',
    ]);
    await minTerm.selectOption({ label: '3 Monate' });
    await page.waitForURL((url) => url.searchParams.get('maxMinTerm') === '3');
    await settled(page);
    const api = await apiFor(page);
    expect(api.total).toBeGreaterThan(0);
    await results(page).getByText('Mindestlaufzeit bis 3 Monate', { exact: true }).waitFor();
    expect((await cards(page)).map((card) => card.id)).toEqual(api.ids);
    // Every card found states a minimum term of at most 3 months.
    for (const id of api.ids.slice(0, 5)) {
      const listing = (await (await fetch(`${baseUrl}/api/listings/${id}`)).json()) as ListingDto;
      expect(listing.facts?.minTermMonths).toBeLessThanOrEqual(3);
    }
    // "ohne Mindestlaufzeit" is a value of its own, kept in the address as 0.
    await minTerm.selectOption({ label: 'ohne Mindestlaufzeit' });
    await page.waitForURL((url) => url.searchParams.get('maxMinTerm') === '0');
    await results(page).getByText('ohne Mindestlaufzeit', { exact: true }).waitFor();
  });

  it('offers no horse filter without a horse profile, and keeps one from the address', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } }, { horse: false });
    await open(page, '/stallplaetze');
    await page.getByText('Erweiterte Filter').click();
    await page.getByLabel('Sofort frei').waitFor();
    expect(await page.getByText(/Nur passende Ställe/).count()).toBe(0);
    await open(page, '/stallplaetze?horseName=Stella&horseGender=mare');
    await page.getByLabel('Nur passende Ställe für Stella').waitFor();
    expect(await page.getByLabel('Nur passende Ställe für Stella').isChecked()).toBe(true);
    // Off again; without a horse on this device the box then goes, as on a page without one.
    await page.getByLabel('Nur passende Ställe für Stella').click();
    await page.waitForURL((url) => !url.searchParams.has('horseGender'));
    await page.getByText(/Nur passende Ställe/).waitFor({ state: 'detached' });
  });

  it('works without JavaScript: the form sends the boxes and selects', async () => {
    const page = await freshPage({ javaScriptEnabled: false }, { horse: false });
    await page.goto(`${baseUrl}/stallplaetze`);
    await page.getByText('Erweiterte Filter').click();
    await page.getByLabel('Betreuung').selectOption('full');
    await page.getByLabel('Sofort frei').check();
    await page.getByLabel('Reithalle').check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await page.waitForURL(/care=full/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('freeNow')).toBe('true');
    expect(query.getAll('facilities')).toEqual(['indoorArena']);
    const api = await apiFor(page);
    const shown = await cards(page);
    expect(shown.map((card) => card.id)).toEqual(api.ids);
    expect(await page.getByLabel('Betreuung').inputValue()).toBe('full');
  });
});

describe('accessibility of the facts filters', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      it(`has no axe violations in the ${theme} theme at ${viewport.width}px`, async () => {
        const page = await freshPage({ viewport }, { theme });
        await open(page, '/stallplaetze?care=full&freeNow=true&priceBasis=total&horseName=Donnerhall&horseHeight=178');
        if (viewport.width < 768) await page.getByRole('button', { name: 'ändern' }).click();
        await page.getByLabel('Nur passende Ställe für Donnerhall').waitFor();
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
