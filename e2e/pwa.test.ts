// The installable app: Chromium's installability check, the manifest from the settings, the service worker
// controlling pages, saved pages marked when shown offline, private responses never in Cache Storage,
// the update flow ("Neue Version verfügbar" → "Neu laden") and maintenance winning over saved pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { STABLE_OWNERS } from '../api/src/seed/demo-stables.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { chromiumPath, launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'stallfinder-demo';

let browser: Browser;
let admin: BrowserContext;
const contexts: BrowserContext[] = [];
const profiles: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  for (const profile of profiles) fs.rmSync(profile, { recursive: true, force: true });
});

async function openPage(): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  contexts.push(context);
  return context.newPage();
}

/** Opens a path and waits until the service worker is active and controls the page. */
async function openControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Every URL in every cache of the page's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}

async function cacheContents(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(
    async (name) =>
      (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search),
    cacheName,
  );
}

describe('installable app', () => {
  it('has no installability errors in Chromium on /', async () => {
    // Installation is never offered in an incognito context: this one has a profile on disk.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pwa-profile-'));
    profiles.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu'],
    });
    contexts.push(context);
    await context.route('**/*', (route) =>
      route.request().url().startsWith(baseUrl) ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page);
    await page.reload();
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  });

  it("serves a German manifest with the settings' name and colours and fetchable icons of the stated sizes", async () => {
    const page = await openPage();
    const response = await page.request.get(`${baseUrl}/manifest.webmanifest`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Stallfinder',
      lang: 'de',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#8B4513',
      background_color: '#F5F3EF',
    });
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Stallplätze suchen', '/stallplaetze'],
      ['Merkliste', '/merkliste'],
    ]);
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor)).toEqual(['narrow', 'wide']);
    for (const icon of [...manifest.icons, ...manifest.screenshots] as { src: string; sizes: string }[]) {
      const image = await page.request.get(`${baseUrl}${icon.src}`);
      expect(image.status(), icon.src).toBe(200);
      const { width, height } = await sharp(await image.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.webmanifest');
  });

  it('follows the site name of the settings', async () => {
    const before = await updateSettings(admin, { siteName: 'Pferdeglück Stallbörse', primaryColor: '#225533' });
    try {
      const manifest = await (await admin.request.get(`${baseUrl}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({
        name: 'Pferdeglück Stallbörse',
        short_name: 'Pferdeglück',
        theme_color: '#225533',
      });
    } finally {
      await updateSettings(admin, before);
    }
  });

  it('registers the service worker, which controls the page after a reload', async () => {
    const page = await openPage();
    await openControlled(page);
    await page.reload();
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(controller).toBe(`${baseUrl}/sw.js`);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.startsWith('workbox-precache'));
      return precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
    });
    expect(precached).toContain('/pwa/icon-192.png');
    expect(precached.some((p) => p.startsWith('/_astro/') && p.endsWith('.css'))).toBe(true);
  });
});

describe('saved pages', () => {
  it('shows a visited search offline, marked with the time it was saved, and the listings API with its header', async () => {
    const page = await openPage();
    await openControlled(page, '/stallplaetze');
    await page.reload();
    await expect(cacheContents(page, 'sf-pages')).resolves.toContain('/stallplaetze');
    const online = await page.locator('meta[name="sf-offline-saved"]').count();
    expect(online).toBe(0);
    const apiOnline = await page.evaluate(async () =>
      (await fetch('/api/listings?limit=2')).headers.get('X-SW-Cached-At'),
    );
    expect(apiOnline).toBeNull();

    await page.context().setOffline(true);
    await page.reload();
    const saved = await page.locator('meta[name="sf-offline-saved"]').getAttribute('content');
    expect(Date.now() - Date.parse(saved ?? '')).toBeLessThan(60_000);
    const apiOffline = await page.evaluate(async () =>
      (await fetch('/api/listings?limit=2')).headers.get('X-SW-Cached-At'),
    );
    expect(Date.parse(apiOffline ?? '')).not.toBeNaN();
  });
});

describe('private responses', () => {
  it("never keeps the owner's pages or personal API answers in Cache Storage", async () => {
    const page = await openPage();
    await openControlled(page);
    const login = await page.context().request.post(`${baseUrl}/api/login`, {
      data: { username: STABLE_OWNERS[0]!.username, password: DEMO_PASSWORD },
      headers: { Origin: baseUrl },
    });
    expect(login.status()).toBe(200);
    for (const path of ['/dashboard', '/profile', '/my-stables', '/stallplaetze']) await page.goto(`${baseUrl}${path}`);
    await page.evaluate(async () => {
      await fetch('/api/user');
      await fetch('/api/me/favourites');
    });
    const urls = await cachedUrls(page);
    expect(urls).toContain('/stallplaetze'); // the public search is kept, also for a signed-in visitor
    for (const url of urls) expect(url).not.toMatch(/^\/(dashboard|profile|my-stables|api\/user|api\/me)/);
    const signedInSearch = await page.context().request.get(`${baseUrl}/stallplaetze`);
    expect(signedInSearch.headers()['cache-control']).toBe('no-cache');
    const personal = await page.context().request.get(`${baseUrl}/api/user`);
    expect(personal.headers()['cache-control']).toBe('private, no-store');

    // Signed out, nothing personal is left to find.
    await page.goto(`${baseUrl}/dashboard`);
    await hydrated(page, 'HeaderControls');
    await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));
    await page.goto(`${baseUrl}/stallplaetze`);
    for (const url of await cachedUrls(page))
      expect(url).not.toMatch(/^\/(dashboard|profile|my-stables|api\/user|api\/me)/);
  });

  it('never keeps the admin area or admin API answers', async () => {
    const page = await openPage();
    await signInAdmin(page.context());
    await openControlled(page);
    await page.goto(`${baseUrl}/admin`);
    await page.evaluate(async () => {
      await fetch('/api/admin/settings');
      await fetch('/api/admin/users');
    });
    await page.goto(`${baseUrl}/stallplaetze`);
    const urls = await cachedUrls(page);
    for (const url of urls) expect(url).not.toMatch(/^\/(admin|api\/admin)/);
  });
});

describe('install button', () => {
  it('shows "App installieren" in the mobile menu only while the browser offers installation, and prompts', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/`);
    await hydrated(page, 'HeaderControls');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menü' });
    await sheet.waitFor();
    await expect(sheet.getByRole('button', { name: 'App installieren' }).count()).resolves.toBe(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
      });
      window.dispatchEvent(offer);
    });
    await sheet.getByRole('button', { name: 'App installieren' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(sheet.getByRole('button', { name: 'App installieren' }).count()).resolves.toBe(0);
  });
});

describe('updates and maintenance', () => {
  it('offers "Neue Version verfügbar" for a new worker and reloads under it with "Neu laden"', async () => {
    const page = await openPage();
    // A deploy, simulated: the next version is the same worker under the script URL /sw.js?build=next.
    // The page's own registration must have run first (else its register('/sw.js') would replace the
    // next build while that installs), and once the next build controls the page, that is what the page
    // registers, as it would find a deployed sw.js.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      let registered!: () => void;
      (window as unknown as { swRegistered: Promise<void> }).swRegistered = new Promise<void>(
        (resolve) => (registered = resolve),
      );
      container.register = (url, options) => {
        const deployed = container.controller?.scriptURL.endsWith('?build=next') ? '/sw.js?build=next' : url;
        const registering = register(deployed, options);
        void registering.then(registered, registered);
        return registering;
      };
    });
    await openControlled(page);
    await page.reload();
    await hydrated(page, 'AppUpdates');
    await page.evaluate(() => (window as unknown as { swRegistered: Promise<void> }).swRegistered);
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' }));
    const banner = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
    await banner.waitFor();
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Neu laden' }).click()]);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toBe(`${baseUrl}/sw.js?build=next`);
    await expect(page.getByText('Neue Version verfügbar').count()).resolves.toBe(0);
  });

  it('shows the maintenance screen instead of a saved page', async () => {
    const page = await openPage();
    await openControlled(page, '/stallplaetze');
    await page.reload();
    await expect(cacheContents(page, 'sf-pages')).resolves.toContain('/stallplaetze');
    const before = await updateSettings(admin, { maintenanceMode: true });
    try {
      const response = await page.reload();
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Wartungsarbeiten');
      await expect(page.locator('meta[name="sf-offline-saved"]').count()).resolves.toBe(0);
    } finally {
      await updateSettings(admin, before);
    }
  });
});
