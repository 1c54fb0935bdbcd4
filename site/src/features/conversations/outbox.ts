// What a conversation keeps in this browser: the draft being written and the messages written but not yet
// acknowledged by the server (offline, or the request failed on the way). Kept in local storage per conversation,
// so both survive a reload; each pending message carries the clientId it is sent with, so sending it again after a
// lost answer never makes a second message (the API answers a repeat with the stored one).
import type { ConversationRef } from '#site/lib/conversations-api.ts';
import type { ConversationMessageDto } from '#contract/conversations.ts';
import { readStored, writeStored } from '#site/lib/stored.ts';

export interface PendingMessage {
  clientId: string;
  body: string;
  createdAt: string;
}

export interface Outbox {
  draft: string;
  pending: PendingMessage[];
}

export const EMPTY_OUTBOX: Outbox = { draft: '', pending: [] };

export function outboxKey(ref: ConversationRef): string {
  return 'id' in ref ? `sf.conversation.${ref.id}` : `sf.conversation-link.${ref.token}`;
}

function isPending(value: unknown): value is PendingMessage {
  const candidate = value as PendingMessage | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.clientId === 'string' &&
    typeof candidate.body === 'string' &&
    typeof candidate.createdAt === 'string'
  );
}

/** The stored outbox of a conversation; a broken entry reads as empty. */
export function readOutbox(ref: ConversationRef): Outbox {
  const stored = readStored<Partial<Outbox> | null>(outboxKey(ref), null);
  if (!stored || typeof stored !== 'object') return EMPTY_OUTBOX;
  return {
    draft: typeof stored.draft === 'string' ? stored.draft : '',
    pending: Array.isArray(stored.pending) ? stored.pending.filter(isPending) : [],
  };
}

/** Stores the outbox; an empty one leaves no entry behind. */
export function writeOutbox(ref: ConversationRef, outbox: Outbox): void {
  writeStored(outboxKey(ref), outbox.draft || outbox.pending.length ? outbox : null);
}

/** The draft moves to the pending messages, under a new clientId. */
export function queueDraft(outbox: Outbox, clientId: string, now: Date): Outbox {
  const body = outbox.draft.trim();
  if (!body) return outbox;
  return { draft: '', pending: [...outbox.pending, { clientId, body, createdAt: now.toISOString() }] };
}

/** The outbox without the pending message the server acknowledged (or refused). */
export function settle(outbox: Outbox, clientId: string): Outbox {
  return { ...outbox, pending: outbox.pending.filter((message) => message.clientId !== clientId) };
}

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How far the device's clock may differ from the server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The pending messages not yet in the conversation. A message whose answer was lost on the way is already stored
 * (the next attempt only confirms it): shown once, as the server's, from the moment a load brings it.
 */
export function stillPending(messages: ConversationMessageDto[], pending: PendingMessage[]): PendingMessage[] {
  const stored = messages.filter((m) => m.fromMe && !m.system);
  return pending.filter((message) => {
    // Written after the message was queued (give or take the two clocks' difference), with the same text.
    const since = Date.parse(message.createdAt) - CLOCK_SKEW_MS;
    const at = stored.findIndex((m) => m.body === message.body && Date.parse(m.createdAt) >= since);
    if (at < 0) return true;
    stored.splice(at, 1);
    return false;
  });
}
