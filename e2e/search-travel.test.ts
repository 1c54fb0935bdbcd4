// Travel time in the browser: an origin picked in the advanced filters by keyboard, the longest drive, the time
// ("ca. … Min. … · geschätzt") on every card and on the detail page, two origins, an unknown origin, the form
// without JavaScript, the detail page's own form, offline on saved results, and accessibility. Without
// ROUTING_URL the times are estimates (contract/travel.ts); from 80331 München the demo stables of
// Fürstenfeldbruck (24 km) come to about 30 minutes, Rosenheim (49 km) to 55, Garmisch-Partenkirchen (80 km) to 80.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { clippedIn } from './clipping.ts';
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
  await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
  await unfoldSearch(page);
}

const results = (page: Page) => page.getByRole('region', { name: 'Suchergebnisse' });
const origin = (page: Page, name: RegExp) => page.getByRole('combobox', { name });
const FIRST = /^Fahrzeit von/;
const SECOND = /^und von/;

async function settled(page: Page): Promise<void> {
  await page.locator('section[aria-busy="false"]').waitFor();
}

/** The times each card shows, per origin: [[30, 45], …] for "ca. 30 Min. ab … · geschätzt". */
async function cardTimes(page: Page): Promise<number[][]> {
  const cards = await results(page).locator('article').allTextContents();
  return cards.map((text) => [...text.matchAll(/ca\. (\d+) Min\. ab [^·]+· geschätzt/g)].map((m) => Number(m[1])));
}

/** What GET /api/listings answers for the same search: its total and the first page's times. */
async function apiSearch(query: Record<string, string>): Promise<{ total: number; times: number[][] }> {
  const response = await fetch(`${baseUrl}/api/listings?${new URLSearchParams({ limit: '24', ...query })}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ListingDto[];
  return {
    total: Number(response.headers.get('x-total-count')),
    times: body.map((listing) => (listing.travel ?? []).map((time) => time.minutes)),
  };
}

describe('travel time in the search', () => {
  it('picks an origin by keyboard and keeps the stables within the longest drive, each with its time', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await open(page, '/stallplaetze');
    await page.getByText('Erweiterte Filter').click();
    await origin(page, FIRST).click();
    await origin(page, FIRST).pressSequentially('80331', { delay: 20 });
    await page.getByRole('listbox', { name: 'Vorschläge für den Ort' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/from=80331/);
    await settled(page);
    expect(new URL(page.url()).searchParams.get('from')).toBe('80331 München');
    await results(page).getByText('höchstens 30 Min. Fahrzeit ab 80331 München').waitFor();

    // An hour reaches Rosenheim too; the times on the cards are the API's, every one within the hour.
    await page.getByLabel('Höchste Fahrzeit').first().selectOption('60');
    await page.waitForURL(/maxMinutes=60/);
    await settled(page);
    await results(page).getByText('höchstens 60 Min. Fahrzeit ab 80331 München').waitFor();
    const api = await apiSearch({ from: '80331 München', maxMinutes: '60' });
    await results(page)
      .getByRole('status')
      .filter({ hasText: `${api.total} Stallplätze gefunden` })
      .waitFor();
    const times = await cardTimes(page);
    expect(times).toEqual(api.times);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every(([minutes]) => minutes! <= 60)).toBe(true);
    expect(await page.getByLabel('Sortieren nach').locator('option:checked').textContent()).toBe('Entfernung');
    expect(await results(page).getByText('Rosenheim').count()).toBeGreaterThan(0);

    // The detail page shows the time from the same origin.
    const firstCard = results(page).locator('article').first();
    const [cardMinutes] = (await cardTimes(page))[0]!;
    await firstCard.getByRole('link').first().click();
    await page.waitForURL(/stallplatz\/\d+\?from=/);
    // Near the top facts, and in the section that asks for other places.
    await page.getByTestId('travel-summary').getByText(`ca. ${cardMinutes} Min.`).waitFor();
    const travel = page.getByRole('region', { name: 'Fahrzeit' });
    await travel.getByText(`ca. ${cardMinutes} Min.`).waitFor();
    await travel.getByText('ab 80331 München').waitFor();
    await travel.getByText('geschätzt aus der Entfernung').waitFor();
  });

  it('keeps only the stables within both times from two origins, and the first takes over when it is cleared', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await open(page, '/stallplaetze?from=80331&maxMinutes=60&from2=Rosenheim&maxMinutes2=30');
    await results(page).getByText('höchstens 60 Min. Fahrzeit ab 80331 und 30 Min. ab Rosenheim').waitFor();
    const api = await apiSearch({ from: '80331', maxMinutes: '60', from2: 'Rosenheim', maxMinutes2: '30' });
    expect(api.total).toBeGreaterThan(0);
    const times = await cardTimes(page);
    expect(times).toEqual(api.times);
    expect(times.every((pair) => pair.length === 2 && pair[0]! <= 60 && pair[1]! <= 30)).toBe(true);

    // Clearing the first origin makes Rosenheim the only one.
    await origin(page, FIRST).fill('');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL((url) => !url.searchParams.has('from2'));
    expect(new URL(page.url()).searchParams.get('from')).toBe('Rosenheim');
    await settled(page);
    await results(page).getByText('höchstens 30 Min. Fahrzeit ab Rosenheim').waitFor();
    expect((await cardTimes(page)).every((pair) => pair.length === 1 && pair[0]! <= 30)).toBe(true);
  });

  it('says under the field when an origin is unknown, in the browser and from the server', async () => {
    const page = await freshPage();
    await open(page, '/stallplaetze?from=80331');
    await origin(page, SECOND).fill('Xyzzyhausen');
    await origin(page, SECOND).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Ort nicht gefunden' }).waitFor();
    expect(await origin(page, SECOND).getAttribute('aria-invalid')).toBe('true');
    expect(await origin(page, FIRST).getAttribute('aria-invalid')).toBeNull();

    const response = await page.goto(`${baseUrl}/stallplaetze?from=Xyzzyhausen`);
    expect(response?.status()).toBe(400);
    await hydrated(page, 'SearchExplorer');
    await page.getByRole('alert').filter({ hasText: 'Ort nicht gefunden' }).waitFor();
    expect(await origin(page, FIRST).getAttribute('aria-invalid')).toBe('true');
  });

  it('works without JavaScript: the form sends the origin and its minutes, the server estimates', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/stallplaetze`);
    await page.getByText('Erweiterte Filter').click();
    await origin(page, FIRST).fill('80331');
    await page.getByLabel('Höchste Fahrzeit').first().selectOption('45');
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await page.waitForURL(/from=80331/);
    expect(new URL(page.url()).searchParams.get('maxMinutes')).toBe('45');
    // The order shown before the origin (Relevanz, the default) is no choice: the results come nearest first.
    expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
    const times = await cardTimes(page);
    expect(times).toEqual((await apiSearch({ from: '80331', maxMinutes: '45' })).times);
    expect(times.length).toBeGreaterThan(1);
    expect(times.every(([minutes]) => minutes! <= 45)).toBe(true);
    const first = times.map(([minutes]) => minutes!);
    expect(first).toEqual([...first].sort((a, b) => a - b));
  });

  it('filters the saved results offline by the estimate from an origin resolved before', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await open(page, '/stallplaetze?from=80331&maxMinutes=90');
    const online = await cardTimes(page);
    expect(online.some(([minutes]) => minutes! > 45)).toBe(true);
    await context.setOffline(true);
    await page.getByLabel('Höchste Fahrzeit').first().selectOption('45');
    await settled(page);
    await results(page).getByText('Offline: Filter wirken nur auf die gespeicherten Ergebnisse.').waitFor();
    expect(await cardTimes(page)).toEqual(online.filter(([minutes]) => minutes! <= 45));
    await context.setOffline(false);
  });
});

describe('travel time on the detail page', () => {
  it('asks for an origin with its own form and shows the estimated time, or why not', async () => {
    const [listing] = (await (
      await fetch(`${baseUrl}/api/listings?near=80331&radius=50&limit=1`)
    ).json()) as ListingDto[];
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/de/stallplatz/${listing!.id}`);
    const travel = page.getByRole('region', { name: 'Fahrzeit' });
    await travel.getByLabel(/^Von/).fill('80331');
    await travel.getByRole('button', { name: 'Fahrzeit berechnen' }).click();
    await page.waitForURL(/\?from=80331&from2=#fahrzeit$/);
    const answer = (await (await fetch(`${baseUrl}/api/listings/${listing!.id}/travel?from=80331`)).json()) as {
      minutes: number;
    }[];
    await travel.getByText(`ca. ${answer[0]!.minutes} Min.`).waitFor();
    await travel.getByText('ab 80331 München').waitFor();

    await travel.getByLabel(/^Und von/).fill('Xyzzyhausen');
    await travel.getByRole('button', { name: 'Fahrzeit berechnen' }).click();
    await page.waitForURL(/from2=Xyzzyhausen/);
    await travel.getByText('Ort nicht gefunden').waitFor();
    expect(await travel.getByLabel(/^Und von/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('accessibility of travel time', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      it(`has no axe violations and cuts nothing off with two origins and on the detail page in the ${theme} theme at ${width}px`, async () => {
        const page = await freshPage({ viewport: { width, height } });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await open(page, '/stallplaetze?from=80331&maxMinutes=60&from2=Rosenheim');
        expect(await axeViolations(page)).toEqual([]);
        // Issue 39.14: "max. 60 Min." and the places' placeholders were cut off, and so was "80331 Mü…" in the list.
        const form = page.getByRole('search', { name: 'Stallplätze filtern' });
        expect(await clippedIn(form)).toEqual([]);
        await origin(page, SECOND).fill('');
        await origin(page, SECOND).pressSequentially('8033', { delay: 20 });
        const suggestions = page.getByRole('listbox', { name: 'Vorschläge für den Ort' });
        await suggestions.getByRole('option', { name: /^80331 München/ }).waitFor();
        expect(await clippedIn(suggestions)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.goto(`${baseUrl}${await results(page).locator('article a').first().getAttribute('href')}`);
        await page.getByRole('region', { name: 'Fahrzeit' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(await clippedIn(page.getByRole('main'))).toEqual([]);
      });
    }
  }
});
