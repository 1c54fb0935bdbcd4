// Journey: the admin signs in (good, bad and empty input), finds their way through the shell (sidebar,
// mobile menu, logout) and reads the dashboard's real figures; signed-out visitors, signed-in non-admins and
// revoked sessions end on the login page; the session check is polled every 30 s; accessibility.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityItem, AdminStats } from '#contract/types.ts';
import { STABLE_OWNERS } from '../api/src/seed/demo-stables.ts';
import { DEMO_PASSWORD } from '../api/src/seed/seed.ts';
import { formatDateTime } from '../site/src/features/admin/dashboard/activity-time.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const ADMIN = { username: inject('adminUsername'), password: inject('adminPassword') };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'Europe/Berlin';
const LOGIN_URL = `${baseUrl}/admin/login`;
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/listings',
  '/admin/stables',
  '/admin/contacts',
  '/admin/reports',
  '/admin/settings',
  '/admin',
];
const SIDEBAR = [
  'Dashboard',
  'Benutzer',
  'Anzeigen',
  'Ställe',
  'Kontakte',
  'Prüfungen',
  'Meldungen',
  'Rechnungen',
  'Berichte',
  'Einstellungen',
];
const count = new Intl.NumberFormat('de-DE');

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

interface OpenOptions {
  as?: 'admin' | 'member';
  viewport?: typeof DESKTOP;
  theme?: 'light' | 'dark';
}

async function openContext(options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP, timezoneId: TIME_ZONE });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  if (options.as === 'admin') await signInAdmin(context);
  if (options.as === 'member') {
    const response = await context.request.post(`${baseUrl}/api/login`, {
      data: { username: STABLE_OWNERS[0]!.username, password: DEMO_PASSWORD },
      headers: { Origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`demo login failed: ${response.status()}`);
  }
  return { context, page: await context.newPage() };
}

async function open(options: OpenOptions = {}): Promise<Page> {
  return (await openContext(options)).page;
}

/** Opens the login form and waits until React owns it. */
async function openLogin(page: Page): Promise<void> {
  await page.goto(LOGIN_URL);
  await page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' }).waitFor();
}

async function toastOf(page: Page, role: 'alert' | 'status'): Promise<string[]> {
  const toast = page.getByRole('region', { name: 'Benachrichtigungen (F8)' }).getByRole(role);
  await toast.waitFor();
  return (await toast.locator('p').allTextContents()).map((text) => text.trim());
}

/** Routes a request pattern into a hold until the returned function releases it. */
async function hold(page: Page, pattern: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held) await route.continue();
  };
}

const statCard = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Kennzahlen' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });

async function statValue(page: Page, label: string): Promise<string> {
  return (await statCard(page, label).getByRole('definition').first().textContent())!.trim();
}

async function apiJson<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}${path}`);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

describe('admin login', () => {
  it('signs in with good credentials: "Anmeldung..." while pending, the welcome toast, then the dashboard', async () => {
    const page = await open();
    await openLogin(page);
    const release = await hold(page, '**/api/admin/login');
    await page.getByLabel('Benutzername').fill(ADMIN.username);
    await page.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    const pending = page.getByRole('button', { name: 'Anmeldung...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await release();

    expect(await toastOf(page, 'status')).toEqual(['Login erfolgreich', 'Willkommen im Admin-Bereich']);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByText(ADMIN.username, { exact: true }).first().isVisible()).toBe(true);
  });

  it('refuses bad credentials with the server message and stays on the login page', async () => {
    const page = await open();
    await openLogin(page);
    await page.getByLabel('Benutzername').fill(ADMIN.username);
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();

    expect(await toastOf(page, 'alert')).toEqual(['Login fehlgeschlagen', 'Ungültige Anmeldedaten']);
    expect(page.url()).toBe(LOGIN_URL);
    expect(await page.getByRole('button', { name: 'Anmelden' }).isEnabled()).toBe(true);
  });

  it('refuses a demo user who is no admin', async () => {
    const page = await open();
    await openLogin(page);
    await page.getByLabel('Benutzername').fill(STABLE_OWNERS[0]!.username);
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect(await toastOf(page, 'alert')).toEqual(['Login fehlgeschlagen', 'Ungültige Anmeldedaten']);
  });

  it('shows whatever message the server gives, e.g. the rate limit', async () => {
    const page = await open();
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Zu viele Anfragen. Bitte versuche es später noch einmal.' }),
      }),
    );
    await openLogin(page);
    await page.getByLabel('Benutzername').fill(ADMIN.username);
    await page.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect(await toastOf(page, 'alert')).toEqual([
      'Login fehlgeschlagen',
      'Zu viele Anfragen. Bitte versuche es später noch einmal.',
    ]);
  });

  it('asks for both fields without sending a request when one is empty', async () => {
    const page = await open();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/login')) sent.push(request.method());
    });
    await openLogin(page);

    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect(await toastOf(page, 'alert')).toEqual(['Fehler', 'Bitte geben Sie alle Felder ein']);
    expect(await page.getByLabel('Benutzername').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Benutzername').fill(ADMIN.username);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect(await toastOf(page, 'alert')).toEqual(['Fehler', 'Bitte geben Sie alle Felder ein']);
    expect(await page.getByLabel('Passwort', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');

    expect(sent).toEqual([]);
    expect(page.url()).toBe(LOGIN_URL);
  });

  it('sends a signed-in admin from the login page to the dashboard', async () => {
    const page = await open({ as: 'admin' });
    await page.goto(LOGIN_URL);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The background jobs: one row per queue with its figures.
    const jobs = page.getByRole('region', { name: 'Hintergrundaufträge' });
    await jobs.getByRole('rowheader', { name: 'E-Mails' }).waitFor();
    await jobs.getByRole('rowheader', { name: 'Aufräumen (stündlich)' }).waitFor();
    expect(await jobs.getByRole('columnheader').allTextContents()).toEqual([
      'Warteschlange',
      'Wartend',
      'Aktiv',
      'Fehlgeschlagen',
    ]);
  });

  it('links back to the public site', async () => {
    const page = await open();
    await openLogin(page);
    expect(await page.getByRole('link', { name: 'Zur Website' }).getAttribute('href')).toBe('/');
  });
});

describe('admin access', () => {
  it('sends every admin route to the login page when signed out', async () => {
    const page = await open();
    for (const route of ADMIN_ROUTES) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForURL(LOGIN_URL);
      await page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' }).waitFor();
    }
  });

  it('sends every admin route to the login page for a signed-in user who is no admin, without loading admin data', async () => {
    const page = await open({ as: 'member' });
    const adminReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/admin/') && path !== '/api/admin/me') adminReads.push(path);
    });
    for (const route of ADMIN_ROUTES) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForURL(LOGIN_URL);
      await page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' }).waitFor();
    }
    expect(adminReads).toEqual([]);
  });

  it('ends a session revoked while the page is open at the next change of screen', async () => {
    const { context, page } = await openContext({ as: 'admin' });
    await page.goto(`${baseUrl}/admin/dashboard`);
    await statCard(page, 'Benutzer gesamt').waitFor();
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Benutzer' }).click();
    await page.waitForURL(`${baseUrl}/admin/users`);

    const response = await context.request.post(`${baseUrl}/api/admin/logout`, { headers: { Origin: baseUrl } });
    expect(response.ok()).toBe(true);

    // The dashboard fetches its figures again on opening: the 401 leads to the login page.
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(LOGIN_URL);
    await page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' }).waitFor();
  });

  it('ends a session revoked while the page is open at the next 30-second check', async () => {
    const { context, page } = await openContext({ as: 'admin' });
    await page.clock.install();
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).waitFor();

    await context.request.post(`${baseUrl}/api/admin/logout`, { headers: { Origin: baseUrl } });
    await page.clock.fastForward(30_000);
    await page.waitForURL(LOGIN_URL);
    await page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' }).waitFor();
  });

  it('checks the session every 30 seconds', async () => {
    const page = await open({ as: 'admin' });
    const checks: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/me')) checks.push(Date.now());
    });
    await page.clock.install();
    const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/api/admin/me'));
    await page.goto(`${baseUrl}/admin/dashboard`);
    await firstAnswer;
    await statCard(page, 'Benutzer gesamt').waitFor();
    expect(checks).toHaveLength(1);

    // The page clock also runs on by itself, so the "not yet" jump leaves some seconds of margin.
    await page.clock.fastForward(25_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(checks).toHaveLength(1);

    // Each answer restarts the 30 s, so the next jump starts once the check has been answered.
    for (const expected of [2, 3]) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/me'));
      await page.clock.fastForward(expected === 2 ? 5_000 : 30_000);
      await answered;
      expect(checks).toHaveLength(expected);
    }
    // A passing check keeps the admin where they are.
    expect(page.url()).toBe(`${baseUrl}/admin/dashboard`);
  });
});

describe('admin shell', () => {
  it('shows the sections with the current one marked, the admin name and the Administrator badge', async () => {
    const page = await open({ as: 'admin' });
    await page.goto(`${baseUrl}/admin/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Admin-Navigation' });
    await nav.waitFor();

    // "Meldungen" carries the open reports' count ("Meldungen2 offen").
    const labels = (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/\d+ offen$/, '').trim());
    expect(labels).toEqual(SIDEBAR);
    const current = () => nav.locator('[aria-current="page"]');
    expect(await current().count()).toBe(1);
    expect((await current().textContent())?.trim()).toBe('Dashboard');
    expect(await page.getByText('Administrator', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(ADMIN.username, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.title()).toBe('Dashboard | Admin-Bereich | Stallfinder');

    await nav.getByRole('link', { name: 'Anzeigen' }).click();
    await page.waitForURL(`${baseUrl}/admin/listings`);
    expect(await current().count()).toBe(1);
    expect((await current().textContent())?.trim()).toBe('Anzeigen');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    // A filtered address keeps its section marked.
    await page.goto(`${baseUrl}/admin/listings?status=pending`);
    await nav.waitFor();
    expect((await current().textContent())?.trim()).toBe('Anzeigen');
  });

  it('offers a skip link to the content and a link to the public site', async () => {
    const page = await open({ as: 'admin' });
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
    expect(await page.getByRole('link', { name: 'Zur Website' }).getAttribute('href')).toBe('/');
  });

  it('signs out through the button: toast, login page, and the back button shows no data', async () => {
    const page = await open({ as: 'admin' });
    await page.goto(`${baseUrl}/admin/dashboard`);
    await statCard(page, 'Benutzer gesamt').waitFor();

    const readsAfterLogout: string[] = [];
    await page.getByRole('button', { name: 'Abmelden' }).click();
    expect(await toastOf(page, 'status')).toEqual(['Abgemeldet', 'Sie wurden erfolgreich abgemeldet.']);
    await page.waitForURL(LOGIN_URL);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/admin/') && path !== '/api/admin/me') readsAfterLogout.push(path);
    });

    await page.goBack();
    await page.waitForURL(LOGIN_URL);
    await page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' }).waitFor();
    expect(await page.getByText('Benutzer gesamt').count()).toBe(0);
    expect(readsAfterLogout).toEqual([]);
  });

  it('opens and closes the menu on a phone: button, Escape, navigation', async () => {
    const page = await open({ as: 'admin', viewport: PHONE });
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin-Navigation' });
    const menu = page.getByRole('button', { name: 'Menü', exact: true });
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await nav.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    await menu.click();
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await nav.waitFor({ state: 'hidden' });

    await menu.click();
    await nav.getByRole('link', { name: 'Kontakte' }).click();
    await page.waitForURL(`${baseUrl}/admin/contacts`);
    await nav.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Menü', exact: true }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('admin dashboard', () => {
  it('shows the figures of GET /api/admin/stats, the pending listings and the shortcuts with their counts', async () => {
    const { context, page } = await openContext({ as: 'admin' });
    const stats = await apiJson<AdminStats>(context, '/api/admin/stats');
    await page.goto(`${baseUrl}/admin/dashboard`);
    await statCard(page, 'Benutzer gesamt').waitFor();

    const expected: Record<string, string> = {
      'Benutzer gesamt': count.format(stats.totalUsers),
      'Neue Registrierungen': count.format(stats.recentRegistrations),
      Ställe: count.format(stats.totalStables),
      'Aktive Anzeigen': count.format(stats.activeListings),
      'Premium-Anzeigen': count.format(stats.premiumListings),
      Kontaktanfragen: count.format(stats.totalContacts),
      'Anzeigen gesamt': count.format(stats.totalListings),
      'Durchschnittliche Bewertung': stats.averageRating > 0 ? stats.averageRating.toFixed(1).replace('.', ',') : '–',
    };
    for (const [label, value] of Object.entries(expected)) expect(await statValue(page, label), label).toBe(value);
    expect(await page.getByRole('region', { name: 'Kennzahlen' }).locator('dl > div').count()).toBe(8);

    expect(stats.pendingListings).toBeGreaterThan(0); // the demo data holds listings awaiting approval
    await page.getByText(`Ausstehende Anzeigen: ${count.format(stats.pendingListings)}`).waitFor();
    expect(await page.getByRole('link', { name: 'Jetzt prüfen' }).getAttribute('href')).toBe(
      '/admin/listings?status=pending',
    );

    const quick = page.getByRole('region', { name: 'Schnellzugriff' });
    const shortcuts: [string, string, string][] = [
      ['Benutzer verwalten', '/admin/users', `${count.format(stats.totalUsers)} Benutzer`],
      ['Anzeigen verwalten', '/admin/listings', `${count.format(stats.totalListings)} Anzeigen`],
      ['Ställe ansehen', '/admin/stables', `${count.format(stats.totalStables)} Ställe`],
      ['Kontaktanfragen lesen', '/admin/contacts', `${count.format(stats.totalContacts)} Anfragen`],
    ];
    for (const [name, href, figure] of shortcuts) {
      const link = quick.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.textContent()).toContain(figure);
    }

    await page.getByRole('link', { name: 'Jetzt prüfen' }).click();
    await page.waitForURL(`${baseUrl}/admin/listings?status=pending`);
  });

  it('shows 8 skeleton cards and 5 skeleton rows while the figures load', async () => {
    const page = await open({ as: 'admin' });
    const releaseStats = await hold(page, '**/api/admin/stats');
    const releaseActivity = await hold(page, '**/api/admin/recent-activity');
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const stats = page.getByRole('region', { name: 'Kennzahlen' });
    const activity = page.getByRole('region', { name: 'Letzte Aktivitäten' });
    expect(await stats.getByTestId('admin-skeleton').count()).toBe(8);
    expect(await activity.getByTestId('admin-skeleton').count()).toBe(5);

    await releaseStats();
    await statCard(page, 'Benutzer gesamt').waitFor();
    expect(await stats.getByTestId('admin-skeleton').count()).toBe(0);
    expect(await activity.getByTestId('admin-skeleton').count()).toBe(5);

    await releaseActivity();
    await activity.getByRole('listitem').first().waitFor();
    expect(await activity.getByTestId('admin-skeleton').count()).toBe(0);
  });

  it('lists the recent activity with German times, all of it on request', async () => {
    const { context, page } = await openContext({ as: 'admin' });
    const items = await apiJson<ActivityItem[]>(context, '/api/admin/recent-activity');
    expect(items.length).toBeGreaterThan(8);
    await page.goto(`${baseUrl}/admin/dashboard`);
    const activity = page.getByRole('region', { name: 'Letzte Aktivitäten' });
    await activity.getByRole('listitem').first().waitFor();

    const rows = activity.getByRole('listitem');
    expect(await rows.count()).toBe(8);
    await activity.getByRole('button', { name: `Alle ${items.length} Aktivitäten anzeigen` }).click();
    expect(await rows.count()).toBe(items.length);

    const germanTime =
      /^(gerade eben|vor \d+ (Minute|Minuten|Stunde|Stunden|Tagen)|gestern|vorgestern|\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr)$/;
    for (const [index, item] of items.entries()) {
      const row = rows.nth(index);
      expect(await row.textContent()).toContain(item.action);
      const time = row.locator('time');
      expect(await time.getAttribute('datetime')).toBe(item.timestamp);
      expect(await time.getAttribute('title')).toBe(formatDateTime(item.timestamp, TIME_ZONE));
      expect((await time.textContent())?.trim()).toMatch(germanTime);
    }
    await activity.getByRole('button', { name: 'Weniger anzeigen' }).click();
    expect(await rows.count()).toBe(8);
  });

  it('says "Keine aktuellen Aktivitäten." when nothing happened', async () => {
    const page = await open({ as: 'admin' });
    await page.route('**/api/admin/recent-activity', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page
      .getByRole('region', { name: 'Letzte Aktivitäten' })
      .getByText('Keine aktuellen Aktivitäten.', { exact: true })
      .waitFor();
  });
});

describe('admin accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`has no axe violations on the login page and the dashboard (${theme}, ${width})`, async () => {
        const { page } = await openContext({ viewport, theme });
        await openLogin(page);
        expect(await axeViolations(page), 'login').toEqual([]);

        await signInAdmin(page.context());
        await page.goto(`${baseUrl}/admin/dashboard`);
        await statCard(page, 'Benutzer gesamt').waitFor();
        await page.getByRole('region', { name: 'Letzte Aktivitäten' }).getByRole('listitem').first().waitFor();
        expect(await axeViolations(page), 'dashboard').toEqual([]);

        if (width === 'phone') {
          await page.getByRole('button', { name: 'Menü', exact: true }).click();
          await page.getByRole('navigation', { name: 'Admin-Navigation' }).waitFor();
          expect(await axeViolations(page), 'open menu').toEqual([]);
        }
      });
    }
  }
});
