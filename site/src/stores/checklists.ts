// Visit checklists on this device: kept in local storage first, so a checklist fills in the stable without
// reception; while someone is signed in and online, each one is merged with the account's copy
// (PUT /api/me/checklists/:id, per question the later change wins) shortly after a change, when the network
// comes back and when the page opens. Without an account a checklist stays on this device.
import { atom } from 'nanostores';
import {
  CHECKLIST_NOTES_KEY,
  type ChecklistAnswer,
  type ChecklistAnswers,
  type ChecklistNotes,
  type ChecklistPart,
  type ChecklistQuestionKey,
  mergeChecklist,
} from '#contract/checklist-questions.ts';
import { fetchCurrentUser } from '../lib/api.ts';
import { fetchChecklist, putChecklist } from '../lib/checklist-api.ts';
import { readStored, sessionHinted, writeStored } from '../lib/stored.ts';
import { $user, setUser } from './user.ts';

export interface LocalChecklist {
  listingId: number;
  /** The listing's title and page as last seen, so the checklist shows offline. */
  title: string | null;
  path: string | null;
  answers: ChecklistAnswers;
  notes: ChecklistNotes | null;
  /** Changes not yet merged into the account (always true while signed out). */
  unsynced: boolean;
  /** When the account last confirmed this copy (ISO), null if never. */
  syncedAt: string | null;
  /** Parts the last sync decided for the copy changed on another device (told to the user once). */
  changedElsewhere: ChecklistPart[];
}

export const CHECKLISTS_KEY = 'checklists';
const SYNC_DELAY_MS = 600;

type Checklists = Record<string, LocalChecklist>;

function load(): Checklists {
  const stored = readStored<unknown>(CHECKLISTS_KEY, {});
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Checklists) : {};
}

/** Every checklist this device keeps, by listing id. Read after mounting (useMounted). */
export const $checklists = atom<Checklists>(typeof window === 'undefined' ? {} : load());
/** Listing ids whose merge with the account is under way. */
export const $syncing = atom<number[]>([]);

function empty(listingId: number): LocalChecklist {
  return {
    listingId,
    title: null,
    path: null,
    answers: {},
    notes: null,
    unsynced: false,
    syncedAt: null,
    changedElsewhere: [],
  };
}

export function checklistOf(listingId: number): LocalChecklist {
  return $checklists.get()[listingId] ?? empty(listingId);
}

function save(checklist: LocalChecklist): void {
  const all = { ...$checklists.get(), [checklist.listingId]: checklist };
  $checklists.set(all);
  writeStored(CHECKLISTS_KEY, all);
}

/** Whether a checklist holds anything worth keeping. */
export const isFilled = (c: Pick<LocalChecklist, 'answers' | 'notes'>) =>
  Object.keys(c.answers).length > 0 || Boolean(c.notes?.text);

/** Remembers the listing's title and page with its checklist (no change of the answers). */
export function rememberListing(listingId: number, title: string, path: string): void {
  const current = checklistOf(listingId);
  if (current.title === title && current.path === path) return;
  save({ ...current, title, path });
}

const timers = new Map<number, ReturnType<typeof setTimeout>>();
function scheduleSync(listingId: number): void {
  clearTimeout(timers.get(listingId));
  timers.set(
    listingId,
    setTimeout(() => void syncChecklist(listingId), SYNC_DELAY_MS),
  );
}

export function setAnswer(listingId: number, key: ChecklistQuestionKey, change: Omit<ChecklistAnswer, 'updatedAt'>) {
  const current = checklistOf(listingId);
  const answer: ChecklistAnswer = { ...change, updatedAt: new Date().toISOString() };
  save({ ...current, answers: { ...current.answers, [key]: answer }, unsynced: true });
  scheduleSync(listingId);
}

export function setNotes(listingId: number, text: string): void {
  const current = checklistOf(listingId);
  save({ ...current, notes: { text, updatedAt: new Date().toISOString() }, unsynced: true });
  scheduleSync(listingId);
}

/** The user has seen which parts were changed elsewhere. */
export function dismissChangedElsewhere(listingId: number): void {
  save({ ...checklistOf(listingId), changedElsewhere: [] });
}

const inFlight = new Map<number, Promise<void>>();

/**
 * Merges this device's copy with the account's. Signed out or offline it does nothing (the copy stays here).
 * Changes made while the request runs are newer than what it sent, so the merge keeps them and they go next time.
 */
export function syncChecklist(listingId: number): Promise<void> {
  const running = inFlight.get(listingId);
  if (running) return running.then(() => (checklistOf(listingId).unsynced ? syncChecklist(listingId) : undefined));
  if (!$user.get() || !navigator.onLine) return Promise.resolve();
  const task = (async () => {
    $syncing.set([...$syncing.get(), listingId]);
    const sent = checklistOf(listingId);
    try {
      const server =
        isFilled(sent) || sent.unsynced
          ? await putChecklist(listingId, { answers: sent.answers, notes: sent.notes })
          : { checklist: await fetchChecklist(listingId), changedElsewhere: [] };
      const now = checklistOf(listingId);
      const merged = mergeChecklist(server.checklist, { answers: now.answers, notes: now.notes });
      const changedSince =
        now !== sent && JSON.stringify([now.answers, now.notes]) !== JSON.stringify([sent.answers, sent.notes]);
      const told = new Set([...now.changedElsewhere, ...server.changedElsewhere]);
      save({
        ...now,
        answers: merged.answers,
        notes: merged.notes,
        unsynced: changedSince,
        syncedAt: new Date().toISOString(),
        changedElsewhere: [...told].filter((part) => part === CHECKLIST_NOTES_KEY || part in merged.answers),
      });
    } catch {
      // Offline after all, signed out meanwhile, or the listing is gone: the copy stays on this device.
    } finally {
      $syncing.set($syncing.get().filter((id) => id !== listingId));
      inFlight.delete(listingId);
    }
  })();
  inFlight.set(listingId, task);
  return task;
}

/** Syncs every checklist with unsent changes (after the network returns or at sign-in). */
export function syncPending(): void {
  for (const checklist of Object.values($checklists.get())) {
    if (checklist.unsynced) void syncChecklist(checklist.listingId);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CHECKLISTS_KEY) $checklists.set(load());
  });
  window.addEventListener('online', () => {
    // A page opened offline could not load the signed-in user: now it can, and its arrival syncs (below).
    if ($user.get() === null && sessionHinted()) void fetchCurrentUser().then(setUser, () => undefined);
    else syncPending();
  });
  $user.subscribe((user) => {
    if (user) syncPending();
  });
}
