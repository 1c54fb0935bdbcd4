// zod schemas of the checklist and comparison answers, for the OpenAPI document (like contract/answers.ts, whose
// listing schema they reuse); each `satisfies` its DTO in contract/checklists.ts. The site never imports this.
import { id, isoTime, ListingAnswer } from './answers.ts';
import {
  CHECKLIST_NOTES_KEY,
  CHECKLIST_QUESTION_KEYS,
  ChecklistAnswerBody,
  ChecklistNotesBody,
  type ChecklistDto,
  type ChecklistPart,
  type ChecklistQuestionKey,
  type ChecklistSummaryDto,
  type ChecklistSyncDto,
  type ComparisonCreatedDto,
  type SharedComparisonDto,
} from './checklists.ts';
import { z } from './zod.ts';

const questionKey = z.enum(CHECKLIST_QUESTION_KEYS as [ChecklistQuestionKey, ...ChecklistQuestionKey[]]);
const answers = z
  .partialRecord(questionKey, ChecklistAnswerBody)
  .meta({ description: 'Sterne (1–5 oder keine), Notiz und Zeitpunkt der Änderung je Frage' });

export const ChecklistAnswer = z
  .object({
    listingId: id,
    answers,
    notes: ChecklistNotesBody.nullable().meta({ description: 'Die freien Notizen' }),
    updatedAt: isoTime.nullable().meta({ description: 'Die letzte Änderung; null, solange nichts ausgefüllt ist' }),
  })
  .meta({
    id: 'Checklist',
    description: 'Die Besichtigungs-Checkliste zu einem Stallplatz',
  }) satisfies z.ZodType<ChecklistDto>;

export const ChecklistSyncAnswer = z
  .object({
    checklist: ChecklistAnswer,
    changedElsewhere: z
      .array(z.enum([CHECKLIST_NOTES_KEY, ...CHECKLIST_QUESTION_KEYS] as [ChecklistPart, ...ChecklistPart[]]))
      .meta({ description: 'Die gesendeten Fragen, deren Kopie im Konto später geändert war und deshalb blieb' }),
  })
  .meta({ id: 'ChecklistSync', description: 'Die zusammengeführte Checkliste' }) satisfies z.ZodType<ChecklistSyncDto>;

export const ChecklistSummaryAnswer = z
  .object({
    listingId: id,
    listing: z.object({ id, title: z.string(), path: z.string() }).nullable(),
    rated: z.int().meta({ description: 'Wie viele Fragen Sterne haben' }),
    updatedAt: isoTime,
  })
  .meta({
    id: 'ChecklistSummary',
    description: 'Eine Checkliste in der Übersicht',
  }) satisfies z.ZodType<ChecklistSummaryDto>;

export const ComparisonCreatedAnswer = z
  .object({
    token: z.string().meta({ description: 'Das Geheimnis des Links; wird nur jetzt gezeigt' }),
    path: z.string().meta({ description: 'Die Seite zum Link: /vergleich/<token>' }),
  })
  .meta({ id: 'ComparisonCreated', description: 'Der Link zum Teilen' }) satisfies z.ZodType<ComparisonCreatedDto>;

export const SharedComparisonAnswer = z
  .object({
    createdAt: isoTime,
    items: z.array(
      z.object({
        listing: ListingAnswer,
        checklist: z.object({ answers, notes: ChecklistNotesBody.nullable() }).nullable(),
      }),
    ),
  })
  .meta({
    id: 'SharedComparison',
    description: 'Ein geteilter Vergleich, nur zum Lesen',
  }) satisfies z.ZodType<SharedComparisonDto>;
