// Single-use tokens for mailed links: 32 random bytes in the link, only their SHA-256 hash in user_tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type TokenPurpose = 'password_reset' | 'email_confirmation';

export interface TokenRow {
  id: number;
  userId: number;
  purpose: TokenPurpose;
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new token for `userId` and returns the raw token for the link (never stored). */
export async function issueToken(
  knex: Knex,
  input: { userId: number; purpose: TokenPurpose; validForMs: number; email?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await knex('userTokens').insert({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: input.email ?? null,
    expiresAt: new Date(Date.now() + input.validForMs),
  });
  return token;
}

/**
 * Marks the token used and returns it, when it exists for `purpose`, is unused and unexpired; else null.
 * The update is the check, so two simultaneous uses cannot both succeed.
 */
export async function consumeToken(trx: Knex, token: string, purpose: TokenPurpose): Promise<TokenRow | null> {
  const [row] = await trx('userTokens')
    .where({ tokenHash: hashToken(token), purpose })
    .whereNull('usedAt')
    .andWhere('expiresAt', '>', trx.fn.now())
    .update({ usedAt: trx.fn.now() })
    .returning(['id', 'userId', 'purpose', 'email', 'expiresAt', 'usedAt']);
  return (row as TokenRow | undefined) ?? null;
}

/** Ends every open token of `purpose` for the user, e.g. all reset links once one was used. */
export async function revokeTokens(trx: Knex, userId: number, purpose: TokenPurpose): Promise<void> {
  await trx('userTokens').where({ userId, purpose }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
}

/** Removes links that can no longer be used: expired ones, and used ones a day after their use. */
export async function pruneTokens(knex: Knex): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await knex('userTokens').where('expiresAt', '<', knex.fn.now()).orWhere('usedAt', '<', dayAgo).delete();
}
