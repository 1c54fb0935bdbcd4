// The trust routes (issue 37). Public: the operator page's data (GET /api/stables/:slug/profile). The owner's, under
// /api/my (stable owners only; another owner's stable answers 404 before the body is read): the stable's checks,
// a verification request and a seal claim, each a multipart form with its document. The admin's, under
// /api/admin (401 without a session, 403 for anyone but an admin): the open checks and their count, a document's
// download, and the decision.
import Router from '@koa/router';
import type { Next } from 'koa';
import { isoDay } from '#contract/dates.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { IdParam } from '#contract/schemas.ts';
import { SealRequestBody, SlugParam, TrustDecisionBody, TRUST_MSG, VerificationRequestBody } from '#contract/trust.ts';
import { requireAdmin } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { ownerId, ownStable, requireOwner, STABLE } from '../owner/ownership.ts';
import { decideSeal, decideVerification, requestSeal, requestVerification, SEAL, VERIFICATION } from './checks.ts';
import { documentForm, sendDocument, uploadedDocument } from './documents.ts';
import { stableProfile } from './profile.ts';
import { documentOf, openCheckCount, openChecks, ownerTrust } from './read.ts';

/** The upload routes' paths: the CSRF check lets multipart bodies through here (and at the photos). */
export const TRUST_UPLOAD_PATH = /^\/api\/my\/stables\/[^/]+\/(verification|seals)\/?$/;

const ID = /^[1-9]\d{0,9}$/;

/** The owner's stable of the path, checked before the body is read, so a stranger learns nothing. */
const ownedStable = new WeakMap<AppContext, number>();
async function ownsStable(ctx: AppContext, next: Next) {
  const raw = (ctx as AppContext & { params: Record<string, string> }).params.id;
  if (!raw || !ID.test(raw) || Number(raw) > 2_147_483_647) throw notFound(STABLE);
  ownedStable.set(ctx, (await ownStable(ownerId(ctx), Number(raw))).id);
  await next();
}
const stableIdOf = (ctx: AppContext) => ownedStable.get(ctx)!;

const depsOf = (ctx: AppContext) => {
  const { knex, media, log, jobs, settings, config } = ctx.services;
  return { knex, media, log, jobs, settings, config };
};

export function trustRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/stables/:slug/profile',
    handle({ params: SlugParam }, async (ctx, { params }) => {
      ctx.body = await stableProfile(ctx.services.knex, ctx.services.search, params.slug);
    }),
  );

  router.get('/api/my/stables/:id/trust', requireOwner(), ownsStable, async (ctx) => {
    ctx.body = await ownerTrust(ctx.services.knex, stableIdOf(ctx));
  });

  router.post(
    '/api/my/stables/:id/verification',
    requireOwner(),
    ownsStable,
    documentForm,
    handle({ body: VerificationRequestBody }, async (ctx, { body }) => {
      await requestVerification(depsOf(ctx), stableIdOf(ctx), ownerId(ctx), body, uploadedDocument(ctx));
      ctx.status = 201;
      ctx.body = {
        ...(await ownerTrust(ctx.services.knex, stableIdOf(ctx))),
        message: TRUST_MSG.verificationRequested,
      };
    }),
  );

  router.post(
    '/api/my/stables/:id/seals',
    requireOwner(),
    ownsStable,
    documentForm,
    handle({ body: SealRequestBody }, async (ctx, { body }) => {
      const today = isoDay(new Date(), HOME_TIME_ZONE);
      await requestSeal(depsOf(ctx), stableIdOf(ctx), ownerId(ctx), body, uploadedDocument(ctx), today);
      ctx.status = 201;
      ctx.body = { ...(await ownerTrust(ctx.services.knex, stableIdOf(ctx))), message: TRUST_MSG.sealRequested };
    }),
  );

  router.get('/api/admin/trust-checks', requireAdmin(), async (ctx) => {
    ctx.body = await openChecks(ctx.services.knex);
  });

  router.get('/api/admin/trust-checks/count', requireAdmin(), async (ctx) => {
    ctx.body = { open: await openCheckCount(ctx.services.knex) };
  });

  router.get(
    '/api/admin/verifications/:id/document',
    requireAdmin(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const doc = await documentOf(ctx.services.knex, 'stable_verifications', params.id, VERIFICATION);
      await sendDocument(ctx, doc.documentKey, doc.documentType, `nachweis-verifizierung-${params.id}`);
    }),
  );

  router.get(
    '/api/admin/seals/:id/document',
    requireAdmin(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const doc = await documentOf(ctx.services.knex, 'stable_seals', params.id, SEAL);
      await sendDocument(ctx, doc.documentKey, doc.documentType, `nachweis-siegel-${params.id}`);
    }),
  );

  router.post(
    '/api/admin/verifications/:id/decision',
    requireAdmin(),
    handle({ params: IdParam, body: TrustDecisionBody }, async (ctx, { params, body }) => {
      await decideVerification(depsOf(ctx), params.id, ctx.state.user!.id, body);
      ctx.body = await openChecks(ctx.services.knex);
    }),
  );

  router.post(
    '/api/admin/seals/:id/decision',
    requireAdmin(),
    handle({ params: IdParam, body: TrustDecisionBody }, async (ctx, { params, body }) => {
      await decideSeal(depsOf(ctx), params.id, ctx.state.user!.id, body);
      ctx.body = await openChecks(ctx.services.knex);
    }),
  );

  return router;
}
