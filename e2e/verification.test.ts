// Verified operators in the browser (issue 37): a stable owner asks for verification with a document in "Prüfung
// und Siegel", the admin grants it under "Prüfungen" (the sidebar counts the open one), the owner gets the mail,
// and the badge "Verifizierter Betrieb" shows on the listing's page and on the stable's own page (/stall/<slug>),
// which the stable's name links. Every screen passes axe; both widths and themes are touched (SHOTS_DIR set:
// screenshots go there).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnStableDto } from '#contract/owner.ts';
import { axeViolations } from './axe.ts';
import { signInAdmin } from './admin-api.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
// An owner no other browser test uses; the demo verifies only the first stables, not hers.
const OWNER = 'barbara.zuercher';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
let ownerSession: Session;
let ownerEmail: string;
let stable: OwnStableDto;
let listingId: number;
const contexts: BrowserContext[] = [];

async function open(state: Session | undefined, viewport: typeof DESKTOP, theme: 'light' | 'dark'): Promise<Page> {
  const context = await newContext(browser, { viewport, storageState: state, colorScheme: theme });
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

async function checked(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  if (process.env.SHOTS_DIR) {
    await fs.mkdir(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `verification-${name}.png`), fullPage: true });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `verification-${name}-top.png`) });
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: OWNER, password: 'stallfinder-demo' },
    headers: { Origin: baseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  ownerEmail = ((await login.json()) as { email: string }).email;
  ownerSession = await context.storageState();
  const stables = (await (await context.request.get(`${baseUrl}/api/my/stables`)).json()) as OwnStableDto[];
  stable = stables[0]!;
  const listings = (await (await context.request.get(`${baseUrl}/api/my/listings`)).json()) as {
    id: number;
    stableId: number;
    status: string;
  }[];
  listingId = listings.find((l) => l.stableId === stable.id && ['active', 'premium'].includes(l.status))!.id;
  await context.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

describe('verification: request, grant, badge', () => {
  it('the owner asks for verification with a document', async () => {
    const page = await open(ownerSession, PHONE, 'light');
    await page.goto(`${baseUrl}/my-stables/stall/${stable.id}/pruefung`);
    await hydrated(page, 'OwnerApp');
    const form = page.getByRole('form', { name: 'Verifizierung beantragen' });
    await form.getByLabel('Name des Betriebs laut Nachweis').fill(`${stable.name} GmbH`);
    await form.getByLabel('Anschrift des Betriebs').fill(`${stable.address}, ${stable.postalCode} ${stable.city}`);
    await form.getByLabel('Telefon', { exact: true }).fill('+41 44 123 45 67');
    await form.getByLabel('Versorgerrechnung (Strom, Wasser, Gas) auf die Anschrift').check();
    // A file that only claims to be a PDF is refused before anything is sent.
    await form
      .getByLabel('Nachweis', { exact: true })
      .setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>') });
    await form.getByRole('button', { name: 'Verifizierung beantragen' }).click();
    await form.getByText('Nur PDF-, JPEG- oder PNG-Dateien sind als Nachweis erlaubt.').waitFor();
    await form
      .getByLabel('Nachweis', { exact: true })
      .setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: PDF });
    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/my/stables/${stable.id}/verification`));
    await form.getByRole('button', { name: 'Verifizierung beantragen' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText('Dein Antrag ist in Prüfung. Wir melden uns per E-Mail.').waitFor();
    await checked(page, 'owner-phone-light');
  });

  it('the admin sees the open check counted in the sidebar, and grants it', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/trust-checks`);
    const nav = page.getByRole('navigation', { name: 'Admin-Navigation' });
    await expect.poll(() => nav.getByRole('link', { name: /Prüfungen \d+ offen/ }).count()).toBe(1);
    const card = page.getByRole('article', { name: `Verifizierter Betrieb: ${stable.name}` });
    await card.getByText('+41 44 123 45 67').waitFor();
    expect(await card.getByRole('link', { name: 'Nachweis herunterladen' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/verifications\/\d+\/document$/,
    );
    await checked(page, 'admin-desktop-dark');
    await card.getByRole('button', { name: 'Verifizierung erteilen' }).click();
    await card.waitFor({ state: 'detached' });
    const mail = await waitForMail(ownerEmail, /ist jetzt „Verifizierter Betrieb“/);
    expect(mail.text).toContain('/stall/');
  });

  it('the badge shows on the listing page, whose stable name leads to the stable’s page with it', async () => {
    const page = await open(undefined, PHONE, 'dark');
    await page.goto(`${baseUrl}/stallplatz/${listingId}`);
    const operator = page.getByTestId('listing-operator');
    await operator.getByText('Verifizierter Betrieb').waitFor();
    await operator.getByText(/anhand einer Versorgerrechnung geprüft, am \d\d\.\d\d\.\d{4}/).waitFor();
    expect(await operator.getByRole('link', { name: 'Was heißt das?' }).getAttribute('href')).toBe(
      '/trust#verifizierte-betriebe',
    );
    await checked(page, 'detail-phone-dark');
    await operator.getByRole('link', { name: stable.name }).click();
    await page.waitForURL(/\/stall\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: stable.name }).waitFor();
    await page.getByTestId('operator-trust').getByText('Verifizierter Betrieb').waitFor();
    await page
      .getByTestId('member-since')
      .getByText(/^Mitglied seit \S+ \d{4}$/)
      .waitFor();
    expect(await page.locator(`a[href*="/stallplatz/${listingId}"]`).count()).toBeGreaterThan(0);
    await checked(page, 'stall-phone-dark');
  });

  it('the stable’s page reads well on a wide screen in the light theme, and the sitemap lists it', async () => {
    const page = await open(undefined, DESKTOP, 'light');
    await page.goto(`${baseUrl}/stallplatz/${listingId}`);
    const href = await page
      .getByTestId('listing-operator')
      .getByRole('link', { name: stable.name })
      .getAttribute('href');
    await page.goto(`${baseUrl}${href}`);
    await page.getByTestId('operator-trust').getByText('Verifizierter Betrieb').waitFor();
    await checked(page, 'stall-desktop-light');
    const sitemap = await (await page.request.get(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${href}</loc>`);
  });
});
