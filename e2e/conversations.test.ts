// Conversations and viewings in the browser: a rider (demo account) enquires about a demo owner's listing and finds
// the conversation under "Nachrichten"; the owner answers there, marks it answered and proposes one of the stable's
// viewing slots; the rider, told by the header's badge, reads the answer and accepts the slot; both get a mail with
// an .ics that ical.js parses (as the API's own tests do), the calendar link of the booked viewing answers the same
// file, and the owner sees "Gelesen" under the answer. A message written offline shows as waiting, survives losing
// its first answer on the way and arrives exactly once. /nachrichten and a conversation pass axe at phone and
// desktop width in both themes (SHOTS_DIR set: screenshots of each go there).
import fs from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ConversationDto, ConversationSummaryDto } from '#contract/conversations.ts';
import type { OwnListingDto } from '#contract/owner.ts';
import { viewingTimeLabel, type ViewingDto } from '#contract/viewings.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { hydrated } from './hydration.ts';
import { waitForMail } from './mail.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const DEMO_PASSWORD = 'stallfinder-demo';
const OWNER = 'katharina.brandt';
const RIDER = 'lena.hoffmann';
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
let ownerSession: Session;
let riderSession: Session;
let api: BrowserContext;
const contexts: BrowserContext[] = [];

/** One signed-in API context per session, for setup and for reading what the API stored. */
async function call<T>(session: Session, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const context = await newContext(browser, { storageState: session });
  try {
    const response = await context.request[method](`${baseUrl}${url}`, { data, headers: { Origin: baseUrl } });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  } finally {
    await context.close();
  }
}

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

async function open(
  session: Session | undefined,
  options: { viewport?: typeof DESKTOP; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? DESKTOP, storageState: session });
  contexts.push(context);
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

/** A day `days` ahead at a random minute after 14:00 in Berlin (winter time), as the owner's slot form sends it. */
function slotStart(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const minute = String(10 + Math.floor(Math.random() * 50)).padStart(2, '0');
  return `${day}T14:${minute}:00+01:00`;
}

/** The text/calendar part of a mail the server wrote, decoded. */
async function calendarOf(file: string): Promise<string> {
  const raw = await fs.readFile(file, 'utf8');
  const part =
    /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  expect(part, 'the mail has a text/calendar part').not.toBeNull();
  const [, headers, body] = part!;
  return /base64/i.test(headers!) ? Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8') : body!;
}

/** The one event of an .ics file, parsed with ical.js, its times resolved against the file's own VTIMEZONE. */
function eventOf(ics: string): { start: Date; tzid: unknown } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(timezone, timezone.tzid);
  }
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  return { start: event.startDate.toJSDate(), tzid: events[0]!.getFirstProperty('dtstart')!.getParameter('tzid') };
}

const conversationView = async (page: Page) => {
  await hydrated(page, 'ConversationView');
  await page.getByRole('region', { name: 'Verlauf' }).waitFor();
};

const messagesLink = (page: Page) => page.locator('header a[href="/nachrichten"][data-messages-link]');

let listing: { id: number; title: string; stableId: number };
/** The rider's active horse, sent along with the enquiry ("Pferd mitsenden" is ticked by default). */
let horseName: string;
let slot: { id: number; startsAt: string; label: string };

beforeAll(async () => {
  browser = await launchBrowser();
  ownerSession = await sessionFor(OWNER);
  riderSession = await sessionFor(RIDER);
  api = await newContext(browser);
  const horses = await call<{ name: string }[]>(riderSession, 'get', '/api/my/horses');
  horseName =
    horses[0]?.name ??
    (await call<{ name: string }>(riderSession, 'post', '/api/my/horses', { name: 'Blitz', heightCm: 165 })).name;
  const own = await call<OwnListingDto[]>(ownerSession, 'get', '/api/my/listings');
  const active = own.find((l) => l.status === 'active' || l.status === 'premium');
  expect(active, 'the demo owner has a public listing').toBeDefined();
  listing = { id: active!.id, title: active!.title, stableId: active!.stableId };
  // A slot of the owner's stable for the proposal (the owner's slot screen is tested with the viewings).
  const startsAt = slotStart(4);
  const created = await call<{ id: number }>(
    ownerSession,
    'post',
    `/api/my/stables/${listing.stableId}/viewing-slots`,
    {
      startsAt,
      minutes: 45,
      capacity: 2,
    },
  );
  const free = await call<{ id: number; startsAt: string; endsAt: string; timeZone: string }[]>(
    riderSession,
    'get',
    `/api/listings/${listing.id}/viewing-slots`,
  );
  const mine = free.find((s) => s.id === created.id)!;
  slot = {
    id: created.id,
    startsAt: mine.startsAt,
    label: viewingTimeLabel(mine.startsAt, mine.endsAt, mine.timeZone),
  };
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await api?.close();
  await browser?.close();
});

describe('conversations: from enquiry to viewing', () => {
  let conversationId: number;
  const enquiry = `Hallo, ist die Box noch frei? ${suffix}\nWir würden gern vorbeikommen.`;
  const answer = `Ja, gern! Kommt zur Besichtigung. ${suffix}`;

  it('a rider enquires and finds the conversation under "Nachrichten"', async () => {
    const page = await open(riderSession);
    await page.goto(`${baseUrl}/stallplatz/${listing.id}`);
    await hydrated(page, 'EnquiryForm');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill(enquiry);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Anfrage gesendet', { exact: true }).waitFor();
    // The form leads on to the conversation it opened.
    const opened = await page.getByRole('link', { name: 'Zur Unterhaltung' }).getAttribute('href');

    await page.goto(`${baseUrl}/nachrichten`);
    await hydrated(page, 'ConversationList');
    const row = page.getByRole('list', { name: 'Unterhaltungen' }).getByRole('link').filter({ hasText: suffix });
    expect(await row.textContent()).toContain(listing.title);
    // The last message on one line, as the rider's own.
    expect(await row.textContent()).toContain(`Du: Hallo, ist die Box noch frei? ${suffix} Wir würden`);
    await row.click();
    await page.waitForURL(/\/nachrichten\/\d+$/);
    conversationId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(opened).toBe(`/nachrichten/${conversationId}`);
    await conversationView(page);
    // The horse profile sent with the enquiry, at the top.
    await page
      .getByRole('region', { name: `Mitgesendetes Pferd: ${horseName}` })
      .getByText('Name', { exact: true })
      .waitFor();
    const first = page.getByRole('listitem', { name: 'Deine Nachricht' }).first();
    // Line breaks kept.
    expect(
      await first
        .locator('p')
        .first()
        .evaluate((el) => (el as HTMLElement).innerText),
    ).toBe(enquiry);
  });

  it('the owner answers, marks it answered and proposes a slot', async () => {
    const page = await open(ownerSession);
    await page.goto(`${baseUrl}/nachrichten`);
    await hydrated(page, 'ConversationList');
    await hydrated(page, 'HeaderControls');
    await expect
      .poll(() => messagesLink(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Nachrichten, \d+ ungelesen$/);
    // The owner's filter by listing.
    await page.getByLabel('Anzeige', { exact: true }).selectOption({ value: String(listing.id) });
    await page.waitForURL(new RegExp(`anzeige=${listing.id}`));
    const row = page.getByRole('link').filter({ hasText: suffix });
    expect(await row.getByTestId('conversation-unread').textContent()).toBe('1 ungelesen');
    await row.click();
    await page.waitForURL(`${baseUrl}/nachrichten/${conversationId}`);
    await conversationView(page);
    await page
      .getByRole('listitem', { name: /^Nachricht von / })
      .filter({ hasText: suffix })
      .waitFor();
    // The owner sees the horse sent along too.
    await page.getByRole('region', { name: `Mitgesendetes Pferd: ${horseName}` }).waitFor();

    await page.getByRole('textbox', { name: 'Nachricht' }).fill(answer);
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/messages'));
    await page.getByRole('button', { name: 'Senden' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByRole('listitem', { name: 'Deine Nachricht' }).filter({ hasText: answer }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nachricht' }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await page.getByRole('button', { name: 'Als beantwortet markieren' }).click();
    await page.getByText('· Beantwortet').waitFor();

    await page.getByRole('button', { name: 'Termin vorschlagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termin vorschlagen' });
    await dialog.getByRole('radio', { name: slot.label }).check();
    await dialog.getByRole('button', { name: 'Vorschlagen' }).click();
    const card = page.locator('[data-viewing-card]');
    await card.getByText(`Besichtigung: ${slot.label}`).waitFor();
    await card.getByText('Vorgeschlagen – wartet auf Zusage.').waitFor();
    // The event line in the conversation, centred.
    await page.locator('[data-system-message]').first().waitFor();
  });

  it('the rider sees the badge, reads the answer and accepts; both get the .ics', async () => {
    const page = await open(riderSession, { viewport: PHONE });
    await page.goto(`${baseUrl}/dashboard`);
    await hydrated(page, 'HeaderControls');
    await expect
      .poll(() => messagesLink(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Nachrichten, [1-9]\d* ungelesen$/);
    await messagesLink(page).click();
    await hydrated(page, 'ConversationList');
    await page.getByRole('link').filter({ hasText: listing.title }).filter({ hasText: 'ungelesen' }).first().waitFor();
    // The demo rider has other conversations: this one's unread messages leave the count when it is read.
    const { count } = await call<{ count: number }>(riderSession, 'get', '/api/me/conversations/unread-count');
    const summaries = await call<ConversationSummaryDto[]>(riderSession, 'get', '/api/me/conversations');
    const { unread } = summaries.find((c) => c.id === conversationId)!;
    expect(unread).toBeGreaterThanOrEqual(2); // the answer and the proposal's event line
    const left = count - unread;
    await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
    await conversationView(page);
    await page
      .getByRole('listitem', { name: /^Nachricht von / })
      .filter({ hasText: answer })
      .waitFor();
    // Reading it took its messages off the badge.
    await expect
      .poll(() => messagesLink(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe(left ? `Nachrichten, ${left} ungelesen` : 'Nachrichten');
    // Opened at the newest message.
    const region = page.getByRole('region', { name: 'Verlauf' });
    await expect.poll(() => region.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);

    const card = page.locator('[data-viewing-card]');
    await card.getByRole('button', { name: 'Termin zusagen' }).click();
    await card.getByText('Gebucht', { exact: true }).waitFor();
    const calendarLink = card.getByRole('link', { name: 'Zum Kalender hinzufügen' });
    const href = (await calendarLink.getAttribute('href'))!;
    const ics = await page.context().request.get(`${baseUrl}${href}`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const fromLink = eventOf(await ics.text());
    expect(fromLink.start.toISOString()).toBe(new Date(slot.startsAt).toISOString());

    const viewings = await call<ViewingDto[]>(riderSession, 'get', `/api/me/conversations/${conversationId}/viewings`);
    expect(viewings.filter((v) => v.status === 'booked').map((v) => v.slotId)).toEqual([slot.id]);

    const rider = await call<{ email: string }>(riderSession, 'get', '/api/user');
    const owner = await call<{ email: string }>(ownerSession, 'get', '/api/user');
    for (const email of [rider.email, owner.email]) {
      const mail = await waitForMail(email, /^Besichtigung zugesagt/);
      const event = eventOf(await calendarOf(mail.file));
      expect(event.start.toISOString()).toBe(new Date(slot.startsAt).toISOString());
      expect(event.tzid).toBe('Europe/Berlin');
      expect(mail.links).toContain(`${baseUrl}/nachrichten/${conversationId}`);
    }
  });

  it('the owner sees that the answer was read', async () => {
    const page = await open(ownerSession);
    await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
    await conversationView(page);
    const own = page.getByRole('listitem', { name: 'Deine Nachricht' }).filter({ hasText: answer });
    expect(await own.textContent()).toContain('Gelesen');
  });

  it('sends a message written offline once the network is back, exactly once', async () => {
    const page = await open(riderSession, { viewport: PHONE });
    await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
    await conversationView(page);
    const input = page.getByRole('textbox', { name: 'Nachricht' });

    // A draft survives a reload.
    await input.fill('Noch ein Entwurf');
    await page.reload();
    await conversationView(page);
    await expect.poll(() => input.inputValue()).toBe('Noch ein Entwurf');

    const text = `Offline geschrieben ${suffix}\nzweite Zeile`;
    await page.context().setOffline(true);
    await input.fill(text);
    await page.getByRole('button', { name: 'Senden' }).click();
    const waiting = page.getByRole('listitem', { name: 'Deine Nachricht, noch nicht gesendet' });
    await waiting.getByText('Wird gesendet, sobald du wieder online bist').waitFor();

    // The first attempt reaches the server, but its answer is lost on the way back.
    let posts = 0;
    await page.route('**/api/me/conversations/*/messages', async (route) => {
      posts += 1;
      if (posts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.context().setOffline(false);
    await expect.poll(() => posts, { timeout: 10_000 }).toBe(1);
    await page.locator('form[data-sending="false"]').waitFor();
    // Not confirmed: still kept on the device.
    const outbox = () => page.evaluate((key) => localStorage.getItem(key), `sf.conversation.${conversationId}`);
    expect(JSON.parse((await outbox())!).pending).toHaveLength(1);
    // The next attempt (on focus, as on every poll) sends the same clientId; the API answers the stored message.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => posts, { timeout: 10_000 }).toBe(2);
    const sentMessage = page
      .getByRole('listitem', { name: 'Deine Nachricht' })
      .filter({ hasText: `Offline geschrieben ${suffix}` });
    await sentMessage.waitFor();
    await waiting.waitFor({ state: 'detached' });
    // Nothing left on the device once sent.
    await expect.poll(outbox, { timeout: 10_000 }).toBeNull();
    expect(await sentMessage.count()).toBe(1);

    const stored = await call<ConversationDto>(riderSession, 'get', `/api/me/conversations/${conversationId}`);
    expect(stored.messages.filter((m) => m.body === text)).toHaveLength(1);
  });

  it('shows the German error of a refused message and keeps the text', async () => {
    const page = await open(riderSession);
    await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
    await conversationView(page);
    const input = page.getByRole('textbox', { name: 'Nachricht' });
    await input.fill('x'.repeat(5001));
    await page.getByText('5.001 / 5.000 Zeichen').waitFor();
    expect(await page.getByRole('button', { name: 'Senden' }).isDisabled()).toBe(true);
  });

  it('an enquirer without an account answers through the private link of the mail', async () => {
    const page = await open(undefined, { viewport: PHONE });
    const email = `gast.${suffix}@example.org`;
    await page.goto(`${baseUrl}/stallplatz/${listing.id}`);
    await hydrated(page, 'EnquiryForm');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Greta Gast');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill(`Ohne Konto angefragt ${suffix}`);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Anfrage gesendet', { exact: true }).waitFor();

    const mail = await waitForMail(email, /^Deine Anfrage zu/);
    const link = mail.links.find((l) => l.includes('/nachrichten/zugang/'))!;
    expect(link).toBeDefined();
    await page.goto(link);
    await conversationView(page);
    await page.getByRole('listitem', { name: 'Deine Nachricht' }).filter({ hasText: 'Ohne Konto angefragt' }).waitFor();
    const invitation = page.getByRole('region', { name: 'Konto erstellen' });
    expect(await invitation.getByRole('link', { name: 'Konto erstellen' }).getAttribute('href')).toBe(
      '/auth?tab=register&next=%2Fnachrichten',
    );
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Und noch eine Frage zum Heu.');
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByRole('listitem', { name: 'Deine Nachricht' }).filter({ hasText: 'Frage zum Heu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'private-link-phone.png') });

    // A made-up link: the German answer, no conversation.
    await page.goto(`${baseUrl}/nachrichten/zugang/${'x'.repeat(43)}`);
    await hydrated(page, 'ConversationView');
    await page.getByText('Dieser Link ist ungültig oder die Unterhaltung gibt es nicht mehr.').waitFor();
  });

  it('asks a signed-out visitor to sign in and comes back', async () => {
    const page = await open(undefined);
    await page.goto(`${baseUrl}/nachrichten`);
    const signIn = page.getByRole('main').getByRole('link', { name: 'Anmelden' });
    expect(await signIn.getAttribute('href')).toBe('/auth?next=%2Fnachrichten');
    const response = await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
    expect(response?.ok()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/nachrichten/${conversationId}`);
  });

  it('passes axe at phone and desktop width in both themes', { timeout: 300_000 }, async () => {
    const shots = process.env.SHOTS_DIR;
    if (shots) await fs.mkdir(shots, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        for (const [session, who] of [
          [riderSession, 'rider'],
          [ownerSession, 'owner'],
        ] as const) {
          const page = await open(session, { viewport, theme });
          await page.goto(`${baseUrl}/nachrichten`);
          await hydrated(page, 'ConversationList');
          await page.getByRole('list', { name: 'Unterhaltungen' }).waitFor();
          expect(await axeViolations(page), `/nachrichten ${who} ${width} ${theme}`).toEqual([]);
          if (shots) await page.screenshot({ path: path.join(shots, `list-${who}-${width}-${theme}.png`) });
          await page.goto(`${baseUrl}/nachrichten/${conversationId}`);
          await conversationView(page);
          await page.locator('[data-viewing-card]').waitFor();
          expect(await axeViolations(page), `conversation ${who} ${width} ${theme}`).toEqual([]);
          if (shots) await page.screenshot({ path: path.join(shots, `conversation-${who}-${width}-${theme}.png`) });
          if (who === 'owner') {
            await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
            await page.getByRole('button', { name: 'Unterhaltung melden' }).click();
            await page.getByRole('dialog', { name: 'Unterhaltung melden' }).waitFor();
            expect(await axeViolations(page), `report dialog ${width} ${theme}`).toEqual([]);
            if (shots) await page.screenshot({ path: path.join(shots, `report-${width}-${theme}.png`) });
          }
          await page.context().close();
        }
      }
    }
  });
});
