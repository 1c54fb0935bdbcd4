// The search around a place: the location field's suggestions (a combobox, by keyboard and pointer), the radius,
// nearest first with the distance on every card, "In meiner Nähe", an unknown place, the page without
// JavaScript, offline on saved results, and accessibility. The demo stables lie in known towns (seed/towns.ts):
// from 80331 München, Fürstenfeldbruck is 24 km away, Rosenheim 49 km, Garmisch-Partenkirchen 80 km.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { unfoldSearch } from './search-form.ts';

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

async function freshContext(options: Parameters<typeof newContext>[1] = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  contexts.push(context);
  return context;
}

async function freshPage(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  return (await freshContext(options)).newPage();
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page, 'SearchExplorer');
  // React has finished hydrating (the island's effects ran): a change now reaches its handlers, not the
  // server's markup. On a loaded machine a select changed between the two was lost.
  await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
  await unfoldSearch(page);
}

const results = (page: Page) => page.getByRole('region', { name: 'Suchergebnisse' });
const place = (page: Page) => page.getByRole('combobox', { name: 'Ort oder PLZ' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Vorschläge für den Ort' });

async function settled(page: Page): Promise<void> {
  await page.locator('section[aria-busy="false"]').waitFor();
}

/** The distance every card shows ("24,0 km entfernt"), in km; NaN for a card without one. */
async function distances(page: Page): Promise<number[]> {
  const cards = await results(page).locator('article').allTextContents();
  return cards.map((text) => {
    const match = /(\d+(?:,\d)?) km entfernt/.exec(text);
    return match ? Number(match[1]!.replace(',', '.')) : Number.NaN;
  });
}

/** What GET /api/listings answers for the same search: its total and the distances of the first page. */
async function apiSearch(query: Record<string, string>): Promise<{ total: number; km: number[] }> {
  const response = await fetch(`${baseUrl}/api/listings?${new URLSearchParams({ limit: '24', ...query })}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { distanceKm?: number }[];
  return { total: Number(response.headers.get('x-total-count')), km: body.map((l) => l.distanceKm ?? Number.NaN) };
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

describe('the search around a place', () => {
  it('finds the stables within 25 km of 80331 by keyboard, nearest first, each with its distance', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await open(page, '/stallplaetze');
    await place(page).click();
    await place(page).pressSequentially('80331', { delay: 20 });
    await listbox(page).waitFor();
    expect(await place(page).getAttribute('aria-expanded')).toBe('true');
    const options = listbox(page).getByRole('option');
    expect(await options.first().textContent()).toContain('80331 München');

    // Arrow down highlights the first suggestion (aria-activedescendant), Enter takes it and searches.
    await page.keyboard.press('ArrowDown');
    const active = await place(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/listings');
    await page.keyboard.press('Enter');
    await answer;
    await settled(page);
    expect(await listbox(page).isVisible()).toBe(false);
    expect(await place(page).inputValue()).toBe('80331 München');
    expect(new URL(page.url()).searchParams.get('near')).toBe('80331 München');

    const api = await apiSearch({ near: '80331 München', radius: '25' });
    expect(api.total).toBeGreaterThan(0);
    await results(page)
      .getByRole('status')
      .filter({ hasText: `${api.total} Stallplätze gefunden` })
      .waitFor();
    await results(page).getByText('im Umkreis von 25 km um 80331 München').waitFor();
    const km = await distances(page);
    expect(km).toEqual(api.km);
    expect(km.every((d) => d <= 25)).toBe(true);
    expect(ascending(km)).toBe(true);
    expect(await page.getByLabel('Sortieren nach').locator('option:checked').textContent()).toBe('Entfernung');

    // A wider radius finds more, still nearest first; the URL keeps it.
    await page.getByLabel('Umkreis').selectOption('100');
    await results(page).getByText('im Umkreis von 100 km um 80331 München').waitFor();
    await settled(page);
    const wider = await distances(page);
    expect(wider.length).toBeGreaterThan(km.length);
    expect(wider.every((d) => d <= 100)).toBe(true);
    expect(ascending(wider)).toBe(true);
    expect(new URL(page.url()).searchParams.get('radius')).toBe('100');

    // Another order within the radius; the distances stay on the cards.
    await page.getByLabel('Sortieren nach').selectOption('price_asc');
    await settled(page);
    await page.waitForURL(/sort=price_asc/);
    expect((await distances(page)).every((d) => d <= 100)).toBe(true);
    // The cards the island renders carry the place to the detail page's Fahrzeit (issue 39.7).
    const cardLink = results(page).locator('article h3 a').first();
    expect(new URL((await cardLink.getAttribute('href'))!, baseUrl).searchParams.get('from')).toBe('80331 München');

    // A reload renders the same search on the server.
    await page.reload();
    await hydrated(page, 'SearchExplorer');
    await unfoldSearch(page);
    expect(await place(page).inputValue()).toBe('80331 München');
    expect(await page.getByLabel('Umkreis').inputValue()).toBe('100');
    expect((await distances(page)).every((d) => d <= 100)).toBe(true);

    // So do the server's cards: the detail page shows the drive from the place among its top facts.
    await results(page).locator('article h3 a').first().click();
    await page.waitForURL(/\/stallplatz\/\d+\?from=80331/);
    await page
      .getByTestId('travel-summary')
      .getByText(/Min\. mit dem Auto ab 80331 München/)
      .first()
      .waitFor();
  });

  it('takes a suggestion by pointer, closes the list with Escape, and leaves the place again with the reset', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await open(page, '/stallplaetze');
    await place(page).pressSequentially('Münch', { delay: 20 });
    await listbox(page).waitFor();
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'hidden' });
    expect(await place(page).getAttribute('aria-expanded')).toBe('false');
    await place(page).pressSequentially('e', { delay: 20 });
    await listbox(page).waitFor();
    const first = listbox(page).getByRole('option').first();
    expect(await first.textContent()).toMatch(/^München(Deutschland)?$/);
    await first.click();
    await page.waitForURL(/near=M%C3%BCnchen/);
    await settled(page);
    expect((await distances(page)).every((d) => d <= 25)).toBe(true);

    await page.getByText('Erweiterte Filter').click();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.waitForURL((url) => !url.searchParams.has('near'));
    await settled(page);
    expect(await place(page).inputValue()).toBe('');
    expect((await distances(page)).every(Number.isNaN)).toBe(true);
    expect(await page.getByLabel('Sortieren nach').locator('option').allTextContents()).not.toContain('Entfernung');
  });

  it('says "Ort nicht gefunden" for an unknown place and offers the likely ones', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze');
    await place(page).fill('Munchn');
    await place(page).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Ort nicht gefunden' }).waitFor();
    expect(await place(page).getAttribute('aria-invalid')).toBe('true');
    const suggestion = results(page).getByRole('link', { name: 'München', exact: true });
    await suggestion.click();
    await page.waitForURL(/near=M%C3%BCnchen/);
    await settled(page);
    expect(await page.getByRole('alert').filter({ hasText: 'Ort nicht gefunden' }).count()).toBe(0);
    expect((await distances(page)).length).toBeGreaterThan(0);

    // The server renders the same for an address with an unknown place, as a 400.
    const response = await page.goto(`${baseUrl}/stallplaetze?near=Xyzzyhausen`);
    expect(response?.status()).toBe(400);
    await page.getByRole('alert').filter({ hasText: 'Ort nicht gefunden' }).waitFor();
    await results(page).getByText('Prüfe die Schreibweise oder gib eine Postleitzahl ein.').waitFor();
  });

  it('searches "In meiner Nähe" from the browser\'s position, and says so when it is refused', async () => {
    const context = await freshContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 48.1374, longitude: 11.5755 },
    });
    const page = await context.newPage();
    await open(page, '/stallplaetze');
    await page.getByRole('button', { name: 'In meiner Nähe' }).click();
    await page.waitForURL(/near=48\.1374%2C11\.5755|near=48\.1374,11\.5755/);
    await settled(page);
    expect(await place(page).inputValue()).toBe('Mein Standort');
    await results(page).getByText('im Umkreis von 25 km um deinen Standort').waitFor();
    const km = await distances(page);
    expect(km.length).toBeGreaterThan(0);
    expect(km.every((d) => d <= 25)).toBe(true);

    const refused = await freshPage();
    await refused.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_success, error) =>
        error?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    });
    await open(refused, '/stallplaetze');
    await refused.getByRole('button', { name: 'In meiner Nähe' }).click();
    await refused.getByRole('alert').filter({ hasText: 'Standortzugriff verweigert' }).waitFor();
    expect(new URL(refused.url()).searchParams.has('near')).toBe(false);
  });

  it('works without JavaScript: the form sends the place and the radius, the server measures', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/stallplaetze`);
    await page.getByRole('combobox', { name: 'Ort oder PLZ' }).fill('80331');
    await page.getByLabel('Umkreis').selectOption('50');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/near=80331/);
    expect(new URL(page.url()).searchParams.get('radius')).toBe('50');
    // The order shown before the place (Relevanz, the default) is no choice: the place's results come nearest
    // first, as with JavaScript.
    expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
    const km = await distances(page);
    expect(km).toEqual((await apiSearch({ near: '80331', radius: '50' })).km);
    expect(km.length).toBeGreaterThan(1);
    expect(km.every((d) => d <= 50)).toBe(true);
    expect(ascending(km)).toBe(true);
    expect(await page.getByLabel('Sortieren nach').locator('option:checked').textContent()).toBe('Entfernung');
  });

  it('measures the saved results offline from a place resolved before', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await open(page, '/stallplaetze?near=80331&radius=100');
    const online = await distances(page);
    expect(online.some((d) => d > 25)).toBe(true);
    await context.setOffline(true);
    await page.getByLabel('Umkreis').selectOption('25');
    await settled(page);
    await results(page).getByText('Offline: Filter wirken nur auf die gespeicherten Ergebnisse.').waitFor();
    const offline = await distances(page);
    expect(offline).toEqual(online.filter((d) => d <= 25));
    await context.setOffline(false);
  });
});

describe('accessibility of the location search', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      it(`has no axe violations with results and open suggestions in the ${theme} theme at ${width}px`, async () => {
        const page = await freshPage({ viewport: { width, height } });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await open(page, '/stallplaetze?near=80331&radius=100');
        expect(await axeViolations(page)).toEqual([]);
        await place(page).fill('');
        await place(page).pressSequentially('Salz', { delay: 20 });
        await listbox(page).waitFor();
        await page.keyboard.press('ArrowDown');
        expect(await axeViolations(page)).toEqual([]);
        await open(page, '/stallplaetze?near=Xyzzyhausen');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

describe('the map of results', () => {
  const map = (page: Page) => page.getByRole('region', { name: 'Karte der Suchergebnisse' });
  const markers = (page: Page) => map(page).getByRole('button', { name: /Stallpl/ });
  const mapStatus = (page: Page) => page.getByText(/Stallplätze im Kartenausschnitt$/);

  it('shows every match of the search clustered, zooms into a cluster by keyboard and opens a listing', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await open(page, '/stallplaetze?near=80331&radius=100');
    const { total } = await apiSearch({ near: '80331', radius: '100' });
    await page.getByRole('button', { name: 'Kartenansicht' }).click();
    await page.waitForURL(/ansicht=karte/);
    await map(page).waitFor();
    await mapStatus(page)
      .filter({ hasText: `${total} Stallplätze` })
      .waitFor();
    expect(await markers(page).count()).toBeGreaterThan(0);

    // A cluster is a button named for its count; Enter zooms into it until single listings show (or, zoomed
    // in far, lists the listings of one stable).
    const link = map(page).locator('.sf-map-card a').first();
    const pin = map(page)
      .getByRole('button', { name: /Stallplatz – Details anzeigen$/ })
      .first();
    for (let round = 0; round < 8 && (await pin.count()) === 0 && !(await link.isVisible()); round += 1) {
      const cluster = map(page).locator('.sf-cluster').first();
      expect(await cluster.getAttribute('aria-label')).toMatch(/^\d+ Stallplätze.* – vergrößern$/);
      await cluster.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(700);
    }
    if (!(await link.isVisible())) {
      await pin.focus();
      await page.keyboard.press('Enter');
    }
    await link.waitFor();
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/(de|at|ch)\/stallplatz\/\d+$/);
    // The card's link has the focus: Enter follows it, as a keyboard user would (a click would land wherever the
    // sticky header and search form sit over a map scrolled to its top).
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
  });

  it('searches the area the visitor moved to, and the list follows', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await open(page, '/stallplaetze?ansicht=karte');
    await map(page).waitFor();
    await mapStatus(page).waitFor();
    const box = (await map(page).boundingBox())!;
    // Zoom in on the south (Bavaria and Austria) with the zoom buttons, then drag the map a little.
    await map(page).getByRole('button', { name: 'Vergrößern', exact: true }).click();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 - 200, { steps: 8 });
    await page.mouse.up();
    const searchHere = page.getByRole('button', { name: 'In diesem Gebiet suchen' });
    await searchHere.click();
    await page.waitForURL(/bbox=/);
    const bbox = new URL(page.url()).searchParams.get('bbox')!;
    expect(bbox.split(',')).toHaveLength(4);
    await settled(page);
    const { total } = await apiSearch({ bbox });
    await results(page)
      .getByRole('status')
      .filter({ hasText: `${total} Stallplätze gefunden` })
      .waitFor();
    expect(await searchHere.count()).toBe(0);

    // The area is a filter: named above the results, and removed with one click.
    await page.getByRole('button', { name: /Nur im Kartenausschnitt/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('bbox'));
  });

  it('fills the phone screen with the map and a results sheet that opens and folds', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await open(page, '/stallplaetze?ansicht=karte');
    await map(page).waitFor();
    const mapBox = (await map(page).boundingBox())!;
    expect(mapBox.height).toBeGreaterThan(600);
    const handle = page.getByRole('region', { name: 'Ergebnisliste' }).getByRole('button', { expanded: false });
    await handle.click();
    const sheet = page.getByRole('region', { name: 'Ergebnisliste' });
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Ergebnisliste"]')!.getBoundingClientRect().height > 300,
    );
    expect(await sheet.getByRole('button', { expanded: true }).count()).toBe(1);
    expect(await sheet.locator('article').count()).toBeGreaterThan(0);
  });

  it('shows the saved listings offline, each a pin with its card', async () => {
    const context = await freshContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await open(page, '/stallplaetze?ansicht=karte&near=80331&radius=100');
    await mapStatus(page).waitFor();
    await context.setOffline(true);
    await map(page).getByRole('button', { name: 'Verkleinern', exact: true }).click();
    const offline = page.getByText(/^Offline: \d+ gespeicherte Stallplätze im Ausschnitt$/);
    await offline.waitFor();
    const shown = Number((await offline.textContent())!.match(/\d+/)![0]);
    expect(shown).toBeGreaterThan(0);
    const pins = map(page).getByRole('button', { name: / – Details anzeigen$/ });
    expect(await pins.count()).toBe(shown);
    await pins.first().focus();
    await page.keyboard.press('Enter');
    await map(page).locator('.sf-map-card a').waitFor();
    await context.setOffline(false);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      it(`has no axe violations in the ${theme} theme at ${width}px`, async () => {
        const page = await freshPage({ viewport: { width, height } });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await open(page, '/stallplaetze?ansicht=karte&near=80331&radius=100');
        await mapStatus(page).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

describe('the pages of towns', () => {
  it('shows the stables around München nearest first, with canonical address and structured data', async () => {
    const page = await freshPage();
    const response = await page.goto(`${baseUrl}/stallplaetze/muenchen`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stallplätze in München und Umgebung');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/stallplaetze\/muenchen$/);
    const km = await page
      .locator('article')
      .evaluateAll((cards) =>
        cards.map((card) => Number(/(\d+,\d) km entfernt/.exec(card.textContent ?? '')![1]!.replace(',', '.'))),
      );
    expect(km.length).toBeGreaterThan(0);
    expect(km.every((d) => d <= 25)).toBe(true);
    expect(ascending(km)).toBe(true);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    const list = [data].flat().find((item: { '@type': string }) => item['@type'] === 'ItemList');
    expect(list.about).toMatchObject({ '@type': 'Place', name: 'München' });
    expect(list.itemListElement).toHaveLength(km.length);

    // On to the full search around the town, and to the towns nearby.
    expect(await page.getByRole('link', { name: 'Alle Stallplätze um München filtern' }).getAttribute('href')).toBe(
      '/stallplaetze?near=M%C3%BCnchen',
    );
    const nearby = page.getByRole('region', { name: 'Orte in der Nähe' }).getByRole('link');
    expect(await nearby.count()).toBeGreaterThan(0);
    const next = await nearby.first().getAttribute('href');
    expect((await page.goto(`${baseUrl}${next}`))?.status()).toBe(200);
  });

  it('answers 404 for an unknown town, kept out of search engines', async () => {
    const page = await freshPage();
    const response = await page.goto(`${baseUrl}/stallplaetze/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ort nicht gefunden');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
  });

  it('are linked from the listing pages, the footer and the sitemap', async () => {
    const page = await freshPage();
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/stallplaetze/fuerstenfeldbruck</loc>');
    await page.goto(`${baseUrl}/stallplaetze`);
    expect(
      await page.locator('footer').getByRole('link', { name: 'Stallplätze in München' }).getAttribute('href'),
    ).toBe('/stallplaetze/muenchen');
    const [listing] = (await (await fetch(`${baseUrl}/api/listings?near=82256&radius=5&limit=1`)).json()) as {
      id: number;
      stable: { region: string };
    }[];
    await page.goto(`${baseUrl}/de/stallplatz/${listing!.id}`);
    await page.getByRole('link', { name: 'Weitere Stallplätze in der Nähe von Fürstenfeldbruck' }).click();
    await page.waitForURL(/\/stallplaetze\/fuerstenfeldbruck$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Stallplätze in Fürstenfeldbruck und Umgebung',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      it(`has no axe violations in the ${theme} theme at ${width}px`, async () => {
        const page = await freshPage({ viewport: { width, height } });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        for (const path of ['/stallplaetze/muenchen', '/stallplaetze/gibt-es-nicht']) {
          await page.goto(`${baseUrl}${path}`);
          expect(await axeViolations(page), path).toEqual([]);
        }
      });
    }
  }
});
