// The waiting list in the browser: on a full listing a rider joins the waiting list (a visitor is sent to sign in
// first), the owner finds the list from "Meine Ställe" and offers the place, the rider gets the mail, accepts in
// the conversation ("Platz annehmen"), and the owner's list shows "angenommen"; the dashboard shows the rider's
// place. The listing's box, the owner's screen, the conversation and the dashboard pass axe at phone and desktop
// width in both themes (SHOTS_DIR set: screenshots of each go there).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import { axeViolations } from './axe.ts';
import { signInAdmin } from './admin-api.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const DEMO_PASSWORD = 'stallfinder-demo';
// An owner no other browser test adds listings for: an owner may keep at most 10 listings.
const OWNER = 'thomas.lehmann';
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const RIDER = { username: `warte${suffix}`, email: `warte-${suffix}@example.de`, password: 'warteliste-passwort' };

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
let ownerSession: Session;
let riderSession: Session;
const contexts: BrowserContext[] = [];
let listing: { id: number; title: string };
let conversationId: number;

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

async function session(login: (context: BrowserContext) => Promise<void>): Promise<Session> {
  const context = await newContext(browser);
  await login(context);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function open(
  state: Session | undefined,
  options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP, storageState: state });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

/** The listing page's waiting-list box, scrolled to (it hydrates when visible) and ready. */
async function waitlistBox(page: Page) {
  const box = page.getByRole('region', { name: 'Warteliste' });
  await box.scrollIntoViewIfNeeded();
  await hydrated(page, 'WaitlistBox');
  return box;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ownerSession = await session(async (context) => {
    const response = await context.request.post(`${baseUrl}/api/login`, {
      data: { username: OWNER, password: DEMO_PASSWORD },
      headers: { Origin: baseUrl },
    });
    expect(response.ok()).toBe(true);
  });
  riderSession = await session(async (context) => {
    const response = await context.request.post(`${baseUrl}/api/register`, {
      data: { ...RIDER, firstName: 'Wanda', lastName: 'Warte', acceptTerms: true },
      headers: { Origin: baseUrl },
    });
    expect(response.status(), await response.text()).toBe(201);
  });
  // A listing with no free place, approved by the admin.
  const [stable] = await call<OwnStableDto[]>(ownerSession, 'get', '/api/my/stables');
  const created = await call<OwnListingDto>(ownerSession, 'post', '/api/my/listings', {
    stableId: stable!.id,
    title: `Belegte Box ${suffix}`,
    description: 'Große Box mit Paddock, derzeit vergeben.',
    stallType: 'inside_box',
    pricePerMonth: 410,
    freePlaces: 0,
    availableFrom: null,
    features: ['Weidegang'],
  });
  const admin = await newContext(browser);
  await signInAdmin(admin);
  const approved = await admin.request.put(`${baseUrl}/api/admin/listings/${created.id}/status`, {
    data: { status: 'active' },
    headers: { Origin: baseUrl },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.close();
  listing = { id: created.id, title: created.title };
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

describe('waiting list: join, offer, accept', () => {
  it('sends a signed-out visitor to sign in and back to the listing', async () => {
    const page = await open(undefined, { viewport: PHONE });
    await page.goto(`${baseUrl}/stallplatz/${listing.id}`);
    const box = await waitlistBox(page);
    const link = box.getByRole('link', { name: 'Anmelden und auf die Warteliste' });
    expect(await link.getAttribute('href')).toBe(`/auth?next=${encodeURIComponent(`/stallplatz/${listing.id}`)}`);
  });

  it('a rider joins the waiting list of the full listing', async () => {
    const page = await open(riderSession, { viewport: PHONE });
    await page.goto(`${baseUrl}/stallplatz/${listing.id}`);
    const box = await waitlistBox(page);
    await box.getByRole('button', { name: 'Auf die Warteliste' }).click();
    await box.getByRole('textbox', { name: /Notiz an den Stall/ }).fill(`Wallach, 9 Jahre, ${suffix}`);
    const joined = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${listing.id}/waitlist`));
    await box.getByRole('button', { name: 'Auf die Warteliste' }).click();
    expect((await joined).status()).toBe(201);
    await box.getByText('Du stehst auf Platz 1 von 1').waitFor();
    // After a reload the box knows it.
    await page.reload();
    await (await waitlistBox(page)).getByText('Du stehst auf Platz 1 von 1').waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    const lists = page.getByTestId('my-waitlists');
    await lists.getByText(listing.title).waitFor();
    await lists.getByText('Platz 1 von 1').waitFor();
  });

  it('the owner finds the list under "Meine Ställe" and offers the place', async () => {
    const page = await open(ownerSession);
    await page.goto(`${baseUrl}/my-stables`);
    await hydrated(page, 'OwnerApp');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: listing.title }) });
    await row.getByRole('link', { name: 'Warteliste (1)' }).click();
    await page.waitForURL(`${baseUrl}/my-stables/warteliste/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: 'Warteliste' }).waitFor();
    const entry = page.locator('[data-waitlist-entry]').filter({ hasText: 'Wanda Warte' });
    await entry.getByText(`Wallach, 9 Jahre, ${suffix}`).waitFor();
    await entry.getByLabel('Frist').selectOption('3');
    const offered = page.waitForResponse((r) => /\/waitlist\/\d+\/offer$/.test(r.url()));
    await entry.getByRole('button', { name: 'Platz anbieten' }).click();
    const answer = await offered;
    expect(answer.status()).toBe(201);
    conversationId = ((await answer.json()) as { conversationId: number }).conversationId;
    await entry.getByText('Platz angeboten', { exact: true }).waitFor();
    await entry.getByText(/^Antwort bis:/).waitFor();
  });

  it('the rider gets the mail and accepts in the conversation; the owner sees "angenommen"', async () => {
    const mail = await waitForMail(RIDER.email, /^Ein Stallplatz wird dir angeboten: /);
    const link = mail.links.find((l) => l.endsWith(`/nachrichten/${conversationId}`));
    expect(link, mail.text).toBeDefined();
    const page = await open(riderSession, { viewport: PHONE });
    await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
    await hydrated(page, 'ConversationView');
    const panel = page.locator('[data-waitlist-offer]');
    await panel.getByText('Platz von der Warteliste: angeboten').waitFor();
    await panel.getByText(/^Bitte antworte bis .+ Uhr\.$/).waitFor();
    await panel.getByRole('button', { name: 'Platz annehmen' }).click();
    await panel.getByText('Platz von der Warteliste: angenommen').waitFor();
    expect(await panel.getByRole('button', { name: 'Platz annehmen' }).count()).toBe(0);
    await page.locator('[data-system-message]').filter({ hasText: 'Angebotenen Platz angenommen' }).waitFor();

    const owner = await open(ownerSession);
    await owner.goto(`${baseUrl}/my-stables/warteliste/${listing.id}`);
    await hydrated(owner, 'OwnerApp');
    const entry = owner.locator('[data-waitlist-entry]').filter({ hasText: 'Wanda Warte' });
    await entry.getByText('angenommen', { exact: true }).waitFor();
    const { email } = await call<{ email: string }>(ownerSession, 'get', '/api/user');
    const told = await waitForMail(email, new RegExp(`^Platz angenommen: ${listing.title}$`));
    expect(told.text).toContain('Wanda Warte hat den angebotenen Platz angenommen.');
  });

  it('passes axe at phone and desktop width in both themes', { timeout: 300_000 }, async () => {
    const shots = process.env.SHOTS_DIR;
    if (shots) await fs.mkdir(shots, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const shot = async (page: Page, name: string) => {
          if (shots) await page.screenshot({ path: path.join(shots, `waitlist-${name}-${width}-${theme}.png`) });
        };
        const rider = await open(riderSession, { viewport, theme });
        await rider.goto(`${baseUrl}/stallplatz/${listing.id}`);
        await (await waitlistBox(rider)).getByText('Du stehst auf Platz 1 von 1').waitFor();
        expect(await axeViolations(rider), `listing ${width} ${theme}`).toEqual([]);
        await shot(rider, 'listing');
        await rider.goto(`${baseUrl}/nachrichten/${conversationId}`);
        await hydrated(rider, 'ConversationView');
        await rider.locator('[data-waitlist-offer]').waitFor();
        expect(await axeViolations(rider), `conversation ${width} ${theme}`).toEqual([]);
        await shot(rider, 'conversation');
        await rider.goto(`${baseUrl}/dashboard`);
        await rider.getByTestId('my-waitlists').waitFor();
        expect(await axeViolations(rider), `dashboard ${width} ${theme}`).toEqual([]);
        await shot(rider, 'dashboard');

        const owner = await open(ownerSession, { viewport, theme });
        await owner.goto(`${baseUrl}/my-stables/warteliste/${listing.id}`);
        await hydrated(owner, 'OwnerApp');
        await owner.locator('[data-waitlist-entry]').first().waitFor();
        expect(await axeViolations(owner), `owner ${width} ${theme}`).toEqual([]);
        await shot(owner, 'owner');
        await rider.context().close();
        await owner.context().close();
      }
    }
  });
});
