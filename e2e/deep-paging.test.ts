// Paging past the numbered pages: with more matches than the API's offset reaches (eleven pages of 24), "Weiter"
// on the last numbered page follows the API's cursor (?seite=12&nach=…), with and without JavaScript; every page
// shows new listings in the sort order, the back button returns, and a broken cursor leads to the last numbered
// page. The server gets its own embedded database, filled with synthetic listings by `npm run bench:load`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../scripts/local-server.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

let server: LocalServer;
let dataDir: string;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-deep-'));
  const load = spawnSync(process.execPath, ['scripts/bench-load.ts', '--listings', '420', '--data-dir', dataDir], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (load.status !== 0) throw new Error(`bench:load failed:\n${load.stdout}\n${load.stderr}`);
  server = await startLocalServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: '0' });
  browser = await launchBrowser();
}, 180_000);
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const START = '/stallplaetze?sort=price_asc&seite=11';

async function openPage(javaScriptEnabled: boolean): Promise<Page> {
  context = await newContext(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  return context.newPage();
}

/** The listing ids of the shown cards, in order. */
function cardIds(page: Page): Promise<number[]> {
  return page
    .locator('a[href*="/stallplatz/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((a) => Number((a as HTMLAnchorElement).pathname.split('/').at(-1)))),
    ]);
}

/** Monthly prices of the shown listings, through the API, in the cards' order. */
async function prices(ids: number[]): Promise<number[]> {
  const response = await fetch(`${server.url}/api/listings/batch?ids=${ids.join(',')}`);
  const listings = (await response.json()) as { id: number; pricePerMonth: number }[];
  const byId = new Map(listings.map((l) => [l.id, Number(l.pricePerMonth)]));
  return ids.map((id) => byId.get(id)!);
}

function currentPage(page: Page) {
  return page.locator('nav[aria-label="Seiten der Suchergebnisse"] [aria-current="page"]');
}

async function expectFollowsOn(before: number[], after: number[]) {
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((id) => before.includes(id))).toEqual([]);
  const [last, first] = [(await prices(before)).at(-1)!, (await prices(after))[0]!];
  expect(first).toBeGreaterThanOrEqual(last);
}

describe('pages past the numbered ones', () => {
  it('follows "Weiter" by cursor in the island, in order, and back again', async () => {
    const page = await openPage(true);
    await page.goto(server.url + START);
    await hydrated(page, 'SearchExplorer');
    const eleven = await cardIds(page);
    expect(eleven).toHaveLength(24);

    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.waitForURL(/seite=12&nach=[\w-]+/);
    await expect.poll(() => currentPage(page).textContent()).toBe('12');
    await expect.poll(async () => (await cardIds(page))[0]).not.toBe(eleven[0]);
    const twelve = await cardIds(page);
    await expectFollowsOn(eleven, twelve);

    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.waitForURL(/seite=13&nach=[\w-]+/);
    await expect.poll(() => currentPage(page).textContent()).toBe('13');
    await expect.poll(async () => (await cardIds(page))[0]).not.toBe(twelve[0]);
    await expectFollowsOn(twelve, await cardIds(page));

    await page.goBack();
    await page.waitForURL(/seite=12&nach=/);
    await expect.poll(() => cardIds(page)).toEqual(twelve);
    // The numbered pages stay one click away.
    await page.getByRole('link', { name: 'Seite 11' }).click();
    await page.waitForURL(/seite=11$/);
    await expect.poll(() => cardIds(page)).toEqual(eleven);
  });

  it('works without JavaScript, as server-rendered links', async () => {
    const page = await openPage(false);
    await page.goto(server.url + START);
    const eleven = await cardIds(page);
    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.waitForURL(/seite=12&nach=[\w-]+/);
    expect(await currentPage(page).textContent()).toBe('12');
    const twelve = await cardIds(page);
    await expectFollowsOn(eleven, twelve);
    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.waitForURL(/seite=13&nach=[\w-]+/);
    await expectFollowsOn(twelve, await cardIds(page));
  });

  it('leads a broken or foreign cursor to the last numbered page', async () => {
    const page = await openPage(false);
    // A cursor of another sort order (relevance) for a price search, and one that is no cursor at all.
    const relevance = new URL(server.url + '/stallplaetze?seite=11');
    await page.goto(relevance.href);
    const foreign = new URL((await page.getByRole('link', { name: 'Weiter' }).getAttribute('href'))!, server.url);
    await page.goto(`${server.url}/stallplaetze?sort=price_asc&seite=12&nach=${foreign.searchParams.get('nach')}`);
    expect(new URL(page.url()).search).toBe('?sort=price_asc&seite=11');
    await page.goto(`${server.url}/stallplaetze?sort=price_asc&seite=12&nach=kaputt`);
    expect(new URL(page.url()).search).toBe('?sort=price_asc&seite=11');
  });
});
