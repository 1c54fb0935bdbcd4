// Admin listing management under /api/admin (the admin guard is applied where the admin routes are composed):
// the list, status changes (the owner hears of an approval or a rejection), the premium flag and deletion.
import Router from '@koa/router';
import { freshnessOf, type AdminListingDto } from '#contract/listing-freshness.ts';
import { AdminListingQuery, IdParam, ListingPremiumBody, ListingStatusBody } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import { deleteListing, listListingsForAdmin, setListingPremium, setListingStatus } from './admin-service.ts';
import { mailReviewOutcome } from './mails.ts';
import { presentListing } from './presenter.ts';

export function adminListingRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/listings',
    handle({ query: AdminListingQuery }, async (ctx, { query }) => {
      const { listingExpiryDays: days } = await ctx.services.settings.get();
      const now = new Date();
      const rows = await listListingsForAdmin(ctx.services.knex, query, days, now);
      const body: AdminListingDto[] = rows.map((row) => ({ ...presentListing(row), ...freshnessOf(row, days, now) }));
      ctx.body = body;
    }),
  );

  router.put(
    '/api/admin/listings/:id/status',
    handle({ params: IdParam, body: ListingStatusBody }, async (ctx, { params, body }) => {
      const { listing } = await setListingStatus(
        ctx.services.knex,
        ctx.state.user!.id,
        params.id,
        body.status,
        (trx, listingId, review) => mailReviewOutcome(ctx, trx, listingId, review, body.reason),
      );
      ctx.body = presentListing(listing);
    }),
  );

  router.put(
    '/api/admin/listings/:id/premium',
    handle({ params: IdParam, body: ListingPremiumBody }, async (ctx, { params, body }) => {
      const listing = await setListingPremium(ctx.services.knex, ctx.state.user!.id, params.id, body.isPremium);
      ctx.body = presentListing(listing);
    }),
  );

  router.delete(
    '/api/admin/listings/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      await deleteListing(ctx.services.knex, params.id);
      await removeListingFiles(ctx, [params.id]);
      ctx.body = { message: 'Anzeige gelöscht' };
    }),
  );

  return router;
}
