// The document's entries for viewing appointments (api/src/viewings/): the owner's slots, a listing's free slots,
// and both sides' viewings in a conversation.
import * as z from 'zod';
import { Message } from '#contract/answers.ts';
import { IdParam } from '#contract/schemas.ts';
import {
  CreatedSlotAnswer,
  CreatedSlotsAnswer,
  FreeSlotAnswer,
  OwnerSlotAnswer,
  ViewingAnswer,
} from '#contract/viewing-answers.ts';
import { ViewingBody, ViewingSlotsBody } from '#contract/viewings.ts';
import type { Operation } from './operation.ts';

const mine = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Konto',
  access: 'user',
});

const owner = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Stallbesitzer',
  access: 'owner',
});

export const VIEWING_OPERATIONS: Operation[] = [
  owner({
    method: 'post',
    path: '/api/my/stables/:id/viewing-slots',
    summary: 'Besichtigungstermine anlegen',
    description:
      'Ein Termin `{ startsAt, minutes, capacity }` oder ein Wochenmuster `{ weekly: { weekdays, time, minutes, capacity, weeks } }` ' +
      '(Wochentage 1 = Montag … 7 = Sonntag, Uhrzeit in der Zeitzone des Stalls, ab heute für die kommenden Wochen; ' +
      'vergangene und schon vorhandene Zeitpunkte werden übersprungen).',
    params: IdParam,
    body: ViewingSlotsBody,
    answer: {
      status: 201,
      schema: z.union([CreatedSlotAnswer, CreatedSlotsAnswer]),
      description: '`{ id }` für einen Termin, `{ ids }` für ein Wochenmuster',
    },
    errors: [404, 409],
  }),
  owner({
    method: 'get',
    path: '/api/my/stables/:id/viewing-slots',
    summary: 'Besichtigungstermine eines eigenen Stalls',
    params: IdParam,
    answer: { schema: z.array(OwnerSlotAnswer), description: 'Laufende und künftige Termine mit ihren Buchungen' },
    errors: [404],
  }),
  owner({
    method: 'delete',
    path: '/api/my/viewing-slots/:id',
    summary: 'Besichtigungstermin löschen',
    description: 'Nur ohne vorgeschlagene oder gebuchte Besichtigungen (sonst 409).',
    params: IdParam,
    answer: { schema: Message, description: 'Gelöscht' },
    errors: [404, 409],
  }),
  {
    method: 'get',
    path: '/api/listings/:id/viewing-slots',
    tag: 'Stallplätze',
    summary: 'Freie Besichtigungstermine eines Stallplatzes',
    access: 'public',
    params: IdParam,
    answer: { schema: z.array(FreeSlotAnswer), description: 'Künftige Termine mit freien Plätzen, früheste zuerst' },
    errors: [404],
  },
  mine({
    method: 'get',
    path: '/api/me/conversations/:id/viewings',
    summary: 'Besichtigungen einer Unterhaltung',
    params: IdParam,
    answer: { schema: z.array(ViewingAnswer), description: 'Alle Besichtigungen, neueste zuerst' },
    errors: [404],
  }),
  mine({
    method: 'post',
    path: '/api/me/conversations/:id/viewings',
    summary: 'Besichtigung buchen oder vorschlagen',
    description:
      'Die anfragende Person bucht einen freien Termin (Status „booked“), der Stallbesitzer schlägt ihn vor ' +
      '(„proposed“). 409, wenn der Termin voll ist oder in der Unterhaltung schon eine Besichtigung ansteht.',
    params: IdParam,
    body: ViewingBody,
    answer: { status: 201, schema: ViewingAnswer, description: 'Die Besichtigung' },
    errors: [404, 409],
  }),
  mine({
    method: 'get',
    path: '/api/me/viewings',
    summary: 'Anstehende Besichtigungen',
    description: 'Als Anfragende und als Stallbesitzer, abgesagte eingeschlossen, früheste zuerst.',
    answer: { schema: z.array(ViewingAnswer), description: 'Die Besichtigungen' },
  }),
  mine({
    method: 'post',
    path: '/api/me/viewings/:id/accept',
    summary: 'Vorgeschlagene Besichtigung zusagen',
    params: IdParam,
    answer: { schema: ViewingAnswer, description: 'Die nun gebuchte Besichtigung' },
    errors: [403, 404, 409],
  }),
  mine({
    method: 'post',
    path: '/api/me/viewings/:id/move',
    summary: 'Besichtigung verschieben',
    description:
      'Verschiebt die anfragende Person, ist sie gebucht; verschiebt der Stallbesitzer, ist sie vorgeschlagen.',
    params: IdParam,
    body: ViewingBody,
    answer: { schema: ViewingAnswer, description: 'Die verschobene Besichtigung' },
    errors: [404, 409],
  }),
  mine({
    method: 'post',
    path: '/api/me/viewings/:id/cancel',
    summary: 'Besichtigung absagen',
    params: IdParam,
    answer: { schema: ViewingAnswer, description: 'Die abgesagte Besichtigung' },
    errors: [404, 409],
  }),
  mine({
    method: 'get',
    path: '/api/me/viewings/:id/calendar.ics',
    summary: 'Besichtigung als Kalenderdatei',
    description: 'iCalendar mit der Zeitzone des Stalls; METHOD:REQUEST, nach einer Absage METHOD:CANCEL.',
    params: IdParam,
    answer: { type: 'text/calendar', description: 'Die .ics-Datei', headers: ['Content-Disposition'] },
    errors: [404],
  }),
];
