// The stable owner's area under /api/my (stables, listings, enquiries, statistics): every route here answers
// 401 without a session and 403 to anyone who is not a stable owner, admins included.
import Router from '@koa/router';
import type { AppContext, AppState } from '../http/context.ts';
import { ownerEnquiryRoutes } from '../enquiries/owner-routes.ts';
import { ownerRenewalRoutes } from '../freshness/routes.ts';
import { ownerListingRoutes, ownerStatsRoutes } from '../listings/owner-routes.ts';
import { requireOwner } from './ownership.ts';
import { ownerStableRoutes } from '../stables/owner-routes.ts';

export function ownerRoutes() {
  const router = new Router<AppState, AppContext>();
  // Runs before the sub-routers' handlers, and only when one of their routes matched (see adminRoutes).
  router.use(requireOwner());
  for (const sub of [
    ownerStableRoutes(),
    ownerListingRoutes(),
    ownerStatsRoutes(),
    ownerEnquiryRoutes(),
    ownerRenewalRoutes(),
  ]) {
    router.use(sub.routes());
  }
  return router;
}
