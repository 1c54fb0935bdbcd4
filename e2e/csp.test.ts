// The pages' Content-Security-Policy allows no inline script but the page's own (listed by hash): every page runs
// its islands and theme script without a single violation, while a script or event handler slipped into the HTML
// (as an injection flaw would) does not run.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  directive: string;
  blocked: string;
}

/** A page whose CSP violations are recorded (the listener is installed before any of the page's scripts). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<Violation[]> }> {
  context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return {
    page,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  };
}

describe('Content-Security-Policy of the pages', () => {
  it('allows no inline script beyond the listed hashes, nor inline handlers', async () => {
    const response = await fetch(`${baseUrl}/stallplaetze`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).toContain("object-src 'none'");
  });

  it.each([
    ['/', 'HeaderControls'],
    ['/stallplaetze', 'SearchExplorer'],
    ['/stallplaetze?stallType=pasture', 'SearchExplorer'],
    ['/auth', 'HeaderControls'],
    ['/kontakt', 'HeaderControls'],
    ['/admin', 'AdminApp'],
  ])('runs %s with its islands and no violation', async (path, island) => {
    const { page, violations } = await watchedPage();
    // The theme script is one of the inline scripts: the saved dark theme applies before the first paint.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(baseUrl + path);
    await hydrated(page, island);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it('runs a listing page, a content page and the 404 page without a violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${baseUrl}/stallplaetze`);
    const href = await page.locator('a[href*="/stallplatz/"]').first().getAttribute('href');
    await page.goto(baseUrl + href!);
    await page.locator('h1').first().waitFor();
    await page.goto(`${baseUrl}/impressum`);
    await page.locator('h1').first().waitFor();
    // The pre-rendered 404 page carries Astro's policy in a <meta> besides the server's header.
    await page.goto(`${baseUrl}/gibt-es-nicht`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('does not run a script or handler injected into a page, while the page’s own scripts still run', async () => {
    const { page, violations } = await watchedPage();
    // The server's answer, with markup added as an injection flaw in a template would add it; headers unchanged.
    await page.route(`${baseUrl}/stallplaetze`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        '</body>',
        '<script>window.__injected = true</script><img src="/favicon.svg" onload="window.__handler = true"></body>',
      );
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(`${baseUrl}/stallplaetze`);
    // The page's own scripts ran: its island hydrated.
    await hydrated(page, 'SearchExplorer');
    await page.locator('img[onload]').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));

    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    expect(await page.evaluate(() => '__handler' in window)).toBe(false);
    const blocked = await violations();
    expect(blocked.map((v) => v.directive).sort()).toEqual(['script-src-attr', 'script-src-elem']);
  });
});
