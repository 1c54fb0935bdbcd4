// zod schemas of the conversations' answers, for the OpenAPI document (api/src/openapi/conversation-operations.ts).
// Each `satisfies` the DTO the presenter returns, and the API's tests validate real answers against the document.
import { z } from './zod.ts';
import { id, isoDay, isoTime } from './answers.ts';
import {
  CONVERSATION_STATUSES,
  type ConversationDto,
  type ConversationMessageDto,
  type ConversationSummaryDto,
  type UnreadCountDto,
} from './conversations.ts';
import { HorseBody } from './horses.ts';

const role = z.enum(['owner', 'enquirer']).meta({ description: 'Die eigene Seite: Stall oder Anfragende' });
const status = z
  .enum(CONVERSATION_STATUSES)
  .meta({ description: 'Stand beim Stall; Anfragende sehen nur offen oder beantwortet' });

const ConversationListing = z
  .object({
    id,
    title: z.string(),
    path: z.string().nullable().meta({ description: 'Seite der Anzeige, wenn öffentlich' }),
  })
  .meta({ id: 'ConversationListing', description: 'Der Stallplatz der Unterhaltung' });

const OtherParty = z
  .object({ name: z.string().meta({ description: 'Vorname der Anfragenden oder Name des Stalls, sonst nichts' }) })
  .meta({ id: 'ConversationParty', description: 'Die andere Seite, nur mit Anzeigenamen' });

export const EnquiryCreatedAnswer = z
  .object({
    id,
    conversationId: id.meta({ description: 'Die Unterhaltung, die die Anfrage eröffnet hat' }),
    message: z.string(),
  })
  .meta({ id: 'EnquiryCreated', description: 'Die Anfrage und ihre Unterhaltung' });

export const ConversationMessageAnswer = z
  .object({
    id,
    body: z.string().meta({ description: 'Reiner Text mit Zeilenumbrüchen' }),
    createdAt: isoTime,
    fromMe: z.boolean(),
    system: z.boolean().meta({ description: 'Eine Zeile der Plattform (Besichtigung gebucht, verschoben, abgesagt)' }),
    readByOther: z.boolean().meta({ description: 'Die andere Seite hat diese eigene Nachricht gelesen' }),
  })
  .meta({ id: 'ConversationMessage', description: 'Eine Nachricht' }) satisfies z.ZodType<ConversationMessageDto>;

export const ConversationSummaryAnswer = z
  .object({
    id,
    listing: ConversationListing,
    otherParty: OtherParty,
    lastMessage: z.object({ body: z.string(), createdAt: isoTime, fromMe: z.boolean() }).nullable(),
    unread: z.int().min(0).meta({ description: 'Ungelesene Nachrichten der anderen Seite' }),
    role,
    status,
  })
  .meta({
    id: 'ConversationSummary',
    description: 'Eine Unterhaltung in der Liste',
  }) satisfies z.ZodType<ConversationSummaryDto>;

export const ConversationAnswer = z
  .object({
    id,
    role,
    status,
    blocked: z.boolean().meta({ description: 'Der Stall hat die Anfragenden blockiert' }),
    listing: ConversationListing,
    otherParty: OtherParty,
    horse: HorseBody.nullable().meta({ description: 'Das mit der Anfrage gesendete Pferd, wie es damals war' }),
    enquiry: z.object({ message: z.string(), moveInDate: isoDay.nullable(), createdAt: isoTime }),
    messages: z.array(ConversationMessageAnswer).meta({ description: 'Älteste zuerst' }),
  })
  .meta({
    id: 'Conversation',
    description: 'Eine Unterhaltung mit ihren Nachrichten',
  }) satisfies z.ZodType<ConversationDto>;

export const UnreadCountAnswer = z.object({ count: z.int().min(0) }).meta({
  id: 'UnreadCount',
  description: 'Ungelesene Nachrichten in allen Unterhaltungen',
}) satisfies z.ZodType<UnreadCountDto>;

export const ConversationStatusAnswer = z
  .object({ id, status })
  .meta({ id: 'ConversationStatus', description: 'Der neue Stand' });

export const BlockAnswer = z
  .object({ blocked: z.boolean(), message: z.string() })
  .meta({ id: 'SenderBlock', description: 'Ob die Anfragenden jetzt blockiert sind' });
