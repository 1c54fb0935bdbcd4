// The offline experience: searches, listings and the favourites a visitor saw stay usable without a network
// (served by the service worker, with the "Offline – gespeicherte Ergebnisse" notice and the time), filters work
// over the saved results, unknown pages lead to /offline with links to what is saved, forms keep their input
// until the connection is back, and /pferde shows the horses this device keeps (a signed-in rider's read-only). Fresh contexts, context.setOffline, Chromium against the built server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';

// Chromium's offline emulation does not reach a service worker's own fetches unless Playwright sees the
// worker's network (microsoft/playwright#2311, #15684); with this, goOffline() below aborts them too.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const baseUrl = inject('baseUrl');
const SAVED_NOTICE = 'Offline – gespeicherte Ergebnisse';
const SAVED_TIME = /Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/;
const FILTER_HINT = 'Offline: Filter wirken nur auf die gespeicherten Ergebnisse.';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function freshContext(options: Parameters<typeof newContext>[1] = {}): Promise<BrowserContext> {
  const context = await newContext(browser, { serviceWorkers: 'allow', timezoneId: 'Europe/Berlin', ...options });
  contexts.push(context);
  return context;
}

/** Requests of the service worker itself fail while offline (setOffline alone does not reach them). */
const abortWorkerRequests = (route: import('playwright-core').Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', abortWorkerRequests);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', abortWorkerRequests);
  await context.setOffline(false);
}

/** Waits until the service worker is active and controls the page (a reload makes it take over if needed). */
async function waitForWorker(page: Page): Promise<void> {
  const ready = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000));
    return Promise.race([navigator.serviceWorker.ready.then(() => true), timeout]);
  });
  expect(ready, 'a service worker is registered and active').toBe(true);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
}

async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page, 'SearchExplorer');
}

const results = (page: Page) => page.getByRole('region', { name: 'Suchergebnisse' });
const cardTitles = (page: Page) => results(page).locator('article h3 a').allTextContents();
const notice = (page: Page) => page.locator('#offline-notice');

/**
 * Waits until the search page has loaded, while idle, the code it needs without a network (SearchExplorer.tsx): a
 * visitor who loses the connection in the page's first second gets the error, not the saved results.
 */
async function offlineCodeLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    return ['offline-cache.', 'offline-search.', 'OfflineResultsNotice.', 'ResultCards.'].every((chunk) =>
      loaded.some((name) => name.includes(`/${chunk}`)),
    );
  });
}

async function settled(page: Page): Promise<void> {
  await page.locator('section[aria-busy="false"]').waitFor();
}

/** The first `n` result cards' titles and detail paths. */
async function firstCards(page: Page, n: number): Promise<{ title: string; href: string }[]> {
  return results(page)
    .locator('article h3 a')
    .evaluateAll(
      (links, count) =>
        links.slice(0, count).map((a) => ({ title: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
      n,
    );
}

describe('offline with the service worker', () => {
  it('shows the searches and listings a visitor saw, with the saved-data notice, and filters the saved results', async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await openSearch(page, '/stallplaetze');
    await waitForWorker(page);

    // Online: a search, a filter change through the API, and two listings opened.
    await openSearch(page, '/stallplaetze');
    const seenTitles = await cardTitles(page);
    await page.getByLabel('Sortieren nach').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await settled(page);
    const onlineTitles = await cardTitles(page);
    seenTitles.push(...onlineTitles);
    const [first, second] = await firstCards(page, 2);
    for (const card of [first!, second!]) {
      await page.goto(`${baseUrl}${card.href}`);
      await page.getByRole('heading', { level: 1, name: card.title }).waitFor();
    }

    await goOffline(context);
    await openSearch(page, '/stallplaetze?sort=price_asc');
    await notice(page).filter({ hasText: SAVED_NOTICE }).waitFor();
    await expect(notice(page).textContent()).resolves.toContain(SAVED_NOTICE);
    await expect(notice(page).textContent()).resolves.toMatch(SAVED_TIME);
    await settled(page);
    await expect(cardTitles(page)).resolves.toEqual(onlineTitles);

    for (const card of [first!, second!]) {
      await page.goto(`${baseUrl}${card.href}`);
      await page.getByRole('heading', { level: 1, name: card.title }).waitFor();
      await notice(page).filter({ hasText: SAVED_NOTICE }).waitFor();
      await expect(notice(page).textContent()).resolves.toContain(SAVED_NOTICE);
      await expect(notice(page).textContent()).resolves.toMatch(SAVED_TIME);
    }

    // A filter changed offline: the saved results, filtered here, with the hint.
    await openSearch(page, '/stallplaetze?sort=price_asc');
    await page.getByLabel('Stallart').selectOption('inside_box');
    await settled(page);
    await results(page).getByText(FILTER_HINT).waitFor();
    const filtered = await results(page).locator('article').allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    for (const card of filtered) expect(card).toContain('Innenbox');
    // Only listings this visitor's device saved (the two result pages it saw).
    for (const title of await cardTitles(page)) expect(seenTitles).toContain(title);

    // Nothing saved matches: an honest empty state.
    await page.locator('#search-text').fill('Gibtesnichtweiler');
    await page.locator('#search-text').press('Enter');
    await settled(page);
    await results(page).getByText('Keine gespeicherten Stallplätze passen zu deinen Suchkriterien.').waitFor();
  });

  it('answers a page never visited with the offline page and its links to the saved search and recent listings', async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await openSearch(page, '/de');
    await waitForWorker(page);
    await openSearch(page, '/de');
    const cards = await firstCards(page, 3);
    for (const card of cards.slice(0, 2)) {
      await page.goto(`${baseUrl}${card.href}`);
      await page.getByRole('heading', { level: 1, name: card.title }).waitFor();
    }

    await goOffline(context);
    await page.goto(`${baseUrl}${cards[2]!.href}`);
    await page.getByRole('heading', { level: 1, name: 'Du bist offline' }).waitFor();
    await page.getByRole('link', { name: 'Stallplätze in Deutschland', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Zur Merkliste' }).waitFor();
    const recent = page.getByRole('region', { name: 'Zuletzt angesehen' });
    for (const card of cards.slice(0, 2)) await recent.getByRole('link', { name: card.title, exact: true }).waitFor();

    // The saved search opens offline from there.
    await page.getByRole('link', { name: 'Stallplätze in Deutschland', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Stallplätze in Deutschland finden' }).waitFor();
    await notice(page).filter({ hasText: SAVED_NOTICE }).waitFor();
    await expect(notice(page).textContent()).resolves.toContain(SAVED_NOTICE);
  });

  it('shows the hearted listings on /merkliste after a reload offline', async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await openSearch(page, '/stallplaetze');
    await waitForWorker(page);
    await openSearch(page, '/stallplaetze');
    const hearted = await firstCards(page, 2);
    for (const card of hearted)
      await results(page)
        .getByRole('button', { name: `${card.title} merken` })
        .click();
    await page.goto(`${baseUrl}/merkliste`);
    await page.getByRole('heading', { name: '2 gemerkte Stallplätze' }).waitFor();

    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { name: '2 gemerkte Stallplätze' }).waitFor();
    for (const card of hearted) await page.getByRole('link', { name: card.title, exact: true }).waitFor();
  });
});

describe('a signed-in user’s favourites (/merkliste) offline', () => {
  it('shows the account’s hearted listings after a reload offline', async () => {
    const context = await freshContext();
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: {
        email: `offline.merkliste.${id}@example.de`,
        username: `offline_merkliste_${id}`,
        password: 'hufeisen-und-sattel',
        firstName: 'Mara',
        lastName: 'Merkt',
        acceptTerms: true,
      },
      headers: { Origin: baseUrl },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const page = await context.newPage();
    await openSearch(page, '/stallplaetze');
    await waitForWorker(page);
    await openSearch(page, '/stallplaetze');
    const [card] = await firstCards(page, 1);
    await results(page)
      .getByRole('button', { name: `${card!.title} merken` })
      .click();
    await page.goto(`${baseUrl}/merkliste`);
    await page.getByRole('heading', { name: '1 gemerkter Stallplatz' }).waitFor();

    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { name: '1 gemerkter Stallplatz' }).waitFor();
    await page.getByRole('link', { name: card!.title, exact: true }).waitFor();
  });
});

describe('the horse profiles (/pferde) offline', () => {
  const OFFLINE_HORSES =
    'Du bist offline. Du siehst deine Pferde, wie sie zuletzt auf diesem Gerät gespeichert wurden – ändern kannst du sie, sobald du wieder verbunden bist.';

  async function openHorses(page: Page): Promise<void> {
    await page.goto(`${baseUrl}/pferde`);
    await hydrated(page, 'HorsesPage');
  }

  async function addHorse(page: Page, name: string): Promise<void> {
    await page.getByRole('button', { name: 'Pferd hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Neues Pferd' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByTestId('horse').filter({ hasText: name }).waitFor();
  }

  const horseNames = (page: Page) => page.getByTestId('horse').getByRole('heading', { level: 3 }).allInnerTexts();

  it('opens for a visitor after a reload offline, and a horse added offline stays on the device', async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await openHorses(page);
    await waitForWorker(page);
    await openHorses(page);
    await addHorse(page, 'Blitz');

    await goOffline(context);
    await page.reload();
    await hydrated(page, 'HorsesPage');
    await page.getByRole('heading', { level: 1, name: 'Meine Pferde' }).waitFor();
    await page.getByTestId('horse').filter({ hasText: 'Blitz' }).waitFor();
    // A visitor's horses live on this device: they change offline as ever, without a notice.
    await addHorse(page, 'Luna');
    await expect(page.getByText(OFFLINE_HORSES).count()).resolves.toBe(0);
    await page.reload();
    await hydrated(page, 'HorsesPage');
    await page.getByTestId('horse').filter({ hasText: 'Luna' }).waitFor();
    await expect(horseNames(page)).resolves.toEqual(['Blitz', 'Luna']);
    // The offline page counts them and links their page, which the worker saved.
    await page.goto(`${baseUrl}/offline`);
    const horses = page.getByRole('region', { name: 'Meine Pferde' });
    await horses.getByText('– 2 Pferde gespeichert', { exact: false }).waitFor();
    await expect(horses.innerText()).resolves.not.toContain('nicht offline gespeichert');
    await horses.getByRole('link', { name: 'Zu meinen Pferden' }).click();
    await hydrated(page, 'HorsesPage');
    await expect(horseNames(page)).resolves.toEqual(['Blitz', 'Luna']);
  });

  it('shows a signed-in rider the account’s horses from the last visit, read-only until the connection is back', async () => {
    const context = await freshContext();
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: {
        email: `offline.pferde.${id}@example.de`,
        username: `offline_pferde_${id}`,
        password: 'hufeisen-und-sattel',
        firstName: 'Olivia',
        lastName: 'Offline',
        acceptTerms: true,
      },
      headers: { Origin: baseUrl },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const created = await context.request.post(`${baseUrl}/api/my/horses`, {
      data: { name: 'Sternchen', heightCm: 148, needs: ['hayOnly'] },
      headers: { Origin: baseUrl },
    });
    expect(created.status(), await created.text()).toBe(201);

    const page = await context.newPage();
    await openHorses(page);
    await waitForWorker(page);
    await openHorses(page);
    await page.getByTestId('horse').filter({ hasText: 'Sternchen' }).waitFor();

    await goOffline(context);
    await page.reload();
    await hydrated(page, 'HorsesPage');
    await page.getByText(OFFLINE_HORSES).waitFor();
    const horse = page.getByTestId('horse').filter({ hasText: 'Sternchen' });
    await horse.waitFor();
    expect(await horse.innerText()).toContain('148 cm');
    // Not taken for a visitor: no invitation to sign in, and nothing to change that would not reach the account.
    await expect(page.getByRole('link', { name: 'Melde dich an' }).count()).resolves.toBe(0);
    // The header shows the account as the device last saw it.
    const userArea = page.locator('[data-user-slot]');
    await userArea.getByRole('button', { name: 'Olivia' }).waitFor();
    await expect(userArea.getByRole('link', { name: 'Anmelden' }).count()).resolves.toBe(0);
    for (const name of ['Pferd hinzufügen', 'Sternchen bearbeiten', 'Sternchen löschen'])
      await expect(page.getByRole('button', { name }).isDisabled(), name).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The account's list is still on the device for the next visit.
    await page.reload();
    await hydrated(page, 'HorsesPage');
    await page.getByTestId('horse').filter({ hasText: 'Sternchen' }).waitFor();

    await goOnline(context);
    await page.reload();
    await hydrated(page, 'HorsesPage');
    await page.getByTestId('horse').filter({ hasText: 'Sternchen' }).waitFor();
    await expect(page.getByRole('button', { name: 'Sternchen bearbeiten' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByText(OFFLINE_HORSES).count()).resolves.toBe(0);
  });

  it('holds back a signed-in rider’s change while the page goes offline, keeping the input', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: {
        email: `offline.form.${id}@example.de`,
        username: `offline_form_${id}`,
        password: 'hufeisen-und-sattel',
        firstName: 'Fiona',
        lastName: 'Funkloch',
        acceptTerms: true,
      },
      headers: { Origin: baseUrl },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const page = await context.newPage();
    await openHorses(page);
    await page.getByText('Noch kein Pferd angelegt').waitFor();
    await page.getByRole('button', { name: 'Pferd hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Neues Pferd' });
    await form.getByLabel('Name').fill('Wolke');

    await goOffline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await form
      .getByText(
        'Du bist offline. Deine Eingaben bleiben erhalten – speichere das Pferd, sobald du wieder verbunden bist.',
      )
      .waitFor();
    await expect(form.getByRole('button', { name: 'Speichern' }).isDisabled()).resolves.toBe(true);
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('Wolke');

    await goOnline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByTestId('horse').filter({ hasText: 'Wolke' }).waitFor();
  });
});

describe('offline in the page (no worker needed)', () => {
  it('filters the results the page already has when the network is gone, with the hint', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await openSearch(page, '/stallplaetze');
    const before = await cardTitles(page);
    await offlineCodeLoaded(page);
    await goOffline(context);
    await page.getByLabel('Stallart').selectOption('pasture');
    await settled(page);
    await results(page).getByText(FILTER_HINT).waitFor();
    const cards = await results(page).locator('article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain('Weideplatz');
    for (const title of await cardTitles(page)) expect(before).toContain(title);
    await expect(page.url()).toContain('stallType=pasture');

    // Back online, the search loads again from the server and the hint goes.
    await goOnline(context);
    await results(page).getByText(FILTER_HINT).waitFor({ state: 'detached' });
  });

  it('says the search failed, rather than loading forever, when the connection went before that code loaded', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/offline-search.*', (route) => route.abort('internetdisconnected'));
    await openSearch(page, '/stallplaetze');
    await goOffline(context);
    await page.getByLabel('Stallart').selectOption('pasture');
    await results(page).getByRole('alert').getByText('Fehler beim Laden der Stallplätze.').waitFor();
    await expect(page.locator('section[aria-busy="true"]').count()).resolves.toBe(0);
  });

  it('shows the saved time on a page the worker answered from its cache, and offers a reload once online', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // What the worker does to a page it answers from its cache.
    await page.route('**/stallplatz/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<head>',
        '<head><meta name="sf-offline-saved" content="2026-11-21T13:05:00.000Z">',
      );
      return route.fulfill({ response, body });
    });
    await openSearch(page, '/stallplaetze');
    const [card] = await firstCards(page, 1);
    await page.goto(`${baseUrl}${card!.href}`);
    await goOffline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(notice(page).textContent()).resolves.toContain(`${SAVED_NOTICE} · Stand: 21.11.2026, 14:05 Uhr`);
    await goOnline(context);
    await notice(page).getByText('Du bist wieder online.').waitFor();
    await notice(page).getByRole('button', { name: 'Aktuellen Stand laden' }).waitFor();
  });

  it('keeps the contact form input across a reload and while offline, and sends it once back online', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/kontakt`);
    await page.locator('form[data-hydrated]').waitFor();
    const message = `Gibt es im Frühjahr noch eine freie Box? (Offline-Test ${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Anna Reiter');
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('anna.reiter@example.de');
    await page.getByRole('textbox', { name: 'Nachricht' }).fill(message);

    await page.reload();
    await page.locator('form[data-hydrated]').waitFor();
    await expect(page.getByRole('textbox', { name: 'Nachricht' }).inputValue()).resolves.toBe(message);

    await goOffline(context);
    await page
      .getByText(
        'Du bist offline. Deine Eingaben bleiben erhalten – sende die Nachricht, sobald du wieder verbunden bist.',
      )
      .waitFor();
    await expect(page.getByRole('button', { name: 'Nachricht senden' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Anna Reiter');

    await goOnline(context);
    const send = page.getByRole('button', { name: 'Nachricht senden' });
    await expect(send.isEnabled()).resolves.toBe(true);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Nachricht gesendet' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Nachricht' }).inputValue()).resolves.toBe('');
    // Sent: the draft is gone, a reload starts empty.
    await page.reload();
    await page.locator('form[data-hydrated]').waitFor();
    await expect(page.getByRole('textbox', { name: 'Nachricht' }).inputValue()).resolves.toBe('');
  });

  it('keeps an enquiry across a reload, reopening the form, and holds it back while offline', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await openSearch(page, '/stallplaetze');
    const [card] = await firstCards(page, 1);
    await page.goto(`${baseUrl}${card!.href}`);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Ist die Box ab März frei?');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nachricht' }).inputValue()).resolves.toBe(
      'Ist die Box ab März frei?',
    );
    await goOffline(context);
    await page
      .getByText(
        'Du bist offline. Deine Eingaben bleiben erhalten – sende die Anfrage, sobald du wieder verbunden bist.',
      )
      .waitFor();
    await expect(page.locator('form button[type="submit"]', { hasText: 'Anfrage senden' }).isDisabled()).resolves.toBe(
      true,
    );
  });

  it('keeps the newsletter address across a reload and holds the sign-up back while offline', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const email = page.locator('#newsletter-email');
    await email.scrollIntoViewIfNeeded();
    await page.locator('form[data-hydrated]', { has: email }).waitFor();
    await email.fill('reiterin@example.de');
    await page.reload();
    await email.scrollIntoViewIfNeeded();
    await page.locator('form[data-hydrated]', { has: email }).waitFor();
    await expect(email.inputValue()).resolves.toBe('reiterin@example.de');
    await goOffline(context);
    await page
      .getByText(
        'Du bist offline. Deine E-Mail-Adresse bleibt erhalten – melde dich an, sobald du wieder verbunden bist.',
      )
      .waitFor();
    await expect(page.getByRole('button', { name: 'Benachrichtigen' }).isDisabled()).resolves.toBe(true);
    await goOnline(context);
    await expect(page.getByRole('button', { name: 'Benachrichtigen' }).isEnabled()).resolves.toBe(true);
  });

  it('lists the favourites from the remembered cards, removes a heart, and drops listings that are gone', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/merkliste`);
    await page.getByText('Deine Merkliste ist leer.').waitFor();
    await expect(page.getByRole('link', { name: 'Stallplätze suchen' }).getAttribute('href')).resolves.toBe(
      '/stallplaetze',
    );

    await openSearch(page, '/stallplaetze');
    const hearted = await firstCards(page, 2);
    for (const card of hearted)
      await results(page)
        .getByRole('button', { name: `${card.title} merken` })
        .click();
    // A heart whose listing no longer exists (e.g. set weeks ago).
    await page.evaluate(() => {
      const ids = JSON.parse(localStorage.getItem('favourites') ?? '[]') as number[];
      localStorage.setItem('favourites', JSON.stringify([999_999, ...ids]));
    });

    await page.goto(`${baseUrl}/merkliste`);
    await page
      .getByText('„Stallplatz Nr. 999999“ ist nicht mehr verfügbar und wurde von deiner Merkliste entfernt.')
      .waitFor();
    await page.getByRole('heading', { name: '2 gemerkte Stallplätze' }).waitFor();
    for (const card of hearted) await page.getByRole('link', { name: card.title, exact: true }).waitFor();

    // Without the API (offline), the cards still render from the device.
    await page.route('**/api/listings/batch*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByRole('heading', { name: '2 gemerkte Stallplätze' }).waitFor();
    for (const card of hearted) await page.getByRole('link', { name: card.title, exact: true }).waitFor();
    await expect(
      page.locator('img[src*="default-stable"], img[src*="/media/"]').count(),
    ).resolves.toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: `${hearted[0]!.title} von der Merkliste entfernen` }).click();
    await page.getByRole('heading', { name: '1 gemerkter Stallplatz' }).waitFor();
  });

  it('opened online, the offline page says so and links the favourites, the horses and the recently viewed listings', async () => {
    const context = await freshContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await openSearch(page, '/stallplaetze');
    const [card] = await firstCards(page, 1);
    await page.goto(`${baseUrl}${card!.href}`);
    await page.goto(`${baseUrl}/offline`);
    await page.getByRole('heading', { level: 1, name: 'Du bist online' }).waitFor();
    await page.getByRole('link', { name: 'Zur Merkliste' }).waitFor();
    await page
      .getByRole('region', { name: 'Meine Pferde' })
      .getByText('noch kein Pferd angelegt', { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'Zu meinen Pferden' }).waitFor();
    await page
      .getByRole('region', { name: 'Zuletzt angesehen' })
      .getByRole('link', { name: card!.title, exact: true })
      .waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  });

  it('has no axe violations on /merkliste (empty and filled) and /offline, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await freshContext({ serviceWorkers: 'block' });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/merkliste`);
      await page.getByText('Deine Merkliste ist leer.').waitFor();
      expect(await axeViolations(page), `/merkliste empty, ${theme}`).toEqual([]);

      await openSearch(page, '/stallplaetze');
      const hearted = await firstCards(page, 2);
      for (const card of hearted)
        await results(page)
          .getByRole('button', { name: `${card.title} merken` })
          .click();
      await page.goto(`${baseUrl}${hearted[0]!.href}`);
      await page.goto(`${baseUrl}/merkliste`);
      await page.getByRole('heading', { name: '2 gemerkte Stallplätze' }).waitFor();
      expect(await axeViolations(page), `/merkliste filled, ${theme}`).toEqual([]);

      await page.goto(`${baseUrl}/offline`);
      await page.getByRole('region', { name: 'Zuletzt angesehen' }).getByRole('link').first().waitFor();
      expect(await axeViolations(page), `/offline, ${theme}`).toEqual([]);
    }
  });
});
