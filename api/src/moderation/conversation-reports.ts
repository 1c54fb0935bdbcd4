// A side's report of a conversation, or of the other side as a person: both go to the one moderation queue, where
// an admin reads the conversation through the report (never by the conversation's own id).
import type * as z from 'zod';
import { MODERATION_MSG, type ConversationReportBody } from '#contract/moderation.ts';
import type { ConversationAccess } from '../conversations/access.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { fileReport } from './reports.ts';

export async function reportConversation(
  ctx: AppContext,
  access: ConversationAccess,
  body: z.infer<typeof ConversationReportBody>,
): Promise<number> {
  const reporter = ctx.state.user!;
  const { subject, ...report } = body;
  if (subject === 'conversation')
    return fileReport(ctx, { kind: 'conversation', itemId: access.id, reporter, body: report });
  const other = access.role === 'enquirer' ? access.ownerId : access.enquirerId;
  // An anonymous enquirer has no account to report; the conversation can be reported instead.
  if (other === null || other === reporter.id) throw badRequest(MODERATION_MSG.noAccount);
  return fileReport(ctx, { kind: 'user', itemId: other, reporter, body: report });
}
