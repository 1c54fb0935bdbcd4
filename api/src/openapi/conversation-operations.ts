// The document's entries for conversations (api/src/conversations/): the signed-in user's, the private link of an
// anonymous enquirer; a side's report goes to the moderation queue (moderation-operations.ts).
import * as z from 'zod';
import { Created } from '#contract/answers.ts';
import {
  BlockAnswer,
  ConversationAnswer,
  ConversationMessageAnswer,
  ConversationStatusAnswer,
  ConversationSummaryAnswer,
  UnreadCountAnswer,
} from '#contract/conversation-answers.ts';
import {
  ConversationListQuery,
  ConversationStatusBody,
  ConversationTokenParam,
  MessageBody,
} from '#contract/conversations.ts';
import { ConversationReportBody } from '#contract/moderation.ts';
import { IdParam } from '#contract/schemas.ts';
import type { Operation } from './operation.ts';

const mine = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Nachrichten',
  access: 'user',
});

const MESSAGE_DESCRIPTION =
  'Reiner Text mit Zeilenumbrüchen, höchstens 5.000 Zeichen. Mit `clientId` (UUID) zählt eine Wiederholung nicht ' +
  'doppelt: Sie antwortet 200 mit der schon gespeicherten Nachricht. 403, wenn der Stall die Anfragenden blockiert hat.';

export const CONVERSATION_OPERATIONS: Operation[] = [
  mine({
    method: 'get',
    path: '/api/me/conversations',
    summary: 'Eigene Unterhaltungen',
    description:
      'Als Stall und als Anfragende, neueste Aktivität zuerst; archivierte nur mit `status=archived`. ' +
      'Die Unterhaltungen anderer kommen nie vor.',
    query: ConversationListQuery,
    answer: { schema: z.array(ConversationSummaryAnswer), description: 'Die Unterhaltungen' },
  }),
  mine({
    method: 'get',
    path: '/api/me/conversations/unread-count',
    summary: 'Zahl der ungelesenen Nachrichten',
    answer: { schema: UnreadCountAnswer, description: 'Die Zahl für das Abzeichen im Kopf' },
  }),
  mine({
    method: 'get',
    path: '/api/me/conversations/:id',
    summary: 'Eine Unterhaltung lesen',
    description: 'Markiert die Nachrichten der anderen Seite als gelesen. Fremde Unterhaltungen antworten 404.',
    params: IdParam,
    answer: { schema: ConversationAnswer, description: 'Die Unterhaltung' },
    errors: [404],
  }),
  mine({
    method: 'post',
    path: '/api/me/conversations/:id/messages',
    summary: 'Nachricht schreiben',
    description: MESSAGE_DESCRIPTION,
    params: IdParam,
    body: MessageBody,
    limited: true,
    answer: { status: 201, schema: ConversationMessageAnswer, description: 'Die Nachricht' },
    errors: [403, 404],
  }),
  mine({
    method: 'put',
    path: '/api/me/conversations/:id',
    summary: 'Stand einer Unterhaltung ändern (Stall)',
    description: 'Offen, beantwortet oder archiviert; nur der Stall, Anfragende bekommen 403.',
    params: IdParam,
    body: ConversationStatusBody,
    answer: { schema: ConversationStatusAnswer, description: 'Geändert' },
    errors: [403, 404],
  }),
  mine({
    method: 'post',
    path: '/api/me/conversations/:id/block',
    summary: 'Anfragende blockieren (Stall)',
    description:
      'Die Anfragenden (Adresse und Konto) schreiben keine Nachrichten mehr an diesen Stall und senden ihm keine ' +
      'Anfragen mehr.',
    params: IdParam,
    answer: { schema: BlockAnswer, description: 'Blockiert' },
    errors: [403, 404],
  }),
  mine({
    method: 'delete',
    path: '/api/me/conversations/:id/block',
    summary: 'Blockierung aufheben (Stall)',
    params: IdParam,
    answer: { schema: BlockAnswer, description: 'Aufgehoben' },
    errors: [403, 404],
  }),
  mine({
    method: 'post',
    path: '/api/me/conversations/:id/report',
    summary: 'Unterhaltung oder die andere Seite melden',
    description:
      'Die Meldung geht in die Moderations-Warteschlange; die Verwaltung kann eine gemeldete Unterhaltung lesen, ' +
      'sonst keine. Mit `subject: "user"` wird die andere Seite als Person gemeldet (400, wenn sie kein Konto hat).',
    params: IdParam,
    body: ConversationReportBody,
    limited: true,
    answer: { status: 201, schema: Created, description: 'Gemeldet' },
    errors: [404],
  }),
  {
    method: 'get',
    path: '/api/conversation-links/:token',
    tag: 'Nachrichten',
    summary: 'Unterhaltung über den privaten Link lesen',
    description: 'Für Anfragende ohne Konto: der Link aus ihrer E-Mail. Antwortet wie die Unterhaltung selbst.',
    params: ConversationTokenParam,
    answer: { schema: ConversationAnswer, description: 'Die Unterhaltung' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/conversation-links/:token/messages',
    tag: 'Nachrichten',
    summary: 'Nachricht über den privaten Link schreiben',
    description: MESSAGE_DESCRIPTION,
    params: ConversationTokenParam,
    body: MessageBody,
    limited: true,
    answer: { status: 201, schema: ConversationMessageAnswer, description: 'Die Nachricht' },
    errors: [403, 404],
  },
];
