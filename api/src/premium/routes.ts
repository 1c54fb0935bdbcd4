// The Premium routes (issue 38): the owner's Premium per listing and booking (/api/my, stable owners only), the
// owner's invoices and their PDFs, and the back office's invoices (/api/admin, admins only): the list, the payment
// and the cancellation. Another owner's listing or invoice answers 404 like one that does not exist.
import Router from '@koa/router';
import { PremiumBookingBody } from '#contract/premium.ts';
import { IdParam } from '#contract/schemas.ts';
import { requireAdmin } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { ownerId, requireOwner } from '../owner/ownership.ts';
import { bookPremium, premiumState } from './booking.ts';
import { adminInvoices, cancelInvoice, markPaid, ownerInvoices, ownInvoice } from './invoices.ts';
import { renderInvoicePdf } from './pdf.ts';

export function premiumRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/my/listings/:id/premium',
    requireOwner(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const { knex, settings } = ctx.services;
      ctx.body = await premiumState(knex, settings, ownerId(ctx), params.id, new Date());
    }),
  );

  router.post(
    '/api/my/listings/:id/premium',
    requireOwner(),
    handle({ params: IdParam, body: PremiumBookingBody }, async (ctx, { params, body }) => {
      const booked = await bookPremium(ctx.services, ctx.services.knex, ownerId(ctx), params.id, body.days, new Date());
      ctx.status = 201;
      ctx.body = booked;
    }),
  );

  router.get('/api/my/invoices', requireOwner(), async (ctx) => {
    ctx.body = await ownerInvoices(ctx.services.knex, ownerId(ctx));
  });

  router.get(
    '/api/my/invoices/:id/pdf',
    requireOwner(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const invoice = await ownInvoice(ctx.services.knex, ownerId(ctx), params.id);
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="rechnung-${invoice.number}.pdf"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await renderInvoicePdf(invoice.data);
    }),
  );

  router.get('/api/admin/invoices', requireAdmin(), async (ctx) => {
    ctx.body = await adminInvoices(ctx.services.knex);
  });

  router.put(
    '/api/admin/invoices/:id/paid',
    requireAdmin(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await markPaid(ctx.services.knex, ctx.state.user!.id, params.id, new Date());
    }),
  );

  router.post(
    '/api/admin/invoices/:id/cancel',
    requireAdmin(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await cancelInvoice(ctx.services.knex, ctx.state.user!.id, params.id, new Date());
    }),
  );

  return router;
}
