// Public routes that create contact requests: the contact form and the enquiry about a listing.
import { ContactFormBody, EnquiryBody } from '#contract/enquiries.ts';
import Router from '@koa/router';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { mailConversationLink } from '../conversations/mails.ts';
import { mailNewEnquiry } from './mails.ts';
import { smsNewEnquiry } from '../sms/enquiry-sms.ts';
import { createContactMessage, createEnquiry } from './service.ts';

export function contactRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/contact-form',
    limits.middleware('contactForm'),
    handle({ body: ContactFormBody }, async (ctx, { body }) => {
      const request = await createContactMessage(body, ctx.state.user?.id ?? null);
      ctx.status = 201;
      ctx.body = { id: request.id, message: 'Nachricht gesendet' };
    }),
  );

  router.post(
    '/api/listings/:id/enquiries',
    limits.middleware('enquiry'),
    handle({ params: IdParam, body: EnquiryBody }, async (ctx, { params, body }) => {
      const { enquiry, conversation } = await createEnquiry(
        params.id,
        body,
        ctx.state.user?.id ?? null,
        async (trx, enquiry, conversation) => {
          await mailNewEnquiry(ctx, trx, { ...enquiry, conversationId: conversation.id });
          await smsNewEnquiry(ctx, trx, { ...enquiry, conversationId: conversation.id });
          if (conversation.token) await mailConversationLink(ctx, trx, enquiry, conversation.token);
        },
      );
      ctx.status = 201;
      ctx.body = { id: enquiry.id, conversationId: conversation.id, message: 'Anfrage gesendet' };
    }),
  );

  return router;
}
