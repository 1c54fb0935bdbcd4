// The conversation routes of signed-in users (/api/me/conversations) and of the private link of an anonymous
// enquirer (/api/conversation-links/:token). Every route finds a conversation only through access.ts: another
// party's conversation answers 404 exactly like one that does not exist.
import Router from '@koa/router';
import {
  CONVERSATION_MSG,
  ConversationListQuery,
  ConversationStatusBody,
  ConversationTokenParam,
  MessageBody,
} from '#contract/conversations.ts';
import { ConversationReportBody, MODERATION_MSG } from '#contract/moderation.ts';
import { IdParam } from '#contract/schemas.ts';
import { hashToken } from '../account/tokens.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { conversationOf, conversationOfToken, type ConversationAccess } from './access.ts';
import { blockSender, unblockSender } from './blocks.ts';
import { conversationDetail, listConversations, unreadMessageCount } from './list-service.ts';
import { presentConversation, presentConversationSummary, presentMessage } from './presenter.ts';
import { reportConversation } from '../moderation/conversation-reports.ts';
import { markRead, postMessage, setOwnerStatus } from './service.ts';

const SIGN_IN = 'Bitte melde dich an, um deine Nachrichten zu sehen.';

/** Reads the conversation as `access` sees it; the other side's messages are read from now on. */
async function readConversation(ctx: AppContext, access: ConversationAccess) {
  await markRead(ctx.services.knex, access);
  const { row, messages } = await conversationDetail(ctx.services.knex, access);
  ctx.body = presentConversation(row, messages, access.role);
}

async function writeMessage(ctx: AppContext, access: ConversationAccess, authorId: number | null, body: MessageBody) {
  const { message, created } = await postMessage(ctx.services.knex, access, authorId, body);
  ctx.status = created ? 201 : 200;
  ctx.body = presentMessage(message, access.role);
}

function ownerOnly(access: ConversationAccess) {
  if (access.role !== 'owner') throw forbidden(CONVERSATION_MSG.ownerOnly);
}

export function conversationRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();
  const me = (ctx: AppContext) => ctx.state.user!.id;
  const messageLimit = limits.middleware('message', {
    key: (ctx) =>
      ctx.state.user
        ? `user:${ctx.state.user.id}`
        : `link:${hashToken(String((ctx as { params?: { token?: string } }).params?.token ?? '')).slice(0, 32)}`,
    message: CONVERSATION_MSG.tooMany,
  });
  const reportLimit = limits.middleware('report', {
    key: (ctx) => `user:${ctx.state.user!.id}`,
    message: MODERATION_MSG.tooMany,
  });

  router.get(
    '/api/me/conversations',
    requireUser(SIGN_IN),
    handle({ query: ConversationListQuery }, async (ctx, { query }) => {
      ctx.body = (await listConversations(ctx.services.knex, me(ctx), query)).map(presentConversationSummary);
    }),
  );

  // Before /:id, which would take "unread-count" for an id.
  router.get('/api/me/conversations/unread-count', requireUser(SIGN_IN), async (ctx) => {
    ctx.body = { count: await unreadMessageCount(ctx.services.knex, me(ctx)) };
  });

  router.get(
    '/api/me/conversations/:id',
    requireUser(SIGN_IN),
    handle({ params: IdParam }, async (ctx, { params }) => {
      await readConversation(ctx, await conversationOf(ctx.services.knex, me(ctx), params.id));
    }),
  );

  router.post(
    '/api/me/conversations/:id/messages',
    requireUser(SIGN_IN),
    messageLimit,
    handle({ params: IdParam, body: MessageBody }, async (ctx, { params, body }) => {
      await writeMessage(ctx, await conversationOf(ctx.services.knex, me(ctx), params.id), me(ctx), body);
    }),
  );

  router.put(
    '/api/me/conversations/:id',
    requireUser(SIGN_IN),
    handle({ params: IdParam, body: ConversationStatusBody }, async (ctx, { params, body }) => {
      const access = await conversationOf(ctx.services.knex, me(ctx), params.id);
      ownerOnly(access);
      await setOwnerStatus(ctx.services.knex, access.id, body.status);
      ctx.body = { id: access.id, status: body.status };
    }),
  );

  router.post(
    '/api/me/conversations/:id/block',
    requireUser(SIGN_IN),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const access = await conversationOf(ctx.services.knex, me(ctx), params.id);
      ownerOnly(access);
      if (access.enquirerId === access.ownerId) throw forbidden(CONVERSATION_MSG.ownSender);
      await blockSender(ctx.services.knex, access);
      ctx.body = { blocked: true, message: CONVERSATION_MSG.blockedDone };
    }),
  );

  router.delete(
    '/api/me/conversations/:id/block',
    requireUser(SIGN_IN),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const access = await conversationOf(ctx.services.knex, me(ctx), params.id);
      ownerOnly(access);
      await unblockSender(ctx.services.knex, access);
      ctx.body = { blocked: false, message: CONVERSATION_MSG.unblockedDone };
    }),
  );

  router.post(
    '/api/me/conversations/:id/report',
    requireUser(SIGN_IN),
    reportLimit,
    handle({ params: IdParam, body: ConversationReportBody }, async (ctx, { params, body }) => {
      const access = await conversationOf(ctx.services.knex, me(ctx), params.id);
      const id = await reportConversation(ctx, access, body);
      ctx.status = 201;
      ctx.body = { id, message: CONVERSATION_MSG.reported };
    }),
  );

  // ---- the private link of an anonymous enquirer; the token (256 random bits) is the only key ----

  router.get(
    '/api/conversation-links/:token',
    handle({ params: ConversationTokenParam }, async (ctx, { params }) => {
      await readConversation(ctx, await conversationOfToken(ctx.services.knex, params.token));
    }),
  );

  router.post(
    '/api/conversation-links/:token/messages',
    messageLimit,
    handle({ params: ConversationTokenParam, body: MessageBody }, async (ctx, { params, body }) => {
      await writeMessage(ctx, await conversationOfToken(ctx.services.knex, params.token), null, body);
    }),
  );

  return router;
}
