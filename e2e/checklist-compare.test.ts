// Journey: a signed-in rider (demo account) hearts three stables, fills the visit checklist of one in the stable
// without reception (context.setOffline, the page served by the service worker), reconnects and sees it merged
// with the account, where another device's later change wins and is named; then compares the three on /vergleich
// and shares a read-only link. Phone and desktop, both themes, axe.
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

// The service worker's own fetches must fail offline too (see offline.test.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const COUNTRY = { germany: 'de', austria: 'at', switzerland: 'ch' } as const;
const SHOTS = '/tmp/shots-E';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let listings: ListingDto[];

const pathOf = (l: ListingDto) => `/${COUNTRY[l.stable.region]}/stallplatz/${l.id}`;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  listings = (await (await fetch(`${baseUrl}/api/listings?limit=3`)).json()) as ListingDto[];
  expect(listings).toHaveLength(3);
  context = await newContext(browser, {
    viewport: PHONE,
    serviceWorkers: 'allow',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  page = await context.newPage();
  const signedIn = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'nina.keller', password: 'stallfinder-demo' },
    headers: { Origin: baseUrl },
  });
  expect(signedIn.status()).toBe(200);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const abortWorkerRequests = (route: import('playwright-core').Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function goOffline(): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', abortWorkerRequests);
}

async function goOnline(): Promise<void> {
  await context.unroute('**/*', abortWorkerRequests);
  await context.setOffline(false);
}

async function waitForWorker(): Promise<void> {
  const ready = await page.evaluate(async () => {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000));
    return Promise.race([navigator.serviceWorker.ready.then(() => true), timeout]);
  });
  expect(ready, 'a service worker is active').toBe(true);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
  // The worker saves the checklist shell while installing; wait until it is there.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/checkliste', { cacheName: 'sf-offline' }))))
    .toBe(true);
}

async function theme(name: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), name);
  await page.reload();
}

/** axe and a screenshot at phone and desktop width in both themes, once `ready` shows after each reload. */
async function checkAxe(label: string, ready: () => Locator): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const name of ['light', 'dark'] as const) {
      await theme(name);
      await page.locator('main h1').first().waitFor();
      await ready().waitFor();
      await page.screenshot({ path: `${SHOTS}/${label}-${viewport.width}-${name}.png`, fullPage: true });
      expect(await axeViolations(page), `${label} at ${viewport.width} px, ${name}`).toEqual([]);
    }
  }
  await page.setViewportSize(PHONE);
  await theme('light');
}

const checklistApi = async (id: number) =>
  (await (await context.request.get(`${baseUrl}/api/me/checklists/${id}`)).json()) as {
    answers: Record<string, { stars: number | null; note: string; updatedAt: string }>;
    notes: { text: string } | null;
  };

describe('the visit checklist and the comparison', () => {
  it('hearts three listings and opens the checklist from the detail page', async () => {
    for (const listing of listings) {
      await page.goto(`${baseUrl}${pathOf(listing)}`);
      await page.locator('button[data-favourite-toggle][data-ready]').waitFor();
      // The page has loaded the user and merged this device's hearts into the account: the heart goes there too.
      await page.waitForFunction(() => localStorage.getItem('favourites-merged-into') !== null);
      await page.getByRole('button', { name: 'Merken', exact: true }).click();
    }
    await expect
      .poll(async () => {
        const res = await context.request.get(`${baseUrl}/api/me/favourites`);
        return ((await res.json()) as { ids: number[] }).ids.length;
      })
      .toBe(3);
    await page.getByRole('link', { name: 'Checkliste für die Besichtigung' }).click();
    await page.waitForURL(`${baseUrl}/checkliste/${listings[2]!.id}`);
    await hydrated(page, 'ChecklistPage');
    await page.getByRole('link', { name: listings[2]!.title }).waitFor();
  });

  it('fills the checklist offline, keeps it through a reload, and merges it when the network is back', async () => {
    const [first] = listings;
    await page.goto(`${baseUrl}/merkliste`);
    await waitForWorker();
    await page
      .getByRole('listitem')
      .filter({ hasText: first!.title })
      .getByRole('link', { name: /^Checkliste für die Besichtigung/ })
      .click();
    await page.waitForURL(`${baseUrl}/checkliste/${first!.id}`);
    await hydrated(page, 'ChecklistPage');
    await page.getByText('Mit deinem Konto abgeglichen.').waitFor();

    await goOffline();
    await page.getByText(/^Offline: auf diesem Gerät gespeichert/).waitFor();
    await page.getByRole('radiogroup', { name: 'Wasser' }).getByRole('radio', { name: '4 Sterne' }).check();
    await page.getByRole('textbox', { name: 'Notiz zu Wasser' }).fill('Selbsttränke, sauber');
    await page.getByRole('radiogroup', { name: 'Herde' }).getByRole('radio', { name: '2 Sterne' }).check();
    await page.getByRole('textbox', { name: 'Freie Notizen' }).fill('Hofhund sehr freundlich');

    // Still offline: a reload comes from the service worker, the answers from this device.
    await page.reload();
    await hydrated(page, 'ChecklistPage');
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Wasser' }).getByRole('radio', { name: '4 Sterne' }).isChecked())
      .toBe(true);
    await expect(page.getByRole('textbox', { name: 'Notiz zu Wasser' }).inputValue()).resolves.toBe(
      'Selbsttränke, sauber',
    );
    expect((await checklistApi(first!.id)).answers).toEqual({});

    // Meanwhile the laptop rates the herd later: on the merge the laptop's newer answer wins and is named.
    const later = await context.request.put(`${baseUrl}/api/me/checklists/${first!.id}`, {
      data: { answers: { herd: { stars: 5, note: 'ruhige Gruppe', updatedAt: new Date().toISOString() } } },
      headers: { Origin: baseUrl },
    });
    expect(later.status()).toBe(200);

    await goOnline();
    await page.getByText('Mit deinem Konto abgeglichen.').waitFor();
    const changed = page.locator('p', { hasText: 'Auf einem anderen Gerät geändert:' });
    await changed.waitFor();
    await expect(changed.textContent()).resolves.toContain('geändert: Herde. Die spätere Änderung gilt.');
    const stored = await checklistApi(first!.id);
    expect(stored.answers.water).toMatchObject({ stars: 4, note: 'Selbsttränke, sauber' });
    expect(stored.answers.herd).toMatchObject({ stars: 5, note: 'ruhige Gruppe' });
    expect(stored.notes?.text).toBe('Hofhund sehr freundlich');
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Herde' }).getByRole('radio', { name: '5 Sterne' }).isChecked())
      .toBe(true);

    await checkAxe('checkliste', () => page.getByText('Mit deinem Konto abgeglichen.'));
  });

  it('opens a checklist never visited while offline, from the saved shell', async () => {
    await goOffline();
    await page.goto(`${baseUrl}/checkliste/${listings[1]!.id}`);
    await hydrated(page, 'ChecklistPage');
    await page.getByRole('heading', { name: 'Checkliste für die Besichtigung' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Bauchgefühl' }).getByRole('radio', { name: '5 Sterne' }).check();
    await goOnline();
    await expect.poll(async () => (await checklistApi(listings[1]!.id)).answers.gutFeeling?.stars).toBe(5);
  });

  it('compares the three side by side, with the checklist, and shares a read-only link', async () => {
    await page.goto(`${baseUrl}/merkliste`);
    await page.getByRole('link', { name: 'Stallplätze vergleichen' }).click();
    await page.waitForURL(`${baseUrl}/vergleich`);
    await hydrated(page, 'ComparePage');
    const table = page.getByRole('table', { name: 'Stallplätze im Vergleich' });
    for (const listing of listings) await table.getByRole('columnheader', { name: listing.title }).waitFor();
    await table.getByRole('rowheader', { name: 'Monatlich gesamt' }).waitFor();
    const water = table.getByRole('row', { name: /^Wasser/ });
    await expect(water.textContent()).resolves.toContain('Selbsttränke, sauber');

    await checkAxe('vergleich', () => table.getByRole('rowheader', { name: 'Monatlich gesamt' }));

    // On paper (landscape, about 1000 px): every column, without the site's header, footer and controls.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 1000, height: 700 });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
    const fits = await page.locator('.compare-scroll').evaluate((e) => e.scrollWidth <= e.clientWidth);
    expect(fits, 'all columns on the page').toBe(true);
    await page.screenshot({ path: `${SHOTS}/vergleich-druck.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Link teilen' }).click();
    const link = page.getByRole('textbox', { name: 'Link zum Vergleich' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl}/vergleich/[A-Za-z0-9_-]{43}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const reader = await newContext(browser, { viewport: DESKTOP });
    try {
      const shared = await reader.newPage();
      await shared.goto(url);
      await hydrated(shared, 'SharedComparison');
      const sharedTable = shared.getByRole('table', { name: 'Stallplätze im Vergleich' });
      for (const listing of listings) await sharedTable.getByRole('columnheader', { name: listing.title }).waitFor();
      await expect(sharedTable.getByRole('row', { name: /^Wasser/ }).textContent()).resolves.toContain(
        'Selbsttränke, sauber',
      );
      await expect(shared.getByRole('button', { name: 'Link teilen' }).count()).resolves.toBe(0);
      await shared.screenshot({ path: `${SHOTS}/geteilt-1366-light.png`, fullPage: true });
      expect(await axeViolations(shared)).toEqual([]);
    } finally {
      await reader.close();
    }
  });
});
