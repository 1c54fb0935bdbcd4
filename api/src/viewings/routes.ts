// The viewing routes: the owner's slots (/api/my, stable owners only), the free slots of a public listing, and
// both sides' viewings in a conversation (/api/me). Every viewing route answers 404 to anyone outside its
// conversation, admins included.
import Router from '@koa/router';
import { IdParam } from '#contract/schemas.ts';
import { ViewingBody, ViewingSlotsBody } from '#contract/viewings.ts';
import { requireUser } from '../auth/current-user.ts';
import { conversationOf } from '../conversations/access.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { ownerId, requireOwner } from '../owner/ownership.ts';
import { conversationViewings, upcomingViewings } from './lists.ts';
import { ownerNameOf, presentViewing } from './presenter.ts';
import { sideOf, viewingRow } from './rows.ts';
import { acceptViewing, cancelViewing, moveViewing, requestViewing } from './service.ts';
import { createSlot, createWeeklySlots, deleteSlot, freeSlots, ownerSlots } from './slots.ts';

const userId = (ctx: AppContext) => ctx.state.user!.id;

function ownerSlotRoutes(router: Router<AppState, AppContext>) {
  router.post(
    '/api/my/stables/:id/viewing-slots',
    requireOwner(),
    handle({ params: IdParam, body: ViewingSlotsBody }, async (ctx, { params, body }) => {
      const { knex } = ctx.services;
      ctx.body =
        'weekly' in body
          ? await createWeeklySlots(knex, ownerId(ctx), params.id, body)
          : await createSlot(knex, ownerId(ctx), params.id, body);
      ctx.status = 201;
    }),
  );

  router.get(
    '/api/my/stables/:id/viewing-slots',
    requireOwner(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await ownerSlots(ctx.services.knex, ownerId(ctx), params.id);
    }),
  );

  router.delete(
    '/api/my/viewing-slots/:id',
    requireOwner(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      await deleteSlot(ctx.services.knex, ownerId(ctx), params.id);
      ctx.body = { message: 'Termin gelöscht' };
    }),
  );
}

function conversationViewingRoutes(router: Router<AppState, AppContext>) {
  router.get(
    '/api/me/conversations/:id/viewings',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const access = await conversationOf(ctx.services.knex, userId(ctx), params.id);
      ctx.body = await conversationViewings(ctx.services.knex, access);
    }),
  );

  router.post(
    '/api/me/conversations/:id/viewings',
    requireUser(),
    handle({ params: IdParam, body: ViewingBody }, async (ctx, { params, body }) => {
      const { knex } = ctx.services;
      const access = await conversationOf(knex, userId(ctx), params.id);
      const row = await requestViewing(ctx.services, knex, access, body.slotId);
      ctx.status = 201;
      ctx.body = presentViewing(row, access.role);
    }),
  );
}

function myViewingRoutes(router: Router<AppState, AppContext>) {
  router.get('/api/me/viewings', requireUser(), async (ctx) => {
    ctx.body = await upcomingViewings(ctx.services.knex, userId(ctx));
  });

  router.post(
    '/api/me/viewings/:id/accept',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const { row, side } = await acceptViewing(ctx.services, ctx.services.knex, params.id, userId(ctx));
      ctx.body = presentViewing(row, side);
    }),
  );

  router.post(
    '/api/me/viewings/:id/move',
    requireUser(),
    handle({ params: IdParam, body: ViewingBody }, async (ctx, { params, body }) => {
      const { row, side } = await moveViewing(ctx.services, ctx.services.knex, params.id, userId(ctx), body.slotId);
      ctx.body = presentViewing(row, side);
    }),
  );

  router.post(
    '/api/me/viewings/:id/cancel',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const { row, side } = await cancelViewing(ctx.services, ctx.services.knex, params.id, userId(ctx));
      ctx.body = presentViewing(row, side);
    }),
  );

  router.get(
    '/api/me/viewings/:id/calendar.ics',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const { services } = ctx;
      const row = await viewingRow(services.knex, params.id);
      const side = sideOf(row, userId(ctx));
      const user = ctx.state.user!;
      const { siteName } = await services.settings.get();
      // The calendar's libraries (every zone's VTIMEZONE among them) load when a first file is made.
      const { viewingCalendar } = await import('./calendar.ts');
      const file = viewingCalendar(row, {
        siteUrl: services.config.siteUrl,
        mailFrom: services.config.mailFrom,
        siteName,
        attendee: {
          name: side === 'owner' ? ownerNameOf(row) : row.enquirerName,
          email: user.email,
        },
      });
      ctx.type = file.contentType;
      ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
      ctx.body = file.content;
    }),
  );
}

export function viewingRoutes() {
  const router = new Router<AppState, AppContext>();
  router.get(
    '/api/listings/:id/viewing-slots',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await freeSlots(ctx.services.knex, params.id);
    }),
  );
  ownerSlotRoutes(router);
  conversationViewingRoutes(router);
  myViewingRoutes(router);
  return router;
}
