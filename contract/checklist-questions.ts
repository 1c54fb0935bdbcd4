// The visit checklist (Besichtigungs-Checkliste) and the comparison share link: the question catalogue, the
// limits and messages, the answers' shapes and the merge rule both sides apply (per question, the later change
// wins), so the phone's offline copy and the account's copy settle the same way wherever they meet. Free of zod:
// the offline checklist page imports it; the request bodies are in contract/checklists.ts.
import type { ListingDto } from './types.ts';

export interface ChecklistQuestion {
  key: string;
  label: string;
  /** What to look at, addressed to the reader. */
  hint: string;
}

export interface ChecklistGroup {
  title: string;
  questions: readonly ChecklistQuestion[];
}

/** The grouped questions that matter at a viewing; each is rated with 1–5 stars and may carry a note. */
export const CHECKLIST_GROUPS = [
  {
    title: 'Heu',
    questions: [
      { key: 'hayQuality', label: 'Qualität', hint: 'Riecht das Heu frisch, ist es staubarm und ohne Schimmel?' },
      { key: 'hayAmount', label: 'Menge', hint: 'Wie viel Heu bekommt dein Pferd, und wie oft am Tag?' },
    ],
  },
  {
    title: 'Wasser',
    questions: [{ key: 'water', label: 'Wasser', hint: 'Sauber, jederzeit erreichbar und im Winter eisfrei?' }],
  },
  {
    title: 'Box',
    questions: [
      { key: 'boxSize', label: 'Größe', hint: 'Kann sich dein Pferd bequem hinlegen und drehen?' },
      { key: 'boxLight', label: 'Licht', hint: 'Gibt es Fenster und Tageslicht in der Box?' },
      { key: 'boxAir', label: 'Luft', hint: 'Riecht es nach Ammoniak, oder ist die Luft frisch?' },
    ],
  },
  {
    title: 'Weide und Paddock',
    questions: [
      { key: 'pastureState', label: 'Zustand', hint: 'Zäune, Boden, Matsch, Unterstand?' },
      { key: 'pastureTimes', label: 'Zeiten', hint: 'Wie lange und wie oft kommt dein Pferd raus, auch im Winter?' },
    ],
  },
  {
    title: 'Herde',
    questions: [{ key: 'herd', label: 'Herde', hint: 'Wie groß ist die Gruppe, wie wird eingegliedert?' }],
  },
  {
    title: 'Reitplatz und Halle',
    questions: [{ key: 'arenaGround', label: 'Boden', hint: 'Ist der Boden griffig, eben und gepflegt?' }],
  },
  {
    title: 'Stallklima',
    questions: [{ key: 'atmosphere', label: 'Stallklima', hint: 'Wie gehen die Einsteller miteinander um?' }],
  },
  {
    title: 'Personal',
    questions: [{ key: 'staff', label: 'Personal', hint: 'Wer ist wann da, und wie gehen sie mit den Pferden um?' }],
  },
  {
    title: 'Vertrag',
    questions: [
      { key: 'noticePeriod', label: 'Kündigungsfrist', hint: 'Wie lange bist du gebunden, und passt dir das?' },
      { key: 'deposit', label: 'Kaution', hint: 'Wie hoch ist die Kaution, und wann bekommst du sie zurück?' },
    ],
  },
  {
    title: 'Bauchgefühl',
    questions: [{ key: 'gutFeeling', label: 'Bauchgefühl', hint: 'Würdest du dein Pferd hier gern sehen?' }],
  },
] as const satisfies readonly ChecklistGroup[];

export type ChecklistQuestionKey = (typeof CHECKLIST_GROUPS)[number]['questions'][number]['key'];
export const CHECKLIST_QUESTION_KEYS = CHECKLIST_GROUPS.flatMap((group) =>
  group.questions.map((question) => question.key),
) as ChecklistQuestionKey[];

/** The free notes merge like a question, under this key. */
export const CHECKLIST_NOTES_KEY = 'notes';
/** A question or the free notes: the unit the merge decides on. */
export type ChecklistPart = ChecklistQuestionKey | typeof CHECKLIST_NOTES_KEY;

/** "Heu: Qualität", "Wasser", "Freie Notizen": how a part is named when the site tells what changed. */
export function checklistPartLabel(part: ChecklistPart): string {
  if (part === CHECKLIST_NOTES_KEY) return 'Freie Notizen';
  for (const group of CHECKLIST_GROUPS as readonly ChecklistGroup[]) {
    const question = group.questions.find((q) => q.key === part);
    if (question) return question.label === group.title ? group.title : `${group.title}: ${question.label}`;
  }
  return part;
}

export const CHECKLIST_NOTE_MAX = 1000;
export const CHECKLIST_FREE_NOTES_MAX = 5000;
/** At most this many listings side by side. */
export const COMPARE_MAX = 4;

export const CHECKLIST_MSG = {
  stars: 'Bitte 1 bis 5 Sterne vergeben',
  noteTooLong: `Eine Notiz darf höchstens ${CHECKLIST_NOTE_MAX} Zeichen haben`,
  notesTooLong: `Die freien Notizen dürfen höchstens ${CHECKLIST_FREE_NOTES_MAX} Zeichen haben`,
  updatedAt: 'Bitte den Zeitpunkt der Änderung angeben (ISO 8601)',
  compareCount: `Bitte 1 bis ${COMPARE_MAX} Stallplätze zum Vergleich wählen`,
  compareTwice: 'Jeder Stallplatz nur einmal, bitte',
  compareNotVisible: 'Einen dieser Stallplätze kannst du nicht teilen',
  listing: 'Stallplatz',
  comparison: 'Vergleich',
} as const;

export interface ChecklistAnswer {
  /** 1–5, or null when only a note was written. */
  stars: number | null;
  note: string;
  /** When this answer was last changed (ISO 8601). */
  updatedAt: string;
}

export interface ChecklistNotes {
  text: string;
  updatedAt: string;
}

// ---- answers ----

export type ChecklistAnswers = Partial<Record<ChecklistQuestionKey, ChecklistAnswer>>;

export interface ChecklistDto {
  listingId: number;
  answers: ChecklistAnswers;
  notes: ChecklistNotes | null;
  /** The latest change of any part, or null for a checklist never filled. */
  updatedAt: string | null;
}

export interface ChecklistSyncDto {
  checklist: ChecklistDto;
  /** The parts the client sent whose account copy was changed later (elsewhere) and so was kept. */
  changedElsewhere: ChecklistPart[];
}

export interface ChecklistSummaryDto {
  listingId: number;
  listing: { id: number; title: string; path: string } | null;
  /** How many questions carry stars. */
  rated: number;
  updatedAt: string;
}

export interface ComparisonCreatedDto {
  token: string;
  /** The site's read-only page: /vergleich/<token>. */
  path: string;
}

/** GET /api/comparisons/:token: what the sharer compared, read-only. */
export interface SharedComparisonDto {
  createdAt: string;
  /** The listings still public, in the sharer's order, each with the sharer's checklist (null: none kept). */
  items: { listing: ListingDto; checklist: { answers: ChecklistAnswers; notes: ChecklistNotes | null } | null }[];
}

// ---- the merge rule ----

type Stamped = { updatedAt: string };
const later = (a: Stamped, b: Stamped) => Date.parse(a.updatedAt) > Date.parse(b.updatedAt);
const sameAnswer = (a: ChecklistAnswer, b: ChecklistAnswer) => a.stars === b.stars && a.note === b.note;

export interface MergeResult {
  answers: ChecklistAnswers;
  notes: ChecklistNotes | null;
  /** Parts where `incoming` had its own value and `kept`'s later one won. */
  changedElsewhere: ChecklistPart[];
}

/**
 * Merges two copies of one checklist part by part: the later `updatedAt` wins; on a tie the kept copy stays.
 * `kept` is the copy that was there (the account's on the server), `incoming` the one arriving.
 */
export function mergeChecklist(
  kept: { answers: ChecklistAnswers; notes: ChecklistNotes | null },
  incoming: { answers: ChecklistAnswers; notes: ChecklistNotes | null },
): MergeResult {
  const answers: ChecklistAnswers = {};
  const changedElsewhere: ChecklistPart[] = [];
  for (const key of CHECKLIST_QUESTION_KEYS) {
    const a = kept.answers[key];
    const b = incoming.answers[key];
    if (a && b) {
      answers[key] = later(b, a) ? b : a;
      if (!later(b, a) && !sameAnswer(a, b)) changedElsewhere.push(key);
    } else if (a ?? b) {
      answers[key] = (a ?? b)!;
    }
  }
  let notes = kept.notes ?? incoming.notes;
  if (kept.notes && incoming.notes) {
    notes = later(incoming.notes, kept.notes) ? incoming.notes : kept.notes;
    if (notes === kept.notes && kept.notes.text !== incoming.notes.text) changedElsewhere.push(CHECKLIST_NOTES_KEY);
  }
  return { answers, notes, changedElsewhere };
}

/** The latest `updatedAt` among the parts, or null when none is filled. */
export function checklistUpdatedAt(answers: ChecklistAnswers, notes: ChecklistNotes | null): string | null {
  const times = [...Object.values(answers), ...(notes ? [notes] : [])].map((part) => part!.updatedAt);
  if (times.length === 0) return null;
  return times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}
