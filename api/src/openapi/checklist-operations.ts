// The document's entries for the visit checklists and the comparison share links (api/src/checklists/).
import { ListingIdParam } from '#contract/account.ts';
import {
  ChecklistAnswer,
  ChecklistSummaryAnswer,
  ChecklistSyncAnswer,
  ComparisonCreatedAnswer,
  SharedComparisonAnswer,
} from '#contract/checklist-answers.ts';
import { ChecklistBody, ComparisonBody, ComparisonTokenParam } from '#contract/checklists.ts';
import * as z from 'zod';
import type { Operation } from './operation.ts';

export const CHECKLIST_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/me/checklists',
    tag: 'Konto',
    summary: 'Eigene Besichtigungs-Checklisten',
    access: 'user',
    answer: { schema: z.array(ChecklistSummaryAnswer), description: 'Die Checklisten, zuletzt geänderte zuerst' },
  },
  {
    method: 'get',
    path: '/api/me/checklists/:listingId',
    tag: 'Konto',
    summary: 'Checkliste zu einem Stallplatz',
    description:
      'Für öffentliche, gemerkte oder besichtigte Stallplätze; eine leere Checkliste, solange nichts ausgefüllt ist.',
    access: 'user',
    params: ListingIdParam,
    answer: { schema: ChecklistAnswer, description: 'Die Checkliste' },
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/me/checklists/:listingId',
    tag: 'Konto',
    summary: 'Checkliste abgleichen',
    description:
      'Führt die Kopie des Geräts mit der des Kontos zusammen: je Frage gilt die spätere Änderung (updatedAt). ' +
      'changedElsewhere nennt die gesendeten Fragen, bei denen die Kopie des Kontos neuer war.',
    access: 'user',
    params: ListingIdParam,
    body: ChecklistBody,
    answer: { schema: ChecklistSyncAnswer, description: 'Die zusammengeführte Checkliste' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/me/comparisons',
    tag: 'Konto',
    summary: 'Vergleich als Link teilen',
    description: 'Bis zu vier Stallplätze; der Link zeigt sie mit den Sternen und Notizen der eigenen Checklisten.',
    access: 'user',
    body: ComparisonBody,
    answer: { status: 201, schema: ComparisonCreatedAnswer, description: 'Der Link' },
  },
  {
    method: 'get',
    path: '/api/comparisons/:token',
    tag: 'Stallplätze',
    summary: 'Geteilter Vergleich',
    access: 'public',
    params: ComparisonTokenParam,
    answer: { schema: SharedComparisonAnswer, description: 'Die Stallplätze mit den Checklisten des Teilenden' },
    errors: [404],
  },
];
