// Admin listing management: every listing whatever its status, status changes (recorded for the activity
// feed), the premium flag and deletion.
import Router from '@koa/router';
import { AdminListingQuery, IdParam, ListingPremiumBody, ListingStatusBody } from '#contract/schemas.ts';
import type { ListingStatus } from '#contract/listing-status.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { presentListing } from '../listings/presenter.ts';
import { Listing } from '../models/Listing.ts';
import { ListingStatusChange } from '../models/ListingStatusChange.ts';
import { mailListingApproved, mailListingRejected } from '../owner/mails.ts';
import { removeListingFiles } from '../owner/listing-files.ts';

const NOT_FOUND = 'Anzeige';

export function adminListingRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/listings',
    handle({ query: AdminListingQuery }, async (ctx, { query }) => {
      const q = Listing.query()
        .withGraphJoined('stable')
        .orderBy('listings.createdAt', 'desc')
        .orderBy('listings.id', 'desc');
      if (query.search) {
        // Same folding as the public search: case, accents and umlaut spellings do not matter.
        q.whereRaw(
          `strpos(search_fold(concat_ws(' ', listings.title, stable.name, stable.city)), search_fold(?)) > 0`,
          [query.search],
        );
      }
      if (query.status) q.where('listings.status', query.status);
      if (query.region) q.where('stable.region', query.region);
      if (query.stableId) q.where('listings.stableId', query.stableId);
      ctx.body = (await q).map((row) => presentListing(row));
    }),
  );

  router.put(
    '/api/admin/listings/:id/status',
    handle({ params: IdParam, body: ListingStatusBody }, async (ctx, { params, body }) => {
      const changedBy = ctx.state.user!.id;
      let fromStatus: ListingStatus | null = null;
      const listing = await ctx.services.knex.transaction(async (trx) => {
        const current = await Listing.query(trx).findById(params.id).forUpdate();
        if (!current) throw notFound(NOT_FOUND);
        if (current.status === body.status) return current;
        fromStatus = current.status;
        await ListingStatusChange.query(trx).insert({
          listingId: current.id,
          changedBy,
          fromStatus: current.status,
          toStatus: body.status,
        });
        // The admin's decision replaces whatever an owner's pause remembered.
        return current
          .$query(trx)
          .patchAndFetch({ status: body.status, pausedFromStatus: null, updatedAt: new Date() });
      });
      // The owner hears of the review of a pending listing: approved (public) or rejected (inactive).
      if (fromStatus === 'pending' && (body.status === 'active' || body.status === 'premium'))
        await mailListingApproved(ctx, listing.id);
      if (fromStatus === 'pending' && body.status === 'inactive')
        await mailListingRejected(ctx, listing.id, body.reason);
      ctx.body = presentListing(await withStable(listing));
    }),
  );

  router.put(
    '/api/admin/listings/:id/premium',
    handle({ params: IdParam, body: ListingPremiumBody }, async (ctx, { params, body }) => {
      const updated = await Listing.query().patchAndFetchById(params.id, {
        isPremium: body.isPremium,
        updatedAt: new Date(),
      });
      if (!updated) throw notFound(NOT_FOUND);
      ctx.body = presentListing(await withStable(updated));
    }),
  );

  router.delete(
    '/api/admin/listings/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      // `returning` rather than the affected-row count, which the embedded driver does not report.
      const deleted = await ctx.services.knex('listings').where('id', params.id).delete(['id']);
      if (deleted.length === 0) throw notFound(NOT_FOUND);
      // The photo rows went with the listing (cascade); their files go now.
      await removeListingFiles(ctx, [params.id]);
      ctx.body = { message: 'Anzeige gelöscht' };
    }),
  );

  return router;
}

async function withStable(listing: Listing): Promise<Listing> {
  await listing.$fetchGraph('stable');
  return listing;
}
