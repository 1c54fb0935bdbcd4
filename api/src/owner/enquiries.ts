// The owner's inbox: enquiries to their listings, newest first, with read and answered state.
import Router from '@koa/router';
import { EnquiryUpdateBody, OwnerEnquiryQuery } from '#contract/owner.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { ENQUIRY, ownEnquiries, ownerId } from './ownership.ts';
import { presentOwnerEnquiry } from './presenter.ts';

export function ownerEnquiryRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/my/enquiries',
    handle({ query: OwnerEnquiryQuery }, async (ctx, { query }) => {
      const q = ownEnquiries(ownerId(ctx))
        .withGraphFetched('listing(idAndTitle)')
        .modifiers({ idAndTitle: (b) => b.select('listings.id', 'listings.title') })
        .orderBy('contactRequests.createdAt', 'desc')
        .orderBy('contactRequests.id', 'desc');
      if (query.listingId) q.where('contactRequests.listingId', query.listingId);
      if (query.unread === 'true') q.whereNull('contactRequests.readAt');
      if (query.unread === 'false') q.whereNotNull('contactRequests.readAt');
      ctx.body = (await q).map(presentOwnerEnquiry);
    }),
  );

  router.put(
    '/api/my/enquiries/:id',
    handle({ params: IdParam, body: EnquiryUpdateBody }, async (ctx, { params, body }) => {
      const enquiry = await ownEnquiries(ownerId(ctx)).findById(params.id);
      if (!enquiry) throw notFound(ENQUIRY);
      const patch: { readAt?: Date | null; status?: 'new' | 'answered' } = {};
      // Reading again keeps the first reading time.
      if (body.read === true && !enquiry.readAt) patch.readAt = new Date();
      if (body.read === false) patch.readAt = null;
      if (body.status) patch.status = body.status;
      if (Object.keys(patch).length) await enquiry.$query().patch(patch);
      const updated = await enquiry
        .$query()
        .withGraphFetched('listing(idAndTitle)')
        .modifiers({ idAndTitle: (b) => b.select('listings.id', 'listings.title') });
      ctx.body = presentOwnerEnquiry(updated);
    }),
  );

  return router;
}
