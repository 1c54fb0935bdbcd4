// Newsletter sign-ups in the database: one row per topic and address, unconfirmed until the mailed link is
// opened. A link names its sign-up by id and proves itself with an HMAC over the row (links.ts).
import type { Knex } from 'knex';
import { newsletterTokenId, verifyNewsletterToken, type NewsletterLinkPurpose } from './links.ts';

export const NEWSLETTER_TOPIC = 'stallverwaltung';

export interface Signup {
  id: number;
  email: string;
  confirmedAt: Date | null;
}

/** Stores the address unless it is there already, and returns its sign-up (confirmed or not). */
/** `whileUnconfirmed` runs in the sign-up's transaction when the address still needs confirming (the link's mail). */
export async function signUp(
  knex: Knex,
  email: string,
  whileUnconfirmed?: (trx: Knex.Transaction, signup: Signup) => Promise<void>,
): Promise<Signup> {
  return knex.transaction(async (trx) => {
    await trx('newsletterSignups').insert({ topic: NEWSLETTER_TOPIC, email }).onConflict(['topic', 'email']).ignore();
    const signup: Signup = await trx('newsletterSignups').where({ topic: NEWSLETTER_TOPIC, email }).first();
    if (!signup.confirmedAt) await whileUnconfirmed?.(trx, signup);
    return signup;
  });
}

/** The sign-up a link names, when its token is genuine for that sign-up. */
export async function signupOf(
  knex: Knex,
  secret: string,
  token: string,
  purpose: NewsletterLinkPurpose,
): Promise<Signup | null> {
  const id = newsletterTokenId(token);
  if (id === null) return null;
  const row: Signup | undefined = await knex('newsletterSignups').where({ id, topic: NEWSLETTER_TOPIC }).first();
  return row && verifyNewsletterToken(secret, purpose, token, row) ? row : null;
}

/** Confirms once: opening the link again keeps the first confirmation time. */
export async function confirmSignup(knex: Knex, id: number): Promise<void> {
  await knex('newsletterSignups').where({ id }).whereNull('confirmedAt').update({ confirmedAt: new Date() });
}

export async function removeSignup(knex: Knex, id: number): Promise<void> {
  await knex('newsletterSignups').where({ id }).delete();
}
