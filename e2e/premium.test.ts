// Premium in the browser: an owner opens Premium for a listing from "Meine Ställe", sees the 30 days' price as
// net, VAT and gross, books it, downloads the invoice from "Rechnungen" (the PDF's text carries number, net, VAT
// and gross), the admin marks it paid under "Rechnungen" in the back office, and the listing's public page shows
// the Premium badge. The owner's Premium and invoice screens and the back office's invoices pass axe at phone and
// desktop width in both themes (SHOTS_DIR set: screenshots go there). The job that ends Premium and reminds three
// days before: on a server of its own, a booked and paid month of Premium is handed to the job's functions at a
// chosen `now` (the server stopped, its embedded database opened here), and the restarted server shows the end and
// delivers the reminder the job queued; the schedule itself is tested on pg-boss's TestClock in
// api/src/premium/expiry.test.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnListingDto } from '#contract/owner.ts';
import { formatEuro, type PremiumBookingDto, type PremiumStateDto } from '#contract/premium.ts';
import { mailsTo, type ReadMail } from '#test/mail.ts';
import { openDatabase } from '../api/src/db/connection.ts';
import { createJobQueue } from '../api/src/jobs/queue.ts';
import { createLogger } from '../api/src/log.ts';
import { createMailer } from '../api/src/mail/mailer.ts';
import { endPremiumPeriods, remindPremiumEnding } from '../api/src/premium/expiry.ts';
import { createSettingsService } from '../api/src/settings/service.ts';
import { startLocalServer, type LocalServer } from '../scripts/local-server.ts';
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

describe('Premium: the job ends it, and the reminder came three days before', () => {
  const DAY = 24 * 3600 * 1000;
  const ENDS_SOON = 'Premium endet in 3 Tagen';
  // The owner's address in the demo data (api/src/seed/demo-stables.ts).
  const OWNER_EMAIL = 'j.wessels@example.net';
  let dataDir: string;
  let server: LocalServer | undefined;
  let own: { id: number; title: string; endsAt: Date };
  let counted: { early: number; due: number; ended: number; premiumAfter: boolean };

  const start = () =>
    startLocalServer({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: inject('adminUsername'),
      ADMIN_PASSWORD: inject('adminPassword'),
      RATE_LIMIT_SCALE: '20',
    });

  /** A browser context of the server signed in through `login`; the caller closes it. */
  async function signedIn(login: string, data: unknown): Promise<BrowserContext> {
    const context = await newContext(browser);
    contexts.push(context);
    const response = await context.request.post(`${server!.url}${login}`, { data, headers: { Origin: server!.url } });
    expect(response.ok(), `${login}: ${response.status()}`).toBe(true);
    return context;
  }
  async function send<T>(context: BrowserContext, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
    const response = await context.request[method](`${server!.url}${url}`, { data, headers: { Origin: server!.url } });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }
  const badge = (page: Page) => page.locator('header:has(h1)').getByText('Premium', { exact: true });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-premium-'));
    server = await start();
    // Booked and paid on the server (the screens for it are the journey above), and badged on the public page.
    const owner = await signedIn('/api/login', { username: OWNER, password: DEMO_PASSWORD });
    const picked = (await send<OwnListingDto[]>(owner, 'get', '/api/my/listings')).find(
      (l) => l.status === 'active' && !l.isPremium,
    )!;
    const booking = await send<PremiumBookingDto>(owner, 'post', `/api/my/listings/${picked.id}/premium`, {
      days: 30,
    });
    own = { id: picked.id, title: picked.title, endsAt: new Date(booking.endsAt!) };
    const admin = await signedIn('/api/admin/login', {
      username: inject('adminUsername'),
      password: inject('adminPassword'),
    });
    await send(admin, 'put', `/api/admin/invoices/${booking.invoice.id}/paid`);
    const page = await owner.newPage();
    await page.goto(`${server.url}/stallplatz/${own.id}`);
    await page.getByRole('heading', { level: 1, name: own.title }).waitFor();
    await badge(page).waitFor();
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const siteUrl = server.url;
    await server.stop();

    // The job's functions on the server's database at the clock's times: three days before the end, and past it.
    const db = await openDatabase({ kind: 'embedded', dataDir });
    const log = createLogger('warn');
    // This process only queues the reminder: the restarted server's mail worker writes it, as it would any mail.
    const jobs = createJobQueue(db, createMailer({ smtpUrl: undefined, mailFrom: 'unused', dataDir }, log), log, {
      housekeeping: async () => {},
    });
    try {
      await jobs.start({ work: false });
      const deps = { jobs, config: { siteUrl }, settings: createSettingsService(db.knex) };
      const at = (ms: number) => new Date(own.endsAt.getTime() + ms);
      counted = {
        early: await remindPremiumEnding(deps, db.knex, at(-3 * DAY - 60_000)),
        due: await remindPremiumEnding(deps, db.knex, at(-3 * DAY)),
        ended: await endPremiumPeriods(db.knex, at(60_000)),
        premiumAfter: Boolean(
          ((await db.knex('listings').where({ id: own.id }).first('isPremium')) as { isPremium: boolean }).isPremium,
        ),
      };
    } finally {
      await jobs.stop();
      await db.close();
    }
    server = await start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('the reminder is queued three days before the end, not earlier, and its mail goes out', async () => {
    expect(counted).toEqual({ early: 0, due: 1, ended: 1, premiumAfter: false });
    // Mail delivery runs on the restarted server's worker: a bounded wait for its file, not for the clock.
    const deadline = Date.now() + 15_000;
    let mail: ReadMail | undefined;
    while (!mail && Date.now() < deadline) {
      mail = (await mailsTo(path.join(dataDir, 'mail'), OWNER_EMAIL)).find((m) => m.subject === ENDS_SOON);
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail, `no mail "${ENDS_SOON}" to ${OWNER_EMAIL}`).toBeDefined();
    const day = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' }).format(own.endsAt);
    expect(mail!.text).toContain(`„${own.title}“ endet am ${day}`);
    expect(mail!.text).toContain(`/my-stables/premium/${own.id}`);
  });

  it('after the end the listing has no Premium badge, and the owner’s Premium screen says so', async () => {
    const owner = await signedIn('/api/login', { username: OWNER, password: DEMO_PASSWORD });
    const visitor = await owner.newPage();
    await visitor.setViewportSize(PHONE);
    await visitor.goto(`${server!.url}/stallplatz/${own.id}`);
    await visitor.getByRole('heading', { level: 1, name: own.title }).waitFor();
    expect(await badge(visitor).count()).toBe(0);
    const page = await owner.newPage();
    await page.goto(`${server!.url}/my-stables/premium/${own.id}`);
    await hydrated(page, 'OwnerApp');
    await page.getByRole('heading', { name: 'Kein Premium' }).waitFor();
    await page.getByRole('heading', { name: 'Premium buchen' }).waitFor();
    expect(await page.getByTestId('premium-ends').count()).toBe(0);
    expect(await axeViolations(page), 'premium ended').toEqual([]);
  });
});
