// sitemap.xml: the public pages, the pages of the towns that have listings, and every public listing at its canonical country URL, with absolute URLs
// from the configured site address. Server-rendered, so new and removed listings show up at once.
import type { APIRoute } from 'astro';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf } from '#contract/regions.ts';
import { PUBLIC_PAGES } from '../features/content/public-pages.ts';

interface ListingRow {
  id: number;
  region: string;
  lastModified: Date | string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function entry(loc: string, lastmod?: string): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

export const GET: APIRoute = async ({ locals, site, url }) => {
  const services = locals.services;
  if (!services) throw new Error('The sitemap needs the API services in Astro.locals');
  const origin = (site ?? url).origin;
  // A listing page shows its stable too, so whichever changed last dates the page.
  const listings: ListingRow[] = await services
    .knex('listings')
    .join('stables', 'stables.id', 'listings.stableId')
    .whereIn('listings.status', [...PUBLIC_STATUSES])
    .select(
      'listings.id',
      'stables.region',
      services.knex.raw('greatest(listings.updated_at, stables.updated_at) as last_modified'),
    )
    .orderBy('listings.id');

  // The pages of the towns where listings are (/stallplaetze/muenchen).
  const places = await services.places.slugsWithListings();
  // The operator pages of the stables with a public listing (/stall/<slug>).
  const stables = await services.trust.slugs();

  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => entry(new URL(page.path, origin).href, page.lastmod)),
    ...places.map((slug) => entry(new URL(`/stallplaetze/${slug}`, origin).href)),
    ...stables.map((slug) => entry(new URL(`/stall/${slug}`, origin).href)),
    ...listings.map((row) =>
      entry(
        new URL(`/${countryOf(row.region)}/stallplatz/${row.id}`, origin).href,
        new Date(row.lastModified).toISOString(),
      ),
    ),
    '</urlset>',
  ];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
