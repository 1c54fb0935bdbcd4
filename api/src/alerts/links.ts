// The tokens of the links in alert mails: confirming a visitor's search (c), unsubscribing one search (s), and
// unsubscribing an account's alerts on favourites (f). A token names its subject plus an HMAC of that under the
// server secret, so every mail's link keeps working without a stored token, and none can be forged or turned on
// another search or account.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The RFC 8058 address of every alert mail (a saved search's, or the alerts on favourites). */
export const ALERT_ONE_CLICK_PATH = '/api/saved-searches/one-click';

export type AlertTokenSubject = { confirm: number } | { search: number } | { favourites: number };

function partOf(subject: AlertTokenSubject): string {
  if ('confirm' in subject) return `c${subject.confirm}`;
  if ('search' in subject) return `s${subject.search}`;
  return `f${subject.favourites}`;
}

function mac(secret: string, part: string): string {
  return createHmac('sha256', secret).update(`alerts:${part}`).digest('base64url');
}

export function alertToken(secret: string, subject: AlertTokenSubject): string {
  const part = partOf(subject);
  return `${part}_${mac(secret, part)}`;
}

/** What a token names, when its HMAC holds; null for anything else. */
export function verifyAlertToken(secret: string, token: string): AlertTokenSubject | null {
  const match = /^([csf])([1-9]\d{0,9})_([\w-]{43})$/.exec(token);
  if (!match) return null;
  const part = `${match[1]}${match[2]}`;
  const expected = Buffer.from(mac(secret, part));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const id = Number(match[2]);
  return match[1] === 'c' ? { confirm: id } : match[1] === 's' ? { search: id } : { favourites: id };
}
