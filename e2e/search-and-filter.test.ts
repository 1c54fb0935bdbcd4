// The listing search journey: /stallplaetze, /de, /at, /ch rendered by the server from the URL, filtering,
// sorting and paging through the island with the URL as the only state, favourites, the loading, empty and
// error states, the page without JavaScript, structured data and accessibility.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const PAGE_SIZE = 24;

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

async function freshPage(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const context = await newContext(browser, options);
  contexts.push(context);
  return context.newPage();
}

interface ApiListing {
  id: number;
  title: string;
  pricePerMonth: number;
  isPremium: boolean;
  stable: { region: string; hasWifi: boolean; hasParking: boolean };
}

/** What GET /api/listings answers for a query: the page of listings and X-Total-Count. */
async function apiSearch(query: Record<string, string>): Promise<{ items: ApiListing[]; total: number }> {
  const response = await fetch(
    `${baseUrl}/api/listings?${new URLSearchParams({ limit: String(PAGE_SIZE), ...query })}`,
  );
  expect(response.status).toBe(200);
  return { items: (await response.json()) as ApiListing[], total: Number(response.headers.get('x-total-count')) };
}

const results = (page: Page) => page.getByRole('region', { name: 'Suchergebnisse' });
const status = (page: Page) => results(page).getByRole('status');

/** Opens a search page and waits until its island has hydrated. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page, 'SearchExplorer');
  // React has finished hydrating (the island's effects ran): a change now reaches its handlers, not the
  // server's markup. On a loaded machine a select changed between the two was lost.
  await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
}

/** Waits until the results are shown (not loading) and returns the count from "{n} Stallplätze gefunden". */
async function shownCount(page: Page): Promise<number> {
  await page.locator('section[aria-busy="false"]').waitFor();
  const text = await status(page).textContent();
  const match = text?.match(/^(\d+) Stallplätze gefunden$/) ?? text?.match(/^(1) Stallplatz gefunden$/);
  expect(match, `status text "${text}"`).toBeTruthy();
  return Number(match![1]);
}

/** Runs an action that loads results through the API and waits until they are shown; returns the API's total. */
async function afterSearch(page: Page, action: () => Promise<unknown>): Promise<number> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/listings');
  await action();
  const total = Number((await response).headers()['x-total-count']);
  await status(page)
    .filter({ hasText: total === 1 ? '1 Stallplatz gefunden' : `${total} Stallplätze gefunden` })
    .waitFor();
  return total;
}

/**
 * Waits until the address holds a search and the results show its count. A search started before React took over
 * is run by the island once it has, or, when the visitor pressed Enter first, by the plain form's own page: either
 * way nothing is lost, so this waits for what the visitor sees, not for one of the two ways.
 */
async function searchKept(page: Page, kept: (query: Record<string, string>) => boolean): Promise<void> {
  await page.waitForURL((url) => kept(Object.fromEntries(url.searchParams)));
  const api = await apiSearch(query(page));
  await status(page)
    .filter({ hasText: api.total === 1 ? '1 Stallplatz gefunden' : `${api.total} Stallplätze gefunden` })
    .waitFor();
}

const titles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();

async function prices(page: Page): Promise<number[]> {
  const cards = await results(page).getByRole('article').allTextContents();
  return cards.map((text) => Number(text.match(/([\d.]+) € \/ Monat/)![1]!.replace(/\./g, '')));
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The state of the filter controls, to compare before and after a reload. */
async function controls(page: Page) {
  return {
    search: await page.getByLabel(/^Stichwort/).inputValue(),
    stallType: await page.getByLabel('Stallart').inputValue(),
    // The option shown (the default order's option sends no value, so the server picks the default).
    sort: await page.getByLabel('Sortieren nach').locator('option:checked').textContent(),
    price: await page.getByLabel('Preis pro Monat').inputValue(),
    pressed: await page.locator('fieldset button[aria-pressed="true"]').allTextContents(),
  };
}

async function openAdvancedFilters(page: Page): Promise<void> {
  const details = page.locator('details');
  if ((await details.getAttribute('open')) === null) await page.getByText('Erweiterte Filter').click();
  await page.getByLabel('Preis pro Monat').waitFor();
}

describe('search pages rendered by the server', () => {
  it('shows all regions with the total count, cards, title and metadata', async () => {
    const page = await freshPage();
    const response = await page.goto(`${baseUrl}/stallplaetze`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Stallplätze in allen Regionen finden | Stallfinder');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stallplätze in allen Regionen finden');

    const api = await apiSearch({});
    expect(api.total).toBeGreaterThan(PAGE_SIZE);
    expect(await status(page).textContent()).toBe(`${api.total} Stallplätze gefunden`);
    expect(await titles(page)).toEqual(api.items.map((l) => l.title));
    // The results reach the browser once, as markup: the island's props carry no listing.
    const props = await page.locator('astro-island[component-url*="/SearchExplorer."]').getAttribute('props');
    expect(props!.length).toBeLessThan(2000);
    for (const listing of api.items) expect(props).not.toContain(listing.title);

    // Cards link to /{de|at|ch}/stallplatz/{id}, with the search page's badges.
    const links = await results(page)
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      api.items.map((l) => `/${{ germany: 'de', austria: 'at' }[l.stable.region] ?? 'ch'}/stallplatz/${l.id}`),
    );
    const cards = await results(page).getByRole('article').allTextContents();
    // Only Premium listings carry a badge.
    cards.forEach((text, i) => expect(text.startsWith('Premium')).toBe(api.items[i]!.isPremium));
    cards.forEach((text) => expect(/^(Standard|Verified)/.test(text)).toBe(false));
    expect(api.items.some((l) => l.isPremium) && api.items.some((l) => !l.isPremium)).toBe(true);

    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Freie Stallplätze für dein Pferd in Deutschland, Österreich und der Schweiz/,
    );
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain('Stallplatz');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/stallplaetze');
  });

  it('shows a change at once, though the page and the API answer are kept between changes', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    await signInAdmin(context);
    const [first] = (await apiSearch({ sort: 'newest' })).items as (ApiListing & { status: string })[];
    const setStatus = async (status: string) => {
      const response = await context.request.put(`${baseUrl}/api/admin/listings/${first!.id}/status`, {
        data: { status },
        headers: { Origin: baseUrl },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    const page = await freshPage();
    const firstTitles = async () => {
      await page.goto(`${baseUrl}/stallplaetze?sort=newest`);
      return (await titles(page)).slice(0, 2);
    };
    expect((await firstTitles())[0]).toBe(first!.title);
    expect((await firstTitles())[0]).toBe(first!.title);
    try {
      await setStatus('inactive');
      expect(await firstTitles()).not.toContain(first!.title);
      expect((await apiSearch({ sort: 'newest' })).items.map((l) => l.id)).not.toContain(first!.id);
    } finally {
      await setStatus(first!.status);
    }
    expect((await firstTitles())[0]).toBe(first!.title);
  });

  it('lists the first 10 results as ItemList structured data', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/de?sort=price_asc`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const list = blocks.find((b) => b['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list).toBeTruthy();
    const api = await apiSearch({ region: 'germany', sort: 'price_asc' });
    expect(api.total).toBeGreaterThan(10);
    expect(list.itemListElement.map((item) => ({ ...item, url: new URL(item.url).pathname }))).toEqual(
      api.items
        .slice(0, 10)
        .map((l, i) => ({ '@type': 'ListItem', position: i + 1, url: `/de/stallplatz/${l.id}`, name: l.title })),
    );
  });

  for (const [path, region, label, country] of [
    ['/de', 'germany', 'Deutschland', 'de'],
    ['/at', 'austria', 'Österreich', 'at'],
    ['/ch', 'switzerland', 'Schweiz', 'ch'],
  ] as const) {
    it(`shows only listings of ${label} on ${path}`, async () => {
      const page = await freshPage();
      await open(page, path);
      expect(await page.title()).toBe(`Stallplätze in ${label} finden | Stallfinder`);
      const api = await apiSearch({ region });
      expect(await shownCount(page)).toBe(api.total);
      const cards = await results(page).getByRole('article').allTextContents();
      expect(cards.length).toBe(Math.min(api.total, PAGE_SIZE));
      for (const text of cards) expect(text).toContain(`, ${label}`);
      const links = await results(page)
        .getByRole('heading', { level: 3 })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of links) expect(href).toMatch(new RegExp(`^/${country}/stallplatz/\\d+$`));
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
      expect(
        await page
          .getByRole('navigation', { name: 'Region' })
          .getByRole('link', { name: label })
          .getAttribute('aria-current'),
      ).toBe('page');
    });
  }

  it('shows every region chip on a phone, none hidden off-screen', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await open(page, '/stallplaetze');
    // Under the search's summary line, once the visitor asks to change it.
    await page.getByRole('button', { name: 'ändern' }).click();
    const chips = page.getByRole('navigation', { name: 'Region' }).getByRole('link');
    expect(await chips.allTextContents()).toEqual(['Alle Regionen', 'Deutschland', 'Österreich', 'Schweiz']);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      const label = (await chip.textContent()) ?? '';
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    }
  });

  it('ignores invalid filter values instead of failing, and cleans the URL', async () => {
    const page = await freshPage();
    const response = await page.goto(
      `${baseUrl}/stallplaetze?stallType=castle&priceRange=1-2&amenities=hasPool&sort=cheapest&seite=abc`,
    );
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe('');
    expect(await status(page).textContent()).toBe(`${(await apiSearch({})).total} Stallplätze gefunden`);
    // A page past the end leads to the last page.
    await page.goto(`${baseUrl}/at?seite=40`);
    expect(new URL(page.url()).search).toBe('');
  });

  it('answers unknown routes with the English 404 page', async () => {
    const page = await freshPage();
    const response = await page.goto(`${baseUrl}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
  });
});

describe('filter controls', () => {
  it('offer the spec texts and options', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    // The words field does not ask for a place: that has a field of its own, with suggestions.
    expect(await page.getByLabel(/^Stichwort/).getAttribute('placeholder')).toBe('z. B. Sonnenhof, Solarium');
    expect(await page.getByRole('combobox', { name: 'Ort oder PLZ' }).count()).toBe(1);
    expect(await page.getByLabel('Stallart').locator('option').allTextContents()).toEqual([
      'Alle Typen',
      'Außenbox',
      'Innenbox',
      'Offenstall',
      'Weideplatz',
    ]);
    expect(await page.getByLabel('Sortieren nach').locator('option').allTextContents()).toEqual([
      'Relevanz',
      'Preis aufsteigend',
      'Preis absteigend',
      'Bewertung',
      'Neueste zuerst',
    ]);
    // The advanced filters are collapsed until opened, and "Schließen" collapses them again.
    expect(await page.getByLabel('Preis pro Monat').isVisible()).toBe(false);
    await page.getByText('Erweiterte Filter').click();
    expect(await page.getByLabel('Preis pro Monat').locator('option').allTextContents()).toEqual([
      'Alle Preise',
      '0 – 200 €',
      '200 – 400 €',
      '400 – 600 €',
      'ab 600 €',
    ]);
    expect(await page.getByRole('group', { name: 'Ausstattung' }).getByRole('button').allTextContents()).toEqual([
      'Reitplatz',
      'Waschplatz',
      'WLAN',
      'Parkplatz',
      'Fütterung',
      'Tierarzt vor Ort',
    ]);
    expect(await page.getByRole('button', { name: 'Filter zurücksetzen' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.getByLabel('Preis pro Monat').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Erweiterte Filter');
  });

  it('keep the filters in the URL: reload restores results and controls, back and forward restore earlier states', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    const all = await shownCount(page);
    const allTitles = await titles(page);

    const innenbox = await afterSearch(page, () => page.getByLabel('Stallart').selectOption('inside_box'));
    expect(query(page)).toEqual({ stallType: 'inside_box' });
    expect(innenbox).toBe((await apiSearch({ stallType: 'inside_box' })).total);
    expect(innenbox).toBeLessThan(all);
    const innenboxTitles = await titles(page);

    await openAdvancedFilters(page);
    await afterSearch(page, () => page.getByRole('button', { name: 'WLAN' }).click());
    expect(await page.getByRole('button', { name: 'WLAN' }).getAttribute('aria-pressed')).toBe('true');
    await afterSearch(page, () => page.getByRole('button', { name: 'Reitplatz' }).click());
    await afterSearch(page, () => page.getByLabel('Preis pro Monat').selectOption('400-600'));
    await page.getByLabel(/^Stichwort/).fill('Reitstall');
    const filtered = await afterSearch(page, () => page.getByRole('button', { name: 'Suchen' }).click());
    expect(query(page)).toEqual({
      search: 'Reitstall',
      stallType: 'inside_box',
      priceRange: '400-600',
      amenities: 'hasRidingArena,hasWifi',
    });
    expect(page.url()).toContain('amenities=hasRidingArena,hasWifi');
    const api = await apiSearch({
      search: 'Reitstall',
      stallType: 'inside_box',
      priceRange: '400-600',
      amenities: 'hasRidingArena,hasWifi',
    });
    expect(filtered).toBe(api.total);
    const filteredTitles = await titles(page);
    expect(filteredTitles).toEqual(api.items.map((l) => l.title));
    const filteredControls = await controls(page);
    expect(filteredControls).toEqual({
      search: 'Reitstall',
      stallType: 'inside_box',
      sort: 'Relevanz',
      price: '400-600',
      pressed: ['Reitplatz', 'WLAN'],
    });

    await page.reload();
    await hydrated(page, 'SearchExplorer');
    expect(await shownCount(page)).toBe(filtered);
    expect(await titles(page)).toEqual(filteredTitles);
    expect(await controls(page)).toEqual(filteredControls);

    // Back through the five filter steps to the stall type alone, then to no filter at all.
    for (let i = 0; i < 4; i++) await afterSearch(page, () => page.goBack());
    expect(query(page)).toEqual({ stallType: 'inside_box' });
    expect(await titles(page)).toEqual(innenboxTitles);
    expect(await page.getByLabel('Stallart').inputValue()).toBe('inside_box');
    expect(await page.getByLabel(/^Stichwort/).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'WLAN' }).getAttribute('aria-pressed')).toBe('false');
    await afterSearch(page, () => page.goBack());
    expect(new URL(page.url()).search).toBe('');
    expect(await shownCount(page)).toBe(all);
    expect(await titles(page)).toEqual(allTitles);
    expect(await page.getByLabel('Stallart').inputValue()).toBe('all');

    await afterSearch(page, () => page.goForward());
    expect(query(page)).toEqual({ stallType: 'inside_box' });
    expect(await titles(page)).toEqual(innenboxTitles);
  });

  it('sort by price ascending and descending', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    await afterSearch(page, () => page.getByLabel('Sortieren nach').selectOption({ label: 'Preis aufsteigend' }));
    expect(query(page)).toEqual({ sort: 'price_asc' });
    const ascending = await prices(page);
    expect(ascending).toHaveLength(PAGE_SIZE);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending).toEqual((await apiSearch({ sort: 'price_asc' })).items.map((l) => Math.round(l.pricePerMonth)));

    await afterSearch(page, () => page.getByLabel('Sortieren nach').selectOption({ label: 'Preis absteigend' }));
    expect(query(page)).toEqual({ sort: 'price_desc' });
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending.at(-1)!);
  });

  it('page through the results with the page in the URL and the total count kept', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze?sort=newest');
    const total = await shownCount(page);
    const first = await titles(page);
    const pager = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' });
    expect(await pager.getByRole('link', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');
    expect(await pager.getByRole('link', { name: 'Seite 2' }).getAttribute('href')).toBe(
      '/stallplaetze?sort=newest&seite=2',
    );

    expect(await afterSearch(page, () => pager.getByRole('link', { name: 'Seite 2' }).click())).toBe(total);
    expect(query(page)).toEqual({ sort: 'newest', seite: '2' });
    const second = await titles(page);
    expect(second).toEqual((await apiSearch({ sort: 'newest', offset: String(PAGE_SIZE) })).items.map((l) => l.title));
    expect(second.some((t) => first.includes(t))).toBe(false);
    expect(await pager.getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');

    await page.reload();
    await hydrated(page, 'SearchExplorer');
    expect(await shownCount(page)).toBe(total);
    expect(await titles(page)).toEqual(second);

    await afterSearch(page, () => pager.getByRole('link', { name: 'Weiter' }).click());
    expect(query(page)).toEqual({ sort: 'newest', seite: '3' });
    expect(await titles(page)).toHaveLength(total - 2 * PAGE_SIZE);
    await afterSearch(page, () => page.goBack());
    expect(await titles(page)).toEqual(second);
    await afterSearch(page, () => pager.getByRole('link', { name: 'Zurück' }).click());
    expect(await titles(page)).toEqual(first);
    expect(query(page)).toEqual({ sort: 'newest' });
  });

  it('turn the home page quick filters into amenity filters', async () => {
    const page = await freshPage();
    for (const [param, key, label] of [
      ['wifi', 'hasWifi', 'WLAN'],
      ['parking', 'hasParking', 'Parkplatz'],
      ['washArea', 'hasWashArea', 'Waschplatz'],
      ['ridingArena', 'hasRidingArena', 'Reitplatz'],
    ] as const) {
      await open(page, `/stallplaetze?${param}=true`);
      expect(query(page)).toEqual({ amenities: key });
      expect(await page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
      const api = await apiSearch({ amenities: key });
      expect(await shownCount(page)).toBe(api.total);
      expect(api.total).toBeGreaterThan(0);
      expect(await titles(page)).toEqual(api.items.map((l) => l.title));
    }
  });

  it('reset clears stall type, price range, search and amenities', async () => {
    const page = await freshPage();
    await open(page, '/de?search=Hof&stallType=inside_box&priceRange=200-400&amenities=hasWifi&sort=rating');
    const total = await afterSearch(page, () =>
      page.locator('details').getByRole('button', { name: 'Filter zurücksetzen' }).click(),
    );
    expect(query(page)).toEqual({ sort: 'rating' });
    expect(total).toBe((await apiSearch({ region: 'germany' })).total);
    expect(await controls(page)).toEqual({
      search: '',
      stallType: 'all',
      sort: 'Bewertung',
      price: 'all',
      pressed: [],
    });
  });

  it('switch between grid and list view, kept in the URL', async () => {
    const page = await freshPage();
    // The cards' code comes only after the switch, as on a slow connection (the island loads it when idle): the
    // list view shows its cards once it is there.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/ResultCards\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, '/at');
    const grid = page.getByRole('button', { name: 'Rasteransicht' });
    const list = page.getByRole('button', { name: 'Listenansicht' });
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    const cardWidth = async () => (await results(page).getByRole('article').first().boundingBox())!.width;
    const gridWidth = await cardWidth();
    // The server's cards, shown again by the island in the other view from what it read of them.
    const gridCards = await results(page).getByRole('article').allTextContents();
    const gridCovers = await results(page)
      .locator('article img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    await list.click();
    await page.waitForURL(/ansicht=liste/);
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    release();
    expect(await cardWidth()).toBeGreaterThan(gridWidth * 2);
    expect(await results(page).getByRole('article').allTextContents()).toEqual(gridCards);
    expect(
      await results(page)
        .locator('article img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src)),
    ).toEqual(gridCovers);
    await page.reload();
    await hydrated(page, 'SearchExplorer');
    expect(await list.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches through the search box, tolerant of umlaut spellings', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    await page.getByLabel(/^Stichwort/).fill('Muenchen');
    const found = await afterSearch(page, () => page.getByLabel(/^Stichwort/).press('Enter'));
    expect(query(page)).toEqual({ search: 'Muenchen' });
    expect(found).toBeGreaterThan(0);
    const api = await apiSearch({ search: 'München' });
    expect(found).toBe(api.total);
    expect(await titles(page)).toEqual(api.items.map((l) => l.title));

    // A postal code typed there anyway is searched around, as in the place field.
    await page.getByLabel(/^Stichwort/).fill('80331');
    await afterSearch(page, () => page.getByLabel(/^Stichwort/).press('Enter'));
    expect(query(page)).toEqual({ near: '80331' });
    expect(await page.getByRole('combobox', { name: 'Ort oder PLZ' }).inputValue()).toBe('80331');
    expect(await page.getByLabel(/^Stichwort/).inputValue()).toBe('');
  });

  it('shows the text of the home page search and lets the search box win over it', async () => {
    const page = await freshPage();
    // A place would be searched around (e2e/home.test.ts); other text is searched as text.
    await open(page, '/stallplaetze?location=Reitanlage');
    expect(await page.getByLabel(/^Stichwort/).inputValue()).toBe('Reitanlage');
    expect(await shownCount(page)).toBe((await apiSearch({ search: 'Reitanlage' })).total);
    await page.getByLabel(/^Stichwort/).fill('Zürich');
    await afterSearch(page, () => page.getByRole('button', { name: 'Suchen' }).click());
    expect(query(page)).toEqual({ search: 'Zürich' });
  });
});

describe('on a phone', () => {
  it('shows the search as one line with "ändern", and the first card on the first screen', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await open(page, '/stallplaetze?near=80331&stallType=inside_box');
    expect(await page.getByTestId('search-summary').textContent()).toBe('im Umkreis von 25 km um 80331 · Innenbox');
    const place = page.getByRole('combobox', { name: 'Ort oder PLZ' });
    expect(await place.isVisible()).toBe(false);
    const first = (await results(page).getByRole('article').first().boundingBox())!;
    expect(first.y).toBeLessThan(844);

    await page.getByRole('button', { name: 'ändern' }).click();
    expect(await place.inputValue()).toBe('80331');
    await page.getByRole('button', { name: 'Fertig' }).click();
    expect(await place.isVisible()).toBe(false);
  });
});

describe('result states', () => {
  it('shows the empty state with a reset button', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    await page.getByLabel(/^Stichwort/).fill('Gibtesnichtweitundbreit');
    expect(await afterSearch(page, () => page.getByRole('button', { name: 'Suchen' }).click())).toBe(0);
    await page.getByText('Keine Stallplätze für deine Suchkriterien gefunden.').waitFor();
    expect(await status(page).textContent()).toBe('0 Stallplätze gefunden');
    // The single change that finds places is offered with its count.
    const all = new Intl.NumberFormat('de-DE').format((await apiSearch({})).total);
    await results(page)
      .getByRole('link', { name: `Ohne „Gibtesnichtweitundbreit“: ${all} Stallplätze` })
      .waitFor();
    await afterSearch(page, () => results(page).getByRole('button', { name: 'Filter zurücksetzen' }).click());
    expect(new URL(page.url()).search).toBe('');
    expect(await titles(page)).toHaveLength(PAGE_SIZE);
  });

  it('renders the empty state on the server too, with the changes that find places', async () => {
    const page = await freshPage();
    await open(page, '/at?search=Gibtesnichtweitundbreit&stallType=inside_box');
    await page.getByText('Keine Stallplätze für deine Suchkriterien gefunden.').waitFor();
    expect(await status(page).textContent()).toBe('0 Stallplätze gefunden');
    // Without the type the words still find nothing; without the words the Austrian inside boxes are found.
    const boxes = (await apiSearch({ region: 'austria', stallType: 'inside_box' })).total;
    const offered = results(page).getByRole('list', { name: 'Änderungen, die Stallplätze finden' });
    expect(await offered.getByRole('link').allTextContents()).toEqual([
      `Ohne „Gibtesnichtweitundbreit“: ${boxes} Stallplätze`,
    ]);
    await offered.getByRole('link').click();
    await page.waitForURL(/\/at\?stallType=inside_box$/);
    expect(await status(page).textContent()).toBe(`${boxes} Stallplätze gefunden`);
  });

  it('shows 9 skeleton cards and the loading text while the API answers', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/listings',
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.getByLabel('Stallart').selectOption('pasture');
    await status(page).filter({ hasText: 'Lade verfügbare Stellplätze...' }).waitFor();
    expect(await page.getByTestId('listing-skeleton').count()).toBe(9);
    expect(await results(page).getAttribute('aria-busy')).toBe('true');
    release();
    expect(await shownCount(page)).toBe((await apiSearch({ stallType: 'pasture' })).total);
    expect(await page.getByTestId('listing-skeleton').count()).toBe(0);
  });

  it('shows the error state, and "Erneut versuchen" reloads the page', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    const listingsApi = (url: URL) => url.pathname === '/api/listings';
    await page.route(listingsApi, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Interner Fehler"}' }),
    );
    await page.getByLabel('Stallart').selectOption('open_stable');
    await page.getByRole('alert').filter({ hasText: 'Fehler beim Laden der Stallplätze.' }).waitFor();
    expect(query(page)).toEqual({ stallType: 'open_stable' });
    await page.unroute(listingsApi);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Erneut versuchen' }).click()]);
    await hydrated(page, 'SearchExplorer');
    expect(await shownCount(page)).toBe((await apiSearch({ stallType: 'open_stable' })).total);
    expect(await page.getByLabel('Stallart').inputValue()).toBe('open_stable');
  });
});

describe('favourites', () => {
  it('the heart toggles a favourite kept across reloads and never follows the card link', async () => {
    const page = await freshPage();
    await open(page, '/de');
    const url = page.url();
    const card = results(page).getByRole('article').first();
    const heart = card.getByRole('button', { name: /merken$/ });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await card.locator('button[aria-pressed="true"]').waitFor();
    expect(page.url()).toBe(url);

    await page.reload();
    await hydrated(page, 'SearchExplorer');
    await card.locator('button[aria-pressed="true"]').waitFor();
    // Only that card is a favourite.
    expect(await results(page).locator('button[aria-pressed="true"][aria-label$="merken"]').count()).toBe(1);

    await heart.click();
    await card.locator('button[aria-pressed="false"]').waitFor();
    expect(page.url()).toBe(url);
  });
});

describe('hydration when the visitor turns to the search', () => {
  /** Opens a search page and records whether the island's React renderer was requested. */
  async function openUntouched(path: string): Promise<{ page: Page; reactLoaded: () => boolean }> {
    const page = await freshPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const renderer = await page.locator('astro-island[component-url*="/SearchExplorer."]').getAttribute('renderer-url');
    return { page, reactLoaded: () => requested.includes(renderer!) };
  }

  it('loads no React while the page loads, and the hearts of its cards work without it', async () => {
    const { page, reactLoaded } = await openUntouched('/de');
    expect(reactLoaded()).toBe(false);
    expect(await page.locator('astro-island[ssr]').count()).toBe(1);

    const card = results(page).getByRole('article').nth(1);
    const heart = card.getByRole('button', { name: /merken$/ });
    await heart.dispatchEvent('click');
    await card.locator('button[aria-pressed="true"]').waitFor();
    const title = await card.getByRole('heading', { level: 3 }).textContent();
    const saved = await page.evaluate(() => [
      localStorage.getItem('favourites'),
      localStorage.getItem('listing-snapshots'),
    ]);
    expect(JSON.parse(saved[0]!)).toHaveLength(1);
    expect(saved[1]).toContain(title);
    expect(reactLoaded()).toBe(false);
  });

  it('keeps a change made before the island hydrated: select, view button and search box', async () => {
    const { page, reactLoaded } = await openUntouched('/stallplaetze');
    expect(reactLoaded()).toBe(false);
    // No waiting for hydration: each action reaches the server's markup first.
    await page.getByLabel('Stallart').selectOption('pasture');
    await page.waitForURL(/stallType=pasture/);
    await shownCount(page);
    for (const text of await results(page).getByRole('article').allTextContents()) expect(text).toContain('Weideplatz');

    const second = await openUntouched('/stallplaetze');
    await second.page.getByRole('button', { name: 'Listenansicht' }).click();
    await second.page.waitForURL(/ansicht=liste/);
    expect(await second.page.getByRole('button', { name: 'Listenansicht' }).getAttribute('aria-pressed')).toBe('true');

    const third = await openUntouched('/stallplaetze');
    await third.page.getByLabel(/^Stichwort/).fill('Muenchen');
    await third.page.getByLabel(/^Stichwort/).press('Enter');
    await searchKept(third.page, (q) => q.search === 'Muenchen');

    // The place field too, typed into on a phone before React took over.
    const fourth = await openUntouched('/stallplaetze');
    const place = fourth.page.getByRole('combobox', { name: 'Ort oder PLZ' });
    await place.pressSequentially('80331');
    expect(await place.inputValue()).toBe('80331');
    await place.press('Enter');
    // Nothing typed is lost (a suggestion picked with Enter names the same place).
    await searchKept(fourth.page, (q) => /^80331/.test(q.near ?? ''));
    expect(await place.inputValue()).toMatch(/^80331/);
  });
});

describe('without JavaScript', () => {
  it('renders the results and filters through the plain form', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/de`);
    const total = (await apiSearch({ region: 'germany' })).total;
    expect(await status(page).textContent()).toBe(`${total} Stallplätze gefunden`);
    expect(await titles(page)).toHaveLength(PAGE_SIZE);
    // Controls that need JavaScript are hidden; the form's own buttons do their work.
    expect(await page.getByRole('button', { name: 'Listenansicht' }).isVisible()).toBe(false);
    expect(
      await results(page)
        .getByRole('button', { name: /merken$/ })
        .first()
        .isVisible(),
    ).toBe(false);

    await page.getByLabel('Stallart').selectOption('inside_box');
    await page.getByLabel('Sortieren nach').selectOption('price_asc');
    await Promise.all([
      page.waitForURL((u) => u.searchParams.get('sort') === 'price_asc'),
      page.getByRole('button', { name: 'Suchen' }).click(),
    ]);
    expect(query(page)).toEqual({ stallType: 'inside_box', sort: 'price_asc' });
    const api = await apiSearch({ region: 'germany', stallType: 'inside_box', sort: 'price_asc' });
    expect(await status(page).textContent()).toBe(`${api.total} Stallplätze gefunden`);
    expect(await titles(page)).toEqual(api.items.map((l) => l.title));

    await page.getByText('Erweiterte Filter').click();
    await Promise.all([page.waitForURL(/amenities=/), page.getByRole('button', { name: 'WLAN' }).click()]);
    expect(query(page)).toEqual({ stallType: 'inside_box', amenities: 'hasWifi', sort: 'price_asc' });
    expect(await page.getByRole('button', { name: 'WLAN' }).getAttribute('aria-pressed')).toBe('true');
    expect(await status(page).textContent()).toBe(
      `${(await apiSearch({ region: 'germany', stallType: 'inside_box', amenities: 'hasWifi' })).total} Stallplätze gefunden`,
    );

    await Promise.all([
      page.waitForURL((u) => !u.searchParams.has('amenities')),
      page.getByRole('button', { name: 'Filter zurücksetzen' }).click(),
    ]);
    expect(query(page)).toEqual({ sort: 'price_asc' });
    expect(await status(page).textContent()).toBe(`${total} Stallplätze gefunden`);

    await Promise.all([page.waitForURL(/seite=2/), page.getByRole('link', { name: 'Weiter' }).click()]);
    expect(await titles(page)).toEqual(
      (await apiSearch({ region: 'germany', sort: 'price_asc', offset: String(PAGE_SIZE) })).items.map((l) => l.title),
    );
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      it(`has no axe violations in the ${theme} theme at ${width}px`, async () => {
        const page = await freshPage({ viewport: { width, height } });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        for (const path of [
          '/stallplaetze?amenities=hasWifi',
          '/de?ansicht=liste&seite=2',
          '/at?search=Gibtesnichtweitundbreit',
        ]) {
          await open(page, path);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          expect(await axeViolations(page), path).toEqual([]);
        }
      });
    }
  }
});
