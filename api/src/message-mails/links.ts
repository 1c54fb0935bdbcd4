// The unsubscribe link of every mail about new messages. A token names who unsubscribes (an account, or an
// anonymous enquirer by one of their conversations) plus an HMAC of that under the server secret, so each mail's
// link keeps working without a stored token, and none can be forged or turned on someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeSubject = { userId: number } | { conversationId: number };

function subjectPart(subject: UnsubscribeSubject): string {
  return 'userId' in subject ? `u${subject.userId}` : `c${subject.conversationId}`;
}

function mac(secret: string, part: string): string {
  return createHmac('sha256', secret).update(`message-mails:unsubscribe:${part}`).digest('base64url');
}

export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const part = subjectPart(subject);
  return `${part}_${mac(secret, part)}`;
}

/** Who a token names, when its HMAC holds; null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const match = /^([uc])([1-9]\d{0,9})_([\w-]{43})$/.exec(token);
  if (!match) return null;
  const part = `${match[1]}${match[2]}`;
  const expected = Buffer.from(mac(secret, part));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return match[1] === 'u' ? { userId: Number(match[2]) } : { conversationId: Number(match[2]) };
}
