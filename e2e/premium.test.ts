// Premium in the browser: an owner opens Premium for a listing from "Meine Ställe", sees the 30 days' price as
// net, VAT and gross, books it, downloads the invoice from "Rechnungen" (the PDF's text carries number, net, VAT
// and gross), the admin marks it paid under "Rechnungen" in the back office, and the listing's public page shows
// the Premium badge. The owner's Premium and invoice screens and the back office's invoices pass axe at phone and
// desktop width in both themes (SHOTS_DIR set: screenshots go there). The job that ends Premium and reminds three
// days before runs on the server's clock; it is tested on pg-boss's TestClock in api/src/premium/expiry.test.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnListingDto } from '#contract/owner.ts';
import { formatEuro, type PremiumStateDto } from '#contract/premium.ts';
import { axeViolations } from './axe.ts';
import { signInAdmin } from './admin-api.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
// An owner no other browser test uses.
const OWNER = 'juergen.wessels';
const DEMO_PASSWORD = 'stallfinder-demo';

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
let ownerSession: Session;
let adminSession: Session;
const contexts: BrowserContext[] = [];
let listing: { id: number; title: string };
let invoice: { id: number; number: string };

async function call<T>(session: Session, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const context = await newContext(browser, { storageState: session });
  try {
    const response = await context.request[method](`${baseUrl}${url}`, { data, headers: { Origin: baseUrl } });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  } finally {
    await context.close();
  }
}

async function open(
  state: Session,
  options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await newContext(browser, {
    viewport: options.viewport ?? DESKTOP,
    storageState: state,
    acceptDownloads: true,
  });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const owner = await newContext(browser);
  const login = await owner.request.post(`${baseUrl}/api/login`, {
    data: { username: OWNER, password: DEMO_PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(login.ok()).toBe(true);
  ownerSession = await owner.storageState();
  await owner.close();
  const admin = await newContext(browser);
  await signInAdmin(admin);
  adminSession = await admin.storageState();
  await admin.close();

  // The owner keeps the most listings allowed: one of theirs that is public and not Premium is booked, and
  // afterwards its invoice is cancelled, which ends the Premium again.
  const own = await call<OwnListingDto[]>(ownerSession, 'get', '/api/my/listings');
  const picked = own.find((l) => l.status === 'active' && !l.isPremium)!;
  expect(picked).toBeDefined();
  listing = { id: picked.id, title: picked.title };
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  // The listing is no longer Premium for the other journeys: its invoice is cancelled.
  if (invoice) await call(adminSession, 'post', `/api/admin/invoices/${invoice.id}/cancel`).catch(() => {});
  await browser?.close();
});

describe('Premium: book, invoice, payment', () => {
  it('the owner books 30 days of Premium at the price shown with VAT', async () => {
    const offers = await call<PremiumStateDto>(ownerSession, 'get', `/api/my/listings/${listing.id}/premium`);
    const month = offers.offers.find((o) => o.days === 30)!;
    const page = await open(ownerSession);
    await page.goto(`${baseUrl}/my-stables`);
    await hydrated(page, 'OwnerApp');
    await page.getByRole('link', { name: `Premium: ${listing.title}` }).click();
    await page.waitForURL(`${baseUrl}/my-stables/premium/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: 'Premium' }).waitFor();
    await page.getByRole('heading', { name: 'Kein Premium' }).waitFor();
    await page.getByRole('radio', { name: /30 Tage/ }).check();
    expect(await page.getByTestId('premium-net').textContent()).toBe(formatEuro(month.net));
    expect(await page.getByTestId('premium-vat').textContent()).toBe(formatEuro(month.vat));
    expect(await page.getByTestId('premium-gross').textContent()).toBe(formatEuro(month.gross));
    const booked = page.waitForResponse(
      (r) => r.url().endsWith(`/api/my/listings/${listing.id}/premium`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '30 Tage kostenpflichtig buchen' }).click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    invoice = ((await answer.json()) as { invoice: { id: number; number: string } }).invoice;
    await page.getByRole('heading', { name: 'Premium ist aktiv' }).waitFor();
    await page.getByTestId('premium-ends').waitFor();
    await page.getByRole('heading', { name: 'Premium verlängern' }).waitFor();
  });

  it('downloads the invoice as a PDF with number, net, VAT and gross', async () => {
    const page = await open(ownerSession);
    await page.goto(`${baseUrl}/my-stables`);
    await hydrated(page, 'OwnerApp');
    await page.getByRole('navigation', { name: 'Meine Ställe' }).getByRole('link', { name: 'Rechnungen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnungen' }).waitFor();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Rechnung ${invoice.number}` }) });
    await item.getByText('Offen', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: `PDF herunterladen: Rechnung ${invoice.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`rechnung-${invoice.number}.pdf`);
    const bytes = new Uint8Array(await fs.readFile((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const { offers, vatRate } = await call<PremiumStateDto>(
      ownerSession,
      'get',
      `/api/my/listings/${listing.id}/premium`,
    );
    const month = offers.find((o) => o.days === 30)!;
    expect(text).toContain(`Rechnung ${invoice.number}`);
    expect(text).toContain(`Nettobetrag ${formatEuro(month.net)}`);
    if (vatRate > 0) expect(text).toContain(`Umsatzsteuer ${vatRate} % ${formatEuro(month.vat)}`);
    expect(text).toContain(`Gesamtbetrag ${formatEuro(month.gross)}`);
  });

  it('the admin marks the invoice paid, and the listing shows as Premium', async () => {
    const page = await open(adminSession);
    await page.goto(`${baseUrl}/admin/invoices`);
    await hydrated(page, 'AdminApp');
    await page.getByRole('heading', { level: 1, name: 'Rechnungen' }).waitFor();
    const row = page
      .getByTestId('admin-invoice')
      .filter({ has: page.getByRole('heading', { name: `Rechnung ${invoice.number}` }) });
    await row.getByRole('button', { name: `Als bezahlt markieren: Rechnung ${invoice.number}` }).click();
    await row.getByText('Bezahlt', { exact: true }).waitFor();

    const visitor = await open(ownerSession, { viewport: PHONE });
    await visitor.goto(`${baseUrl}/stallplatz/${listing.id}`);
    await visitor.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await visitor.getByText('Premium', { exact: true }).first().waitFor();
    const publicListing = (await (await fetch(`${baseUrl}/api/listings/${listing.id}`)).json()) as {
      isPremium: boolean;
    };
    expect(publicListing.isPremium).toBe(true);
  });

  it('passes axe at phone and desktop width in both themes', { timeout: 240_000 }, async () => {
    const shots = process.env.SHOTS_DIR;
    if (shots) await fs.mkdir(shots, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const shot = async (page: Page, name: string) => {
          if (shots)
            await page.screenshot({ path: path.join(shots, `premium-${name}-${width}-${theme}.png`), fullPage: true });
        };
        const owner = await open(ownerSession, { viewport, theme });
        await owner.goto(`${baseUrl}/my-stables/premium/${listing.id}`);
        await hydrated(owner, 'OwnerApp');
        await owner.getByRole('heading', { name: 'Premium ist aktiv' }).waitFor();
        expect(await axeViolations(owner), `premium ${width} ${theme}`).toEqual([]);
        await shot(owner, 'owner');
        await owner.goto(`${baseUrl}/my-stables/rechnungen`);
        await hydrated(owner, 'OwnerApp');
        await owner.getByText('Bezahlt', { exact: true }).first().waitFor();
        expect(await axeViolations(owner), `invoices ${width} ${theme}`).toEqual([]);
        await shot(owner, 'invoices');
        const admin = await open(adminSession, { viewport, theme });
        await admin.goto(`${baseUrl}/admin/invoices`);
        await hydrated(admin, 'AdminApp');
        await admin.getByTestId('admin-invoice').first().waitFor();
        expect(await axeViolations(admin), `admin ${width} ${theme}`).toEqual([]);
        await shot(admin, 'admin');
        await owner.context().close();
        await admin.context().close();
      }
    }
  });
});
