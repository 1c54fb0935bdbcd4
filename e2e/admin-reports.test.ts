// Journey: an admin reads the report (/admin/reports) and exports it. The figures on screen are the API's,
// the API's are checked against a recount of the raw admin data, a user and an enquiry added by the test
// move them by exactly one, and the CSV download is what German Excel expects.
import type { ContactRequestDto } from '#contract/enquiries.ts';
import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminReport, ListingDto, PublicUser } from '#contract/types.ts';
import { signInAdmin } from './admin-api.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const REGION_NAMES = { germany: 'Deutschland', austria: 'Österreich', switzerland: 'Schweiz' } as const;
const COUNTRIES = { germany: 'de', austria: 'at', switzerland: 'ch' } as const;

let browser: Browser;
let admin: BrowserContext;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

// ---- German formats, written out independently of the site's code ----
const oneDecimal = (n: number) => n.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** The CSV writes numbers as German Excel reads them: decimal comma, no thousands separator. */
const csvDecimal = (n: number) =>
  n.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
const percent = (n: number) => `${oneDecimal(n)}\u00a0%`;
const count = (n: number) => n.toLocaleString('de-DE');
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const monthName = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** "2026-11" of a timestamp, in the marketplace's time zone. */
function berlinMonth(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(new Date(iso))
    .slice(0, 7);
}

async function adminGet<T>(path: string): Promise<T> {
  const response = await admin.request.get(`${baseUrl}${path}`);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

const fetchReport = () => adminGet<AdminReport>('/api/admin/reports');

async function openReports(viewport = DESKTOP, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await newContext(browser, { viewport, storageState: await admin.storageState() });
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/reports`);
  await page.getByRole('heading', { level: 1, name: 'Berichte' }).waitFor();
  await page.getByRole('table').waitFor();
  return page;
}

const kpiCard = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Kennzahlen' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

/** The top listings as the screen shows them: title, views, contacts, conversion. */
async function topListingsOnScreen(page: Page) {
  const items = page.getByRole('region', { name: 'Top-Anzeigen' }).getByRole('listitem');
  const rows = [];
  for (const item of await items.all()) {
    const [views, contacts, conversion] = await item.getByRole('definition').allTextContents();
    const link = item.getByRole('link');
    rows.push({
      title: (await item.locator('p').first().textContent())
        ?.replace(/^Platz \d+: /, '')
        .replace(' (öffnet in neuem Tab)', ''),
      href: (await link.count()) ? await link.getAttribute('href') : null,
      views,
      contacts,
      conversion,
    });
  }
  return rows;
}

describe('the report against the raw data', () => {
  it('recounts the API figures from the admin lists of users, listings and contacts', async () => {
    const [report, users, listings, contacts] = await Promise.all([
      fetchReport(),
      adminGet<PublicUser[]>('/api/admin/users'),
      adminGet<ListingDto[]>('/api/admin/listings'),
      adminGet<ContactRequestDto[]>('/api/admin/contacts'),
    ]);
    const views = listings.reduce((sum, l) => sum + l.viewCount, 0);
    const enquiries = contacts.filter((c) => c.listingId !== null);
    expect(report.totals).toEqual({
      users: users.length,
      listings: listings.length,
      contacts: contacts.length,
      enquiries: enquiries.length,
      views,
    });

    // Six calendar months, oldest first, counted by creation month in Berlin.
    expect(report.monthly).toHaveLength(6);
    expect(report.monthly.at(-1)!.month).toBe(berlinMonth(new Date()));
    for (const month of report.monthly) {
      expect(month, month.month).toEqual({
        month: month.month,
        users: users.filter((u) => berlinMonth(u.createdAt) === month.month).length,
        listings: listings.filter((l) => berlinMonth(l.createdAt) === month.month).length,
        contacts: contacts.filter((c) => berlinMonth(c.createdAt) === month.month).length,
      });
    }

    for (const region of report.regions) {
      const inRegion = listings.filter((l) => l.stable.region === region.region).length;
      expect(region.listings, region.region).toBe(inRegion);
      expect(region.percent).toBeCloseTo((inRegion / listings.length) * 100, 1);
    }

    const byViews = [...listings].sort((a, b) => b.viewCount - a.viewCount || a.id - b.id).slice(0, 5);
    expect(report.topListings.map((l) => [l.id, l.title, l.views, l.region, l.status])).toEqual(
      byViews.map((l) => [l.id, l.title, l.viewCount, l.stable.region, l.status]),
    );
    for (const top of report.topListings) {
      expect(top.contacts, top.title).toBe(enquiries.filter((c) => c.listingId === top.id).length);
      expect(top.conversionPercent).toBeCloseTo(top.views ? (top.contacts / top.views) * 100 : 0, 1);
    }

    const [previous, current] = report.monthly.slice(-2) as [
      AdminReport['monthly'][number],
      AdminReport['monthly'][number],
    ];
    if (previous.users === 0) expect(report.kpis.userGrowthPercent).toBeNull();
    else
      expect(report.kpis.userGrowthPercent).toBeCloseTo(((current.users - previous.users) / previous.users) * 100, 1);
    expect(report.kpis.averageViewsPerListing).toBeCloseTo(views / listings.length, 1);
    expect(report.kpis.conversionRatePercent).toBeCloseTo((enquiries.length / views) * 100, 1);
    expect(report.kpis.premiumSharePercent).toBeCloseTo(
      (listings.filter((l) => l.isPremium).length / listings.length) * 100,
      1,
    );
  });

  it('moves by exactly one user and one enquiry that the test adds', async () => {
    const before = await fetchReport();
    const top = before.topListings[0]!;
    expect(top.status === 'active' || top.status === 'premium').toBe(true);

    const id = Date.now().toString(36);
    const created = await admin.request.post(`${baseUrl}/api/admin/users`, {
      data: { email: `bericht.${id}@example.de`, username: `bericht_${id}`, password: 'bericht-passwort' },
      headers: { Origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const user = (await created.json()) as PublicUser;
    try {
      const enquiry = await admin.request.post(`${baseUrl}/api/listings/${top.id}/enquiries`, {
        data: { name: 'Berichtstest', email: `anfrage.${id}@example.de`, message: 'Ist der Platz noch frei?' },
        headers: { Origin: baseUrl },
      });
      expect(enquiry.ok()).toBe(true);

      const after = await fetchReport();
      const [thisMonthBefore, thisMonthAfter] = [before.monthly.at(-1)!, after.monthly.at(-1)!];
      expect(thisMonthAfter).toEqual({
        ...thisMonthBefore,
        users: thisMonthBefore.users + 1,
        contacts: thisMonthBefore.contacts + 1,
      });
      expect(after.totals).toEqual({
        ...before.totals,
        users: before.totals.users + 1,
        contacts: before.totals.contacts + 1,
        enquiries: before.totals.enquiries + 1,
      });
      const topAfter = after.topListings.find((l) => l.id === top.id)!;
      expect(topAfter.contacts).toBe(top.contacts + 1);
      expect(topAfter.conversionPercent).toBeCloseTo(((top.contacts + 1) / top.views) * 100, 1);

      // The screen shows the new figures.
      const page = await openReports();
      const rows = await topListingsOnScreen(page);
      const shown = rows.find((r) => r.title === top.title)!;
      expect(shown.contacts).toBe(count(top.contacts + 1));
      expect(shown.conversion).toBe(percent(topAfter.conversionPercent));
      const monthRow = page.getByRole('row', { name: new RegExp(`^${monthName(thisMonthAfter.month)}`) });
      expect(await monthRow.getByRole('cell').allTextContents()).toEqual([
        count(thisMonthAfter.users),
        count(thisMonthAfter.listings),
        count(thisMonthAfter.contacts),
      ]);
    } finally {
      await admin.request.delete(`${baseUrl}/api/admin/users/${user.id}`, { headers: { Origin: baseUrl } });
    }
  });
});

describe('/admin/reports', () => {
  it('shows eight skeleton cards while the report loads', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, storageState: await admin.storageState() });
    contexts.push(context);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/reports', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole('heading', { level: 1, name: 'Berichte' }).waitFor();
    expect(await page.getByTestId('admin-skeleton').count()).toBe(8);
    expect(await page.getByRole('button', { name: 'Bericht exportieren' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('table').waitFor();
    expect(await page.getByTestId('admin-skeleton').count()).toBe(0);
  });

  it('shows the four KPIs, the monthly table, the regions and the top five of the API', async () => {
    const report = await fetchReport();
    const page = await openReports();

    const kpi = async (label: string) =>
      (await kpiCard(page, label).locator('p').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    const growth = report.kpis.userGrowthPercent;
    const [previous, current] = report.monthly.slice(-2) as [
      AdminReport['monthly'][number],
      AdminReport['monthly'][number],
    ];
    expect(await kpi('Nutzerwachstum')).toEqual(
      growth === null
        ? [
            'Kein Vergleich möglich',
            `Im ${monthName(previous.month)} gab es keine Registrierungen; ${monthName(current.month)}: ${count(current.users)}.`,
          ]
        : [
            `${growth > 0 ? '+' : ''}${oneDecimal(growth)} %`,
            `Tendenz: ${growth > 0 ? 'steigend' : growth < 0 ? 'fallend' : 'stabil'}`,
            `${count(current.users)} neue Benutzer im ${monthName(current.month)}, ${count(previous.users)} im Vormonat.`,
          ],
    );
    expect(await kpi('Durchschnittliche Aufrufe pro Anzeige')).toEqual([
      oneDecimal(report.kpis.averageViewsPerListing),
      `${count(report.totals.views)} Aufrufe auf ${count(report.totals.listings)} Anzeigen.`,
    ]);
    expect(await kpi('Konversionsrate')).toEqual([
      `${oneDecimal(report.kpis.conversionRatePercent)} %`,
      `${count(report.totals.enquiries)} Anfragen bei ${count(report.totals.views)} Aufrufen.`,
    ]);
    expect(await kpi('Premium-Anteil')).toEqual([
      `${oneDecimal(report.kpis.premiumSharePercent)} %`,
      `Anteil der Premium-Anzeigen an allen ${count(report.totals.listings)} Anzeigen.`,
    ]);

    // The monthly table: German month names, one row per month, a sum row.
    const table = page.getByRole('table', { name: 'Neue Benutzer, Anzeigen und Kontaktanfragen der letzten 6 Monate' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Monat',
      'Benutzer',
      'Anzeigen',
      'Kontakte',
    ]);
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(1 + 6 + 1);
    for (const [index, month] of report.monthly.entries()) {
      const row = rows.nth(index + 1);
      expect(await row.getByRole('rowheader').textContent()).toBe(monthName(month.month));
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        count(month.users),
        count(month.listings),
        count(month.contacts),
      ]);
    }
    const sum = (key: 'users' | 'listings' | 'contacts') => count(report.monthly.reduce((s, m) => s + m[key], 0));
    expect(await rows.last().getByRole('rowheader').textContent()).toBe('Summe');
    expect(await rows.last().getByRole('cell').allTextContents()).toEqual([
      sum('users'),
      sum('listings'),
      sum('contacts'),
    ]);

    // Regions with counts and shares.
    const regions = page.getByRole('region', { name: 'Regionale Verteilung' }).getByRole('listitem');
    expect(await regions.count()).toBe(3);
    for (const [index, region] of report.regions.entries()) {
      expect(await regions.nth(index).locator('span').allTextContents()).toEqual([
        REGION_NAMES[region.region],
        `${count(region.listings)} ${region.listings === 1 ? 'Anzeige' : 'Anzeigen'} · ${percent(region.percent)}`,
      ]);
    }

    // Performance overview from stored data only.
    const insights = page.getByRole('region', { name: 'Leistungsübersicht' });
    expect(await insights.getByRole('term').allTextContents()).toEqual([
      'Aufrufe gesamt',
      'Anfragen zu Anzeigen',
      'Konversion gesamt',
      'Nachrichten über das Kontaktformular',
      'Anzeigen gesamt',
      'Registrierte Benutzer',
    ]);
    expect(await insights.getByRole('definition').allTextContents()).toEqual([
      count(report.totals.views),
      count(report.totals.enquiries),
      percent(report.kpis.conversionRatePercent),
      count(report.totals.contacts - report.totals.enquiries),
      count(report.totals.listings),
      count(report.totals.users),
    ]);

    // Top five: views, contacts, conversion to one decimal; public ones link to their page.
    const top = await topListingsOnScreen(page);
    expect(top).toEqual(
      report.topListings.map((l) => ({
        title: l.title,
        href: l.status === 'active' || l.status === 'premium' ? `/${COUNTRIES[l.region]}/stallplatz/${l.id}` : null,
        views: count(l.views),
        contacts: count(l.contacts),
        conversion: percent(l.conversionPercent),
      })),
    );
    expect(top).toHaveLength(5);

    // What cannot be derived from stored data is not shown.
    const body = (await page.locator('body').textContent()) ?? '';
    for (const word of ['Zufriedenheit', 'Verweildauer', 'Mobil']) expect(body, word).not.toContain(word);
  });

  it('opens a top listing on its public page', async () => {
    const report = await fetchReport();
    const first = report.topListings[0]!;
    const page = await openReports();
    const link = page
      .getByRole('region', { name: 'Top-Anzeigen' })
      .getByRole('link', { name: new RegExp(first.title) });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [detail] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await detail.waitForLoadState();
    expect(detail.url()).toBe(`${baseUrl}/${COUNTRIES[first.region]}/stallplatz/${first.id}`);
    expect(await detail.getByRole('heading', { level: 1 }).textContent()).toBe(first.title);
  });

  it('exports the report as a CSV file for German Excel', async () => {
    const report = await fetchReport();
    const page = await openReports();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bericht exportieren' }).click(),
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`stallfinder-bericht-${today}.csv`);

    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Stallfinder-Bericht');
    expect(lines).toContain('Kennzahl;Wert');
    expect(lines).toContain(`Konversionsrate (%);${csvDecimal(report.kpis.conversionRatePercent)}`);
    expect(lines).toContain(`Premium-Anteil (%);${csvDecimal(report.kpis.premiumSharePercent)}`);
    expect(lines).toContain(
      report.kpis.userGrowthPercent === null
        ? 'Nutzerwachstum gegenüber Vormonat (%);Kein Vergleich möglich'
        : `Nutzerwachstum gegenüber Vormonat (%);${csvDecimal(report.kpis.userGrowthPercent)}`,
    );
    // Monthly rows under their header, umlauts intact (März, Österreich, gegenüber).
    const monthly = lines.indexOf('Monat;Benutzer;Anzeigen;Kontakte');
    expect(lines.slice(monthly + 1, monthly + 7)).toEqual(
      report.monthly.map((m) => `${monthName(m.month)};${m.users};${m.listings};${m.contacts}`),
    );
    const regions = lines.indexOf('Region;Anzeigen;Anteil (%)');
    expect(lines.slice(regions + 1, regions + 4)).toEqual(
      report.regions.map((r) => `${REGION_NAMES[r.region]};${r.listings};${csvDecimal(r.percent)}`),
    );
    expect(csv).toContain('Österreich;');
    const top = lines.indexOf('Rang;Anzeige;Region;Status;Aufrufe;Kontakte;Konversion (%)');
    expect(lines[top + 1]!.split(';').slice(-3)).toEqual([
      String(report.topListings[0]!.views),
      String(report.topListings[0]!.contacts),
      csvDecimal(report.topListings[0]!.conversionPercent),
    ]);
    expect(lines).toContain(`Aufrufe;${report.totals.views}`);
  });

  it('has no axe violations in both themes at phone and desktop width', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openReports(viewport, theme);
        expect(await axeViolations(page), `${theme} ${viewport.width}px`).toEqual([]);
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.context().close();
      }
    }
  });
});
