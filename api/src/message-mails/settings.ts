// Reading and changing who gets mails about new messages: an account's mode, and the addresses of anonymous
// enquirers who unsubscribed (for all conversations of that address).
import type { Knex } from 'knex';
import type { MessageMailMode } from '#contract/message-mails.ts';
import { verifyUnsubscribeToken } from './links.ts';

export async function messageMailModeOf(knex: Knex, userId: number): Promise<MessageMailMode> {
  const row = (await knex('users').where({ id: userId }).first('messageMails')) as
    { messageMails: MessageMailMode } | undefined;
  return row?.messageMails ?? 'batched';
}

export async function setMessageMailMode(knex: Knex, userId: number, mode: MessageMailMode): Promise<void> {
  await knex('users').where({ id: userId }).update({ messageMails: mode });
}

/** Turns the mails off for whoever the token names; false for a token that names nobody (forged, or gone). */
export async function unsubscribe(knex: Knex, secret: string, token: string): Promise<boolean> {
  const subject = verifyUnsubscribeToken(secret, token);
  if (!subject) return false;
  if ('userId' in subject) {
    return (await knex('users').where({ id: subject.userId }).update({ messageMails: 'off' })) > 0;
  }
  const conversation = (await knex('conversations').where({ id: subject.conversationId }).first('enquirerEmail')) as
    { enquirerEmail: string } | undefined;
  if (!conversation) return false;
  await knex('messageMailOptouts')
    .insert({ email: conversation.enquirerEmail.toLowerCase() })
    .onConflict('email')
    .ignore();
  return true;
}
