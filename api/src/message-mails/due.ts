// The messages the minute's job decides about: written by one side, unread by the other, nobody told yet, and older
// than the delay. The opening message of a conversation is the enquiry itself, which the owner got a mail for
// already; the platform's own lines (viewings) come with mails of their own. Locked for the deciding transaction,
// skipping rows another run holds, so two runs at once never mail one message twice.
import type { Knex } from 'knex';
import type { MessageMailMode } from '#contract/message-mails.ts';

export interface DueMessage {
  id: number;
  conversationId: number;
  sender: 'enquirer' | 'owner';
  listingTitle: string;
  stableName: string;
  enquirerName: string;
  enquirerEmail: string;
  /** Whether the anonymous enquirer has a private link (enquiries before conversations have none). */
  hasPrivateLink: boolean;
  ownerId: number;
  /** The recipient's account; null for an anonymous enquirer. */
  recipientId: number | null;
  recipientEmail: string | null;
  recipientFirstName: string | null;
  recipientMode: MessageMailMode | null;
  recipientDigestSentAt: Date | null;
  /** Whether an earlier mail told the recipient of this conversation and they have not read it since. */
  toldBefore: boolean;
  /** An anonymous enquirer who unsubscribed. */
  optedOut: boolean;
}

/**
 * `cutoff`: written before it (the delay). `horizon`: written after it; older news is no news to mail (after an
 * outage of days, or a backlog from before the job ran).
 */
export async function lockDueMessages(trx: Knex.Transaction, cutoff: Date, horizon: Date): Promise<DueMessage[]> {
  const result = await trx.raw<{ rows: DueMessage[] }>(
    `SELECT m.id, m.conversation_id AS "conversationId", m.sender, l.title AS "listingTitle",
            s.name AS "stableName", v.enquirer_name AS "enquirerName", v.enquirer_email AS "enquirerEmail",
            v.access_token_hash IS NOT NULL AS "hasPrivateLink", s.owner_id AS "ownerId",
            r.id AS "recipientId", r.email AS "recipientEmail", r.first_name AS "recipientFirstName",
            r.message_mails AS "recipientMode", r.message_digest_sent_at AS "recipientDigestSentAt",
            EXISTS (SELECT 1 FROM conversation_messages e
                     WHERE e.conversation_id = m.conversation_id AND e.sender = m.sender
                       AND e.read_at IS NULL AND e.notified_at IS NOT NULL) AS "toldBefore",
            o.email IS NOT NULL AS "optedOut"
       FROM conversation_messages m
       JOIN conversations v ON v.id = m.conversation_id
       JOIN listings l ON l.id = v.listing_id
       JOIN stables s ON s.id = l.stable_id
       LEFT JOIN users r ON r.id = CASE WHEN m.sender = 'enquirer' THEN s.owner_id ELSE v.enquirer_id END
       LEFT JOIN message_mail_optouts o
              ON m.sender = 'owner' AND v.enquirer_id IS NULL AND o.email = lower(v.enquirer_email)
      WHERE m.notified_at IS NULL AND m.read_at IS NULL AND m.sender <> 'system'
        AND m.created_at > v.created_at AND m.created_at <= ? AND m.created_at > ?
      ORDER BY m.id
        FOR UPDATE OF m SKIP LOCKED`,
    [cutoff, horizon],
  );
  return result.rows;
}

export async function markTold(trx: Knex.Transaction, ids: number[], now: Date): Promise<void> {
  if (ids.length) await trx('conversationMessages').whereIn('id', ids).update({ notifiedAt: now });
}
