// The links in newsletter mails: confirm a sign-up and unsubscribe. A token is the sign-up's id plus an
// HMAC of id, address and purpose under the server secret, so every mail's unsubscribe link keeps working
// without storing a token per mail, and no link can be forged or reused for another address.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

function mac(secret: string, purpose: NewsletterLinkPurpose, id: number, email: string): string {
  return createHmac('sha256', secret).update(`newsletter:${purpose}:${id}:${email.toLowerCase()}`).digest('base64url');
}

export function newsletterToken(
  secret: string,
  purpose: NewsletterLinkPurpose,
  signup: { id: number; email: string },
): string {
  return `${signup.id}_${mac(secret, purpose, signup.id, signup.email)}`;
}

/** The sign-up id a token names (still to be checked with verifyNewsletterToken against the row). */
export function newsletterTokenId(token: string): number | null {
  const match = /^([1-9]\d{0,9})_/.exec(token);
  return match ? Number(match[1]) : null;
}

export function verifyNewsletterToken(
  secret: string,
  purpose: NewsletterLinkPurpose,
  token: string,
  signup: { id: number; email: string },
): boolean {
  const expected = Buffer.from(newsletterToken(secret, purpose, signup));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
