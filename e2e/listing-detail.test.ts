// The listing detail journey: a visitor opens a stable place, looks at photos, facts, amenities and the map,
// and sends the owner an enquiry; unknown places answer "Stallplatz nicht gefunden" with 404.
import type { ContactRequestDto } from '#contract/enquiries.ts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';
import { STABLE_FACILITY_LABELS } from '#contract/facts.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const COUNTRY = { germany: 'de', austria: 'at', switzerland: 'ch' } as const;
const AMENITY_LABELS = [
  'WLAN',
  'Parkplatz',
  'Waschplatz',
  'Reitplatz',
  'Reithalle',
  'Reitwege',
  'Fütterung',
  'Tierarzt vor Ort',
];
const AMENITY_KEYS = [
  'hasWifi',
  'hasParking',
  'hasWashArea',
  'hasRidingArena',
  'hasIndoorArena',
  'hasTrails',
  'hasFeed',
  'hasVet',
] as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];
/** Console errors other than failed requests (the blocked map tiles are network errors, not the page's). */
let consoleErrors: string[] = [];
/** A listing with everything the page can show: features, amenities, all contact ways, a future date. */
let listing: ListingDto;
let premium: ListingDto;

const pathOf = (l: ListingDto) => `/${COUNTRY[l.stable.region]}/stallplatz/${l.id}`;
const germanDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const euro = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(n));
const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);
/** The text a locator shows, with whitespace collapsed (screen-reader-only words included). */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function openPage(viewport = DESKTOP): Promise<Page> {
  await context?.close();
  context = await newContext(browser, { viewport });
  const opened = await context.newPage();
  opened.on('pageerror', (err) => pageErrors.push(err.message));
  opened.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  return opened;
}

/** Signs in as the e2e admin through the API and returns a fetch that sends the session cookie. */
async function adminFetch(): Promise<(path: string) => Promise<Response>> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: inject('adminUsername'), password: inject('adminPassword') }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (path) => fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage();
  const listings = (await (await fetch(`${baseUrl}/api/listings?limit=100`)).json()) as ListingDto[];
  const today = new Date().toISOString().slice(0, 10);
  listing = listings.find(
    (l) =>
      !l.isPremium &&
      l.imageUrls.length >= 3 &&
      l.features.length > 0 &&
      l.contactPhone &&
      l.contactEmail &&
      l.whatsappNumber &&
      l.availableFrom &&
      l.availableFrom > today &&
      (l.stable.description?.length ?? 0) > 100 &&
      l.title.length > 25 &&
      AMENITY_KEYS.some((k) => !l.stable[k]),
  )!;
  premium = listings.find((l) => l.isPremium)!;
  expect(listing, 'a demo listing with every section').toBeDefined();
  expect(premium, 'a premium demo listing').toBeDefined();
});

afterEach(() => {
  expect(pageErrors, 'errors thrown in the page').toEqual([]);
  expect(consoleErrors, 'errors logged by the page').toEqual([]);
  pageErrors = [];
  consoleErrors = [];
});

afterAll(async () => {
  await browser?.close();
});

describe('listing detail', () => {
  it("shows the listing's facts, description, amenities and contact card", async () => {
    const response = await page.goto(`${baseUrl}${pathOf(listing)}`);
    expect(response?.status()).toBe(200);
    const { stable } = listing;

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(listing.title);
    const header = page.locator('main header');
    await expect(header.textContent()).resolves.toContain(`${stable.address}, ${stable.postalCode} ${stable.city}`);
    // Only Premium listings carry a badge; no "Verified" claims a check nobody made.
    await expect(header.getByText('Verified', { exact: true }).count()).resolves.toBe(0);
    await expect(header.getByText('Premium', { exact: true }).count()).resolves.toBe(0);
    // A rating only from real reviews, never a default figure; the guidelines are linked beside it.
    const rating =
      stable.rating === null
        ? 'Noch keine Bewertungen'
        : `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            stable.rating,
          )} von 5 Sternen (${stable.reviewCount === 1 ? '1 Bewertung' : `${count(stable.reviewCount)} Bewertungen`})`;
    await expect(textOf(page.getByTestId('listing-rating'))).resolves.toBe(`${rating} So prüfen wir Bewertungen`);
    await expect(textOf(page.getByTestId('listing-views'))).resolves.toMatch(/^[\d.]+ Aufrufe$/);

    // The description keeps its paragraphs.
    const description = page.getByRole('region', { name: 'Beschreibung' });
    await expect(description.locator('p').innerText()).resolves.toBe(listing.description.trim());

    const details = page.getByRole('region', { name: 'Details' });
    const stallTypes = {
      outside_box: 'Außenbox mit Paddock',
      inside_box: 'Innenbox',
      open_stable: 'Offenstall mit Weidegang',
      pasture: 'Weideplatz',
    };
    await expect(details.locator('dd').allInnerTexts()).resolves.toEqual([
      stallTypes[listing.stallType],
      // The all-in month under the base price when required extras come on top (contract/costs.ts).
      `${euro(listing.pricePerMonth)} € / Monat` +
        (listing.totalMonthly > listing.pricePerMonth ? `\ngesamt ca. ${euro(listing.totalMonthly)} €` : ''),
      germanDate(listing.availableFrom!),
    ]);
    await expect(details.locator('dt').allInnerTexts()).resolves.toEqual(['Stallart', 'Preis', 'Verfügbar ab']);

    // The stable's equipment and the listing's features in one list, nothing said twice.
    const equipment = page.getByRole('region', { name: 'Ausstattung', exact: true });
    const shown = await equipment.getByRole('listitem').allInnerTexts();
    expect(new Set(shown.map((item) => item.toLowerCase())).size).toBe(shown.length);
    for (const feature of listing.features) expect(shown).toContain(feature);
    const named = (label: string) => shown.some((item) => item === label || item.startsWith(`${label} `));
    for (const [i, key] of AMENITY_KEYS.entries()) {
      if (!stable[key] || key === 'hasFeed') continue;
      const label = AMENITY_LABELS[i]!;
      expect(
        named(label === 'Reithalle' && stable.indoorArenaSize ? `Reithalle ${stable.indoorArenaSize}` : label),
      ).toBe(true);
    }
    for (const facility of stable.facilities) expect(named(STABLE_FACILITY_LABELS[facility])).toBe(true);
    await expect(page.getByRole('region', { name: 'Stallausstattung' }).count()).resolves.toBe(0);

    const contact = page.getByRole('complementary', { name: 'Kontakt' });
    await expect(contact.getByRole('heading', { name: stable.name }).isVisible()).resolves.toBe(true);
    const teaser = `${stable.description!.replace(/\s+/g, ' ').slice(0, 100).trimEnd()}…`;
    await expect(contact.getByText(teaser, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(textOf(contact.locator('p').first())).resolves.toBe(`${euro(listing.pricePerMonth)} € / Monat`);
    const phone = contact.getByRole('link', { name: `Telefon: ${listing.contactPhone}` });
    await expect(phone.getAttribute('href')).resolves.toBe(
      `tel:${listing.contactPhone!.startsWith('+') ? '+' : ''}${listing.contactPhone!.replace(/\D/g, '')}`,
    );
    const mail = contact.getByRole('link', { name: `E-Mail: ${listing.contactEmail}` });
    await expect(mail.getAttribute('href')).resolves.toBe(`mailto:${listing.contactEmail}`);
    const whatsapp = contact.getByRole('link', { name: /^Per WhatsApp schreiben/ });
    await expect(whatsapp.getAttribute('href')).resolves.toBe(
      `https://wa.me/${listing.whatsappNumber!.replace(/\D/g, '')}`,
    );
    await expect(contact.getByRole('button', { name: 'Anfrage senden' }).isVisible()).resolves.toBe(true);
  });

  it('shows the Premium badge for a premium listing', async () => {
    await page.goto(`${baseUrl}${pathOf(premium)}`);
    const header = page.locator('main header');
    await expect(header.getByText('Premium', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(header.getByText('Verified', { exact: true }).count()).resolves.toBe(0);
  });

  it('shows the cover first and switches photos with the thumbnails', async () => {
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    const cover = page.getByRole('img', { name: `${listing.title}, Bild 1 von ${listing.imageUrls.length}` });
    await expect(cover.getAttribute('src')).resolves.toBe(listing.imageUrls[0]);
    await expect(
      cover.evaluate((img: HTMLImageElement) => [
        img.loading,
        img.getAttribute('fetchpriority'),
        img.width,
        img.height,
      ]),
    ).resolves.toEqual(['eager', 'high', expect.any(Number), expect.any(Number)]);
    await expect(cover.evaluate((img) => [img.getAttribute('width'), img.getAttribute('height')])).resolves.toEqual([
      '1200',
      '800',
    ]);
    // The stored sizes: the browser picks one (a phone never loads the 1200 px file).
    const coverBase = listing.imageUrls[0]!.replace(/-960\.webp$/, '');
    await expect(cover.getAttribute('srcset')).resolves.toBe(
      `${coverBase}-480.webp 480w, ${coverBase}-960.webp 960w, ${coverBase}-1200.webp 1200w`,
    );
    await expect(cover.getAttribute('sizes')).resolves.toContain('100vw');

    const thumbs = page.getByRole('button', { name: /^Bild \d+ von \d+ anzeigen$/ });
    await expect(thumbs.count()).resolves.toBe(listing.imageUrls.length);
    await expect(thumbs.first().locator('img').getAttribute('loading')).resolves.toBe('lazy');
    const second = page.getByRole('button', { name: `Bild 2 von ${listing.imageUrls.length} anzeigen` });
    await second.click();
    const main = page.getByRole('img', { name: `${listing.title}, Bild 2 von ${listing.imageUrls.length}` });
    await expect(main.getAttribute('src')).resolves.toBe(listing.imageUrls[1]);
    await expect(main.getAttribute('srcset')).resolves.toContain(
      listing.imageUrls[1]!.replace(/-960\.webp$/, '-480.webp 480w'),
    );
    // The browser picks a source once it starts loading the new one: waited for, not read at once (under load
    // the click's answer comes before it, and currentSrc is still empty).
    const secondBase = listing.imageUrls[1]!.replace(/-960\.webp$/, '-');
    await page.waitForFunction(
      ([img, base]) => (img as HTMLImageElement).currentSrc.includes(base as string),
      [await main.elementHandle(), secondBase] as const,
      { timeout: 10_000 },
    );
    await expect(main.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toContain(secondBase);
    await expect(second.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(thumbs.first().getAttribute('aria-pressed')).resolves.toBe('false');
  });

  it('leads the breadcrumb back to the country of the URL, and names one canonical address', async () => {
    let canonical: string | null = null;
    const cases = [
      { prefix: '', href: '/stallplaetze', label: 'Alle Stallplätze' },
      { prefix: '/de', href: '/de', label: 'Deutschland' },
      { prefix: '/at', href: '/at', label: 'Österreich' },
      { prefix: '/ch', href: '/ch', label: 'Schweiz' },
    ];
    for (const { prefix, href, label } of cases) {
      const response = await page.goto(`${baseUrl}${prefix}/stallplatz/${listing.id}`);
      expect(response?.status()).toBe(200);
      const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
      await expect(crumbs.getByRole('link', { name: 'Startseite' }).getAttribute('href')).resolves.toBe('/');
      await expect(crumbs.getByRole('link', { name: label }).getAttribute('href')).resolves.toBe(href);
      await expect(crumbs.locator('[aria-current=page]').innerText()).resolves.toBe(listing.title);
      // Whichever form was visited, search engines get the one the site links to.
      const linked = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(new URL(linked!).pathname).toBe(pathOf(listing));
      canonical ??= linked;
      expect(linked).toBe(canonical);
    }

    // On a phone the title in the breadcrumb is cut to 25 characters.
    page = await openPage(PHONE);
    await page.goto(`${baseUrl}/de/stallplatz/${listing.id}`);
    const current = page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).locator('[aria-current=page]');
    await expect(current.innerText()).resolves.toBe(`${listing.title.slice(0, 25).trimEnd()}…`);
    page = await openPage();
  });

  it('counts a view once per visitor and day', async () => {
    const viewsOn = async (on: Page) => Number((await textOf(on.getByTestId('listing-views'))).replace(/\D/g, ''));
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    const first = await viewsOn(page);
    await page.reload();
    await expect(viewsOn(page)).resolves.toBe(first);

    // Another browser is another visitor.
    const other = await newContext(browser, { viewport: DESKTOP, userAgent: 'Stallfinder-Test anderer Besucher' });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(`${baseUrl}${pathOf(listing)}`);
      await expect(viewsOn(otherPage)).resolves.toBe(first + 1);
    } finally {
      await other.close();
    }
  });

  it('shows the location on the map with a marker popup, although the tiles are blocked', async () => {
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    const map = page.getByRole('region', { name: `Karte: Lage von ${listing.stable.name}` });
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(280);
    const marker = map.getByRole('button', { name: `Standort von ${listing.stable.name}` });
    await marker.click();
    const popup = map.locator('.leaflet-popup-content');
    const { stable } = listing;
    await expect(popup.innerText()).resolves.toBe(
      `${stable.name}\n${stable.address}, ${stable.postalCode} ${stable.city}`,
    );
    await expect(map.getByRole('button', { name: 'Vergrößern' }).isVisible()).resolves.toBe(true);
    // Tiles are asked for at zoom 13, even though this test blocks them.
    await expect(map.locator('img.leaflet-tile').first().getAttribute('src')).resolves.toMatch(/\/13\/\d+\/\d+\.png$/);
    await expect(map.getByRole('link', { name: 'OpenStreetMap' }).isVisible()).resolves.toBe(true);
    // Marker images are the site's own, never a CDN's.
    const sources = await map
      .locator('.leaflet-marker-pane img, .leaflet-shadow-pane img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    for (const src of sources) expect(src.startsWith(baseUrl) || src.startsWith('data:image/png')).toBe(true);
    // Scrolling the page over the map does not zoom it.
    const zoom = () => map.locator('.leaflet-proxy').getAttribute('style');
    const before = await zoom();
    await map.hover();
    await page.mouse.wheel(0, -200);
    await expect(zoom()).resolves.toBe(before);
  });

  it('answers unknown, impossible and inactive ids with "Stallplatz nicht gefunden" and status 404', async () => {
    const admin = await adminFetch();
    const inactive = ((await (await admin('/api/admin/listings?status=inactive')).json()) as ListingDto[])[0]!;
    expect(inactive).toBeDefined();
    for (const path of [
      '/stallplatz/abc',
      '/de/stallplatz/0',
      '/at/stallplatz/99999999999',
      '/stallplatz/2147483647',
      `/ch/stallplatz/${inactive.id}`,
    ]) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Stallplatz nicht gefunden');
      await expect(
        page.getByText('Der gesuchte Stallplatz existiert nicht oder wurde entfernt', { exact: true }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.locator('meta[name=robots]').getAttribute('content')).resolves.toBe('noindex');
    }
    // Without a page of this site to go back to, "Zurück" leads to the country overview.
    await expect(page.getByRole('link', { name: 'Zurück' }).getAttribute('href')).resolves.toBe('/ch');
    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.waitForURL(`${baseUrl}/ch`);

    // Coming from a page of this site, "Zurück" goes back there.
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    await page.evaluate(() => window.location.assign('/stallplatz/abc'));
    await page.getByRole('heading', { name: 'Stallplatz nicht gefunden' }).waitFor();
    // The page's script turns "Zurück" into a step back (until then it links the overview); module scripts have
    // run when the document is loaded.
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('link', { name: 'Zurück' }).click();
    // Back in the history: a page the browser restores from its back-forward cache fires no second load event.
    await page.waitForURL(`${baseUrl}${pathOf(listing)}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
  });

  it('answers another product segment with the English 404 page', async () => {
    for (const path of ['/irgendwas/123', `/de/irgendwas/${listing.id}`, `/xx/stallplatz/${listing.id}`]) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    }
  });

  it('describes the listing as a Product priced in EUR for the next 30 days', async () => {
    const before = new Date();
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    const after = new Date();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((text) => JSON.parse(text) as object | object[]) as Record<string, any>[];
    const product = data.find((d) => d['@type'] === 'Product')!;
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(product.name).toBe(listing.title);
    expect(product.image[0]).toBe(new URL(listing.imageUrls[0]!, canonical!).href);
    const in30 = (d: Date) => new Date(d.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: listing.pricePerMonth.toFixed(2),
      url: canonical,
    });
    expect([in30(before), in30(after)]).toContain(product.offers.priceValidUntil);
    expect(product.aggregateRating).toMatchObject({
      ratingValue: listing.stable.rating,
      reviewCount: listing.stable.reviewCount,
    });
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('meta[property="og:image"]').getAttribute('content')).resolves.toBe(product.image[0]);
  });
});

describe('enquiry form', () => {
  it('asks for the required fields and shows the server’s messages under each field', async () => {
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte fülle alle Pflichtfelder aus' }).isVisible(),
    ).resolves.toBe(true);
    for (const label of ['Name', 'E-Mail', 'Nachricht']) {
      await expect(page.getByRole('textbox', { name: label, exact: true }).getAttribute('aria-invalid')).resolves.toBe(
        'true',
      );
    }
    await expect(
      page.getByRole('textbox', { name: 'Telefon (optional)' }).getAttribute('aria-invalid'),
    ).resolves.toBeNull();

    await name.fill('Erika Musterfrau');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('keine-adresse');
    await page.getByRole('textbox', { name: 'Telefon (optional)' }).fill('Ruf mich an');
    await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('Ist die Box noch frei?');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    const email = page.getByRole('textbox', { name: 'E-Mail', exact: true });
    await page.getByText('Gültige E-Mail-Adresse erforderlich', { exact: true }).waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Gültige E-Mail-Adresse erforderlich',
    );
    await expect(page.getByText('Bitte eine gültige Telefonnummer angeben', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText('Bitte fülle alle Pflichtfelder aus').count()).resolves.toBe(0);
  });

  it('sends a valid enquiry to the owner, confirms it and clears the form', async () => {
    // The previous test's input is kept as a draft in this tab (and would reopen the form): start afresh.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    const stamp = Date.now();
    const emailAddress = `erika.${stamp}@example.org`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Erika Musterfrau');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(emailAddress);
    await page.getByRole('textbox', { name: 'Telefon (optional)' }).fill('+49 171 2345678');
    // Issue 39.18: a German date (TT.MM.JJJJ) whatever the browser's language, not the native date input's format.
    const moveIn = page.getByRole('textbox', { name: 'Gewünschter Einzugstermin (optional)' });
    expect(await moveIn.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await moveIn.fill('02/01/2027');
    await page
      .getByRole('textbox', { name: 'Nachricht', exact: true })
      .fill('Guten Tag,\nist die Box ab Februar noch frei?');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    const wrongDate = 'Bitte gib das Datum im Format TT.MM.JJJJ ein, z. B. 01.03.2027.';
    await page.getByText(wrongDate).waitFor();
    expect(await moveIn.getAttribute('aria-invalid')).toBe('true');
    expect(await moveIn.getAttribute('aria-describedby')).toContain('-hint');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('TT.MM.JJJJ');
    // Typing the digits, the dots come by themselves.
    await moveIn.fill('');
    await moveIn.pressSequentially('01022027');
    expect(await moveIn.inputValue()).toBe('01.02.2027');

    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${listing.id}/enquiries`));
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText('Anfrage gesendet', { exact: true }).waitFor();
    await expect(
      page
        .getByText('Der Stallbesitzer meldet sich in der Regel innerhalb von 24 Stunden bei dir.', { exact: true })
        .isVisible(),
    ).resolves.toBe(true);
    // Closed and cleared: opening it again shows empty fields.
    await expect(page.getByRole('textbox', { name: 'Name', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('textbox', { name: 'E-Mail', exact: true }).inputValue()).resolves.toBe('');

    const admin = await adminFetch();
    const contacts = (await (
      await admin(`/api/admin/contacts?search=${encodeURIComponent(emailAddress)}`)
    ).json()) as ContactRequestDto[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      name: 'Erika Musterfrau',
      email: emailAddress,
      phone: '+49 171 2345678',
      moveInDate: '2027-02-01',
      message: 'Guten Tag,\nist die Box ab Februar noch frei?',
      source: 'enquiry',
      listingId: listing.id,
      listingTitle: listing.title,
    });
  });

  it('shows the pending state, then the server’s message when sending fails (rate limit)', async () => {
    // The previous test's input may be kept as a draft in this tab: start afresh.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl}${pathOf(listing)}`);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/listings/${listing.id}/enquiries`, async (route) => {
      await answered;
      await route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        body: JSON.stringify({ message: 'Zu viele Anfragen. Bitte versuche es später noch einmal.' }),
      });
    });
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Erika Musterfrau');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('erika@example.org');
    await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('Ist die Box noch frei?');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();

    const pending = page.getByRole('button', { name: 'Wird gesendet...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    answer();

    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Senden' });
    await alert.waitFor();
    await expect(textOf(alert)).resolves.toContain('Zu viele Anfragen. Bitte versuche es später noch einmal.');
    // Nothing typed is lost.
    await expect(page.getByRole('textbox', { name: 'Nachricht', exact: true }).inputValue()).resolves.toBe(
      'Ist die Box noch frei?',
    );
    await expect(page.getByRole('button', { name: 'Anfrage senden' }).isEnabled()).resolves.toBe(true);
    await page.unroute(`**/api/listings/${listing.id}/enquiries`);
  });
});

describe('accessibility', () => {
  // One test per theme and width: the four together took close to the timeout on a busy machine.
  const screens = (['light', 'dark'] as const).flatMap((theme) =>
    [PHONE, DESKTOP].map((viewport) => ({ theme, viewport })),
  );
  it.each(screens)(
    'has no axe violations, map and form included ($theme, $viewport.width px)',
    async ({ theme, viewport }) => {
      page = await openPage(viewport);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${baseUrl}${pathOf(listing)}`);
      const map = page.getByRole('region', { name: `Karte: Lage von ${listing.stable.name}` });
      await map.scrollIntoViewIfNeeded();
      await map.getByRole('button', { name: `Standort von ${listing.stable.name}` }).click();
      await map.locator('.leaflet-popup-content').waitFor();
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await page.getByRole('textbox', { name: 'Nachricht' }).waitFor();
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await page.getByRole('alert').filter({ hasText: 'Bitte fülle alle Pflichtfelder aus' }).waitFor();
      expect(await axeViolations(page), `${theme} ${viewport.width}px`).toEqual([]);

      await page.goto(`${baseUrl}/stallplatz/abc`);
      expect(await axeViolations(page), `not found, ${theme} ${viewport.width}px`).toEqual([]);
      page = await openPage();
    },
  );
});
