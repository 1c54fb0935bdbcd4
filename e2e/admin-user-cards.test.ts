// Journey: an admin scans the Benutzerverwaltung's cards at desktop width and reads every name in full: the
// role badge sits under the name instead of taking its room ("Jürgen Wei…" in three columns at 1366 px), and an
// e-mail address is shown whole. Both themes, and the phone width, with axe.
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicUser } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const marker = `karte${Date.now().toString(36)}`;
const PEOPLE = [
  { firstName: 'Jürgen', lastName: 'Weißenborn', isStableOwner: true },
  { firstName: 'Barbara', lastName: 'Zürcher', isAdmin: true },
  { firstName: 'Konstantin', lastName: 'Hohenstein', isStableOwner: true },
];

let browser: Browser;
let admin: APIRequestContext;
const contexts: BrowserContext[] = [];
const created: PublicUser[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  contexts.push(context);
  await signInAdmin(context);
  admin = context.request;
  for (const [i, person] of PEOPLE.entries()) {
    const response = await admin.post(`${baseUrl}/api/admin/users`, {
      data: {
        ...person,
        email: `${person.firstName.toLowerCase()}.${marker}.stallverwaltung@example.org`.replace('ü', 'ue'),
        username: `${marker}_${i}`,
        password: 'hufeisen-42',
      },
      headers: { Origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`creating a user failed: ${response.status()} ${await response.text()}`);
    created.push((await response.json()) as PublicUser);
  }
});
afterAll(async () => {
  for (const { id } of created)
    await admin?.delete(`${baseUrl}/api/admin/users/${id}`, { headers: { Origin: baseUrl } }).catch(() => {});
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

async function openCards(viewport: typeof DESKTOP, theme: 'light' | 'dark'): Promise<Page> {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/users?search=${marker}`);
  await page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(PEOPLE.length);
  return page;
}

/** Whether the element shows all its text: nothing clipped or cut off with an ellipsis. */
const showsAll = (page: Page, name: string, selector: string) =>
  page
    .getByRole('article', { name, exact: true })
    .locator(selector)
    .evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width > 0);

describe('the user cards', () => {
  it.each([
    { viewport: DESKTOP, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
    { viewport: PHONE, theme: 'light' as const },
  ])('show each name and address in full ($viewport.width px, $theme)', async ({ viewport, theme }) => {
    const page = await openCards(viewport, theme);
    for (const person of PEOPLE) {
      const name = `${person.firstName} ${person.lastName}`;
      const card = page.getByRole('article', { name, exact: true });
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(name);
      expect(await showsAll(page, name, 'h2'), `${name} cut off`).toBe(true);
      // A name of usual length stays on one line.
      const lines = await card
        .getByRole('heading', { level: 2 })
        .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(lines, `${name} on one line`).toBe(1);
      expect(await showsAll(page, name, 'dd:has(a[href^="mailto:"])'), `${name}'s address cut off`).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
