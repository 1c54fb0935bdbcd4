// The document's entries for reviews (api/src/reviews/): a stable's reviews, writing and editing one, the owner's
// reply, and the owner's confirmation of a boarder.
import * as z from 'zod';
import { MyReviewAnswer, ReviewAnswer, ReviewPageAnswer, TenancyAnswer } from '#contract/review-answers.ts';
import { ReviewBody, ReviewReplyBody, ReviewsQuery, TenancyBody } from '#contract/reviews.ts';
import { IdParam } from '#contract/schemas.ts';
import type { Operation } from './operation.ts';

export const REVIEW_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/stables/:id/reviews',
    tag: 'Stallplätze',
    summary: 'Bewertungen eines Stalls',
    description:
      'Sichtbare Bewertungen, neueste zuerst, seitenweise (`page`, `pageSize`), mit der Zusammenfassung (Durchschnitt ' +
      'gesamt und je Kategorie; `null` ohne Bewertungen). Angemeldete erfahren in `viewer`, ob sie bewerten dürfen.',
    access: 'public',
    params: IdParam,
    query: ReviewsQuery,
    answer: { schema: ReviewPageAnswer, description: 'Eine Seite Bewertungen mit Zusammenfassung' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/stables/:id/reviews',
    tag: 'Konto',
    summary: 'Stall bewerten',
    description:
      'Nur nach einem nachgewiesenen Kontakt: einer stattgefundenen Besichtigung oder einer vom Stall bestätigten ' +
      'Einstellung (sonst 403). Eine Bewertung je Konto und Stall (sonst 409: bearbeiten).',
    access: 'user',
    params: IdParam,
    body: ReviewBody,
    answer: { status: 201, schema: ReviewAnswer, description: 'Die veröffentlichte Bewertung' },
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/me/reviews',
    tag: 'Konto',
    summary: 'Eigene Bewertungen',
    access: 'user',
    answer: { schema: z.array(MyReviewAnswer), description: 'Die eigenen Bewertungen, neueste zuerst' },
  },
  {
    method: 'put',
    path: '/api/me/reviews/:id',
    tag: 'Konto',
    summary: 'Eigene Bewertung bearbeiten',
    access: 'user',
    params: IdParam,
    body: ReviewBody,
    answer: { schema: ReviewAnswer, description: 'Die geänderte Bewertung' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/my/reviews/:id/reply',
    tag: 'Stallbesitzer',
    summary: 'Bewertung öffentlich beantworten',
    description:
      'Eine Antwort je Bewertung; erneut gesendet, ersetzt sie die bisherige. Nur für den eigenen Stall (sonst 404).',
    access: 'owner',
    params: IdParam,
    body: ReviewReplyBody,
    answer: { schema: ReviewAnswer, description: 'Die Bewertung mit der Antwort' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/my/conversations/:id/tenancy',
    tag: 'Stallbesitzer',
    summary: 'Einsteller-Bestätigung einer Unterhaltung',
    access: 'owner',
    params: IdParam,
    answer: { schema: TenancyAnswer, description: 'Ob und seit wann die Person als Einsteller bestätigt ist' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/my/conversations/:id/tenancy',
    tag: 'Stallbesitzer',
    summary: 'Als Einsteller bestätigen',
    description:
      'Der Stall bestätigt die anfragende Person als Einsteller seit `since` (JJJJ-MM, nicht in der Zukunft); ' +
      'danach darf sie den Stall bewerten. Nur für Personen mit Konto (sonst 409).',
    access: 'owner',
    params: IdParam,
    body: TenancyBody,
    answer: { schema: TenancyAnswer, description: 'Bestätigt' },
    errors: [404, 409],
  },
];
