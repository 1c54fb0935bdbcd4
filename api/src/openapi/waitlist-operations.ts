// The document's entries for waiting lists (api/src/waitlists/): joining and leaving a listing's list, one's own
// lists and offers, and the owner's list per listing.
import * as z from 'zod';
import { Message } from '#contract/answers.ts';
import { IdParam } from '#contract/schemas.ts';
import {
  ConversationOfferAnswer,
  MyWaitlistAnswer,
  OwnerWaitlistAnswer,
  OwnerWaitlistEntryAnswer,
  WaitlistCountsAnswer,
  WaitlistNotifyAnswer,
  WaitlistOfferAnswer,
  WaitlistPlaceAnswer,
} from '#contract/waitlist-answers.ts';
import {
  WaitlistEntryParams,
  WaitlistJoinBody,
  WaitlistListingParam,
  WaitlistNotifyBody,
  WaitlistOfferBody,
  WaitlistOrderBody,
} from '#contract/waitlists.ts';
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

export const WAITLIST_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/listings/:id/waitlist',
    tag: 'Stallplätze',
    summary: 'Auf die Warteliste eines belegten Stallplatzes',
    description:
      'Nur angemeldet und nur, solange der Stallplatz keinen freien Platz hat; optional mit einem eigenen Pferdeprofil ' +
      'und einer Notiz. 409, wenn Plätze frei sind, das Konto schon auf der Liste steht oder es der eigene Stallplatz ist.',
    access: 'user',
    params: IdParam,
    body: WaitlistJoinBody,
    answer: { status: 201, schema: WaitlistPlaceAnswer, description: 'Der Platz auf der Liste' },
    errors: [404, 409],
  },
  mine({
    method: 'get',
    path: '/api/me/waitlists',
    summary: 'Eigene Wartelisten',
    answer: { schema: z.array(MyWaitlistAnswer), description: 'Die Listen mit dem eigenen Platz, neueste zuerst' },
  }),
  mine({
    method: 'delete',
    path: '/api/me/waitlists/:listingId',
    summary: 'Warteliste verlassen',
    params: WaitlistListingParam,
    answer: { schema: Message, description: 'Verlassen' },
    errors: [404],
  }),
  mine({
    method: 'post',
    path: '/api/me/waitlist-offers/:id/accept',
    summary: 'Angebotenen Platz annehmen',
    params: IdParam,
    answer: { schema: WaitlistOfferAnswer, description: 'Das angenommene Angebot' },
    errors: [404, 409],
  }),
  mine({
    method: 'post',
    path: '/api/me/waitlist-offers/:id/decline',
    summary: 'Angebotenen Platz ablehnen',
    description: 'Wer ablehnt, steht danach nicht mehr auf der Warteliste.',
    params: IdParam,
    answer: { schema: WaitlistOfferAnswer, description: 'Das abgelehnte Angebot' },
    errors: [404, 409],
  }),
  {
    method: 'get',
    path: '/api/me/conversations/:id/waitlist-offers',
    tag: 'Nachrichten',
    summary: 'Angebotene Plätze einer Unterhaltung',
    access: 'user',
    params: IdParam,
    answer: { schema: z.array(ConversationOfferAnswer), description: 'Die Angebote, neueste zuerst' },
    errors: [404],
  },
  owner({
    method: 'get',
    path: '/api/my/waitlist-counts',
    summary: 'Einträge der Wartelisten je eigenem Stallplatz',
    answer: { schema: WaitlistCountsAnswer, description: 'Stallplätze ohne Einträge fehlen' },
  }),
  owner({
    method: 'get',
    path: '/api/my/listings/:id/waitlist',
    summary: 'Warteliste eines eigenen Stallplatzes',
    params: IdParam,
    answer: { schema: OwnerWaitlistAnswer, description: 'Die Warteliste' },
    errors: [404],
  }),
  owner({
    method: 'put',
    path: '/api/my/listings/:id/waitlist/order',
    summary: 'Warteliste umsortieren',
    description: '`entryIds` nennt jeden Eintrag der Liste genau einmal, in der neuen Reihenfolge (sonst 409).',
    params: IdParam,
    body: WaitlistOrderBody,
    answer: { schema: OwnerWaitlistAnswer, description: 'Die Warteliste in der neuen Reihenfolge' },
    errors: [404, 409],
  }),
  owner({
    method: 'put',
    path: '/api/my/listings/:id/waitlist/notify',
    summary: 'Wer von wieder freien Plätzen erfährt',
    description: '`"all"` oder die Anzahl der Ersten auf der Liste.',
    params: IdParam,
    body: WaitlistNotifyBody,
    answer: { schema: WaitlistNotifyAnswer, description: 'Die Wahl' },
    errors: [404],
  }),
  owner({
    method: 'post',
    path: '/api/my/listings/:id/waitlist/:entryId/offer',
    summary: 'Platz anbieten',
    description:
      'Schreibt das Angebot in die Unterhaltung mit der Person (eröffnet sie, falls es noch keine gibt) und schickt ' +
      'ihr eine E-Mail; sie nimmt bis zur Frist (`days`, Standard 3 Tage) an oder lehnt ab.',
    params: WaitlistEntryParams,
    body: WaitlistOfferBody,
    answer: { status: 201, schema: OwnerWaitlistEntryAnswer, description: 'Der Eintrag mit dem Angebot' },
    errors: [404, 409],
  }),
  owner({
    method: 'delete',
    path: '/api/my/listings/:id/waitlist/:entryId',
    summary: 'Eintrag von der Warteliste entfernen',
    params: WaitlistEntryParams,
    answer: { schema: Message, description: 'Entfernt' },
    errors: [404],
  }),
];
