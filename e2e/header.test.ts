// The shell every page shares: region picker and its navigation (desktop and the mobile sheet "Menü"),
// the theme toggle with its persistence and no flash on load, the notifications region and its toasts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Region choices in an order where each differs from the one before, so every choice is a change. */
const REGION_CHOICES = [
  { label: 'Deutschland', path: '/de' },
  { label: 'Österreich', path: '/at' },
  { label: 'Schweiz', path: '/ch' },
  { label: 'Alle Regionen', path: '/stallplaetze' },
];

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

async function openPage(viewport = DESKTOP): Promise<Page> {
  context = await newContext(browser, { viewport });
  return context.newPage();
}

async function openHome(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await hydrated(page, 'HeaderControls');
}

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
const visibleToasts = (page: Page) => toastRegion(page).locator('[role="alert"], [role="status"]');

describe('header: region picker', () => {
  it("navigates to the region's search page on desktop", async () => {
    const page = await openPage();
    for (const { label, path } of REGION_CHOICES) {
      await openHome(page);
      await page.getByLabel('Region', { exact: true }).selectOption({ label });
      await page.waitForURL(`${baseUrl}${path}`);
    }
  });

  it('navigates from the mobile side sheet "Menü"', async () => {
    const page = await openPage(PHONE);
    for (const { label, path } of REGION_CHOICES) {
      await openHome(page);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menü' });
      await sheet.waitFor();
      await sheet.getByLabel('Region auswählen:').selectOption({ label });
      await page.waitForURL(`${baseUrl}${path}`);
    }
  });

  it('shows the links and Anmelden/Registrieren in the mobile sheet, and closes it', async () => {
    const page = await openPage(PHONE);
    await openHome(page);
    // On a phone the desktop navigation is hidden behind the menu button.
    await expect(page.locator('nav[aria-label="Hauptnavigation"]').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menü' });
    await sheet.waitFor();
    expect(await sheet.getByRole('heading', { name: 'Menü' }).count()).toBe(1);
    const links = await sheet
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Stallplätze finden', '/stallplaetze'],
      ['Stall vermieten', '/stall-vermieten'],
      ['Über uns', '/ueber-uns'],
      ['Merkliste', '/merkliste'],
      ['Meine Pferde', '/pferde'],
      ['Anmelden', '/auth'],
      ['Registrieren', '/auth?tab=register'],
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
  });
});

describe('header: signed-in user on a page cached for everyone', () => {
  it('keeps "Anmelden" hidden while the header loads the user, and shows it at once to visitors', async () => {
    const page = await openPage();
    await signInAdmin(page.context());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/stallplaetze`);
    await hydrated(page, 'HeaderControls');
    const signIn = page.getByRole('link', { name: 'Anmelden', exact: true });
    expect(await signIn.isVisible()).toBe(false);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user');
    release();
    const me = (await (await answer).json()) as { firstName: string | null; username: string };
    await page.getByRole('button', { name: me.firstName || me.username, exact: true }).waitFor();
    expect(await signIn.count()).toBe(0);

    const visitor = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    try {
      await visitor.goto(`${baseUrl}/stallplaetze`);
      await visitor.getByRole('link', { name: 'Anmelden', exact: true }).waitFor();
    } finally {
      await visitor.context().close();
    }
  });
});

describe('header: theme', () => {
  it('toggles the dark class, keeps it across reloads without a flash of the light theme', async () => {
    const page = await openPage();
    // Records the root's class when <body> first appears, i.e. before anything could be painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint =
          document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const darkAtFirstPaint = () =>
      page.evaluate(() => (window as unknown as { darkAtFirstPaint?: boolean }).darkAtFirstPaint);

    await openHome(page);
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Dunkles Design aktivieren' }).click();
    expect(await isDark()).toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Helles Design aktivieren' }).waitFor();

    for (const path of ['/', '/stallplaetze']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      expect(await darkAtFirstPaint()).toBe(true);
      expect(await isDark()).toBe(true);
    }

    await hydrated(page, 'HeaderControls');
    await page.getByRole('button', { name: 'Helles Design aktivieren' }).click();
    expect(await isDark()).toBe(false);
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await darkAtFirstPaint()).toBe(false);
    expect(await isDark()).toBe(false);
  });
});

describe('notifications', () => {
  async function newsletterForm(page: Page) {
    await openHome(page);
    const email = page.getByLabel('E-Mail-Adresse');
    await email.scrollIntoViewIfNeeded();
    await hydrated(page, 'NewsletterForm');
    await hydrated(page, 'Toaster');
    return { email, submit: page.getByRole('button', { name: 'Benachrichtigen' }) };
  }

  it('focuses the notifications region with F8', async () => {
    const page = await openPage();
    await openHome(page);
    await hydrated(page, 'Toaster');
    await page.keyboard.press('F8');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Benachrichtigungen (F8)',
    );
  });

  it('shows one toast at a time: a new one replaces the visible one', async () => {
    const page = await openPage();
    await page.route('**/api/newsletter/stallverwaltung', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Wartung' }),
    );
    const { email, submit } = await newsletterForm(page);
    await email.fill('ohne-at-zeichen');
    await submit.click();
    await toastRegion(page).getByText('Ungültige E-Mail', { exact: true }).waitFor();

    await email.fill('reiterin@example.de');
    await submit.click();
    await toastRegion(page).getByText('Fehler beim Anmelden', { exact: true }).waitFor();
    expect(await visibleToasts(page).count()).toBe(1);
    expect(await visibleToasts(page).locator('p').allTextContents()).toEqual(['Fehler beim Anmelden', '503: Wartung']);
  });

  it('hides a toast after 5000 ms', async () => {
    const page = await openPage();
    await page.clock.install();
    const { email, submit } = await newsletterForm(page);
    // Stop the clock, so only the test moves time from here on.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await email.fill('ohne-at-zeichen');
    await submit.click();
    const toast = toastRegion(page).getByText('Ungültige E-Mail', { exact: true });
    await toast.waitFor();

    await page.clock.runFor(4990);
    await expect(toast.isVisible()).resolves.toBe(true);
    await page.clock.runFor(20);
    // A short wait: the fake clock, not real time, must be what hides it.
    await toast.waitFor({ state: 'hidden', timeout: 1000 });
    expect(await visibleToasts(page).count()).toBe(0);
  });

  it('closes a toast with its close button', async () => {
    const page = await openPage();
    const { email, submit } = await newsletterForm(page);
    await email.fill('ohne-at-zeichen');
    await submit.click();
    await toastRegion(page).getByText('Ungültige E-Mail', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await toastRegion(page).getByText('Ungültige E-Mail', { exact: true }).waitFor({ state: 'hidden' });
  });
});
