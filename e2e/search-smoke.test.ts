// Smoke test of the wiring: the built server renders /stallplaetze with demo listings, and the island hydrates.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';

let browser: Browser;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('search page', () => {
  it('shows demo listings rendered by the server', async () => {
    const response = await page.goto(`${baseUrl}/stallplaetze`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Stallplätze in allen Regionen finden');
    const count = await page.getByTestId('result-count').textContent();
    expect(Number(count?.match(/^(\d+) Stallplätze gefunden$/)?.[1])).toBeGreaterThanOrEqual(60);
    expect(await page.getByRole('link', { name: /./ }).count()).toBeGreaterThan(10);
  });

  it('searches through the hydrated search box, tolerant of umlaut spellings', async () => {
    await page.goto(`${baseUrl}/stallplaetze`);
    await page.locator('form[data-hydrated="true"]').waitFor();
    await page.getByPlaceholder('Stadt, PLZ, Stallname...').fill('Muenchen');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/search=Muenchen/);
    const found = Number((await page.getByTestId('result-count').textContent())?.match(/^(\d+)/)?.[1]);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(60);
    const texts = await page.getByRole('listitem').allTextContents();
    expect(texts).toHaveLength(found);
    // The same places as the correctly spelled search: umlaut spellings meet.
    const api = await fetch(`${baseUrl}/api/listings?search=${encodeURIComponent('München')}&limit=100`);
    const expected = (await api.json()) as { title: string }[];
    expect(Number(api.headers.get('x-total-count'))).toBe(found);
    for (const listing of expected) expect(texts.some((text) => text.includes(listing.title))).toBe(true);
  });

  it('answers unknown routes with the English 404 page', async () => {
    const response = await page.goto(`${baseUrl}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
  });
});
