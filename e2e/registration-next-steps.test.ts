// Journey: a newcomer registers and is told what happened and what to do next: the home page says a
// confirmation mail went to their address (an owner is offered "Jetzt ersten Stall anlegen"), the mailed link's
// page leads on (the owner to the new-stable screen), and the dashboard's reminder keeps a long address whole
// between its @ and dots. Phone and desktop, both themes, axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const CONFIRMATION = /bestätige deine E-Mail-Adresse/;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

interface Account {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

function newAccount(firstName: string, emailLocal = 'neu'): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${emailLocal}.${id}@example.org`,
    username: `neu_${id}`,
    password: 'hufeisen-und-sattel',
    firstName,
    lastName: 'Sommerfeld',
  };
}

async function open(options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

async function registerThroughForm(page: Page, account: Account, owner: boolean): Promise<void> {
  await page.goto(`${baseUrl}/auth?tab=register`);
  await page.locator('[data-hydrated="true"]').waitFor();
  const form = page.getByRole('tabpanel', { name: 'Registrieren' });
  await form.getByLabel('Vorname').fill(account.firstName);
  await form.getByLabel('Nachname').fill(account.lastName);
  await form.getByLabel('E-Mail').fill(account.email);
  await form.getByLabel('Benutzername').fill(account.username);
  await form.getByLabel('Passwort', { exact: true }).fill(account.password);
  if (owner) await form.getByLabel('Ich bin Stallbesitzer und möchte Plätze vermieten').check();
  await form.getByRole('checkbox', { name: /Ich akzeptiere die AGB und die Datenschutzerklärung/ }).check();
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

const welcome = (page: Page) => page.getByRole('region', { name: /^Willkommen/ });

/** Opens the confirmation link of the newest mail to `email` and waits for the page to say it worked. */
async function openConfirmationLink(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, CONFIRMATION);
  const link = mail.links.find((l) => new URL(l).pathname === '/email-bestaetigen')!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
  await page.getByRole('status').getByText('Vielen Dank! Deine E-Mail-Adresse ist bestätigt.').waitFor();
}

describe('after registering', () => {
  it('tells an owner on the home page that a confirmation mail was sent, and leads on to the first stable', async () => {
    const account = newAccount('Frida');
    const page = await open({ viewport: PHONE });
    await registerThroughForm(page, account, true);

    const notice = welcome(page);
    await notice.getByRole('heading', { name: 'Willkommen, Frida! Dein Konto ist angelegt.' }).waitFor();
    expect(await notice.textContent()).toContain(`Wir haben dir eine E-Mail an ${account.email} geschickt.`);
    expect(await notice.getByRole('link', { name: 'Jetzt ersten Stall anlegen' }).getAttribute('href')).toBe(
      '/my-stables/stall/neu',
    );
    expect(await axeViolations(page)).toEqual([]);

    // Said once: the next visit of the home page is the usual one.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await welcome(page).isVisible()).toBe(false);

    await openConfirmationLink(page, account.email);
    await page.getByText('Als Nächstes legst du deinen Stall an').waitFor();
    await page.getByRole('link', { name: 'Jetzt ersten Stall anlegen' }).click();
    await page.waitForURL(`${baseUrl}/my-stables/stall/neu`);
    await page.getByRole('heading', { level: 1, name: 'Neuer Stall' }).waitFor();
  });

  it('tells someone looking for a place about the mail, without the owner’s offer, and leads on to the search', async () => {
    const account = newAccount('Henrik');
    const page = await open({ theme: 'dark' });
    await registerThroughForm(page, account, false);

    const notice = welcome(page);
    await notice.getByRole('heading', { name: 'Willkommen, Henrik! Dein Konto ist angelegt.' }).waitFor();
    expect(await notice.textContent()).toContain(account.email);
    expect(await notice.getByRole('link', { name: 'Jetzt ersten Stall anlegen' }).count()).toBe(0);
    expect(await notice.getByRole('link', { name: 'Zum Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await notice.getByRole('button', { name: 'Hinweis schließen' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    await openConfirmationLink(page, account.email);
    expect(await page.getByRole('link', { name: 'Stallplätze suchen' }).getAttribute('href')).toBe('/stallplaetze');
    expect(await page.getByRole('link', { name: 'Zum Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('link', { name: 'Jetzt ersten Stall anlegen' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The characters of `selector`'s text that begin a new line (the first character excluded). */
function lineStarts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((s) => {
    const root = document.querySelector(s)!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const starts: string[] = [];
    let lastTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        if (lastTop !== null && top > lastTop + 2) starts.push(text[i]!);
        lastTop = top;
      }
    }
    return starts;
  }, selector);
}

describe('the dashboard’s reminder to confirm the address', () => {
  it.each([
    { viewport: PHONE, theme: 'light' as const },
    { viewport: { width: 360, height: 800 }, theme: 'dark' as const },
  ])('wraps a long address only before its @ or a dot ($viewport.width px, $theme)', async ({ viewport, theme }) => {
    // No hyphen in it: after a hyphen a line may break anyway, as in any text.
    const account = newAccount('Henrike', 'henrike.sommerfeld.langenbach.reitstall');
    const page = await open({ viewport, theme });
    const response = await page.context().request.post(`${baseUrl}/api/register`, {
      data: { ...account, acceptTerms: true },
      headers: { Origin: baseUrl },
    });
    expect(response.status()).toBe(201);
    await page.goto(`${baseUrl}/dashboard`);
    const notice = page.getByRole('region', { name: 'Bitte bestätige deine E-Mail-Adresse' });
    await notice.waitFor();
    await hydrated(page, 'VerificationNotice');

    const address = notice.locator('strong');
    expect(await address.textContent()).toBe(account.email);
    const starts = await lineStarts(page, '[aria-labelledby="verify-title"] strong');
    expect(starts.length).toBeGreaterThan(0); // the address is long enough to wrap at this width
    for (const start of starts) expect(['@', '.']).toContain(start);
    expect(await axeViolations(page)).toEqual([]);
  });
});
