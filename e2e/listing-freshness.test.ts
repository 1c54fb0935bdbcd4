// Listings that stay fresh, in the browser: a demo listing its owner left unchanged for 85 days (api/src/seed/
// demo-freshness.ts) gets its reminder when the server's worker starts (the freshness job runs once at start, then
// every ten minutes); the mail's "Anzeige verlängern" link, opened signed out, renews it with a button press and
// only once; the owner area then shows the new "Läuft ab am" date. The link page and the owner's list pass axe at
// phone and desktop width in both themes (SHOTS_DIR set: screenshots of each go there).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { FRESHNESS_MSG, homeDayLabel } from '#contract/listing-freshness.ts';
import { DEMO_EXPIRING } from '../api/src/seed/demo-freshness.ts';
import { STABLE_OWNERS } from '../api/src/seed/demo-stables.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DEMO_PASSWORD = 'stallfinder-demo';
// An owner no other browser test signs in as, with a listing ending in a few days.
const OWNER = STABLE_OWNERS.find((o) => o.username === DEMO_EXPIRING[0]!.username)!;
const DAY_MS = 86_400_000;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
let ownerSession: Session;
const contexts: BrowserContext[] = [];
let link: string;
let title: string;

async function open(
  state: Session | undefined,
  options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP, storageState: state });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

const shots = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `freshness-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  if (shots) await fs.mkdir(shots, { recursive: true });
  const context = await newContext(browser);
  const response = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: OWNER.username, password: DEMO_PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
  ownerSession = await context.storageState();
  await context.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

describe('a stale listing: reminder, renewal by link, new date', () => {
  it('mails the owner the reminder with a one-click link', async () => {
    const mail = await waitForMail(OWNER.email, /^Deine Anzeige läuft am \d\d\.\d\d\.\d{4} ab: /, 30_000);
    const daysLeft = DEMO_EXPIRING[0]!.daysLeft;
    // Counted from when the mail went out (the reminder is due when the server starts), not from now: the suite
    // may cross midnight in the home time zone between the two.
    const sentAt = Date.parse(mail.headers.date ?? '');
    expect(sentAt, 'the mail has a Date header').not.toBeNaN();
    expect(mail.subject).toContain(`läuft am ${homeDayLabel(new Date(sentAt + daysLeft * DAY_MS))} ab`);
    title = mail.subject.replace(/^[^:]+: /, '');
    link = mail.links.find((l) => new URL(l).pathname.startsWith('/anzeige-verlaengern/'))!;
    expect(link, 'the renewal link').toBeDefined();
    expect(mail.text).toContain('Anzeige verlängern');
  });

  it('renews with a button press on the page the link opens, signed out, and only once', async () => {
    const page = await open(undefined, { viewport: PHONE });
    await page.goto(link);
    await hydrated(page, 'RenewalLinkAction');
    await page.getByRole('heading', { name: 'Anzeige verlängern' }).waitFor();
    expect(await axeViolations(page), 'link page').toEqual([]);
    await shot(page, 'link-390-light');
    // Opening the page renewed nothing: the button does.
    await page.getByRole('button', { name: 'Anzeige verlängern' }).click();
    const done = page.getByRole('status').filter({ hasText: FRESHNESS_MSG.renewed });
    await done.waitFor();
    expect(await done.textContent()).toContain(
      `„${title}“ läuft jetzt am ${homeDayLabel(new Date(Date.now() + 90 * DAY_MS))} ab.`,
    );
    expect(await axeViolations(page), 'link page, renewed').toEqual([]);
    await shot(page, 'link-done-390-light');
    await page.reload();
    await hydrated(page, 'RenewalLinkAction');
    await page.getByRole('button', { name: 'Anzeige verlängern' }).click();
    await page.getByRole('alert').filter({ hasText: FRESHNESS_MSG.usedLink }).waitFor();
  });

  it(
    'shows the new "Läuft ab am" date in the owner area, at both widths and in both themes',
    { timeout: 120_000 },
    async () => {
      const expected = `Läuft ab am ${homeDayLabel(new Date(Date.now() + 90 * DAY_MS))}`;
      for (const theme of ['light', 'dark'] as const) {
        for (const [width, viewport] of [
          ['390', PHONE],
          ['1280', DESKTOP],
        ] as const) {
          const page = await open(ownerSession, { viewport, theme });
          await page.goto(`${baseUrl}/my-stables`);
          await hydrated(page, 'OwnerApp');
          const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
          await item.getByText(expected).waitFor();
          await item.getByRole('button', { name: `Verlängern: ${title}` }).waitFor();
          expect(await axeViolations(page), `owner area ${width} ${theme}`).toEqual([]);
          await shot(page, `owner-${width}-${theme}`);
          await page.context().close();
        }
      }
    },
  );
});
