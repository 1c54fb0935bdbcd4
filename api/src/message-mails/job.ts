// The minute's job behind mails about new messages (issue 35): a message its recipient has not read ten minutes
// after it was written is mailed, batched per recipient: one mail lists every conversation with news, and a
// conversation already mailed about and still unread is not mailed again. Accounts that chose "daily" get one
// digest a day from 7:00 (Europe/Berlin) on; "off" gets none. Deciding, marking the messages told and queuing the
// mails happen in one transaction on rows locked for it, so several workers never mail a message twice.
import type { Knex } from 'knex';
import { MESSAGE_DIGEST_HOUR, MESSAGE_MAIL_DELAY_MINUTES, type MessageMailMode } from '#contract/message-mails.ts';
import type { ScheduledWork } from '../jobs/queue.ts';
import { lockDueMessages, markTold, type DueMessage } from './due.ts';
import { mailMessageNews, type MessageMailDeps, type NewsRecipient } from './mail.ts';

export const MESSAGE_MAIL_QUEUE = 'message-mails';
/** Messages older than this are never mailed: a daily digest's day plus room for a short outage. */
const HORIZON_MS = 3 * 24 * 3600 * 1000;

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' });
const berlinHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' });

/** Whether a daily digest is due: from the digest hour on, once per Berlin day. */
export function digestDue(lastSent: Date | null, now: Date): boolean {
  if (Number(berlinHour.format(now)) < MESSAGE_DIGEST_HOUR) return false;
  return !lastSent || berlinDay.format(lastSent) < berlinDay.format(now);
}

function recipientOf(message: DueMessage): { key: string; mode: MessageMailMode } {
  if (message.recipientId !== null) {
    // Someone who enquired about their own listing is told nothing about their own words.
    const self = message.sender === 'owner' && message.recipientId === message.ownerId;
    return { key: `u${message.recipientId}`, mode: self ? 'off' : (message.recipientMode ?? 'batched') };
  }
  return {
    key: `e${message.enquirerEmail.toLowerCase()}`,
    mode: message.optedOut ? 'off' : 'batched',
  };
}

/** What one recipient is told: the conversations, each with its count of new messages. */
function newsOf(messages: DueMessage[], skipToldBefore: boolean): NewsRecipient['conversations'] {
  const byConversation = new Map<number, NewsRecipient['conversations'][number]>();
  for (const message of messages) {
    if (skipToldBefore && message.toldBefore) continue;
    const entry = byConversation.get(message.conversationId) ?? {
      id: message.conversationId,
      listingTitle: message.listingTitle,
      otherName: message.sender === 'enquirer' ? message.enquirerName : message.stableName,
      count: 0,
    };
    entry.count += 1;
    byConversation.set(message.conversationId, entry);
  }
  return [...byConversation.values()];
}

/** Decides about every due message at `now`; answers how many mails were queued. */
export async function sendMessageMails(deps: MessageMailDeps, knex: Knex, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MESSAGE_MAIL_DELAY_MINUTES * 60_000);
  return knex.transaction(async (trx) => {
    const due = await lockDueMessages(trx, cutoff, new Date(now.getTime() - HORIZON_MS));
    const groups = new Map<string, { mode: MessageMailMode; messages: DueMessage[] }>();
    for (const message of due) {
      const { key, mode } = recipientOf(message);
      const group = groups.get(key) ?? { mode, messages: [] };
      group.messages.push(message);
      groups.set(key, group);
    }
    let mailed = 0;
    const told: number[] = [];
    for (const { mode, messages } of groups.values()) {
      const [first] = messages as [DueMessage, ...DueMessage[]];
      if (mode === 'daily' && !digestDue(first.recipientDigestSentAt, now)) continue;
      told.push(...messages.map((message) => message.id));
      if (mode === 'off') continue;
      const conversations = newsOf(messages, mode === 'batched');
      if (conversations.length === 0) continue;
      await mailMessageNews(deps, trx, recipientFrom(first), conversations, { digest: mode === 'daily' });
      if (mode === 'daily') await trx('users').where({ id: first.recipientId }).update({ messageDigestSentAt: now });
      mailed += 1;
    }
    await markTold(trx, told, now);
    return mailed;
  });
}

function recipientFrom(message: DueMessage): NewsRecipient['to'] {
  if (message.recipientId !== null) {
    return {
      kind: 'account',
      userId: message.recipientId,
      email: message.recipientEmail!,
      firstName: message.recipientFirstName,
      role: message.sender === 'enquirer' ? 'owner' : 'enquirer',
    };
  }
  return {
    kind: 'anonymous',
    conversationId: message.conversationId,
    email: message.enquirerEmail,
    name: message.enquirerName,
    hasPrivateLink: message.hasPrivateLink,
  };
}

/** The job as the queue runs it: every minute, once per minute whichever process. */
export function messageMailWork(deps: Omit<MessageMailDeps, 'jobs'>): ScheduledWork {
  return {
    name: MESSAGE_MAIL_QUEUE,
    cron: '* * * * *',
    run: async ({ knex, now, queue }) => {
      await sendMessageMails({ ...deps, jobs: queue }, knex, now);
    },
  };
}
