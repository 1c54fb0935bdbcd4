// Journey of issue 37's first two parts: a listing an owner creates and the admin approves today shows "Noch keine
// Bewertungen" on its card and its page, and its structured data carries no aggregateRating; a visitor with a viewing
// that took place (the demo's marie.schulz) reviews the stable with the five categories and the overall radio stars,
// the owner answers publicly on the page, and the rating appears in the page's header. Phone and desktop width, light
// and dark, axe clean (SHOTS_DIR set: screenshots go there).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ConversationSummaryDto } from '#contract/conversations.ts';
import type { ReviewPageDto } from '#contract/reviews.ts';
import type { ListingDto } from '#contract/types.ts';
import type { ViewingDto } from '#contract/viewings.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const DEMO_PASSWORD = 'stallfinder-demo';
const REVIEWER = 'marie.schulz';
const OWNER_OF_VISITED = 'sabine.goertz';
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const shotsDir = process.env.SHOTS_DIR;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
let adminContext: BrowserContext;
let restoreSettings: Record<string, unknown> | undefined;
const contexts: BrowserContext[] = [];

async function sessionFor(username: string): Promise<Session> {
  const context = await newContext(browser);
  const response = await context.request.post(`${baseUrl}/api/login`, {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`login ${username}: ${response.status()} ${await response.text()}`);
  const session = await context.storageState();
  await context.close();
  return session;
}

async function call<T>(
  session: Session | undefined,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
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
  session: Session | undefined,
  viewport: typeof DESKTOP,
  theme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await newContext(browser, { viewport, storageState: session, colorScheme: theme });
  contexts.push(context);
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context.newPage();
}

const textOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/reviews-${name}.png`, fullPage: false });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
});

afterAll(async () => {
  if (restoreSettings) await updateSettings(adminContext, restoreSettings);
  await adminContext?.close();
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('no made-up ratings', () => {
  let listing: { id: number; title: string };

  beforeAll(async () => {
    // A stable owner who joined today (registered through the API: the address needs no confirming here).
    restoreSettings = await updateSettings(adminContext, { requireEmailVerification: false });
    const registering = await newContext(browser);
    const registered = await registering.request.post(`${baseUrl}/api/register`, {
      data: {
        email: `neu.${suffix}@example.de`,
        username: `neu_${suffix}`,
        password: 'neues-passwort-123',
        firstName: 'Nele',
        lastName: 'Neumann',
        isStableOwner: true,
        acceptTerms: true,
      },
      headers: { Origin: baseUrl },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const owner = await registering.storageState();
    await registering.close();
    const stable = await call<{ id: number }>(owner, 'post', '/api/my/stables', {
      name: `Hof Neubeginn ${suffix}`,
      address: 'Feldweg 1',
      postalCode: '85221',
      city: 'Dachau',
      region: 'germany',
      latitude: 48.26,
      longitude: 11.43,
      description: 'Ein neuer Hof, heute eingestellt.',
    });
    listing = await call<{ id: number; title: string }>(owner, 'post', '/api/my/listings', {
      stableId: stable.id,
      title: `Neue Box ${suffix}`,
      description: 'Helle Box mit Paddock, heute eingestellt.',
      stallType: 'inside_box',
      pricePerMonth: 390,
      availableFrom: new Date().toISOString().slice(0, 10),
      features: ['Heu ad libitum'],
      contactPhone: '+49 171 2345678',
      contactEmail: 'neu@example.de',
    });
    const approved = await adminContext.request.put(`${baseUrl}/api/admin/listings/${listing.id}/status`, {
      data: { status: 'active' },
      headers: { Origin: baseUrl },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  });

  it('answers rating null and says "Noch keine Bewertungen" on the card, the page and in the structured data', async () => {
    const answer = await call<ListingDto>(undefined, 'get', `/api/listings/${listing.id}`);
    expect(answer.stable).toMatchObject({ rating: null, reviewCount: 0 });

    for (const viewport of [PHONE, DESKTOP]) {
      for (const theme of ['light', 'dark'] as const) {
        const where = `${viewport.width} px, ${theme}`;
        const page = await open(undefined, viewport, theme);
        await page.goto(`${baseUrl}/stallplaetze?search=${encodeURIComponent(suffix)}`);
        const card = page.locator('article').filter({ hasText: listing.title });
        await card.waitFor();
        expect(await card.getByText('Noch keine Bewertungen', { exact: true }).count(), where).toBe(1);
        expect(await card.textContent(), where).not.toMatch(/\d,\d\s*von 5 Sternen/);

        const response = await page.goto(`${baseUrl}/de/stallplatz/${listing.id}`);
        expect(response?.status()).toBe(200);
        expect(await textOf(page, 'listing-rating'), where).toBe('Noch keine Bewertungen So prüfen wir Bewertungen');
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(blocks.join('\n'), where).not.toContain('aggregateRating');
        const section = page.getByRole('region', { name: 'Bewertungen' });
        await section.scrollIntoViewIfNeeded();
        expect(await textOf(page, 'reviews-summary')).toBe('Noch keine Bewertungen');
        expect(await section.getByTestId('review').count()).toBe(0);
        await expectAxeClean(page, where);
        await shot(page, `new-listing-${viewport.width}-${theme}`);
        await page.context().close();
      }
    }
  });
});

describe('verified reviews', () => {
  it('lets a visitor with a past viewing review the stable; the owner answers; the rating appears', async () => {
    const reviewer = await sessionFor(REVIEWER);
    const owner = await sessionFor(OWNER_OF_VISITED);

    // The visited listing: the conversation whose viewing lies in the past.
    const conversations = await call<ConversationSummaryDto[]>(reviewer, 'get', '/api/me/conversations');
    let visited: { listingId: number; path: string } | null = null;
    for (const conversation of conversations) {
      const viewings = await call<ViewingDto[]>(reviewer, 'get', `/api/me/conversations/${conversation.id}/viewings`);
      if (!viewings.some((v) => v.status === 'booked' && new Date(v.endsAt).getTime() < Date.now())) continue;
      const { stable } = await call<ListingDto>(undefined, 'get', `/api/listings/${conversation.listing.id}`);
      const rights = await call<ReviewPageDto>(reviewer, 'get', `/api/stables/${stable.id}/reviews`);
      if (rights.viewer?.canReview) visited = { listingId: conversation.listing.id, path: conversation.listing.path! };
    }
    expect(visited, 'the demo reviewer has a viewing that took place and no review yet').not.toBeNull();
    const { stable } = await call<ListingDto>(undefined, 'get', `/api/listings/${visited!.listingId}`);
    const before = await call<ReviewPageDto>(reviewer, 'get', `/api/stables/${stable.id}/reviews`);
    expect(before.viewer).toMatchObject({ canReview: true, basisLabel: 'nach Besichtigung' });

    // The visitor writes the review at phone width in the dark theme, from the detail page's "Bewertung schreiben".
    const page = await open(reviewer, PHONE, 'dark');
    await page.goto(`${baseUrl}${visited!.path}`);
    await page.getByRole('region', { name: 'Bewertungen' }).getByRole('link', { name: 'Bewertung schreiben' }).click();
    await page.waitForURL(`**/bewertungen/${stable.id}#schreiben`);
    await hydrated(page, 'StableReviews');
    const section = page.getByRole('region', { name: 'Bewertungen' });
    await section.getByRole('button', { name: 'Bewertung schreiben' }).click();
    const form = section.getByRole('form', { name: 'Bewertung schreiben' });
    await form.getByRole('radiogroup', { name: 'Gesamt' }).getByRole('radio', { name: '4 Sterne' }).check();
    // Publishing before every category is rated says which one is missing.
    await form.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Bitte bewerte „Pferdewohl und Versorgung“ mit 1 bis 5 Sternen');
    for (const [label, stars] of [
      ['Pferdewohl und Versorgung', '5 Sterne'],
      ['Anlage und Ausstattung', '4 Sterne'],
      ['Betreuung und Kommunikation', '4 Sterne'],
      ['Preis-Leistung', '3 Sterne'],
      ['Stallgemeinschaft', '5 Sterne'],
    ] as const) {
      await form.getByRole('radiogroup', { name: label }).getByRole('radio', { name: stars }).check();
    }
    const text = `Bei der Besichtigung wurde uns alles gezeigt, die Pferde wirkten zufrieden. (${suffix})`;
    await form.getByLabel('Deine Erfahrung').fill(text);
    await expectAxeClean(page, 'review form, 390 px, dark');
    await shot(page, 'form-390-dark');
    await form.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
    await expect.poll(() => section.getByRole('status').textContent()).toContain('Deine Bewertung ist veröffentlicht');
    const mine = section.getByTestId('review').filter({ hasText: suffix });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Marie S.');
    expect(await mine.textContent()).toContain('nach Besichtigung');
    expect(await section.getByRole('button', { name: 'Bewertung schreiben' }).count()).toBe(0);

    // The owner answers on the page, at desktop width in the light theme.
    const ownerPage = await open(owner, DESKTOP, 'light');
    await ownerPage.goto(`${baseUrl}/bewertungen/${stable.id}`);
    await hydrated(ownerPage, 'StableReviews');
    const ownerSection = ownerPage.getByRole('region', { name: 'Bewertungen' });
    const review = ownerSection.getByTestId('review').filter({ hasText: suffix });
    await review.scrollIntoViewIfNeeded();
    await review.getByRole('button', { name: 'Öffentlich antworten' }).click();
    await review.getByLabel('Deine öffentliche Antwort').fill('Danke, Marie! Wir freuen uns auf dich.');
    await review.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
    await expect.poll(() => review.getByTestId('review-reply').textContent()).toContain('Danke, Marie!');
    await expectAxeClean(ownerPage, 'owner reply, 1366 px, light');
    await shot(ownerPage, 'reply-1366-light');

    // Anyone now sees the rating from the real reviews, the count one higher, the reply under the review.
    const after = await call<ReviewPageDto>(undefined, 'get', `/api/stables/${stable.id}/reviews`);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.rating).not.toBeNull();
    const rating = after.summary.rating!.toFixed(1).replace('.', ',');
    const count = after.summary.count === 1 ? '1 Bewertung' : `${after.summary.count} Bewertungen`;
    for (const viewport of [PHONE, DESKTOP]) {
      for (const theme of ['light', 'dark'] as const) {
        const where = `${viewport.width} px, ${theme}`;
        const visitor = await open(undefined, viewport, theme);
        await visitor.goto(`${baseUrl}${visited!.path}`);
        expect(await textOf(visitor, 'listing-rating'), where).toBe(
          `${rating} von 5 Sternen (${count}) So prüfen wir Bewertungen`,
        );
        const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
        expect(blocks.join('\n'), where).toContain('"aggregateRating"');
        // Rendered on the server, the newest first.
        const reviews = visitor.getByRole('region', { name: 'Bewertungen' });
        await reviews.scrollIntoViewIfNeeded();
        const shown = reviews.getByTestId('review').filter({ hasText: suffix });
        expect(await reviews.getByTestId('review').first().textContent()).toContain(suffix);
        expect(await shown.getByTestId('review-reply').textContent()).toContain('Danke, Marie!');
        expect(await textOf(visitor, 'reviews-summary')).toContain(`${rating}`);
        await expectAxeClean(visitor, where);
        await shot(visitor, `rated-${viewport.width}-${theme}`);
        await visitor.context().close();
      }
    }
  });
});
