// The waiting-list routes: joining a public listing's list and one's own lists (/api/me), the offers' answers,
// the offers in a conversation, and the owner's list per listing (/api/my, stable owners only; another owner's
// listing or entry answers 404 exactly like one that does not exist).
import Router from '@koa/router';
import { IdParam } from '#contract/schemas.ts';
import {
  WaitlistEntryParams,
  WaitlistJoinBody,
  WaitlistListingParam,
  WaitlistNotifyBody,
  WaitlistOfferBody,
  WaitlistOrderBody,
  WAITLIST_MSG,
} from '#contract/waitlists.ts';
import { requireUser } from '../auth/current-user.ts';
import { conversationOf } from '../conversations/access.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { ownerId, requireOwner } from '../owner/ownership.ts';
import { joinWaitlist, myWaitlists } from './entries.ts';
import { answerOffer, conversationOffers, leaveWaitlist, offerPlace } from './offers.ts';
import { ownerWaitlist, presentOwnerEntry, removeEntry, reorderWaitlist, setNotify, waitlistCounts } from './owner.ts';

const userId = (ctx: AppContext) => ctx.state.user!.id;

function personRoutes(router: Router<AppState, AppContext>) {
  router.post(
    '/api/listings/:id/waitlist',
    requireUser(),
    handle({ params: IdParam, body: WaitlistJoinBody }, async (ctx, { params, body }) => {
      ctx.status = 201;
      ctx.body = await joinWaitlist(ctx.services.knex, userId(ctx), params.id, body);
    }),
  );

  router.get('/api/me/waitlists', requireUser(), async (ctx) => {
    ctx.body = await myWaitlists(ctx.services.knex, userId(ctx));
  });

  router.delete(
    '/api/me/waitlists/:listingId',
    requireUser(),
    handle({ params: WaitlistListingParam }, async (ctx, { params }) => {
      await leaveWaitlist(ctx.services, ctx.services.knex, userId(ctx), params.listingId);
      ctx.body = { message: WAITLIST_MSG.left };
    }),
  );

  for (const [path, answer] of [
    ['/api/me/waitlist-offers/:id/accept', 'accepted'],
    ['/api/me/waitlist-offers/:id/decline', 'declined'],
  ] as const) {
    router.post(
      path,
      requireUser(),
      handle({ params: IdParam }, async (ctx, { params }) => {
        const row = await answerOffer(ctx.services, ctx.services.knex, userId(ctx), params.id, answer);
        ctx.body = {
          id: row.offerId!,
          expiresAt: new Date(row.offerExpiresAt!).toISOString(),
          state: row.offerState!,
        };
      }),
    );
  }

  router.get(
    '/api/me/conversations/:id/waitlist-offers',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const access = await conversationOf(ctx.services.knex, userId(ctx), params.id);
      ctx.body = await conversationOffers(ctx.services.knex, access);
    }),
  );
}

function ownerRoutes(router: Router<AppState, AppContext>) {
  router.get('/api/my/waitlist-counts', requireOwner(), async (ctx) => {
    ctx.body = await waitlistCounts(ctx.services.knex, ownerId(ctx));
  });

  router.get(
    '/api/my/listings/:id/waitlist',
    requireOwner(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await ownerWaitlist(ctx.services.knex, ownerId(ctx), params.id);
    }),
  );

  router.put(
    '/api/my/listings/:id/waitlist/order',
    requireOwner(),
    handle({ params: IdParam, body: WaitlistOrderBody }, async (ctx, { params, body }) => {
      await reorderWaitlist(ctx.services.knex, ownerId(ctx), params.id, body.entryIds);
      ctx.body = await ownerWaitlist(ctx.services.knex, ownerId(ctx), params.id);
    }),
  );

  router.put(
    '/api/my/listings/:id/waitlist/notify',
    requireOwner(),
    handle({ params: IdParam, body: WaitlistNotifyBody }, async (ctx, { params, body }) => {
      ctx.body = { notify: await setNotify(ctx.services.knex, ownerId(ctx), params.id, body.notify) };
    }),
  );

  router.post(
    '/api/my/listings/:id/waitlist/:entryId/offer',
    requireOwner(),
    handle({ params: WaitlistEntryParams, body: WaitlistOfferBody }, async (ctx, { params, body }) => {
      const row = await offerPlace(ctx.services, ctx.services.knex, ownerId(ctx), params.id, params.entryId, body.days);
      ctx.status = 201;
      ctx.body = presentOwnerEntry(row);
    }),
  );

  router.delete(
    '/api/my/listings/:id/waitlist/:entryId',
    requireOwner(),
    handle({ params: WaitlistEntryParams }, async (ctx, { params }) => {
      await removeEntry(ctx.services.knex, ownerId(ctx), params.id, params.entryId);
      ctx.body = { message: WAITLIST_MSG.removed };
    }),
  );
}

export function waitlistRoutes() {
  const router = new Router<AppState, AppContext>();
  personRoutes(router);
  ownerRoutes(router);
  return router;
}
