// Journey: an admin runs the Benutzerverwaltung (/admin/users): the list as the API has it, search and
// role filter in the URL, skeletons and empty state, creating, editing and deleting users through the
// dialogs with the spec's toasts, the server's refusals (taken e-mail or username, the last
// administrator), the dialogs' keyboard behaviour, and accessibility in both themes at both widths.
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicUser } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DELETE_QUESTION = 'Sind Sie sicher, dass Sie diesen Benutzer löschen möchten?';

let browser: Browser;
let admin: APIRequestContext;
const contexts: BrowserContext[] = [];
const createdIds = new Set<number>();

interface NewUser {
  email: string;
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  isAdmin?: boolean;
  isStableOwner?: boolean;
}

function newUser(overrides: Partial<NewUser> = {}): NewUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e.${id}@example.de`, username: `e2e_${id}`, password: 'hufeisen-42', ...overrides };
}

async function createViaApi(user: NewUser): Promise<PublicUser> {
  const response = await admin.post(`${baseUrl}/api/admin/users`, { data: user, headers: { Origin: baseUrl } });
  if (!response.ok())
    throw new Error(`creating ${user.username} failed: ${response.status()} ${await response.text()}`);
  const created = (await response.json()) as PublicUser;
  createdIds.add(created.id);
  return created;
}

async function usersFromApi(query: Record<string, string> = {}): Promise<PublicUser[]> {
  const response = await admin.get(`${baseUrl}/api/admin/users?${new URLSearchParams(query)}`);
  if (!response.ok()) throw new Error(`listing users failed: ${response.status()}`);
  return (await response.json()) as PublicUser[];
}

const nameOf = (user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

const germanDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

async function open(options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  await signInAdmin(context);
  return context.newPage();
}

/** Opens the users screen (with an optional query string) and waits for its list or empty state. */
async function openUsers(page: Page, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/admin/users${query}`);
  await page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
  await page.locator('article, :text("Keine Benutzer gefunden")').first().waitFor();
}

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function toastTexts(page: Page, role: 'status' | 'alert'): Promise<string[]> {
  const toast = page.getByRole(role).filter({ has: page.locator('p') });
  await toast.waitFor();
  return (await toast.locator('p').allTextContents()).map((text) => text.trim());
}

const isFocusedIn = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

/** Where the focus is while a modal dialog is open: in it, on the page behind it, or out of the page (browser UI). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active && document.querySelector('dialog[open]')?.contains(active)) return 'dialog';
    return !active || active === document.body ? 'browser' : 'page';
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  contexts.push(context);
  await signInAdmin(context);
  admin = context.request;
});
afterAll(async () => {
  for (const id of createdIds)
    await admin?.delete(`${baseUrl}/api/admin/users/${id}`, { headers: { Origin: baseUrl } }).catch(() => {});
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('the users list', () => {
  it('shows the users the API returns, newest first, each with e-mail, role, phone and creation date', async () => {
    const owner = await createViaApi(
      newUser({ firstName: 'Greta', lastName: 'Hufnagel', phone: '+49 171 2345678', isStableOwner: true }),
    );
    const page = await open();
    await openUsers(page);
    const expected = await usersFromApi();
    expect(await cardNames(page)).toEqual(expected.map(nameOf));
    expect(await page.getByText(`${expected.length} Benutzer`, { exact: true }).count()).toBe(1);

    const ownerCard = card(page, 'Greta Hufnagel');
    expect(await ownerCard.getByText(`@${owner.username}`).count()).toBe(1);
    expect(await ownerCard.getByRole('link', { name: owner.email }).getAttribute('href')).toBe(`mailto:${owner.email}`);
    expect(await ownerCard.getByText('Stallbesitzer', { exact: true }).count()).toBe(1);
    expect(await ownerCard.getByRole('link', { name: '+49 171 2345678' }).getAttribute('href')).toBe(
      'tel:+491712345678',
    );
    expect(await ownerCard.getByText(`Angelegt am ${germanDate(owner.createdAt)}`).count()).toBe(1);
    expect(await ownerCard.getByRole('button', { name: 'Greta Hufnagel bearbeiten' }).count()).toBe(1);
    expect(await ownerCard.getByRole('button', { name: 'Greta Hufnagel löschen' }).count()).toBe(1);

    // Without a full name the card is named by the username; no phone, no phone line.
    const plain = await createViaApi(newUser());
    await openUsers(page, `?search=${plain.username}`);
    const plainCard = card(page, plain.username);
    expect(await plainCard.getByText('Benutzer', { exact: true }).count()).toBe(1);
    expect(await plainCard.locator('a[href^="tel:"]').count()).toBe(0);

    const adminCard = card(page, nameOf((await usersFromApi({ search: inject('adminUsername'), role: 'admin' }))[0]!));
    await openUsers(page, '?role=admin');
    expect(await adminCard.getByText('Administrator', { exact: true }).count()).toBe(1);
  });

  it('shows 6 skeleton cards while the list loads', async () => {
    const page = await open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/users*', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
    await page.getByTestId('admin-skeleton').first().waitFor();
    expect(await page.getByTestId('admin-skeleton').count()).toBe(6);
    expect(await page.getByRole('article').count()).toBe(0);
    release();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByTestId('admin-skeleton').count()).toBe(0);
  });

  it('says "Keine Benutzer gefunden" when nothing matches', async () => {
    const page = await open();
    await openUsers(page, '?search=niemand-heisst-so-xyz');
    expect(await page.getByText('Keine Benutzer gefunden', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(0);
  });
});

describe('search and role filter', () => {
  it('finds users by a fragment of the e-mail, the username or the full name, ignoring case, and keeps the search in the URL', async () => {
    const marker = `${Date.now().toString(36)}q`;
    const target = await createViaApi(
      newUser({
        email: `wiebke.${marker}@stall-test.de`,
        username: `wiebke_${marker}`,
        firstName: 'Wiebke',
        lastName: `Sandhoff${marker}`,
      }),
    );
    const page = await open();
    await openUsers(page);
    const search = page.getByRole('searchbox', { name: 'Suche' });

    for (const term of [`WIEBKE.${marker.toUpperCase()}@STALL`, `Wiebke_${marker}`, `wiebke sandhoff${marker}`]) {
      await search.fill(term);
      await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/users?${new URLSearchParams({ search: term })}`);
      await expect.poll(() => cardNames(page)).toEqual(['Wiebke Sandhoff' + marker]);
    }
    // A reload keeps the search and its result.
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await search.inputValue()).toBe(`wiebke sandhoff${marker}`);
    expect(await cardNames(page)).toEqual([nameOf(target)]);

    // Clearing the box lists everyone again, and the URL is plain.
    await search.fill('');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/users`);
    await expect.poll(async () => (await cardNames(page)).length).toBe((await usersFromApi()).length);
  });

  it('filters by role (Alle Rollen, Administrator, Stallbesitzer, Benutzer) as the API does', async () => {
    const page = await open();
    await openUsers(page);
    const role = page.getByRole('combobox', { name: 'Rolle' });
    expect(await role.locator('option').allTextContents()).toEqual([
      'Alle Rollen',
      'Administrator',
      'Stallbesitzer',
      'Benutzer',
    ]);

    for (const [label, value] of [
      ['Administrator', 'admin'],
      ['Stallbesitzer', 'stable_owner'],
      ['Benutzer', 'user'],
    ] as const) {
      await role.selectOption({ label });
      await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/users?role=${value}`);
      const expected = await usersFromApi({ role: value });
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => cardNames(page)).toEqual(expected.map(nameOf));
      const badges = await page.getByRole('article').getByText(label, { exact: true }).count();
      expect(badges).toBe(expected.length);
    }

    // Search and role together, straight from a link.
    await openUsers(page, '?search=example.org&role=stable_owner');
    expect(await role.inputValue()).toBe('stable_owner');
    expect(await cardNames(page)).toEqual(
      (await usersFromApi({ search: 'example.org', role: 'stable_owner' })).map(nameOf),
    );
  });
});

describe('creating a user', () => {
  it('creates a user through the dialog, who can then sign in', async () => {
    const user = newUser({ firstName: 'Carla', lastName: 'Trakehner', phone: '+43 664 1234567' });
    const page = await open();
    await openUsers(page);
    await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
    await dialog.waitFor();

    // Required marks on e-mail, username and password only; the roles start unticked.
    for (const label of ['E-Mail', 'Benutzername', 'Passwort']) {
      expect(await dialog.locator('label', { hasText: label }).first().textContent()).toBe(`${label}*`);
      expect(await dialog.getByLabel(label).getAttribute('required')).not.toBeNull();
    }
    for (const label of ['Vorname', 'Nachname', 'Telefon']) {
      expect(await dialog.locator('label', { hasText: label }).first().textContent()).toBe(label);
    }
    expect(await dialog.getByLabel('E-Mail').getAttribute('type')).toBe('email');
    expect(await dialog.getByRole('checkbox', { name: 'Stallbesitzer' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Administrator' }).isChecked()).toBe(false);

    // Empty required fields: the browser's own messages under the fields, no request.
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/users')) posted = true;
    });
    await dialog.getByRole('button', { name: 'Benutzer erstellen' }).click();
    expect(await dialog.getByText('Gültige E-Mail-Adresse erforderlich').count()).toBe(1);
    expect(await dialog.getByText('Benutzername ist erforderlich').count()).toBe(1);
    expect(await dialog.getByText('Passwort ist erforderlich').count()).toBe(1);
    expect(posted).toBe(false);

    await dialog.getByLabel('E-Mail').fill(user.email);
    await dialog.getByLabel('Benutzername').fill(user.username);
    await dialog.getByLabel('Passwort').fill(user.password);
    await dialog.getByLabel('Vorname').fill(user.firstName!);
    await dialog.getByLabel('Nachname').fill(user.lastName!);
    await dialog.getByLabel('Telefon').fill(user.phone!);
    await dialog.getByRole('checkbox', { name: 'Stallbesitzer' }).check();
    await dialog.getByRole('button', { name: 'Benutzer erstellen' }).click();

    expect(await toastTexts(page, 'status')).toEqual(['Benutzer erstellt']);
    await dialog.waitFor({ state: 'hidden' });
    const created = (await usersFromApi({ search: user.username }))[0]!;
    createdIds.add(created.id);
    expect(created).toMatchObject({
      email: user.email,
      firstName: 'Carla',
      lastName: 'Trakehner',
      isStableOwner: true,
      isAdmin: false,
    });
    // The list was refetched: the new user is the newest card.
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Carla Trakehner');
    expect(await card(page, 'Carla Trakehner').getByText('Stallbesitzer', { exact: true }).count()).toBe(1);

    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as PublicUser).username).toBe(user.username);
  });

  it('shows the server’s refusal of a taken e-mail address or username in the "Fehler" toast and under the field', async () => {
    const existing = await createViaApi(newUser());
    const page = await open();
    await openUsers(page);
    await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
    const fresh = newUser();

    await dialog.getByLabel('E-Mail').fill(existing.email.toUpperCase());
    await dialog.getByLabel('Benutzername').fill(fresh.username);
    await dialog.getByLabel('Passwort').fill(fresh.password);
    await dialog.getByRole('button', { name: 'Benutzer erstellen' }).click();
    expect(await toastTexts(page, 'alert')).toEqual(['Fehler', 'Diese E-Mail-Adresse ist bereits registriert']);
    const email = dialog.getByLabel('E-Mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('Diese E-Mail-Adresse ist bereits registriert').count()).toBe(1);
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);

    await email.fill(fresh.email);
    await dialog.getByLabel('Benutzername').fill(existing.username);
    await dialog.getByRole('button', { name: 'Benutzer erstellen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dieser Benutzername ist bereits vergeben' }).waitFor();
    expect(await toastTexts(page, 'alert')).toEqual(['Fehler', 'Dieser Benutzername ist bereits vergeben']);
    expect(await dialog.isVisible()).toBe(true);
    expect(await usersFromApi({ search: fresh.email })).toEqual([]);
  });
});

describe('editing a user', () => {
  it('prefills the dialog, saves the changes, closes it and shows the new name and role', async () => {
    const user = await createViaApi(newUser({ firstName: 'Lotte', lastName: 'Haflinger', phone: '0711 123456' }));
    const page = await open();
    await openUsers(page, `?search=${user.username}`);
    await page.getByRole('button', { name: 'Lotte Haflinger bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    await dialog.waitFor();

    expect(await dialog.getByLabel('E-Mail').inputValue()).toBe(user.email);
    expect(await dialog.getByLabel('Benutzername').inputValue()).toBe(user.username);
    expect(await dialog.getByLabel('Vorname').inputValue()).toBe('Lotte');
    expect(await dialog.getByLabel('Nachname').inputValue()).toBe('Haflinger');
    expect(await dialog.getByLabel('Telefon').inputValue()).toBe('0711 123456');
    // No password field and no required marks when editing.
    expect(await dialog.getByLabel('Passwort').count()).toBe(0);
    expect(await dialog.locator('label').filter({ hasText: '*' }).count()).toBe(0);

    await dialog.getByLabel('Nachname').fill('Fjordpferd');
    await dialog.getByLabel('Telefon').fill('');
    await dialog.getByRole('checkbox', { name: 'Stallbesitzer' }).check();
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    expect(await toastTexts(page, 'status')).toEqual(['Benutzer aktualisiert']);
    await dialog.waitFor({ state: 'hidden' });
    const updated = card(page, 'Lotte Fjordpferd');
    await updated.waitFor();
    expect(await updated.getByText('Stallbesitzer', { exact: true }).count()).toBe(1);
    expect(await updated.getByRole('link', { name: '0711 123456' }).count()).toBe(0);
    expect((await usersFromApi({ search: user.username }))[0]).toMatchObject({
      lastName: 'Fjordpferd',
      phone: null,
      isStableOwner: true,
    });

    // Administrator outranks Stallbesitzer; without either the badge says Benutzer.
    await updated.getByRole('button', { name: 'Lotte Fjordpferd bearbeiten' }).click();
    await dialog.getByRole('checkbox', { name: 'Administrator' }).check();
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await updated.getByText('Administrator', { exact: true }).waitFor();

    await updated.getByRole('button', { name: 'Lotte Fjordpferd bearbeiten' }).click();
    await dialog.getByRole('checkbox', { name: 'Administrator' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Stallbesitzer' }).uncheck();
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await updated.getByText('Benutzer', { exact: true }).waitFor();
    expect((await usersFromApi({ search: user.username }))[0]).toMatchObject({ isAdmin: false, isStableOwner: false });
  });

  it('shows the server’s refusal of a taken username in the "Fehler" toast and keeps the dialog open', async () => {
    const [user, other] = [await createViaApi(newUser()), await createViaApi(newUser())];
    const page = await open();
    await openUsers(page, `?search=${user.username}`);
    await page.getByRole('button', { name: `${user.username} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    await dialog.getByLabel('Benutzername').fill(other.username);
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    expect(await toastTexts(page, 'alert')).toEqual(['Fehler', 'Dieser Benutzername ist bereits vergeben']);
    expect(await dialog.getByText('Dieser Benutzername ist bereits vergeben').count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
  });
});

describe('deleting a user', () => {
  it('asks the spec’s question, deletes on confirmation and refetches the list', async () => {
    const user = await createViaApi(newUser({ firstName: 'Moritz', lastName: 'Abschied' }));
    const page = await open();
    await openUsers(page, `?search=${user.username}`);

    // Cancelling keeps the user.
    await page.getByRole('button', { name: 'Moritz Abschied löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer löschen' });
    expect(await dialog.getByText(DELETE_QUESTION, { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(user.email).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cardNames(page)).toEqual(['Moritz Abschied']);

    await page.getByRole('button', { name: 'Moritz Abschied löschen' }).click();
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    expect(await toastTexts(page, 'status')).toEqual(['Benutzer gelöscht']);
    await page.getByText('Keine Benutzer gefunden', { exact: true }).waitFor();
    expect(await usersFromApi({ search: user.username })).toEqual([]);
    createdIds.delete(user.id);
  });

  it('signs an admin out who deletes their own account (while another admin is left)', async () => {
    const second = newUser({ firstName: 'Zweite', lastName: 'Adminin', isAdmin: true });
    const created = await createViaApi(second);
    const context = await newContext(browser);
    contexts.push(context);
    const login = await context.request.post(`${baseUrl}/api/admin/login`, {
      data: { username: second.username, password: second.password },
      headers: { Origin: baseUrl },
    });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    await openUsers(page, `?search=${second.username}`);
    await page.getByRole('button', { name: 'Zweite Adminin löschen' }).click();
    await page
      .getByRole('dialog', { name: 'Benutzer löschen' })
      .getByRole('button', { name: 'Löschen', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(await usersFromApi({ search: second.username })).toEqual([]);
    createdIds.delete(created.id);
  });
});

describe('the last administrator', () => {
  it('cannot be demoted or deleted: the server’s message shows in the "Fehler" toast', async () => {
    // Every admin this file made is gone again (or never was one); the e2e admin is the only one left.
    for (const id of createdIds) {
      const user = (await usersFromApi({ role: 'admin' })).find((u) => u.id === id);
      if (user)
        await admin.put(`${baseUrl}/api/admin/users/${id}`, { data: { isAdmin: false }, headers: { Origin: baseUrl } });
    }
    const admins = await usersFromApi({ role: 'admin' });
    expect(
      admins.map((u) => u.username),
      'another test file left an admin behind',
    ).toEqual([inject('adminUsername')]);
    const name = nameOf(admins[0]!);

    const page = await open();
    await openUsers(page, '?role=admin');
    await page.getByRole('button', { name: `${name} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    await dialog.getByRole('checkbox', { name: 'Administrator' }).uncheck();
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    expect(await toastTexts(page, 'alert')).toEqual([
      'Fehler',
      'Der letzte Administrator kann nicht herabgestuft werden',
    ]);
    // The dialog stays open and repeats the reason where the admin is looking.
    expect(await dialog.getByText('Der letzte Administrator kann nicht herabgestuft werden').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('button', { name: `${name} löschen` }).click();
    await page
      .getByRole('dialog', { name: 'Benutzer löschen' })
      .getByRole('button', { name: 'Löschen', exact: true })
      .click();
    await page.getByRole('alert').filter({ hasText: 'gelöscht werden' }).waitFor();
    expect(await toastTexts(page, 'alert')).toEqual(['Fehler', 'Der letzte Administrator kann nicht gelöscht werden']);
    expect(await cardNames(page)).toEqual([name]);
    expect((await usersFromApi({ role: 'admin' })).length).toBe(1);
  });
});

describe('dialog keyboard behaviour', () => {
  it('moves focus into the dialog, keeps it there, closes on Escape and returns focus to the opener', async () => {
    const page = await open();
    await openUsers(page);
    const opener = page.getByRole('button', { name: 'Neuer Benutzer' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Neuer Benutzer' }).waitFor();
    expect(await isFocusedIn(page, 'dialog[open]')).toBe(true);
    // The page behind is inert: Tab cycles through the dialog (passing the browser's own controls, as
    // native modal dialogs do) and never reaches the page.
    const places: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      places.push(await focusPlace(page));
    }
    expect(places).not.toContain('page');
    expect(places.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(12);
    expect(places.at(-1)).toBe('dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // The same for an edit dialog, opened from a card.
    const edit = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: / bearbeiten$/ });
    await edit.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Benutzer bearbeiten' }).waitFor();
    expect(await isFocusedIn(page, 'dialog[open]')).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`has no axe violations on the users screen and its dialogs (${theme}, ${width})`, async () => {
        const page = await open({ viewport, theme });
        await openUsers(page);
        expect(await axeViolations(page), 'list').toEqual([]);

        await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
        const create = page.getByRole('dialog', { name: 'Neuer Benutzer' });
        await create.getByRole('button', { name: 'Benutzer erstellen' }).click(); // with field errors
        expect(await axeViolations(page), 'create dialog').toEqual([]);
        await page.keyboard.press('Escape');

        await page
          .getByRole('article')
          .first()
          .getByRole('button', { name: / bearbeiten$/ })
          .click();
        await page.getByRole('dialog', { name: 'Benutzer bearbeiten' }).waitFor();
        expect(await axeViolations(page), 'edit dialog').toEqual([]);
        await page.keyboard.press('Escape');

        await page
          .getByRole('article')
          .first()
          .getByRole('button', { name: / löschen$/ })
          .click();
        await page.getByRole('dialog', { name: 'Benutzer löschen' }).waitFor();
        expect(await axeViolations(page), 'delete dialog').toEqual([]);
        await page.keyboard.press('Escape');

        await openUsers(page, '?search=niemand-heisst-so-xyz');
        expect(await axeViolations(page), 'empty state').toEqual([]);
      });
    }
  }
});
