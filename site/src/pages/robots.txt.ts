// robots.txt: everything public may be crawled except the back office, the API and the personal areas;
// names the sitemap by its absolute URL.
import type { APIRoute } from 'astro';
import { DISALLOWED_PATHS } from '../features/content/public-pages.ts';

export const GET: APIRoute = ({ site, url }) => {
  const origin = (site ?? url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
