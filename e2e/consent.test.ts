// Journey: consent that takes effect (issue 38). With a measurement id configured, the cookie banner holds Google
// Analytics back until "Zustimmen" (every request to Google is intercepted and answered here: none before the
// choice, the tag after it), "Cookie-Einstellungen" in the footer reopens the choice, and withdrawing it removes the
// _ga cookie. Without a measurement id there is no banner. Registration needs the AGB/Datenschutz checkbox, and a
// member without a recorded acceptance is asked on /zustimmung before anything else.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { gtagUrl } from '#contract/analytics.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const MEASUREMENT_ID = 'G-E2ECONSENT';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = '/tmp/consent-shots';
const ACCEPT_MESSAGE = 'Bitte akzeptiere die AGB und die Datenschutzerklärung';

let browser: Browser;
let admin: BrowserContext;
let restore: Record<string, unknown>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
  restore = await updateSettings(admin, {
    enableGoogleAnalytics: true,
    enableCookieConsent: true,
    analyticsMeasurementId: MEASUREMENT_ID,
  });
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
});
afterAll(async () => {
  if (restore) await updateSettings(admin, restore);
  await browser?.close();
});

/** A visitor whose requests to Google are recorded and answered by a stand-in tag that sets a _ga cookie. */
async function visitor(viewport = DESKTOP, theme: 'light' | 'dark' = 'light') {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const google: string[] = [];
  await context.route(/google(tagmanager|-analytics)\.com/, (route) => {
    google.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: "document.cookie = '_ga=GA1.1.e2e; path=/'; window.__tagRan = true;",
    });
  });
  return { context, page: await context.newPage(), google };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies für Statistik?' });
const gaCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.startsWith('_ga'));

describe('the cookie banner', () => {
  it.each([
    { viewport: PHONE, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
  ])(
    'holds analytics back until accepted, and the footer reopens the choice ($viewport.width px, $theme)',
    async ({ viewport, theme }) => {
      const { context, page, google } = await visitor(viewport, theme);
      const response = await page.goto(`${baseUrl}/stall-vermieten`);
      expect(response!.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
      await banner(page).waitFor();
      expect(google).toEqual([]);
      expect(await gaCookie(context)).toBeUndefined();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/banner-${viewport.width}-${theme}.png` });

      const tag = page.waitForRequest(/googletagmanager\.com\/gtag\/js/);
      await banner(page).getByRole('button', { name: 'Zustimmen' }).click();
      expect((await tag).url()).toBe(gtagUrl(MEASUREMENT_ID));
      await banner(page).waitFor({ state: 'hidden' });
      expect(google).toHaveLength(1);
      await expect.poll(() => gaCookie(context)).toBeDefined();

      // The next page loads the tag at once, without asking again.
      const again = page.waitForRequest(/googletagmanager\.com\/gtag\/js/);
      await page.goto(`${baseUrl}/cookies`);
      await again;
      expect(await banner(page).isHidden()).toBe(true);

      // "Cookie-Einstellungen" in the footer: the choice again; withdrawn, the _ga cookie goes and the tag stays away.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await banner(page).getByText('Derzeit: zugestimmt.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/reopened-${viewport.width}-${theme}.png` });
      const requestsBefore = google.length;
      await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Ablehnen' }).click()]);
      expect(await gaCookie(context)).toBeUndefined();
      expect(google).toHaveLength(requestsBefore);
      expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    },
  );

  it('is not there without a measurement id, and the page policy names no Google origin', async () => {
    const back = await updateSettings(admin, { analyticsMeasurementId: '' });
    try {
      const { page, google } = await visitor();
      const response = await page.goto(`${baseUrl}/stall-vermieten`);
      expect(response!.headers()['content-security-policy']).not.toContain('google');
      await page.getByRole('contentinfo').waitFor();
      expect(await banner(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cookie-Einstellungen' }).count()).toBe(0);
      expect(google).toEqual([]);
    } finally {
      await updateSettings(admin, back);
    }
  });
});

describe('the AGB and the Datenschutzerklärung', () => {
  it('registration requires the checkbox', async () => {
    const { page } = await visitor(PHONE);
    await page.addInitScript(() => localStorage.setItem('sf.analytics', 'no'));
    let calls = 0;
    await page.route('**/api/register', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto(`${baseUrl}/auth?tab=register`);
    await page.locator('[data-hydrated="true"]').waitFor();
    const form = page.getByRole('tabpanel', { name: 'Registrieren' });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await form.getByLabel('Vorname').fill('Carla');
    await form.getByLabel('Nachname').fill('Consent');
    await form.getByLabel('E-Mail').fill(`zustimmung.${id}@example.de`);
    await form.getByLabel('Benutzername').fill(`zustimmung_${id}`);
    await form.getByLabel('Passwort', { exact: true }).fill('hufeisen-und-sattel');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    const checkbox = form.getByRole('checkbox', { name: /Ich akzeptiere die AGB und die Datenschutzerklärung/ });
    await form.getByText(ACCEPT_MESSAGE).waitFor();
    expect(await checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(await checkbox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(calls).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await checkbox.check();
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(calls).toBe(1);
  });

  it('asks a member without a recorded acceptance on /zustimmung, then goes on to the page they wanted', async () => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const account = { username: `altkonto_${id}`, password: 'hufeisen-und-sattel' };
    // An account the back office created: it never saw the registration's checkbox.
    const created = await admin.request.post(`${baseUrl}/api/admin/users`, {
      data: { ...account, email: `altkonto.${id}@example.de`, firstName: 'Alma' },
      headers: { Origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const { context, page } = await visitor(DESKTOP, 'dark');
    await page.addInitScript(() => localStorage.setItem('sf.analytics', 'no'));
    const login = await context.request.post(`${baseUrl}/api/login`, { data: account, headers: { Origin: baseUrl } });
    expect(((await login.json()) as { consentsDue: string[] }).consentsDue).toEqual(['terms', 'privacy']);

    await page.goto(`${baseUrl}/merkliste`);
    await page.waitForURL(`${baseUrl}/zustimmung?weiter=%2Fmerkliste`);
    await page.getByRole('heading', { level: 1, name: 'Bitte stimme den neuen Fassungen zu' }).waitFor();
    await page.getByRole('button', { name: 'Zustimmen und weiter' }).click();
    await page.getByText(ACCEPT_MESSAGE).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/zustimmung-1280-dark.png` });
    await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB und die Datenschutzerklärung/ }).check();
    await page.getByRole('button', { name: 'Zustimmen und weiter' }).click();
    await page.waitForURL(`${baseUrl}/merkliste`);
    const user = await (await context.request.get(`${baseUrl}/api/user`)).json();
    expect(user.consentsDue).toEqual([]);
  });
});
