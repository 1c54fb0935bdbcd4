// Maintenance mode: visitors get the 503 maintenance screen on every page, admins and /admin paths pass,
// and open pages switch to the screen (and back) through the 30-second poll, without a reload.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const TEXT = 'Wir aktualisieren gerade die Stallsuche. Ab 14 Uhr sind wir wieder da.';

let browser: Browser;
let admin: BrowserContext;
let restore: Record<string, unknown> | null = null;

async function setMaintenance(on: boolean) {
  const before = await updateSettings(admin, { maintenanceMode: on, maintenanceText: TEXT });
  restore ??= before;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
});
afterEach(async () => {
  if (restore) await updateSettings(admin, restore);
  restore = null;
});
afterAll(async () => {
  await browser?.close();
});

describe('maintenance mode', () => {
  it('answers every visitor page with 503 and the maintenance screen', async () => {
    await setMaintenance(true);
    const page = await (await newContext(browser)).newPage();
    for (const path of ['/', '/stallplaetze', '/de/stallplatz/1', '/kontakt', '/gibt-es-nicht']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(503);
      expect(page.url()).toBe(`${baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Wartungsarbeiten');
      await page.getByText(TEXT).waitFor();
      await page.getByText('Vielen Dank für dein Verständnis').waitFor();
      await page.getByText(new RegExp(`© ${new Date().getFullYear()} .+ Alle Rechte vorbehalten\\.`)).waitFor();
    }
    // The API keeps answering, so the site can tell when maintenance is over.
    const info = await (await page.request.get(`${baseUrl}/api/maintenance`)).json();
    expect(info).toEqual({ maintenanceMode: true, maintenanceText: TEXT });
    await page.context().close();
  });

  it('lets admins and /admin paths through', async () => {
    await setMaintenance(true);
    const adminPage = await admin.newPage();
    const home = await adminPage.goto(`${baseUrl}/stallplaetze`);
    expect(home?.status()).toBe(200);
    await adminPage.close();

    const visitor = await (await newContext(browser)).newPage();
    const adminPath = await visitor.goto(`${baseUrl}/admin/login`);
    expect(adminPath?.status()).not.toBe(503);
    await visitor.context().close();
  });

  it('reminds an admin on the public site that maintenance is on, with a link to the settings', async () => {
    await setMaintenance(true);
    const page = await admin.newPage();
    for (const path of ['/', '/stallplaetze', '/kontakt']) {
      expect((await page.goto(`${baseUrl}${path}`))?.status(), path).toBe(200);
      const bar = page.getByRole('status').filter({ hasText: 'Wartungsmodus aktiv – nur Admins sehen die Seite' });
      await bar.waitFor();
      await bar.getByRole('link', { name: 'Zu den Einstellungen' }).click();
      await page.waitForURL(`${baseUrl}/admin/settings`);
      expect(await page.getByTestId('maintenance-overlay').count()).toBe(0);
    }

    await updateSettings(admin, { maintenanceMode: false });
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/maintenance');
    await page.goto(`${baseUrl}/kontakt`);
    await checked;
    expect(await page.getByText('Wartungsmodus aktiv – nur Admins sehen die Seite').count()).toBe(0);
    await page.close();
  });

  it('switches an open page to the maintenance screen and back without a reload', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.clock.install();
    // A content page, which loads no React: the watch is a plain script.
    const response = await page.goto(`${baseUrl}/ueber-uns`);
    expect(response?.status()).toBe(200);
    await hydrated(page, 'MaintenanceGuard');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await setMaintenance(true);
    await page.clock.runFor(30_000);
    const overlay = page.getByTestId('maintenance-overlay');
    await overlay.getByRole('heading', { name: 'Wartungsarbeiten' }).waitFor();
    await overlay.getByText(TEXT).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await updateSettings(admin, { maintenanceMode: false });
    await page.clock.runFor(30_000);
    await overlay.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.context().close();
  });

  it('reloads the maintenance page into the real page once maintenance is over', async () => {
    await setMaintenance(true);
    const page = await (await newContext(browser)).newPage();
    await page.clock.install();
    expect((await page.goto(`${baseUrl}/kontakt`))?.status()).toBe(503);
    await hydrated(page, 'MaintenanceGuard');
    await updateSettings(admin, { maintenanceMode: false });
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(30_000);
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('Wartungsarbeiten');
    await page.context().close();
  });
});
