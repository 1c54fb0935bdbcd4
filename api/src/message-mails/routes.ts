// The account's choice of mails about new messages, and unsubscribing from them by the link in each such mail:
// from the page the link opens (JSON, as every call of the site) or with one click in the mail program (RFC 8058:
// a form POST to the List-Unsubscribe address, from the mail provider, without our Origin).
import Router from '@koa/router';
import {
  MESSAGE_MAIL_MSG,
  MessageMailOneClickQuery,
  MessageMailUnsubscribeBody,
  MessageSettingsBody,
  type MessageSettingsDto,
} from '#contract/message-mails.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { ONE_CLICK_PATH } from './mail.ts';
import { messageMailModeOf, setMessageMailMode, unsubscribe } from './settings.ts';

export function messageMailRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.get('/api/me/message-settings', requireUser(), async (ctx) => {
    const body: MessageSettingsDto = { messageMails: await messageMailModeOf(ctx.services.knex, ctx.state.user!.id) };
    ctx.body = body;
  });

  router.put(
    '/api/me/message-settings',
    requireUser(),
    handle({ body: MessageSettingsBody }, async (ctx, { body }) => {
      await setMessageMailMode(ctx.services.knex, ctx.state.user!.id, body.messageMails);
      ctx.body = body;
    }),
  );

  const secret = (ctx: AppContext) => ctx.services.config.sessionSecret ?? 'missing-secret';

  router.post(
    '/api/message-mails/unsubscribe',
    limits.middleware('tokenLink'),
    handle({ body: MessageMailUnsubscribeBody }, async (ctx, { body }) => {
      if (!(await unsubscribe(ctx.services.knex, secret(ctx), body.token))) {
        throw badRequest(MESSAGE_MAIL_MSG.invalidLink);
      }
      ctx.body = { message: MESSAGE_MAIL_MSG.unsubscribed };
    }),
  );

  router.post(
    ONE_CLICK_PATH,
    limits.middleware('tokenLink'),
    handle({ query: MessageMailOneClickQuery }, async (ctx, { query }) => {
      if (!(await unsubscribe(ctx.services.knex, secret(ctx), query.token))) {
        throw badRequest(MESSAGE_MAIL_MSG.invalidLink);
      }
      ctx.body = { message: MESSAGE_MAIL_MSG.unsubscribed };
    }),
  );

  return router;
}
