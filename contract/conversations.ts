// Conversations ("Nachrichten", issue 35): what the enquirer and the owner send in a conversation, the answers the
// API gives about it and their German messages; reports go to the moderation queue (contract/moderation.ts). The API validates with these schemas,
// the site's forms reuse them.
import { z } from './zod.ts';
import type { HorseData } from './horses.ts';
import { MSG } from './messages.ts';

/** Plain text with line breaks, at most this many characters. */
export const MESSAGE_MAX_LENGTH = 5000;

export const CONVERSATION_MSG = {
  emptyBody: 'Bitte schreib eine Nachricht.',
  tooLong: 'Deine Nachricht ist zu lang: höchstens 5.000 Zeichen.',
  blocked:
    'Du kannst in dieser Unterhaltung nicht mehr schreiben: Der Stall hat weitere Nachrichten von dir blockiert.',
  enquiryBlocked: 'Du kannst diesem Stall keine Anfragen mehr schicken.',
  ownerOnly: 'Das kann nur der Stall, dem die Anfrage gilt.',
  ownSender: 'Du kannst dich nicht selbst blockieren.',
  blockedDone: 'Absender blockiert',
  unblockedDone: 'Blockierung aufgehoben',
  reported: 'Danke für deine Meldung. Wir sehen uns die Unterhaltung an.',
  invalidLink: 'Dieser Link ist ungültig oder die Unterhaltung gibt es nicht mehr.',
  tooMany: 'Du hast in kurzer Zeit sehr viele Nachrichten geschickt. Bitte warte einen Moment.',
} as const;

export const CONVERSATION_STATUSES = ['open', 'answered', 'archived'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export type ConversationRole = 'owner' | 'enquirer';

// ---- what is sent ----

export const MessageBody = z.object({
  // Line breaks stay as they are; only a body of nothing but white space counts as empty.
  body: z
    .string({ error: CONVERSATION_MSG.emptyBody })
    .refine((s) => s.trim().length > 0, CONVERSATION_MSG.emptyBody)
    .refine((s) => s.length <= MESSAGE_MAX_LENGTH, CONVERSATION_MSG.tooLong),
  clientId: z.uuid(MSG.invalidInput).optional(),
});
export type MessageBody = z.infer<typeof MessageBody>;

export const ConversationStatusBody = z.object({
  status: z.enum(CONVERSATION_STATUSES, { error: MSG.invalidStatus }),
});

const optionalFlag = z.enum(['true', 'false'], { error: MSG.invalidInput }).optional();

export const ConversationListQuery = z.object({
  unread: optionalFlag,
  listingId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  /** Without it, every conversation but the archived ones. */
  status: z.enum(CONVERSATION_STATUSES, { error: MSG.invalidStatus }).optional(),
});

export const ConversationTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, CONVERSATION_MSG.invalidLink),
});

// ---- the answers ----

export interface ConversationListingDto {
  id: number;
  title: string;
  /** The listing's public page; null while it is not public. */
  path: string | null;
}

export interface ConversationMessageDto {
  id: number;
  body: string;
  createdAt: string;
  fromMe: boolean;
  /** A line the platform wrote (a viewing booked, moved or cancelled). */
  system: boolean;
  /** The other side has read this message of mine (always false for others' and system lines). */
  readByOther: boolean;
}

export interface ConversationSummaryDto {
  id: number;
  listing: ConversationListingDto;
  /** Only a display name: the enquirer's given name, or the stable's name. */
  otherParty: { name: string };
  lastMessage: { body: string; createdAt: string; fromMe: boolean } | null;
  unread: number;
  role: ConversationRole;
  status: ConversationStatus;
}

export interface ConversationDto {
  id: number;
  role: ConversationRole;
  status: ConversationStatus;
  /** The owner blocked the enquirer: nobody writes here any more. */
  blocked: boolean;
  listing: ConversationListingDto;
  otherParty: { name: string };
  horse: HorseData | null;
  enquiry: { message: string; moveInDate: string | null; createdAt: string };
  messages: ConversationMessageDto[];
}

export interface UnreadCountDto {
  count: number;
}
