// The request bodies of the visit checklist and the comparison share link (PUT /api/me/checklists/:listingId,
// POST /api/me/comparisons); the catalogue, messages, answer shapes and the merge rule are in
// contract/checklist-questions.ts, which this re-exports for the API.
import {
  CHECKLIST_FREE_NOTES_MAX,
  CHECKLIST_MSG,
  CHECKLIST_NOTE_MAX,
  CHECKLIST_QUESTION_KEYS,
  COMPARE_MAX,
  type ChecklistAnswer,
  type ChecklistNotes,
  type ChecklistQuestionKey,
} from './checklist-questions.ts';
import { z } from './zod.ts';

export * from './checklist-questions.ts';

const updatedAt = z.iso.datetime({ offset: true, error: CHECKLIST_MSG.updatedAt });

export const ChecklistAnswerBody = z.object({
  stars: z.int({ error: CHECKLIST_MSG.stars }).min(1, CHECKLIST_MSG.stars).max(5, CHECKLIST_MSG.stars).nullable(),
  note: z.string().trim().max(CHECKLIST_NOTE_MAX, CHECKLIST_MSG.noteTooLong),
  updatedAt,
}) satisfies z.ZodType<ChecklistAnswer>;

export const ChecklistNotesBody = z.object({
  text: z.string().trim().max(CHECKLIST_FREE_NOTES_MAX, CHECKLIST_MSG.notesTooLong),
  updatedAt,
}) satisfies z.ZodType<ChecklistNotes>;

const questionKey = z.enum(CHECKLIST_QUESTION_KEYS as [ChecklistQuestionKey, ...ChecklistQuestionKey[]]);

/** The client's copy: only the parts it has (a part it never touched is left out). */
export const ChecklistBody = z.object({
  answers: z.partialRecord(questionKey, ChecklistAnswerBody).default({}),
  notes: ChecklistNotesBody.nullable().default(null),
});
export type ChecklistBody = z.infer<typeof ChecklistBody>;

export const ComparisonBody = z.object({
  listingIds: z
    .array(z.int().positive().max(2_147_483_647), { error: CHECKLIST_MSG.compareCount })
    .min(1, CHECKLIST_MSG.compareCount)
    .max(COMPARE_MAX, CHECKLIST_MSG.compareCount)
    .refine((ids) => new Set(ids).size === ids.length, CHECKLIST_MSG.compareTwice),
});

export const ComparisonTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
