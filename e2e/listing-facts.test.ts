// The structured facts in the browser: an owner gives the stable's facilities and the hall's size, fills the facts
// sections of a listing by label and role (a wrong turnout figure is named), sees the progress hint count, and the
// public detail page shows the key-facts strip and the sections with what was given; the page and the owner form
// pass axe in both themes at phone and desktop width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import type { ListingDto } from '#contract/types.ts';
import { signInAdmin, updateSettings } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let browser: Browser;
let adminContext: BrowserContext;
let restoreSettings: Record<string, unknown> | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  restoreSettings = await updateSettings(adminContext, { requireEmailVerification: false });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  if (restoreSettings) await updateSettings(adminContext, restoreSettings);
  await adminContext?.close();
  await browser?.close();
});

async function open(viewport = DESKTOP, theme?: 'light' | 'dark'): Promise<Page> {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

async function apiSend<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.context().request.post(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An owner with a stable that has a Reithalle, signed in through the API. */
async function ownerWithStable(page: Page): Promise<OwnStableDto> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await apiSend(page, '/api/register', {
    email: `fakten.${id}@example.de`,
    username: `fakten_${id}`,
    password: 'hufeisen-und-sattel',
    firstName: 'Frieda',
    lastName: 'Faktor',
    isStableOwner: true,
    acceptTerms: true,
  });
  return apiSend<OwnStableDto>(page, '/api/my/stables', {
    name: `Hof Klartext ${id}`,
    address: 'Am Anger 3',
    postalCode: '82256',
    city: 'Fürstenfeldbruck',
    region: 'germany',
    latitude: 48.18,
    longitude: 11.25,
    hasIndoorArena: true,
  });
}

async function ownerScreen(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('astro-island[component-url*="/OwnerApp."]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

const choose = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).check();
const tick = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name: option, exact: true }).check();

describe('the facts of a stable place', () => {
  it('are given by the owner in the forms and shown on the public detail page', async () => {
    const page = await open();
    const stable = await ownerWithStable(page);

    // The stable: two facilities and the hall's size, which the form asks for because of the Reithalle.
    await ownerScreen(page, `/my-stables/stall/${stable.id}`);
    await tick(page, 'Weitere Einrichtungen und Angebote', 'Führanlage');
    await tick(page, 'Weitere Einrichtungen und Angebote', 'Trainer vor Ort');
    await page.getByLabel('Größe der Reithalle').fill('20 × 40 m');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.waitForURL(/\/my-stables$/);

    await ownerScreen(page, `/my-stables/anzeige/neu?stall=${stable.id}`);
    await page.getByLabel('Titel').fill('Innenbox in Vollpension mit Weidegang');
    await page.getByLabel('Beschreibung', { exact: true }).fill('Helle Box, Weide von Mai bis Oktober.');
    await page.getByLabel('Preis pro Monat (€)').fill('420');
    const progress = page.getByTestId('facts-progress');
    expect(await progress.innerText()).toContain('0 von 17 Angaben – je mehr, desto besser finden');

    await choose(page, 'Art der Pension', 'Vollpension');
    await tick(page, 'Leistungen des Stalls', 'Misten');
    await tick(page, 'Leistungen des Stalls', 'Füttern');
    await page.getByLabel('Fütterungen pro Tag').fill('3');
    await page.getByLabel('Weide/Paddock im Sommer (Stunden pro Tag)').fill('25');
    await page.getByLabel('Weide/Paddock im Winter (Stunden pro Tag)').fill('4');
    await choose(page, 'Auslauf', 'in der Gruppe');
    await page.getByLabel('Pferde pro Gruppe').fill('6');
    await choose(page, 'Stuten und Wallache', 'getrennt');
    await choose(page, 'Ganzjahrespaddock (befestigt, matschfrei)', 'Ja');
    await page.getByLabel('Boxengröße (m²)').fill('12,5');
    await choose(page, 'Fenster nach draußen', 'Ja');
    await tick(page, 'Einstreu', 'Stroh');
    await choose(page, 'Heu', 'ad libitum');
    await page.getByLabel('Höchstes Stockmaß (cm)').fill('180');
    await choose(page, 'Hengste', 'Nein');
    await choose(page, 'Stuten', 'Ja');
    await page.getByLabel('Mindestalter (Jahre)').fill('3');
    await tick(page, 'Besondere Bedürfnisse, auf die du eingestellt bist', 'Senioren');
    await page.getByLabel('Mindestlaufzeit (Monate)').fill('6');
    await page.getByLabel('Kündigungsfrist (Monate)').fill('3');
    expect(await progress.innerText()).toContain('14 von 17 Angaben');
    expect(await axeViolations(page)).toEqual([]);

    // 25 hours a day is named, and the field gets the focus.
    await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
    const summer = page.getByLabel('Weide/Paddock im Sommer (Stunden pro Tag)');
    await page.getByText('Bitte Weidestunden von 0 bis 24 angeben').waitFor();
    expect(await summer.evaluate((el) => el === document.activeElement)).toBe(true);
    await summer.fill('8');
    await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
    await page.waitForURL(/\/my-stables\/anzeige\/\d+$/);
    const listingId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await (
      await page.context().request.get(`${baseUrl}/api/my/listings/${listingId}`)
    ).json()) as OwnListingDto;
    expect(saved.facts).toEqual({
      careLevel: 'full',
      services: ['mucking', 'feeding'],
      feedingsPerDay: 3,
      turnoutHoursSummer: 8,
      turnoutHoursWinter: 4,
      turnoutGrouping: 'group',
      groupSize: 6,
      herdSexes: 'separated',
      paddockAllWeather: true,
      areaM2: 12.5,
      hasWindow: true,
      bedding: ['straw'],
      hay: 'adLib',
      maxHeightCm: 180,
      admits: { stallions: false, mares: true },
      minAge: 3,
      specialNeeds: ['senior'],
      minTermMonths: 6,
      noticeMonths: 3,
    });

    const approved = await adminContext.request.put(`${baseUrl}/api/admin/listings/${listingId}/status`, {
      data: { status: 'active' },
      headers: { Origin: baseUrl },
    });
    expect(approved.status()).toBe(200);

    const visitor = await open(PHONE);
    await visitor.goto(`${baseUrl}/de/stallplatz/${listingId}`);
    const strip = visitor.getByRole('region', { name: 'Das Wichtigste auf einen Blick' });
    expect(await strip.locator('dt').allInnerTexts()).toEqual([
      'Pension',
      'Weide/Paddock',
      'Boxengröße',
      'Stockmaß',
      'Frei',
      'Mindestlaufzeit',
    ]);
    expect(await strip.locator('dd').allInnerTexts()).toEqual([
      'Vollpension',
      'Sommer 8 h · Winter 4 h',
      '12,5 m²',
      'bis 180 cm',
      'sofort',
      '6 Monate',
    ]);
    const facts = visitor.getByRole('region', { name: 'Haltung & Bedingungen' });
    expect(await facts.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Betreuung',
      'Weide & Paddock',
      'Der Platz',
      'Aufnahme',
      'Vertrag',
    ]);
    const text = await facts.innerText();
    for (const shown of [
      'Misten, Füttern',
      '3 × täglich',
      'Stuten und Wallache getrennt',
      'Nimmt nicht auf',
      'Hengste',
      'ab 3 Jahren',
      '3 Monate',
    ])
      expect(text).toContain(shown);
    // Nothing is said about what the owner left open.
    expect(text).not.toContain('Probezeit');
    expect(text).not.toContain('Heulage');
    const amenities = visitor.getByRole('region', { name: 'Ausstattung', exact: true });
    await amenities.getByText('Reithalle 20 × 40 m').waitFor();
    await amenities.getByText('Führanlage').waitFor();
    await amenities.getByText('Trainer vor Ort').waitFor();
    const listing = (await (await fetch(`${baseUrl}/api/listings/${listingId}`)).json()) as ListingDto;
    expect(listing.stable.facilities).toEqual(['horseWalker', 'trainer']);
  });
});

describe('an explicit "keine" in a list of facts', () => {
  it('is stored apart from "keine Angabe", counted, shown as "keine" and weighed by the fit check', async () => {
    const page = await open(PHONE);
    const stable = await ownerWithStable(page);
    await ownerScreen(page, `/my-stables/anzeige/neu?stall=${stable.id}`);
    await page.getByLabel('Titel').fill('Offenstallplatz ohne Sonderbetreuung');
    await page.getByLabel('Beschreibung', { exact: true }).fill('Robuste Herde, Heu aus der Raufe.');
    await page.getByLabel('Preis pro Monat (€)').fill('260');
    const needs = page.getByRole('group', { name: 'Besondere Bedürfnisse, auf die du eingestellt bist', exact: true });
    const progress = page.getByTestId('facts-progress');
    // Nothing said yet: "keine Angabe" is what the group shows.
    expect(await needs.getByRole('checkbox', { name: 'keine Angabe', exact: true }).isChecked()).toBe(true);
    expect(await progress.innerText()).toContain('0 von 17 Angaben');

    await tick(page, 'Besondere Bedürfnisse, auf die du eingestellt bist', 'Senioren');
    await tick(page, 'Besondere Bedürfnisse, auf die du eingestellt bist', 'keine');
    // "keine" stands alone: the item and "keine Angabe" are cleared.
    expect(await needs.getByRole('checkbox', { name: 'Senioren', exact: true }).isChecked()).toBe(false);
    expect(await needs.getByRole('checkbox', { name: 'keine Angabe', exact: true }).isChecked()).toBe(false);
    await tick(page, 'Leistungen des Stalls', 'keine');
    expect(await progress.innerText()).toContain('2 von 17 Angaben');
    await page.getByRole('button', { name: 'Anzeige speichern und Fotos hinzufügen' }).click();
    await page.waitForURL(/\/my-stables\/anzeige\/\d+$/);
    const listingId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await (
      await page.context().request.get(`${baseUrl}/api/my/listings/${listingId}`)
    ).json()) as OwnListingDto;
    expect(saved.facts).toEqual({ services: [], specialNeeds: [] });

    // Opened again, the form shows "keine" ticked, and Einstreu still "keine Angabe".
    await page.reload();
    await page.getByTestId('facts-progress').waitFor();
    expect(await needs.getByRole('checkbox', { name: 'keine', exact: true }).isChecked()).toBe(true);
    const bedding = page.getByRole('group', { name: 'Einstreu', exact: true });
    expect(await bedding.getByRole('checkbox', { name: 'keine Angabe', exact: true }).isChecked()).toBe(true);
    expect(await page.getByTestId('facts-progress').innerText()).toContain('2 von 17 Angaben');

    const approved = await adminContext.request.put(`${baseUrl}/api/admin/listings/${listingId}/status`, {
      data: { status: 'active' },
      headers: { Origin: baseUrl },
    });
    expect(approved.status()).toBe(200);

    // A visitor with a hay-only horse on this device.
    const visitor = await open(PHONE);
    await visitor.context().addInitScript(() => {
      const horse = { name: 'Luna', needs: ['hayOnly'] };
      localStorage.setItem('horses', JSON.stringify([{ ...horse, id: -2, createdAt: '2026-11-26T10:00:00.000Z' }]));
      localStorage.setItem('horse-active', '-2');
      localStorage.setItem('horse-active-data', JSON.stringify({ horse, account: false }));
    });
    await visitor.goto(`${baseUrl}/de/stallplatz/${listingId}`);
    const facts = visitor.getByRole('region', { name: 'Haltung & Bedingungen' });
    const lines = await facts.locator('dl > div').allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' '))).toEqual(['Leistungen keine', 'Eingestellt auf keine']);
    const panel = visitor.getByRole('region', { name: 'Passt mein Pferd?' });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByTestId('fit-verdict').filter({ hasText: 'Passt nicht' }).waitFor();
    expect(await panel.getByRole('listitem').evaluateAll((items) => items.map((li) => li.textContent))).toEqual([
      'Passt nicht: Der Stall bietet keine reine Heufütterung an',
    ]);
  });
});

describe('accessibility of the facts', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`has no axe violations on the detail page in the ${theme} theme at ${viewport.width}px`, async () => {
        // A demo listing with many facts, at a stable with facilities.
        const listings = (await (await fetch(`${baseUrl}/api/listings?limit=48`)).json()) as ListingDto[];
        const listing = listings.find((l) => l.facts.admits && l.facts.minTermMonths && l.stable.facilities.length)!;
        expect(listing).toBeDefined();
        const page = await open(viewport, theme);
        await page.goto(`${baseUrl}/de/stallplatz/${listing.id}`);
        await page.getByRole('region', { name: 'Das Wichtigste auf einen Blick' }).waitFor();
        await page.getByRole('region', { name: 'Haltung & Bedingungen' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('has no axe violations in the owner form’s facts sections in the dark theme on a phone', async () => {
    const page = await open(PHONE, 'dark');
    const stable = await ownerWithStable(page);
    await ownerScreen(page, `/my-stables/anzeige/neu?stall=${stable.id}`);
    await choose(page, 'Art der Pension', 'Teilpension');
    await choose(page, 'Esel', 'Nein');
    expect(await axeViolations(page)).toEqual([]);
    await ownerScreen(page, `/my-stables/stall/${stable.id}`);
    await page.getByLabel('Größe der Reithalle').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
