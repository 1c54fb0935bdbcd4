// Place suggestions for the location field: GET /api/places?q=803 answers up to eight postal codes and towns of
// DE, AT and CH with coordinates, from the gazetteer every process holds in memory.
import Router from '@koa/router';
import { PlacesQuery } from '#contract/place-query.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { loadGazetteer } from './gazetteer.ts';

/** The gazetteer changes only with a release: browsers and the service worker may keep an answer for a day. */
const PLACES_CACHE = 'public, max-age=86400';

export function placeRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/places',
    handle({ query: PlacesQuery }, async (ctx, { query }) => {
      ctx.body = (await loadGazetteer()).suggest(query.q);
      ctx.set('Cache-Control', PLACES_CACHE);
    }),
  );

  return router;
}
