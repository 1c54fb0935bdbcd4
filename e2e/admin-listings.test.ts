// The admin's listing journey (/admin/listings): every listing as the admin API answers it, search and filters
// kept in the URL, one stable's listings, status and premium changes that the public site reflects at once,
// deletion with confirmation, the loading and failure states, phone and desktop layouts, accessibility.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminStableDto, ListingDto } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const COUNTRY = { germany: 'de', austria: 'at', switzerland: 'ch' } as const;
const REGION = { germany: 'Deutschland', austria: 'Österreich', switzerland: 'Schweiz' } as const;
const STATUS = { active: 'Aktiv', inactive: 'Inaktiv', pending: 'Ausstehend', premium: 'Premium' } as const;

let browser: Browser;
/** A signed-in admin context whose request client reads and restores data behind the tests' backs. */
let adminContext: BrowserContext;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

async function adminListings(query = ''): Promise<ListingDto[]> {
  const response = await adminContext.request.get(`${baseUrl}/api/admin/listings${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ListingDto[];
}

async function adminPut(path: string, data: unknown): Promise<void> {
  const response = await adminContext.request.put(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(response.status(), path).toBe(200);
}

/** How many listings the public search finds (X-Total-Count of GET /api/listings). */
async function publicTotal(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/listings?limit=1`);
  return Number(response.headers.get('x-total-count'));
}

const publicPath = (l: ListingDto) => `/${COUNTRY[l.stable.region]}/stallplatz/${l.id}`;
const germanDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const euro = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(n));
const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** A page signed in as admin, on `path` of the back office, once its list (or empty state) is shown. */
async function openScreen(
  path = '/admin/listings',
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark'; wait?: boolean } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  await signInAdmin(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  if (options.wait !== false) await listShown(page);
  return page;
}

const list = (page: Page) => page.getByRole('list', { name: 'Anzeigen' });
const rows = (page: Page) => list(page).getByRole('listitem');
const titles = (page: Page) => list(page).getByRole('heading', { level: 2 }).allTextContents();
const row = (page: Page, title: string) =>
  rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toast = (page: Page, title: string, role: 'status' | 'alert' = 'status') =>
  page.getByRole(role).filter({ hasText: title });

/** Waits until the list shows the server's current answer (not the loading or previous state). */
async function listShown(page: Page): Promise<void> {
  await page
    .locator('ul[aria-label="Anzeigen"][aria-busy="false"], :text("Keine Anzeigen gefunden")')
    .first()
    .waitFor();
}

/** Runs an action that refetches the list and waits until the new answer is shown. */
async function afterFetch(page: Page, action: () => Promise<unknown>): Promise<void> {
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/admin/listings' && r.request().method() === 'GET',
  );
  await action();
  await response;
  await listShown(page);
}

async function expectRowsOf(page: Page, query: string): Promise<ListingDto[]> {
  const expected = await adminListings(query);
  expect(await titles(page)).toEqual(expected.map((l) => l.title));
  const summary = expected.length === 1 ? '1 Anzeige' : `${expected.length} Anzeigen`;
  await page.getByText(summary, { exact: true }).waitFor();
  return expected;
}

describe('the listings screen', () => {
  it('shows every listing as GET /api/admin/listings answers it, newest first, with its facts', async () => {
    const page = await openScreen();
    const expected = await expectRowsOf(page, '');
    expect(expected.length).toBeGreaterThan(20);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Anzeigenverwaltung');

    const samples = [
      expected.find((l) => l.isPremium)!,
      expected.find((l) => l.status === 'pending')!,
      expected.find((l) => l.status === 'inactive')!,
      expected.find((l) => l.status === 'active' && !l.isPremium)!,
    ];
    for (const listing of samples) {
      const item = row(page, listing.title);
      const text = await textOf(item);
      expect(text).toContain(listing.stable.name);
      expect(text).toContain(`${listing.stable.city}, ${REGION[listing.stable.region]}`);
      expect(text).toContain(`${euro(listing.pricePerMonth)} €/Monat`);
      expect(text).toContain(`${count(listing.viewCount)} Aufrufe`);
      expect(text).toContain(`Erstellt am ${germanDate(listing.createdAt)}`);
      await expect(item.getByText(STATUS[listing.status], { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(item.getByRole('combobox').inputValue()).resolves.toBe(listing.status);
      await expect(item.getByRole('img', { name: 'Premium-Anzeige' }).count()).resolves.toBe(listing.isPremium ? 1 : 0);
      const toggle = item.getByRole('button', { name: /Premium-Status von/ });
      expect(await textOf(toggle)).toMatch(listing.isPremium ? /^Premium/ : /^Standard/);
      const view = item.getByRole('link', { name: `„${listing.title}“ ansehen (öffnet in neuem Tab)` });
      await expect(view.getAttribute('href')).resolves.toBe(publicPath(listing));
      await expect(view.getAttribute('target')).resolves.toBe('_blank');
      await expect(view.getAttribute('rel')).resolves.toContain('noopener');
    }
    const options = await rows(page).first().getByRole('combobox').locator('option').allTextContents();
    expect(options).toEqual(['Aktiv', 'Inaktiv', 'Ausstehend', 'Premium']);
  });

  it('opens the public page of a listing in a new tab', async () => {
    const [listing] = (await adminListings('?status=active')).filter((l) => !l.isPremium);
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing!.title)}`);
    const opened = page.context().waitForEvent('page');
    await row(page, listing!.title)
      .getByRole('link', { name: /ansehen/ })
      .click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(publicPath(listing!));
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(listing!.title);
  });

  it('shows 5 skeleton rows while the listings load', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    contexts.push(context);
    await signInAdmin(context);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/admin/listings*', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/listings`);
    await page.getByTestId('admin-skeleton').first().waitFor();
    await expect(page.getByTestId('admin-skeleton').count()).resolves.toBe(5);
    release();
    await listShown(page);
    await expect(page.getByTestId('admin-skeleton').count()).resolves.toBe(0);
  });
});

describe('search and filters', () => {
  it('searches title, stable name and city on the server and keeps the search in the URL', async () => {
    const page = await openScreen();
    const all = await adminListings();
    const sample = all.find((l) => l.stable.city.length > 4)!;
    const search = page.getByRole('searchbox', { name: 'Suche', exact: true });

    for (const term of [sample.stable.city, sample.stable.name.toUpperCase(), sample.title.slice(0, 12)]) {
      await afterFetch(page, () => search.fill(term));
      await expectRowsOf(page, `?search=${encodeURIComponent(term)}`);
      expect(new URL(page.url()).searchParams.get('search')).toBe(term);
      expect(await titles(page)).toContain(sample.title);
    }

    await page.reload();
    await listShown(page);
    await expect(search.inputValue()).resolves.toBe(sample.title.slice(0, 12));
    await expectRowsOf(page, `?search=${encodeURIComponent(sample.title.slice(0, 12))}`);

    await afterFetch(page, () => search.fill('Gibt es nirgends 4711'));
    await page.getByText('Keine Anzeigen gefunden', { exact: true }).waitFor();
    await expect(rows(page).count()).resolves.toBe(0);
  });

  it('filters by status and region, alone and together, from the controls and from a link', async () => {
    const page = await openScreen();
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    const region = page.getByRole('combobox', { name: 'Region', exact: true });
    await expect(status.locator('option').allTextContents()).resolves.toEqual([
      'Alle',
      'Aktiv',
      'Inaktiv',
      'Ausstehend',
      'Premium',
    ]);
    await expect(region.locator('option').allTextContents()).resolves.toEqual([
      'Alle Regionen',
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);

    await afterFetch(page, () => status.selectOption({ label: 'Ausstehend' }));
    const pending = await expectRowsOf(page, '?status=pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((l) => l.status === 'pending')).toBe(true);
    expect(new URL(page.url()).search).toBe('?status=pending');

    await afterFetch(page, () => region.selectOption({ label: 'Österreich' }));
    await expectRowsOf(page, '?status=pending&region=austria');
    await afterFetch(page, () => status.selectOption({ label: 'Alle' }));
    const austrian = await expectRowsOf(page, '?region=austria');
    expect(austrian.every((l) => l.stable.region === 'austria')).toBe(true);
    expect(new URL(page.url()).search).toBe('?region=austria');

    await afterFetch(page, () => status.selectOption({ label: 'Premium' }));
    const premium = await expectRowsOf(page, '?region=austria&status=premium');
    expect(premium.every((l) => l.status === 'premium')).toBe(true);

    // The dashboard links to the pending listings.
    const linked = await openScreen('/admin/listings?status=pending');
    await expect(linked.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).resolves.toBe('pending');
    await expectRowsOf(linked, '?status=pending');
  });

  it('shows the listings of one stable from a link, says which stable, and clears that filter', async () => {
    const all = await adminListings();
    const perStable = new Map<number, ListingDto[]>();
    for (const l of all) perStable.set(l.stable.id, [...(perStable.get(l.stable.id) ?? []), l]);
    const [stableId, listings] = [...perStable].find(([, ls]) => ls.length >= 2)!;
    const stable = listings[0]!.stable;

    const page = await openScreen(`/admin/listings?stableId=${stableId}`);
    await expectRowsOf(page, `?stableId=${stableId}`);
    expect((await titles(page)).length).toBe(listings.length);
    const note = page.getByText('Nur Anzeigen des Stalls');
    await expect(textOf(note)).resolves.toBe(
      `Nur Anzeigen des Stalls ${stable.name} (${stable.city}, ${REGION[stable.region]})`,
    );

    await afterFetch(page, () => page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('active'));
    await expectRowsOf(page, `?stableId=${stableId}&status=active`);

    await afterFetch(page, () => page.getByRole('button', { name: 'Stallfilter aufheben' }).click());
    expect(new URL(page.url()).search).toBe('?status=active');
    await expectRowsOf(page, '?status=active');
    await expect(note.count()).resolves.toBe(0);
  });
});

describe('changes reflected on the public site', () => {
  it('takes a listing off the public site with "Inaktiv" and brings it back with "Aktiv"', async () => {
    const listing = (await adminListings('?status=active')).filter((l) => !l.isPremium).at(-1)!;
    const total = await publicTotal();
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    const item = row(page, listing.title);
    const select = item.getByRole('combobox', { name: `Status von „${listing.title}“` });
    const visitor = await (await newContext(browser)).newPage();
    contexts.push(visitor.context());
    const searchLinks = async () => {
      await visitor.goto(`${baseUrl}/stallplaetze?search=${encodeURIComponent(listing.title)}`);
      return visitor.locator(`a[href="${publicPath(listing)}"]`).count();
    };
    expect(await searchLinks()).toBe(1);

    try {
      await afterFetch(page, () => select.selectOption({ label: 'Inaktiv' }));
      await toast(page, 'Status aktualisiert').waitFor();
      expect(await textOf(toast(page, 'Status aktualisiert'))).toContain(`„${listing.title}“ ist jetzt Inaktiv.`);
      await expect(select.inputValue()).resolves.toBe('inactive');
      await expect(item.getByText('Inaktiv', { exact: true }).first().isVisible()).resolves.toBe(true);

      expect(await publicTotal()).toBe(total - 1);
      expect(await searchLinks()).toBe(0);
      expect((await visitor.goto(`${baseUrl}${publicPath(listing)}`))!.status()).toBe(404);

      await afterFetch(page, () => select.selectOption({ label: 'Aktiv' }));
      await toast(page, 'Status aktualisiert').filter({ hasText: 'ist jetzt Aktiv.' }).waitFor();
      await expect(select.inputValue()).resolves.toBe('active');
      expect(await publicTotal()).toBe(total);
      expect(await searchLinks()).toBe(1);
      expect((await visitor.goto(`${baseUrl}${publicPath(listing)}`))!.status()).toBe(200);
    } finally {
      await adminPut(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    }
  });

  it('toggles the premium flag, and the public card shows the Premium badge', async () => {
    const listing = (await adminListings('?status=active')).filter((l) => !l.isPremium).at(-2)!;
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    const item = row(page, listing.title);
    const toggle = item.getByRole('button', { name: `Standard (Premium-Status von „${listing.title}“ umschalten)` });
    const visitor = await (await newContext(browser)).newPage();
    contexts.push(visitor.context());
    const publicBadge = async () => {
      await visitor.goto(`${baseUrl}/stallplaetze?search=${encodeURIComponent(listing.title)}`);
      const card = visitor.getByRole('article').filter({ has: visitor.locator(`a[href="${publicPath(listing)}"]`) });
      const premium = await card.getByText('Premium', { exact: true }).count();
      return `${await card.count()} card, ${premium} Premium`;
    };
    expect(await publicBadge()).toBe('1 card, 0 Premium');

    try {
      await afterFetch(page, () => toggle.click());
      await toast(page, 'Premium-Status aktualisiert').filter({ hasText: 'ist jetzt eine Premium-Anzeige.' }).waitFor();
      const on = item.getByRole('button', { name: `Premium (Premium-Status von „${listing.title}“ umschalten)` });
      await on.waitFor();
      await expect(item.getByRole('img', { name: 'Premium-Anzeige' }).count()).resolves.toBe(1);
      expect(await publicBadge()).toBe('1 card, 1 Premium');

      await afterFetch(page, () => on.click());
      await toast(page, 'Premium-Status aktualisiert')
        .filter({ hasText: 'ist jetzt eine Standard-Anzeige.' })
        .waitFor();
      await toggle.waitFor();
      await expect(item.getByRole('img', { name: 'Premium-Anzeige' }).count()).resolves.toBe(0);
      expect(await publicBadge()).toBe('1 card, 0 Premium');
    } finally {
      await adminPut(`/api/admin/listings/${listing.id}/premium`, { isPremium: false });
    }
  });

  it('changes the status by keyboard, step by step, keeping the focus on the dropdown; the last step wins', async () => {
    const listing = (await adminListings('?status=active')).filter((l) => !l.isPremium).at(-3)!;
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    const select = row(page, listing.title).getByRole('combobox', { name: `Status von „${listing.title}“` });
    try {
      await select.focus();
      await page.keyboard.press('ArrowDown'); // Inaktiv
      await page.keyboard.press('ArrowDown'); // Ausstehend
      await toast(page, 'Status aktualisiert').filter({ hasText: 'ist jetzt Ausstehend.' }).waitFor();
      await expect(select.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await listShown(page);
      await expect(select.inputValue()).resolves.toBe('pending');
      expect(
        (await adminListings(`?search=${encodeURIComponent(listing.title)}`)).find((l) => l.id === listing.id)?.status,
      ).toBe('pending');
    } finally {
      await adminPut(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    }
  });

  it('deletes a listing after confirmation: gone from the list and its public page answers 404', async () => {
    // An inactive demo listing, which no public journey sees; made public first so the 404 means something.
    const listing = (await adminListings('?status=inactive')).at(-1)!;
    await adminPut(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    expect((await fetch(`${baseUrl}${publicPath(listing)}`)).status).toBe(200);

    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    const remove = row(page, listing.title).getByRole('button', { name: `„${listing.title}“ löschen` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Anzeige löschen' });
    await dialog.getByText('Sind Sie sicher, dass Sie diese Anzeige löschen möchten?', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(row(page, listing.title).count()).resolves.toBe(1);

    await remove.click();
    await afterFetch(page, () => dialog.getByRole('button', { name: 'Löschen', exact: true }).click());
    await toast(page, 'Anzeige gelöscht').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect(row(page, listing.title).count()).resolves.toBe(0);
    expect((await adminListings()).map((l) => l.id)).not.toContain(listing.id);
    expect((await fetch(`${baseUrl}${publicPath(listing)}`)).status).toBe(404);
  });

  it('shows "Fehler" with the server message or the fallback when a change fails, and keeps the data', async () => {
    const listing = (await adminListings('?status=pending')).at(-1)!;
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    const item = row(page, listing.title);

    await page.route('**/api/admin/listings/*/status', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Datenbank nicht erreichbar' }),
      }),
    );
    await afterFetch(page, () => item.getByRole('combobox').selectOption('active'));
    const failure = toast(page, 'Fehler', 'alert');
    await failure.filter({ hasText: 'Datenbank nicht erreichbar' }).waitFor();
    await expect(item.getByRole('combobox').inputValue()).resolves.toBe('pending');

    await page.route('**/api/admin/listings/*/status', (route) => route.abort('failed'));
    await afterFetch(page, () => item.getByRole('combobox').selectOption('inactive'));
    await failure.filter({ hasText: 'Status konnte nicht aktualisiert werden' }).waitFor();
    await expect(item.getByRole('combobox').inputValue()).resolves.toBe('pending');

    await page.route('**/api/admin/listings/*/premium', (route) => route.abort('failed'));
    await afterFetch(page, () => item.getByRole('button', { name: /Premium-Status von/ }).click());
    await failure.filter({ hasText: 'Premium-Status konnte nicht aktualisiert werden' }).waitFor();

    await page.route(`**/api/admin/listings/${listing.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.abort('failed') : route.continue(),
    );
    await item.getByRole('button', { name: /löschen$/ }).click();
    await afterFetch(page, () =>
      page.getByRole('dialog').getByRole('button', { name: 'Löschen', exact: true }).click(),
    );
    await failure.filter({ hasText: 'Anzeige konnte nicht gelöscht werden' }).waitFor();

    const after = (await adminListings()).find((l) => l.id === listing.id)!;
    expect(after).toMatchObject({ status: 'pending', isPremium: listing.isPremium });
  });
});

describe('reviewing pending listings', () => {
  /** The account e-mail of the owner of `listing`'s stable, as the admin's stables API answers it. */
  async function ownerEmailOf(listing: ListingDto): Promise<string> {
    const response = await adminContext.request.get(`${baseUrl}/api/admin/stables`);
    const stables = (await response.json()) as AdminStableDto[];
    return stables.find((s) => s.id === listing.stable.id)!.owner.email;
  }
  const quotedRegExp = (title: string) => new RegExp(`„${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}“`);

  it('approves with "Freigeben": public at once, and the owner is mailed the public link', async () => {
    const listing = (await adminListings('?status=pending'))[0]!;
    const email = await ownerEmailOf(listing);
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    try {
      await afterFetch(page, () =>
        row(page, listing.title)
          .getByRole('button', { name: `Freigeben „${listing.title}“` })
          .click(),
      );
      await toast(page, 'Anzeige freigegeben').waitFor();
      await expect(row(page, listing.title).getByRole('combobox').inputValue()).resolves.toBe('active');
      await expect(
        row(page, listing.title)
          .getByRole('button', { name: /^Freigeben/ })
          .count(),
      ).resolves.toBe(0);
      expect((await fetch(`${baseUrl}${publicPath(listing)}`)).status).toBe(200);
      const mail = await waitForMail(email, quotedRegExp(listing.title));
      expect(mail.subject).toBe(`Deine Anzeige „${listing.title}“ ist freigeschaltet`);
      expect(mail.links).toContain(`${baseUrl}${publicPath(listing)}`);
    } finally {
      await adminPut(`/api/admin/listings/${listing.id}/status`, { status: 'pending' });
    }
  });

  it('rejects with "Ablehnen" and a reason from the dialog; the owner is mailed the reason', async () => {
    const listing = (await adminListings('?status=pending'))[1]!;
    const email = await ownerEmailOf(listing);
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    const reject = row(page, listing.title).getByRole('button', { name: `Ablehnen „${listing.title}“` });
    const dialog = page.getByRole('dialog', { name: 'Anzeige ablehnen' });
    try {
      await reject.click();
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect((await adminListings()).find((l) => l.id === listing.id)!.status).toBe('pending');

      await reject.click();
      await dialog.getByLabel('Begründung (optional)').fill('Bitte nennen Sie den Preis für den Weidegang.');
      await afterFetch(page, () => dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click());
      await toast(page, 'Anzeige abgelehnt').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect((await adminListings()).find((l) => l.id === listing.id)!.status).toBe('inactive');
      expect((await fetch(`${baseUrl}${publicPath(listing)}`)).status).toBe(404);
      const mail = await waitForMail(email, quotedRegExp(listing.title));
      expect(mail.subject).toBe(`Deine Anzeige „${listing.title}“ wurde nicht freigeschaltet`);
      expect(mail.text).toContain('Bitte nennen Sie den Preis für den Weidegang.');
    } finally {
      await adminPut(`/api/admin/listings/${listing.id}/status`, { status: 'pending' });
    }
  });

  it('shows "Fehler" with the server message when the approval fails, and the listing stays pending', async () => {
    const listing = (await adminListings('?status=pending'))[0]!;
    const page = await openScreen(`/admin/listings?search=${encodeURIComponent(listing.title)}`);
    await page.route('**/api/admin/listings/*/status', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Datenbank nicht erreichbar' }),
      }),
    );
    await afterFetch(page, () =>
      row(page, listing.title)
        .getByRole('button', { name: /^Freigeben/ })
        .click(),
    );
    await toast(page, 'Fehler', 'alert').filter({ hasText: 'Datenbank nicht erreichbar' }).waitFor();
    expect((await adminListings()).find((l) => l.id === listing.id)!.status).toBe('pending');
  });
});

describe('layout and accessibility', () => {
  it('stacks each listing as a card on a phone and lays it out as a row on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openScreen('/admin/listings', { viewport });
      const first = rows(page).first();
      const title = (await first.getByRole('heading').boundingBox())!;
      const select = (await first.getByRole('combobox').boundingBox())!;
      const remove = (await first.getByRole('button', { name: /löschen$/ }).boundingBox())!;
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) {
        expect(select.y, 'controls below the facts').toBeGreaterThan(title.y + title.height);
        expect(remove.x + remove.width).toBeLessThanOrEqual(viewport.width);
      } else {
        expect(select.x, 'controls beside the facts').toBeGreaterThan(title.x + title.width);
        expect(select.y).toBeLessThan(title.y + 60);
      }
    }
  });

  it('has no axe violations in both themes at phone and desktop width, with the stable filter and the dialog', async () => {
    const stableId = (await adminListings())[0]!.stable.id;
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openScreen(`/admin/listings?stableId=${stableId}`, { viewport, theme });
        await page.getByText('Nur Anzeigen des Stalls').waitFor();
        expect(await axeViolations(page), `${theme} ${viewport.width}`).toEqual([]);
        await rows(page)
          .first()
          .getByRole('button', { name: /löschen$/ })
          .click();
        await page.getByRole('dialog').waitFor();
        expect(await axeViolations(page), `${theme} ${viewport.width} dialog`).toEqual([]);
      }
    }
    const empty = await openScreen('/admin/listings?search=Gibt+es+nirgends+4711', { theme: 'dark' });
    await empty.getByText('Keine Anzeigen gefunden').waitFor();
    expect(await axeViolations(empty)).toEqual([]);
  });
});
