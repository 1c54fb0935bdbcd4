// Journey of issue 37's "Melden": a visitor without an account reports a review on a listing's page (the dialog's
// code loads on the click; reason, text and an address), gets the confirmation mail; the admin finds the report
// under "Meldungen" with the review in context, cannot decide without a reason, hides the review with one; the
// reporter gets the decision and the review's author the statement of reasons; the review is gone from the page
// and the stable's rating changed. Phone dark and desktop light, axe clean (SHOTS_DIR set: screenshots go there).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModerationDetailDto, ModerationReportDto } from '#contract/moderation.ts';
import type { ReviewPageDto } from '#contract/reviews.ts';
import type { ListingDto, PublicUser } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const REPORTER = `melderin-${Date.now().toString(36)}@example.de`;
const STATEMENT =
  'Die Bewertung unterstellt dem Stall ohne Belege Betrug; das verstößt gegen unsere Bewertungsrichtlinien.';
const shotsDir = process.env.SHOTS_DIR;

let browser: Browser;
let admin: BrowserContext;
const contexts: BrowserContext[] = [];

async function api<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}${url}`);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function open(viewport: typeof DESKTOP, theme: 'light' | 'dark', signedInAdmin = false): Promise<Page> {
  const context = signedInAdmin ? admin : await newContext(browser, { viewport, colorScheme: theme });
  if (!signedInAdmin) contexts.push(context);
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/moderation-${name}.png` });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser, { viewport: DESKTOP, colorScheme: 'light' });
  await signInAdmin(admin);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await admin?.close();
  await browser?.close();
});

describe('reporting a review and hiding it', () => {
  it('takes the report from the page, lets the admin hide the review with a reason, and mails both sides', async () => {
    // A demo listing whose stable has at least two reviews, and the newest of them (the first on the page).
    const listings = await api<ListingDto[]>(admin, '/api/listings?sort=rating&limit=50');
    const listing = listings.find((l) => (l.stable.reviewCount ?? 0) >= 2)!;
    expect(listing, 'a demo listing with two reviews').toBeDefined();
    const before = await api<ReviewPageDto>(admin, `/api/stables/${listing.stable.id}/reviews`);
    const review = before.reviews[0]!;

    // The visitor reports it on the listing's page (phone, dark).
    const page = await open(PHONE, 'dark');
    await page.goto(`${baseUrl}/stallplatz/${listing.id}`);
    await hydrated(page, 'ReportDialog');
    // Demo reviews share their texts: the button is found by the review it reports.
    const reportButton = page.locator(`[data-report="review"][data-report-id="${review.id}"]`);
    expect(await reportButton.getAttribute('aria-label')).toBeNull();
    expect(await reportButton.textContent()).toContain(`Melden (Bewertung von ${review.authorName})`);
    await reportButton.click();
    const dialog = page.getByRole('dialog', { name: 'Bewertung melden' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Melden' }).click();
    await dialog.getByText('Bitte wähle einen Grund.').waitFor();
    expect(await axeViolations(page), 'report dialog with errors').toEqual([]);
    await dialog.getByLabel('Beleidigend').check();
    await dialog.getByLabel('Was stimmt nicht?').fill('Die Bewertung nennt die Betreiber Betrüger.');
    await dialog.getByLabel('Deine E-Mail-Adresse').fill(REPORTER);
    await shot(page, 'dialog-390-dark');
    await dialog.getByRole('button', { name: 'Melden' }).click();
    await page.getByText('Danke für deine Meldung').first().waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await waitForMail(REPORTER, /Deine Meldung ist bei uns eingegangen/);

    // The admin finds it in the queue with the review in context (desktop, light).
    const queue = await open(DESKTOP, 'light', true);
    await queue.goto(`${baseUrl}/admin/moderation`);
    const nav = queue.getByRole('navigation').first();
    // The sidebar counts the open reports (the demo's two and this one at least).
    await nav.getByRole('link', { name: /^Meldungen\s*([3-9]|\d\d+) offen$/ }).waitFor();
    const card = queue.getByRole('article').filter({ hasText: 'Die Bewertung nennt die Betreiber Betrüger.' });
    await card.getByRole('heading', { name: 'Bewertung: Beleidigend' }).waitFor();
    await card.getByRole('button', { name: 'Prüfen und entscheiden' }).click();
    await card.getByText(review.text.slice(0, 40)).first().waitFor();
    await card.getByRole('heading', { name: 'Verlauf' }).waitFor();
    await card.getByLabel('Maßnahme').selectOption('hide');
    await card.getByRole('button', { name: 'Entscheiden' }).click();
    await card.getByText('Bitte geben Sie eine Begründung an').first().waitFor();
    expect(await axeViolations(queue), 'moderation queue').toEqual([]);
    await shot(queue, 'queue-1366-light');
    await card.getByLabel('Begründung').fill(STATEMENT);
    await card.getByRole('button', { name: 'Entscheiden' }).click();
    await queue.getByText('Entscheidung gespeichert').first().waitFor();

    // Both sides are told: the reporter the decision, the author the statement of reasons.
    const reports = await api<ModerationReportDto[]>(admin, '/api/admin/moderation?status=decided');
    const decided = reports.find((r) => r.kind === 'review' && r.itemId === review.id)!;
    const detail = await api<ModerationDetailDto>(admin, `/api/admin/moderation/${decided.id}`);
    const [author] = await api<PublicUser[]>(admin, `/api/admin/users?search=${detail.item!.affected!.name}`);
    const decision = await waitForMail(REPORTER, /Wir haben über deine Meldung entschieden/);
    expect(decision.text).toContain('ausgeblendet');
    const statement = await waitForMail(author!.email, /Entscheidung unserer Moderation/);
    expect(statement.text).toContain(STATEMENT);
    expect(statement.text).toContain('widersprechen');

    // The review is gone from the page and the rating changed.
    await page.reload();
    await page.getByTestId('reviews-summary').waitFor();
    expect(await page.locator(`[data-report="review"][data-report-id="${review.id}"]`).count()).toBe(0);
    const after = await api<ReviewPageDto>(admin, `/api/stables/${listing.stable.id}/reviews`);
    expect(after.summary.count).toBe(before.summary.count - 1);
    const summary = (await page.getByTestId('reviews-summary').textContent()) ?? '';
    expect(summary).toContain(`${after.summary.count} Bewertung`);
  });
});
