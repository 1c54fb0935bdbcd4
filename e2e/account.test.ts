// Journeys of the signed-in user's account: password reset through the mailed link, e-mail confirmation
// through the mailed link, profile edit, favourites set signed out that reach the dashboard after sign-in,
// account deletion through the UI, and the newsletter's confirmation and unsubscribe links.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

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

function newAccount(firstName: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `konto.${id}@example.de`,
    username: `konto_${id}`,
    password: 'sattel-und-zaum',
    firstName,
    lastName: 'Reiter',
  };
}

async function open(options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

/** Registers `account` through the API in the page's context, so the page is signed in. */
async function register(page: Page, account: Account): Promise<void> {
  const response = await page
    .context()
    .request.post(`${baseUrl}/api/register`, { data: { ...account, acceptTerms: true }, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

async function signInThroughForm(page: Page, login: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.locator('[data-hydrated="true"]').waitFor();
  const panel = page.getByRole('tabpanel', { name: 'Anmelden' });
  await panel.getByLabel('Benutzername').fill(login);
  await panel.getByLabel('Passwort', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function apiLogin(login: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: login, password }),
  });
  return response.status;
}

async function toast(page: Page): Promise<string[]> {
  const status = page.getByRole('region', { name: /Benachrichtigungen/ }).getByRole('status');
  await status.waitFor();
  return (await status.locator('p').allTextContents()).map((t) => t.trim());
}

describe('password reset', () => {
  it('mails a link from /auth that sets a new password, signs in and ends the other sessions', async () => {
    const account = newAccount('Paula');
    const other = await open();
    await register(other, account);

    const page = await open();
    await page.goto(`${baseUrl}/auth`);
    await page.locator('[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    const form = page.getByRole('form', { name: 'Passwort zurücksetzen' });
    await form.getByLabel('E-Mail-Adresse').fill(account.email);
    await form.getByRole('button', { name: 'Link anfordern' }).click();
    await form.getByRole('status').getByText('Falls ein Konto mit dieser E-Mail-Adresse existiert').waitFor();

    const mail = await waitForMail(account.email, /Passwort zurücksetzen/);
    expect(mail.text).toContain('60 Minuten');
    const link = mail.links.find((l) => l.includes('/passwort-zuruecksetzen?token='))!;
    await page.goto(link);
    await hydrated(page, 'ResetPasswordForm');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('frisches-passwort');
    await page.getByLabel('Neues Passwort wiederholen').fill('anderes-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    expect(await page.getByText('Die Passwörter stimmen nicht überein').count()).toBe(1);
    await page.getByLabel('Neues Passwort wiederholen').fill('frisches-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(await toast(page)).toEqual(['Passwort geändert', 'Dein Passwort wurde geändert. Du bist jetzt angemeldet.']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hallo, Paula!');

    const otherSession = await other.context().request.get(`${baseUrl}/api/user`);
    expect(otherSession.status()).toBe(401);
    expect(await apiLogin(account.username, account.password)).toBe(401);
    expect(await apiLogin(account.username, 'frisches-passwort')).toBe(200);

    // The link works once.
    await page.goto(link);
    await hydrated(page, 'ResetPasswordForm');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('noch-ein-passwort');
    await page.getByLabel('Neues Passwort wiederholen').fill('noch-ein-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page
      .getByRole('alert')
      .getByText('Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.')
      .waitFor();
  });
});

describe('e-mail confirmation', () => {
  it('asks on the dashboard until the mailed link is opened', async () => {
    const account = newAccount('Carla');
    const page = await open();
    await register(page, account);
    await page.goto(`${baseUrl}/dashboard`);
    const notice = page.getByRole('region', { name: 'Bitte bestätige deine E-Mail-Adresse' });
    await notice.waitFor();
    await hydrated(page, 'VerificationNotice');
    const subject = /Bitte bestätige deine E-Mail-Adresse/;
    await waitForMail(account.email, subject);
    await notice.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click();
    expect((await toast(page))[0]).toBe('E-Mail gesendet');

    // The second mail's link: sending it again ended the first one's.
    const mail = await waitForMail(account.email, subject, 10_000, 2);
    await page.goto(mail.links.find((l) => l.includes('/email-bestaetigen?token='))!);
    await page.getByRole('status').getByText('Vielen Dank! Deine E-Mail-Adresse ist bestätigt.').waitFor();
    await page.getByRole('link', { name: 'Zum Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hallo, Carla!' }).waitFor();
    expect(await page.getByRole('region', { name: 'Bitte bestätige deine E-Mail-Adresse' }).count()).toBe(0);
  });
});

describe('profile', () => {
  it('saves name and phone, refuses an e-mail change with a wrong password and keeps the address until the new one is confirmed', async () => {
    const account = newAccount('Greta');
    const page = await open();
    await register(page, account);
    await page.goto(`${baseUrl}/profile`);
    await hydrated(page, 'ProfileForm');
    await page.getByLabel('Vorname').fill('Margarete');
    await page.getByLabel('Telefon (optional)').fill('+49 170 7654321');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    expect(await toast(page)).toEqual(['Gespeichert', 'Deine Angaben wurden gespeichert.']);
    await page.reload();
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Margarete');
    expect(await page.getByLabel('Telefon (optional)').inputValue()).toBe('+49 170 7654321');
    expect(await page.getByRole('heading', { name: 'Margarete Reiter' }).count()).toBe(1);

    await hydrated(page, 'EmailForm');
    await page.getByLabel('Neue E-Mail-Adresse').fill(`neu.${account.email}`);
    await page
      .getByRole('region', { name: 'E-Mail-Adresse ändern' })
      .getByLabel('Aktuelles Passwort')
      .fill('falsches-passwort');
    await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await page.getByText('Das aktuelle Passwort ist nicht korrekt').first().waitFor();
    expect(await page.getByText(account.email, { exact: true }).count()).toBe(1);

    // With the right password the new address waits for its link; the current one stays.
    await page
      .getByRole('region', { name: 'E-Mail-Adresse ändern' })
      .getByLabel('Aktuelles Passwort')
      .fill(account.password);
    await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    expect((await toast(page))[0]).toBe('Bestätigungslink gesendet');
    await page
      .getByRole('status')
      .filter({ hasText: `neu.${account.email}` })
      .waitFor();
    await page.reload();
    await page.getByText('wartet auf Bestätigung').waitFor();
    expect(await page.getByText(account.email, { exact: true }).count()).toBe(1);
  });
});

describe('favourites', () => {
  it('brings the hearts set signed out to the dashboard after sign-in', async () => {
    const account = newAccount('Frieda');
    const setup = await open();
    await register(setup, account);

    const page = await open();
    await page.goto(`${baseUrl}/stallplaetze`);
    await hydrated(page, 'SearchExplorer');
    const heart = page.getByRole('button', { name: / merken$/ }).first();
    const title = (await heart.getAttribute('aria-label'))!.replace(/ merken$/, '');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await signInThroughForm(page, account.username, account.password);
    await page.goto(`${baseUrl}/dashboard`);
    const list = page.getByRole('list', { name: '1 gemerkter Stallplatz' });
    await list.getByRole('heading', { name: title }).waitFor();

    // Stored in the account: another browser sees it too.
    const elsewhere = await open();
    await signInThroughForm(elsewhere, account.username, account.password);
    await elsewhere.goto(`${baseUrl}/dashboard`);
    await elsewhere
      .getByRole('list', { name: '1 gemerkter Stallplatz' })
      .getByRole('heading', { name: title })
      .waitFor();

    // Removing the heart on the dashboard removes it from the account.
    await elsewhere.getByRole('button', { name: `${title} merken` }).click();
    await elsewhere.getByText('Noch keine Stallplätze gemerkt.', { exact: false }).waitFor();
    const stored = await elsewhere.context().request.get(`${baseUrl}/api/me/favourites`);
    expect((await stored.json()).ids).toEqual([]);
  });
});

describe('account deletion', () => {
  it('deletes the account behind a password dialog, signs out and refuses the old sign-in', async () => {
    const account = newAccount('Lotte');
    const page = await open();
    await register(page, account);
    await page.goto(`${baseUrl}/profile`);
    await hydrated(page, 'DeleteAccount');
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    await dialog.getByLabel('Passwort zur Bestätigung').fill('nicht-das-passwort');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await dialog.getByText('Das Passwort ist nicht korrekt').first().waitFor();
    expect(await axeViolations(page), '/profile with the deletion dialog').toEqual([]);

    await dialog.getByLabel('Passwort zur Bestätigung').fill(account.password);
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await toast(page)).toEqual(['Konto gelöscht', 'Dein Konto wurde gelöscht.']);
    await page.getByRole('link', { name: 'Anmelden' }).first().waitFor();
    expect(await apiLogin(account.username, account.password)).toBe(401);
    await page.goto(`${baseUrl}/dashboard`);
    expect(page.url()).toBe(`${baseUrl}/auth`);
  });
});

describe('newsletter double opt-in', () => {
  it('confirms the sign-up through the mailed link and unsubscribes through the other', async () => {
    const email = `newsletter.${Date.now().toString(36)}@example.de`;
    const response = await fetch(`${baseUrl}/api/newsletter/stallverwaltung`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const mail = await waitForMail(email, /bestätige deine Anmeldung/);
    expect(mail.headers['list-unsubscribe']).toMatch(/\/newsletter\/abmelden\?token=/);

    const page = await open();
    await page.goto(mail.links.find((l) => l.includes('/newsletter/bestaetigen?token='))!);
    await page.getByRole('status').getByText('Deine Anmeldung ist bestätigt.', { exact: false }).waitFor();
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');

    await page.goto(mail.links.find((l) => l.includes('/newsletter/abmelden?token='))!);
    await page.getByRole('status').getByText('Du bist vom Newsletter abgemeldet.', { exact: false }).waitFor();
  });
});

describe('accessibility of the link pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`has no axe violations (${theme}, ${width})`, async () => {
        const page = await open({ viewport, theme });
        for (const path of [
          '/passwort-zuruecksetzen?token=abcdefghijabcdefghijabcdefghij',
          '/email-bestaetigen?token=abcdefghijabcdefghijabcdefghij',
          '/newsletter/abmelden?token=1_abc',
        ]) {
          await page.goto(`${baseUrl}${path}`);
          await page.locator('main a.btn, main button[type=submit]').first().waitFor();
          expect(await axeViolations(page), path).toEqual([]);
        }
        const account = newAccount('Ada');
        await register(page, account);
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByRole('region', { name: 'Bitte bestätige deine E-Mail-Adresse' }).waitFor();
        expect(await axeViolations(page), '/dashboard unconfirmed').toEqual([]);
      });
    }
  }
});
