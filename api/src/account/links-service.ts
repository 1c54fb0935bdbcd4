// The mailed account links: e-mail confirmation (after registration or an address change) and
// "Passwort vergessen?" (a single-use link valid for 60 minutes). Confirming works signed out: the token
// alone proves access to the mailbox.
import type { Knex } from 'knex';
import { EMAIL_CONFIRMATION_HOURS, PASSWORD_RESET_MINUTES } from '#contract/account.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import { takeOverConversations } from '../conversations/service.ts';
import type { AppContext } from '../http/context.ts';
import { User } from '../models/User.ts';
import { sendConfirmationMail, sendPasswordResetMail } from './mails.ts';
import { consumeToken, hashToken, issueToken, revokeTokens } from './tokens.ts';

/**
 * Replaces any open confirmation link of the user by a new one and mails it: to the new address while a change
 * waits (pendingEmail), else to the account's unconfirmed address.
 */
export async function startEmailConfirmation(
  ctx: AppContext,
  user: Pick<User, 'id' | 'email' | 'firstName'> & { pendingEmail?: string | null },
): Promise<void> {
  const address = user.pendingEmail ?? user.email;
  await ctx.services.knex.transaction(async (trx) => {
    await revokeTokens(trx, user.id, 'email_confirmation');
    const token = await issueToken(trx, {
      userId: user.id,
      purpose: 'email_confirmation',
      validForMs: EMAIL_CONFIRMATION_HOURS * 60 * 60 * 1000,
      email: address,
    });
    await sendConfirmationMail(ctx, trx, { ...user, email: address }, token);
  });
}

/** What opening a confirmation link did. */
export type Confirmation = 'confirmed' | 'invalid' | 'taken';

/**
 * Confirms the address the link was sent to: the account's own, or the new one waiting for it, which then
 * replaces the old (reset links mailed to the old address stop working). A link to an address changed from
 * since, or to one another account took meanwhile, confirms nothing.
 */
export async function confirmEmail(knex: Knex, token: string): Promise<Confirmation> {
  return knex.transaction(async (trx) => {
    const row = await consumeToken(trx, token, 'email_confirmation');
    if (!row?.email) return 'invalid';
    const address = row.email;
    const [own] = await trx('users')
      .where({ id: row.userId })
      .whereRaw('lower(email) = lower(?)', [address])
      .update({ emailVerifiedAt: trx.fn.now(), pendingEmail: null })
      .returning('id');
    if (own) {
      await takeOverConversations(trx, row.userId, address);
      return 'confirmed';
    }
    const pending = await trx('users')
      .where({ id: row.userId })
      .whereRaw('lower(pending_email) = lower(?)', [address])
      .forUpdate()
      .first('id');
    if (!pending) return 'invalid';
    const taken = await trx('users')
      .whereRaw('lower(email) = lower(?)', [address])
      .whereNot({ id: row.userId })
      .first('id');
    if (taken) {
      await trx('users').where({ id: row.userId }).update({ pendingEmail: null });
      return 'taken';
    }
    await trx('users')
      .where({ id: row.userId })
      .update({ email: address, pendingEmail: null, emailVerifiedAt: trx.fn.now(), updatedAt: trx.fn.now() });
    await revokeTokens(trx, row.userId, 'password_reset');
    await takeOverConversations(trx, row.userId, address);
    return 'confirmed';
  });
}

/** Mails a reset link when the address has an account; takes about as long when it has none. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const { knex } = ctx.services;
  const user = await User.query().whereRaw('lower(email) = lower(?)', [email]).first();
  if (user) {
    // The link and its mail in one transaction: two short statements, about as long as the lookup below.
    await knex.transaction(async (trx) => {
      const token = await issueToken(trx, {
        userId: user.id,
        purpose: 'password_reset',
        validForMs: PASSWORD_RESET_MINUTES * 60 * 1000,
        email: user.email,
      });
      await sendPasswordResetMail(ctx, trx, user, token);
    });
  } else {
    // A comparable round trip for unknown addresses, so the timing says as little as the answer.
    await knex('userTokens')
      .where({ tokenHash: hashToken(email) })
      .first('id');
  }
}

/** Sets the password through a reset link and ends every session; null when the link is not valid. */
export async function resetPassword(knex: Knex, token: string, passwordHash: string): Promise<User | null> {
  return knex.transaction(async (trx) => {
    const row = await consumeToken(trx, token, 'password_reset');
    if (!row) return null;
    await User.query(trx).findById(row.userId).patch({ passwordHash, updatedAt: new Date() });
    // Opening a link sent to the current address also proves the address is theirs.
    await User.query(trx)
      .findById(row.userId)
      .whereNull('emailVerifiedAt')
      .whereRaw('lower(email) = lower(?)', [row.email ?? ''])
      .patch({ emailVerifiedAt: new Date() });
    await revokeTokens(trx, row.userId, 'password_reset');
    await endSessionsOf(trx, row.userId);
    return (await User.query(trx).findById(row.userId)) ?? null;
  });
}
