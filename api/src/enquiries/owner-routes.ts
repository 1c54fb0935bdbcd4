// The owner's inbox: enquiries to the owner's own listings, and marking them read or answered.
import { EnquiryUpdateBody, OwnerEnquiryQuery } from '#contract/enquiries.ts';
import Router from '@koa/router';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { ENQUIRY, ownerId } from '../owner/ownership.ts';
import { ownerEnquiries, updateOwnerEnquiry } from './owner-service.ts';
import { presentOwnerEnquiry } from './presenter.ts';

export function ownerEnquiryRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/my/enquiries',
    handle({ query: OwnerEnquiryQuery }, async (ctx, { query }) => {
      ctx.body = (await ownerEnquiries(ownerId(ctx), query)).map(presentOwnerEnquiry);
    }),
  );

  router.put(
    '/api/my/enquiries/:id',
    handle({ params: IdParam, body: EnquiryUpdateBody }, async (ctx, { params, body }) => {
      const updated = await updateOwnerEnquiry(ownerId(ctx), params.id, body);
      if (!updated) throw notFound(ENQUIRY);
      ctx.body = presentOwnerEnquiry(updated);
    }),
  );

  return router;
}
