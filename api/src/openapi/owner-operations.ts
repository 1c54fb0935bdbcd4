// The document's entries for the stable owner's area under /api/my: stables, listings, photos and enquiries.
import * as z from 'zod';
import { Message } from '#contract/answers.ts';
import { EnquiryUpdateBody, OwnerEnquiryQuery } from '#contract/enquiries.ts';
import { ListingBody, PhotoOrderBody, StableBody } from '#contract/owner.ts';
import {
  ListingStatsAnswer,
  OwnerEnquiryAnswer,
  OwnListingAnswer,
  OwnStableAnswer,
  PhotoListAnswer,
} from '#contract/owner-answers.ts';
import { IdParam } from '#contract/schemas.ts';
import { OwnListingQuery } from '../listings/owner-routes.ts';
import { DeleteStableQuery } from '../stables/owner-routes.ts';
import type { Operation } from './operation.ts';

const PhotoParams = IdParam.extend({ photoId: IdParam.shape.id });

const stable = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Stallbesitzer',
  access: 'owner',
});

export const OWNER_OPERATIONS: Operation[] = [
  stable({
    method: 'get',
    path: '/api/my/stables',
    summary: 'Eigene Ställe',
    answer: { schema: z.array(OwnStableAnswer), description: 'Die Ställe mit der Zahl ihrer Anzeigen' },
  }),
  stable({
    method: 'post',
    path: '/api/my/stables',
    summary: 'Stall anlegen',
    body: StableBody,
    answer: { status: 201, schema: OwnStableAnswer, description: 'Angelegt' },
  }),
  stable({
    method: 'get',
    path: '/api/my/stables/:id',
    summary: 'Ein eigener Stall',
    params: IdParam,
    answer: { schema: OwnStableAnswer, description: 'Der Stall' },
    errors: [404],
  }),
  stable({
    method: 'put',
    path: '/api/my/stables/:id',
    summary: 'Stall ändern',
    params: IdParam,
    body: StableBody,
    answer: { schema: OwnStableAnswer, description: 'Geändert' },
    errors: [404],
  }),
  stable({
    method: 'delete',
    path: '/api/my/stables/:id',
    summary: 'Stall löschen',
    description: 'Ein Stall mit Anzeigen wird nur mit `withListings=true` gelöscht, sonst antwortet 409.',
    params: IdParam,
    query: DeleteStableQuery,
    answer: { schema: Message, description: 'Gelöscht' },
    errors: [404, 409],
  }),
  stable({
    method: 'get',
    path: '/api/my/listings',
    summary: 'Eigene Anzeigen',
    query: OwnListingQuery,
    answer: { schema: z.array(OwnListingAnswer), description: 'Die Anzeigen mit ihren Zahlen der letzten 30 Tage' },
  }),
  stable({
    method: 'post',
    path: '/api/my/listings',
    summary: 'Anzeige anlegen',
    description: 'Eine neue Anzeige wartet auf die Freigabe, außer die Plattform gibt Anzeigen selbst frei.',
    body: ListingBody,
    answer: { status: 201, schema: OwnListingAnswer, description: 'Angelegt' },
    errors: [404, 409],
  }),
  stable({
    method: 'get',
    path: '/api/my/listings/:id',
    summary: 'Eine eigene Anzeige',
    params: IdParam,
    answer: { schema: OwnListingAnswer, description: 'Die Anzeige' },
    errors: [404],
  }),
  stable({
    method: 'put',
    path: '/api/my/listings/:id',
    summary: 'Anzeige ändern',
    params: IdParam,
    body: ListingBody,
    answer: { schema: OwnListingAnswer, description: 'Geändert' },
    errors: [404],
  }),
  stable({
    method: 'delete',
    path: '/api/my/listings/:id',
    summary: 'Anzeige löschen',
    params: IdParam,
    answer: { schema: Message, description: 'Gelöscht' },
    errors: [404],
  }),
  stable({
    method: 'post',
    path: '/api/my/listings/:id/duplicate',
    summary: 'Anzeige kopieren',
    params: IdParam,
    answer: { status: 201, schema: OwnListingAnswer, description: 'Die Kopie' },
    errors: [404, 409],
  }),
  stable({
    method: 'post',
    path: '/api/my/listings/:id/pause',
    summary: 'Anzeige pausieren',
    params: IdParam,
    answer: { schema: OwnListingAnswer, description: 'Pausiert' },
    errors: [404, 409],
  }),
  stable({
    method: 'post',
    path: '/api/my/listings/:id/resume',
    summary: 'Anzeige wieder aktivieren',
    params: IdParam,
    answer: { schema: OwnListingAnswer, description: 'Aktiv oder zur Freigabe eingereicht' },
    errors: [404, 409],
  }),
  stable({
    method: 'get',
    path: '/api/my/listings/:id/stats',
    summary: 'Aufrufe und Anfragen einer Anzeige',
    params: IdParam,
    answer: { schema: ListingStatsAnswer, description: 'Die letzten 30 Tage' },
    errors: [404],
  }),
  stable({
    method: 'get',
    path: '/api/my/listings/:id/photos',
    summary: 'Fotos einer Anzeige',
    params: IdParam,
    answer: { schema: PhotoListAnswer, description: 'Die Fotos, Titelbild zuerst' },
    errors: [404],
  }),
  stable({
    method: 'post',
    path: '/api/my/listings/:id/photos',
    summary: 'Fotos hochladen',
    description: 'Als `multipart/form-data`, JPEG, PNG oder WebP, höchstens 10 MB je Foto und 20 Fotos je Anzeige.',
    params: IdParam,
    body: 'multipart',
    answer: { status: 201, schema: PhotoListAnswer, description: 'Die Fotos danach' },
    errors: [404, 409, 413, 422],
  }),
  stable({
    method: 'put',
    path: '/api/my/listings/:id/photos/order',
    summary: 'Reihenfolge der Fotos ändern',
    params: IdParam,
    body: PhotoOrderBody,
    answer: { schema: PhotoListAnswer, description: 'Die Fotos in der neuen Reihenfolge' },
    errors: [404],
  }),
  stable({
    method: 'put',
    path: '/api/my/listings/:id/photos/:photoId/cover',
    summary: 'Titelbild wählen',
    params: PhotoParams,
    answer: { schema: PhotoListAnswer, description: 'Die Fotos, das neue Titelbild zuerst' },
    errors: [404],
  }),
  stable({
    method: 'delete',
    path: '/api/my/listings/:id/photos/:photoId',
    summary: 'Foto löschen',
    params: PhotoParams,
    answer: { schema: PhotoListAnswer, description: 'Die Fotos danach' },
    errors: [404],
  }),
  stable({
    method: 'get',
    path: '/api/my/enquiries',
    summary: 'Anfragen zu eigenen Anzeigen',
    query: OwnerEnquiryQuery,
    answer: { schema: z.array(OwnerEnquiryAnswer), description: 'Neueste zuerst' },
  }),
  stable({
    method: 'put',
    path: '/api/my/enquiries/:id',
    summary: 'Anfrage als gelesen oder beantwortet markieren',
    params: IdParam,
    body: EnquiryUpdateBody,
    answer: { schema: OwnerEnquiryAnswer, description: 'Die Anfrage danach' },
    errors: [404],
  }),
];
