// Public listing endpoints: search (total in X-Total-Count, the next page's cursor in X-Next-Cursor), the home
// page's featured list and the detail, which counts a view once per visitor and day.
import Router from '@koa/router';
import { encodeCursor } from '#contract/search-cursor.ts';
import { MapQuery } from '#contract/map.ts';
import { FeaturedQuery, IdParam, ListingBatchQuery, ListingSearchQuery, TravelQuery } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { sendAnswer } from '../http/send-answer.ts';
import { handle } from '../http/validate.ts';
import { visitorOf } from './visitor.ts';

export function listingRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/listings',
    handle({ query: ListingSearchQuery }, async (ctx, { query }) => {
      // The parsed query (defaults filled in, keys in the schema's order) names the answer, however it was spelled.
      const answer = await ctx.services.answers.through(`api ${JSON.stringify(query)}`, async () => {
        const { items, total, exact, next, near, origins } = await ctx.services.listings.search(query);
        const headers: Record<string, string> = {
          'Content-Type': 'application/json; charset=utf-8',
          // A search counts its matches up to COUNT_CAP: above it the total is a lower bound ("über").
          'X-Total-Count': String(total),
          'X-Total-Count-Exact': String(exact),
        };
        if (next) headers['X-Next-Cursor'] = encodeCursor(next);
        // Where a distance search measures from (the browser keeps it to measure saved listings offline).
        if (near) {
          headers['X-Near-Centre'] = `${near.lat},${near.lon}`;
          headers['X-Near-Label'] = encodeURIComponent(near.label);
        }
        // The travel origins by name (X-From-*, X-From2-*), for the cards' "ab 80331 München".
        origins.forEach((origin, i) => {
          const name = i === 0 ? 'From' : 'From2';
          headers[`X-${name}-Centre`] = `${origin.lat},${origin.lon}`;
          headers[`X-${name}-Label`] = encodeURIComponent(origin.label);
        });
        return { status: 200, headers, body: Buffer.from(JSON.stringify(items)) };
      });
      sendAnswer(ctx, answer);
    }),
  );

  // The map of the same search: clusters per grid cell of the map's zoom (contract/map.ts), kept like the
  // search's answers while no listing changes.
  router.get(
    '/api/map',
    handle({ query: MapQuery }, async (ctx, { query }) => {
      const answer = await ctx.services.answers.through(`map ${JSON.stringify(query)}`, async () => ({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: Buffer.from(JSON.stringify(await ctx.services.listings.map(query))),
      }));
      sendAnswer(ctx, answer);
    }),
  );

  // Registered before /:id, which would otherwise take "featured" (and "batch" below) for an id.
  router.get(
    '/api/listings/featured',
    handle({ query: FeaturedQuery }, async (ctx, { query }) => {
      ctx.body = await ctx.services.listings.featured(query);
    }),
  );

  // Cards of several listings at once (the favourites page refreshing what the device remembers); listings
  // that are not public are simply missing from the answer. Reading cards is no visit: no view is counted.
  router.get(
    '/api/listings/batch',
    handle({ query: ListingBatchQuery }, async (ctx, { query }) => {
      ctx.body = await ctx.services.listings.getPublicMany(query.ids);
    }),
  );

  // The driving time from one or two places to a listing's stable (the detail page's "Fahrzeit").
  router.get(
    '/api/listings/:id/travel',
    handle({ params: IdParam, query: TravelQuery }, async (ctx, { params, query }) => {
      const listing = await ctx.services.listings.getPublic(params.id);
      if (!listing) throw notFound('Stallplatz');
      const { latitude: lat, longitude: lon } = listing.stable;
      ctx.body = await ctx.services.listings.travel(lat === null || lon === null ? null : { lat, lon }, query);
    }),
  );

  router.get('/api/listings/:id', async (ctx) => {
    // An id that cannot exist ("abc", "0") is a listing that does not exist, not a malformed request.
    const parsed = IdParam.safeParse(ctx.params);
    if (!parsed.success) throw notFound('Stallplatz');
    const { id } = parsed.data;
    const { listings } = ctx.services;
    // HEAD asks whether the page exists; only a real read counts as a view.
    if (ctx.method === 'GET') await listings.recordView(id, visitorOf(ctx));
    const listing = await listings.getPublic(id);
    if (!listing) throw notFound('Stallplatz');
    ctx.body = listing;
  });

  return router;
}
