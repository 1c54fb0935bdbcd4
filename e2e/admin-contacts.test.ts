// The admin's contact-request journey (/admin/contacts): a message sent through the public contact form and an
// enquiry about a listing both arrive, newest first, with what they concern, line breaks kept, the wished
// move-in date, reply and call links; search on the server, the loading and empty states, accessibility.
import type { ContactRequestDto } from '#contract/enquiries.ts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TIME_ZONE = 'Europe/Berlin';
/** Makes this run's records unique, so searches find exactly them. */
const RUN = `${Date.now()}`.slice(-6);

let browser: Browser;
let adminContext: BrowserContext;
const contexts: BrowserContext[] = [];
let listing: ListingDto;

const FORM = {
  name: `Friederike Brandt ${RUN}`,
  email: `f.brandt.${RUN}@example.de`,
  subject: `Frage zur Premium-Mitgliedschaft ${RUN}`,
  lines: [
    'Guten Tag,',
    '',
    'was kostet die Premium-Mitgliedschaft für zwei Ställe?',
    '',
    'Viele Grüße',
    'Friederike Brandt',
  ],
};
const ENQUIRY = {
  name: `Jonas Wagner ${RUN}`,
  email: `jonas.wagner.${RUN}@example.de`,
  phone: `+49 171 555 ${RUN}`,
  moveInDate: '2027-03-01',
  lines: ['Hallo,', 'ist die Box ab März noch frei?', 'Mein Wallach ist 9 Jahre alt.'],
};

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  listing = ((await (await fetch(`${baseUrl}/api/listings?limit=1`)).json()) as ListingDto[])[0]!;

  // The contact form, as a visitor sends it from /kontakt.
  const visitor = await newContext(browser, { viewport: DESKTOP });
  const page = await visitor.newPage();
  await page.goto(`${baseUrl}/kontakt`);
  await page.locator('form[data-hydrated="true"]').waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(FORM.name);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(FORM.email);
  await page.getByRole('textbox', { name: 'Betreff' }).fill(FORM.subject);
  await page.getByRole('textbox', { name: 'Nachricht' }).fill(FORM.lines.join('\n'));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await page.getByRole('status').filter({ hasText: 'Nachricht gesendet' }).waitFor();
  await visitor.close();

  // Then an enquiry about a listing, as the listing page's form sends it.
  const response = await fetch(`${baseUrl}/api/listings/${listing.id}/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ ...ENQUIRY, message: ENQUIRY.lines.join('\n'), lines: undefined }),
  });
  expect(response.status).toBe(201);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

async function adminContacts(search = ''): Promise<ContactRequestDto[]> {
  const response = await adminContext.request.get(
    `${baseUrl}/api/admin/contacts${search ? `?search=${encodeURIComponent(search)}` : ''}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ContactRequestDto[];
}

async function openScreen(
  path = '/admin/contacts',
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP, timezoneId: TIME_ZONE });
  contexts.push(context);
  await signInAdmin(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await listShown(page);
  return page;
}

const list = (page: Page) => page.getByRole('list', { name: 'Kontaktanfragen' });
const names = (page: Page) => list(page).getByRole('heading', { level: 2 }).allTextContents();
const card = (page: Page, name: string) =>
  list(page)
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function listShown(page: Page): Promise<void> {
  await page
    .locator('ul[aria-label="Kontaktanfragen"][aria-busy="false"], :text("Keine Kontaktanfragen gefunden")')
    .first()
    .waitFor();
}

const receivedAt = (iso: string) =>
  `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso))} Uhr`;

describe('the contacts screen', () => {
  it('lists every contact request as GET /api/admin/contacts answers it, newest first', async () => {
    const page = await openScreen();
    const expected = await adminContacts();
    expect(await names(page)).toEqual(expected.map((c) => c.name));
    expect(expected.slice(0, 2).map((c) => c.name)).toEqual([ENQUIRY.name, FORM.name]);
    const times = expected.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Kontaktanfragen');
    await page.getByText(`${expected.length} Kontaktanfragen`, { exact: true }).waitFor();
  });

  it('shows a contact-form message with its subject, line breaks, a reply link and no call link', async () => {
    const page = await openScreen();
    const [stored] = await adminContacts(FORM.email);
    const item = card(page, FORM.name);
    const text = await textOf(item);
    expect(text).toContain(FORM.email);
    expect(text).toContain(`Betreff: ${FORM.subject}`);
    expect(text).toContain(receivedAt(stored!.createdAt));
    expect(text).not.toContain('Gewünschter Einzugstermin');
    await expect(item.getByText('Kontaktanfrage', { exact: true }).isVisible()).resolves.toBe(true);

    const message = item.getByText(FORM.lines[2]!, { exact: false });
    await expect(message.innerText()).resolves.toBe(FORM.lines.join('\n'));
    const box = (await message.boundingBox())!;
    expect(box.height, 'six lines tall, blank ones included').toBeGreaterThan(5 * 16);

    const reply = item.getByRole('link', { name: `Antworten an ${FORM.name}` });
    await expect(reply.getAttribute('href')).resolves.toBe(
      `mailto:${FORM.email}?subject=${encodeURIComponent(`Re: ${FORM.subject}`)}`,
    );
    await expect(item.getByRole('link', { name: /^Anrufen/ }).count()).resolves.toBe(0);
  });

  it('shows an enquiry with the listing it concerns, the move-in date, the phone and both links', async () => {
    const page = await openScreen();
    const [stored] = await adminContacts(ENQUIRY.email);
    expect(stored).toMatchObject({ source: 'enquiry', listingId: listing.id, listingTitle: listing.title });
    const item = card(page, ENQUIRY.name);
    const text = await textOf(item);
    expect(text).toContain(ENQUIRY.email);
    expect(text).toContain(ENQUIRY.phone);
    expect(text).toContain(receivedAt(stored!.createdAt));
    expect(text).toContain('Gewünschter Einzugstermin: 01.03.2027');
    expect(text).not.toContain('Betreff');

    const about = item.getByRole('link', { name: `${listing.title} (öffnet in neuem Tab)` });
    await expect(about.getAttribute('href')).resolves.toBe(`/stallplatz/${listing.id}`);
    expect(await textOf(item.getByText('Anfrage zu:'))).toBe(`Anfrage zu: ${listing.title} (öffnet in neuem Tab)`);
    await expect(item.getByText(ENQUIRY.lines[1]!).innerText()).resolves.toBe(ENQUIRY.lines.join('\n'));

    await expect(item.getByRole('link', { name: `Antworten an ${ENQUIRY.name}` }).getAttribute('href')).resolves.toBe(
      `mailto:${ENQUIRY.email}?subject=${encodeURIComponent(`Re: Ihre Anfrage zu „${listing.title}“`)}`,
    );
    await expect(item.getByRole('link', { name: `Anrufen bei ${ENQUIRY.name}` }).getAttribute('href')).resolves.toBe(
      `tel:+49171555${RUN}`,
    );

    // The listing link leads to its public page.
    await page.goto(`${baseUrl}/stallplatz/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(listing.title);
  });

  it('shows 5 skeleton rows while the requests load', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    contexts.push(context);
    await signInAdmin(context);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/admin/contacts*', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/contacts`);
    await page.getByTestId('admin-skeleton').first().waitFor();
    await expect(page.getByTestId('admin-skeleton').count()).resolves.toBe(5);
    release();
    await listShown(page);
    await expect(page.getByTestId('admin-skeleton').count()).resolves.toBe(0);
  });
});

describe('search', () => {
  it('searches name, e-mail, phone and message on the server, keeps the search in the URL and says when nothing matches', async () => {
    const page = await openScreen();
    const search = page.getByRole('searchbox', { name: 'Suche', exact: true });
    const cases: [string, string[]][] = [
      [`friederike brandt ${RUN}`, [FORM.name]],
      [`jonas.wagner.${RUN}@`, [ENQUIRY.name]],
      [`555 ${RUN}`, [ENQUIRY.name]],
      [RUN, [ENQUIRY.name, FORM.name]],
      ['zwei Ställe', [FORM.name]],
    ];
    for (const [term, expected] of cases) {
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/contacts');
      await search.fill(term);
      await response;
      await listShown(page);
      const api = (await adminContacts(term)).map((c) => c.name);
      expect(await names(page), term).toEqual(api);
      for (const name of expected) expect(api, term).toContain(name);
      expect(new URL(page.url()).searchParams.get('search')).toBe(term);
    }

    await page.reload();
    await listShown(page);
    await expect(search.inputValue()).resolves.toBe('zwei Ställe');
    expect(await names(page)).toEqual((await adminContacts('zwei Ställe')).map((c) => c.name));

    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/contacts');
    await search.fill(`Niemand hat das geschrieben ${RUN}`);
    await response;
    await page.getByText('Keine Kontaktanfragen gefunden', { exact: true }).waitFor();
    await expect(list(page).count()).resolves.toBe(0);
  });
});

describe('layout and accessibility', () => {
  it('fits a phone without sideways scrolling', async () => {
    const page = await openScreen('/admin/contacts', { viewport: PHONE });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('has no axe violations in both themes at phone and desktop width', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openScreen('/admin/contacts', { viewport, theme });
        expect(await axeViolations(page), `${theme} ${viewport.width}`).toEqual([]);
      }
    }
    const empty = await openScreen(`/admin/contacts?search=Niemand+${RUN}`, { theme: 'dark', viewport: PHONE });
    await empty.getByText('Keine Kontaktanfragen gefunden').waitFor();
    expect(await axeViolations(empty)).toEqual([]);
  });
});
