// Journey: a visitor hearts a stable place on its detail page ("Merken") and finds it on /merkliste and hearted
// on its card in the search (a toast says where it is kept and links the list, the header's heart counts it);
// signed in, the heart reaches the account. Phone and desktop, both themes, axe.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const COUNTRY = { germany: 'de', austria: 'at', switzerland: 'ch' } as const;

let browser: Browser;
const contexts: BrowserContext[] = [];
let listing: ListingDto;

const pathOf = (l: ListingDto) => `/${COUNTRY[l.stable.region]}/stallplatz/${l.id}`;

beforeAll(async () => {
  browser = await launchBrowser();
  // The search's first card: the one the search page renders first, so its heart is at hand there too.
  const listings = (await (await fetch(`${baseUrl}/api/listings?limit=1`)).json()) as ListingDto[];
  listing = listings[0]!;
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function open(options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

/** Opens the listing's detail page and waits until its "Merken" button works. */
async function openDetail(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl}${pathOf(listing)}`);
  await page.locator('button[data-favourite-toggle][data-ready]').waitFor();
  return page.getByRole('button', { name: 'Merken', exact: true });
}

describe('the detail page’s "Merken" button', () => {
  it.each([
    { viewport: PHONE, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
  ])(
    'hearts the listing for /merkliste and its card, and takes it back ($viewport.width px, $theme)',
    async ({ viewport, theme }) => {
      const page = await open({ viewport, theme });
      const button = await openDetail(page);
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      expect(await button.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      const headerHeart = page.locator('header a[data-favourites-link]');
      expect(await headerHeart.getAttribute('aria-label')).toBe('Merkliste');
      await button.click();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      // Issue 39.16: the heart says where it is kept and leads to the list; the header's heart counts it.
      const toast = page.getByRole('status').filter({ hasText: 'Gemerkt – auf diesem Gerät gespeichert' });
      await toast.waitFor();
      await expect.poll(() => headerHeart.getAttribute('aria-label')).toBe('Merkliste, 1 Stallplatz');
      expect(await headerHeart.locator('[data-count-badge]').textContent()).toBe('1');
      expect(await axeViolations(page)).toEqual([]);

      await toast.getByRole('link', { name: 'Zur Merkliste' }).click();
      await page.waitForURL(`${baseUrl}/merkliste`);
      await page.getByRole('heading', { name: '1 gemerkter Stallplatz' }).waitFor();
      await page.getByRole('link', { name: listing.title }).first().waitFor();

      // The same favourites as the cards' hearts: the search shows its card hearted.
      await page.goto(`${baseUrl}/stallplaetze`);
      const heart = page.getByRole('button', { name: `${listing.title} merken` }).first();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

      // A reload remembers it; pressing again takes it back.
      const again = await openDetail(page);
      await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('link', { name: 'Merkliste, 1 Stallplatz' }).waitFor();
      await again.click();
      expect(await again.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => headerHeart.getAttribute('aria-label')).toBe('Merkliste');
      expect(await headerHeart.locator('[data-count-badge]').isVisible()).toBe(false);
      await page.goto(`${baseUrl}/merkliste`);
      await page.getByRole('heading', { name: 'Noch keine Stallplätze gemerkt' }).waitFor();
    },
  );

  it('stores the heart in the account of a signed-in visitor', async () => {
    const page = await open();
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const registered = await page.context().request.post(`${baseUrl}/api/register`, {
      data: {
        email: `merken.${id}@example.de`,
        username: `merken_${id}`,
        password: 'hufeisen-42',
        firstName: 'Mara',
        lastName: 'Merk',
        acceptTerms: true,
      },
      headers: { Origin: baseUrl },
    });
    expect(registered.status()).toBe(201);

    const button = await openDetail(page);
    // Signed in as far as the page knows (the header has loaded the user): the heart goes to the account.
    await page.getByRole('button', { name: 'Mara' }).first().waitFor();
    await button.click();
    await page.getByRole('status').filter({ hasText: 'Gemerkt – in deinem Konto gespeichert' }).waitFor();
    await expect
      .poll(async () => {
        const account = await page.context().request.get(`${baseUrl}/api/me/favourites`);
        return ((await account.json()) as { ids: number[] }).ids;
      })
      .toEqual([listing.id]);
  });
});
