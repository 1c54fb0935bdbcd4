// Every router of the signed-in user's account and of the mailed account links, for createApp() to mount.
import Router from '@koa/router';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { deletionRoutes } from './deletion.ts';
import { emailConfirmationRoutes } from './email-confirmation.ts';
import { exportRoutes } from './export.ts';
import { favouriteRoutes } from './favourites.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { profileRoutes } from './profile.ts';
import { sentEnquiries } from '../enquiries/account-service.ts';

function sentEnquiryRoutes() {
  const router = new Router<AppState, AppContext>();
  router.get('/api/me/enquiries', requireUser(), async (ctx) => {
    ctx.body = await sentEnquiries(ctx.services.knex, ctx.state.user!.id);
  });
  return router;
}

export function accountRoutes(limits: RateLimits) {
  return [
    profileRoutes(),
    favouriteRoutes(),
    sentEnquiryRoutes(),
    exportRoutes(),
    deletionRoutes(),
    passwordResetRoutes(limits),
    emailConfirmationRoutes(limits),
  ];
}
