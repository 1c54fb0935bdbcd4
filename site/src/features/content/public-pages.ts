// The public, indexable pages that are not listings: what the sitemap lists besides every public listing.
import { ARTICLES } from './blog.ts';

export interface PublicPage {
  path: string;
  /** ISO date of the last content change, where one is known. */
  lastmod?: string;
}

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
] as const;

export const PUBLIC_PAGES: PublicPage[] = [
  ...STATIC_PATHS.map((path) => ({ path })),
  ...ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.published })),
];

/** Paths search engines should not crawl: the back office, the API and the personal areas. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/dashboard',
  '/profile',
  '/my-stables',
  '/auth',
  '/passwort-zuruecksetzen',
  '/email-bestaetigen',
  '/newsletter/',
] as const;
