// An integrator opens the API reference at /api/docs: Swagger UI renders the generated document from this origin,
// under the page's own Content-Security-Policy without a single violation, and passes axe.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the API reference at /api/docs', () => {
  it('renders every route group from the generated document, without a CSP violation, axe clean', async () => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__cspViolations', { value: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto(`${baseUrl}/api/docs`);
    await expect(page.title()).resolves.toBe('Stallfinder API – Referenz');
    await page.getByRole('heading', { name: 'Stallfinder API – Referenz', level: 1 }).waitFor();
    // Every area, rendered closed by Swagger UI from /api/openapi.json; opening one lists its routes.
    for (const tag of ['Stallplätze', 'Konto', 'Stallbesitzer', 'Verwaltung']) {
      await page.getByRole('heading', { name: new RegExp(`^${tag}`), level: 3 }).waitFor();
    }
    await page.getByRole('heading', { name: /^Stallplätze/, level: 3 }).click();
    await page.getByText('Stallplätze suchen').first().waitFor();

    // Opening an operation shows its parameters with their German descriptions.
    await page.getByText('Stallplätze suchen').first().click();
    await page.getByText('Umkreissuche um diesen Ort', { exact: false }).first().waitFor();

    expect(requests.every((url) => url.startsWith(baseUrl))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
