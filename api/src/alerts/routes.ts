// Saved searches (an account's, and a visitor's with a double opt-in), the account's alerts on favourites, and
// unsubscribing from alert mails: from the page the mail's link opens (JSON) or with one click in the mail program
// (RFC 8058: a form POST to the List-Unsubscribe address, without our Origin).
import Router from '@koa/router';
import { IdParam } from '#contract/schemas.ts';
import {
  FavouriteAlertsBody,
  SAVED_SEARCH_MSG,
  SavedSearchConfirmBody,
  SavedSearchCreateBody,
  SavedSearchOneClickQuery,
  SavedSearchUnsubscribeBody,
  SavedSearchUpdateBody,
  SavedSearchVisitorBody,
  type FavouriteAlertsDto,
} from '#contract/saved-searches.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { createGeocoder, type Geocoder } from '../places/geocoder.ts';
import { ALERT_ONE_CLICK_PATH } from './links.ts';
import {
  confirmVisitorSearch,
  createSavedSearch,
  createVisitorSearch,
  deleteSavedSearch,
  favouriteAlertModeOf,
  listSavedSearches,
  setFavouriteAlertMode,
  unsubscribeAlerts,
  updateSavedSearch,
} from './saved-searches.ts';

export function savedSearchRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();
  let geocoder: Geocoder | null | undefined;
  const geocoderOf = (ctx: AppContext) => {
    if (geocoder === undefined) {
      const url = ctx.services.config.geocoderUrl;
      geocoder = url ? createGeocoder(url) : null;
    }
    return geocoder;
  };
  const secret = (ctx: AppContext) => ctx.services.config.sessionSecret ?? 'missing-secret';
  const deps = (ctx: AppContext) => ({
    jobs: ctx.services.jobs,
    settings: ctx.services.settings,
    config: ctx.services.config,
  });

  router.get('/api/me/saved-searches', requireUser(), async (ctx) => {
    ctx.body = await listSavedSearches(ctx.services.knex, ctx.state.user!.id);
  });

  router.post(
    '/api/me/saved-searches',
    requireUser(),
    handle({ body: SavedSearchCreateBody }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await createSavedSearch(ctx.services.knex, geocoderOf(ctx), ctx.state.user!.id, body);
    }),
  );

  router.patch(
    '/api/me/saved-searches/:id',
    requireUser(),
    handle({ params: IdParam, body: SavedSearchUpdateBody }, async (ctx, { params, body }) => {
      ctx.body = await updateSavedSearch(ctx.services.knex, ctx.state.user!.id, params.id, body);
    }),
  );

  router.delete(
    '/api/me/saved-searches/:id',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      await deleteSavedSearch(ctx.services.knex, ctx.state.user!.id, params.id);
      ctx.body = { message: 'Suchauftrag gelöscht' };
    }),
  );

  router.post(
    '/api/saved-searches',
    limits.middleware('verificationMail'),
    handle({ body: SavedSearchVisitorBody }, async (ctx, { body }) => {
      await createVisitorSearch(deps(ctx), ctx.services.knex, geocoderOf(ctx), body);
      ctx.status = 202;
      ctx.body = { message: SAVED_SEARCH_MSG.confirmSent };
    }),
  );

  router.post(
    '/api/saved-searches/confirm',
    limits.middleware('tokenLink'),
    handle({ body: SavedSearchConfirmBody }, async (ctx, { body }) => {
      const name = await confirmVisitorSearch(ctx.services.knex, secret(ctx), body.token);
      if (name === null) throw badRequest(SAVED_SEARCH_MSG.invalidConfirmLink);
      ctx.body = { message: SAVED_SEARCH_MSG.confirmed, name };
    }),
  );

  const unsubscribe = async (ctx: AppContext, token: string) => {
    const done = await unsubscribeAlerts(ctx.services.knex, secret(ctx), token);
    if (!done) throw badRequest(SAVED_SEARCH_MSG.invalidUnsubscribeLink);
    ctx.body = { message: done === 'search' ? SAVED_SEARCH_MSG.unsubscribed : SAVED_SEARCH_MSG.favouritesUnsubscribed };
  };

  router.post(
    '/api/saved-searches/unsubscribe',
    limits.middleware('tokenLink'),
    handle({ body: SavedSearchUnsubscribeBody }, (ctx, { body }) => unsubscribe(ctx, body.token)),
  );

  router.post(
    ALERT_ONE_CLICK_PATH,
    limits.middleware('tokenLink'),
    handle({ query: SavedSearchOneClickQuery }, (ctx, { query }) => unsubscribe(ctx, query.token)),
  );

  router.get('/api/me/favourite-alerts', requireUser(), async (ctx) => {
    const body: FavouriteAlertsDto = { mode: await favouriteAlertModeOf(ctx.services.knex, ctx.state.user!.id) };
    ctx.body = body;
  });

  router.put(
    '/api/me/favourite-alerts',
    requireUser(),
    handle({ body: FavouriteAlertsBody }, async (ctx, { body }) => {
      await setFavouriteAlertMode(ctx.services.knex, ctx.state.user!.id, body.mode);
      ctx.body = body;
    }),
  );

  return router;
}
