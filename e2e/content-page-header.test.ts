// The shared shell on a content page that loads no React at all: the header's theme toggle, region picker and
// user menu, and the toasts, work through their plain scripts on the same stores the React islands use.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { STABLE_OWNERS } from '../api/src/seed/demo-stables.ts';
import { DEMO_PASSWORD } from '../api/src/seed/seed.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const CONTENT_PAGE = '/ueber-uns';
const DESKTOP = { width: 1280, height: 800 };
const owner = STABLE_OWNERS[0]!;

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

async function openContentPage(options: { signedIn?: boolean } = {}): Promise<Page> {
  context = await newContext(browser, { viewport: DESKTOP });
  if (options.signedIn) {
    const login = await context.request.post(`${baseUrl}/api/login`, {
      data: { username: owner.username, password: DEMO_PASSWORD },
      headers: { Origin: baseUrl },
    });
    expect(login.status()).toBe(200);
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl}${CONTENT_PAGE}`);
  await hydrated(page, 'HeaderControls');
  await hydrated(page, 'Toaster');
  return page;
}

const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: owner.firstName });
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

describe('content page shell without React', () => {
  it('loads no React and no island', async () => {
    context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(`${baseUrl}${CONTENT_PAGE}`, { waitUntil: 'load' });
    await hydrated(page, 'HeaderControls');
    expect(scripts.length).toBeGreaterThan(0);
    for (const code of await Promise.all(scripts)) expect(code).not.toMatch(/Symbol\.for\(["'`]react\./);
    expect(await page.locator('astro-island').count()).toBe(0);
  });

  it('toggles the theme and keeps it across a reload', async () => {
    const page = await openContentPage();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const toggle = page.getByRole('button', { name: 'Dunkles Design aktivieren' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await isDark()).toBe(true);

    await page.reload();
    await hydrated(page, 'HeaderControls');
    expect(await isDark()).toBe(true);
    const back = page.getByRole('button', { name: 'Helles Design aktivieren' });
    expect(await back.getAttribute('aria-pressed')).toBe('true');
    await back.click();
    expect(await isDark()).toBe(false);
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
  });

  it('picks a region: its search page opens and the region stays picked on the next page', async () => {
    const page = await openContentPage();
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Österreich' });
    await page.waitForURL(`${baseUrl}/at`);
    await page.getByRole('heading', { level: 1, name: 'Stallplätze in Österreich finden' }).waitFor();

    await page.goto(`${baseUrl}${CONTENT_PAGE}`);
    await hydrated(page, 'HeaderControls');
    await expect(page.getByLabel('Region', { exact: true }).inputValue()).resolves.toBe('austria');
  });

  it('opens and closes the user menu with the keyboard, and signs out', async () => {
    const page = await openContentPage({ signedIn: true });
    const button = userMenuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const links = await menu.getByRole('link').allTextContents();
    expect(links.map((l) => l.trim())).toEqual(['Dashboard', 'Suchaufträge', 'Profil', 'Meine Ställe', 'Meine Pferde']);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await menu.waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter'); // the focus stayed on the button
    await menu.waitFor();
    await page.mouse.click(600, 500); // a click elsewhere closes it too
    await menu.waitFor({ state: 'hidden' });

    await button.click();
    await Promise.all([page.waitForURL(`${baseUrl}/`), menu.getByRole('button', { name: 'Abmelden' }).click()]);
    await hydrated(page, 'HeaderControls');
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }).waitFor();
    expect(await userMenuButton(page).count()).toBe(0);
  });

  it('shows a toast when signing out fails', async () => {
    const page = await openContentPage({ signedIn: true });
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Kaputt' }) }),
    );
    await userMenuButton(page).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    const alert = toastRegion(page).getByRole('alert');
    await alert.getByText('Kaputt').waitFor();
    await alert.getByText('Abmelden fehlgeschlagen').waitFor();
    await page.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}${CONTENT_PAGE}`);
  });
});
