// The checklist page's island (/checkliste/<listingId>, and /checkliste for the overview): made for the phone in
// the stable. Everything is kept on this device first (stores/checklists.ts) and merged with the account when
// signed in and online; the page tells which of the two applies and when another device's change won.
import { useStore } from '@nanostores/react';
import { ArrowLeft, Check, CloudOff, Columns3, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  CHECKLIST_FREE_NOTES_MAX,
  CHECKLIST_GROUPS,
  CHECKLIST_NOTE_MAX,
  type ChecklistQuestionKey,
  checklistPartLabel,
} from '#contract/checklist-questions.ts';
import { countryOf } from '#contract/regions.ts';
import { fetchListingsBatch } from '#site/lib/api.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { sessionHinted } from '#site/lib/stored.ts';
import { useOnline } from '#site/lib/use-online.ts';
import {
  $checklists,
  $syncing,
  checklistOf,
  dismissChangedElsewhere,
  rememberListing,
  setAnswer,
  setNotes,
  syncChecklist,
} from '#site/stores/checklists.ts';
import { readSnapshots } from '#site/stores/listing-snapshots.ts';
import { $user } from '#site/stores/user.ts';
import ChecklistOverview from './ChecklistOverview.tsx';
import { listingIdOfPath } from './checklist-path.ts';
import StarRating from './StarRating.tsx';

const LINK = 'font-medium text-brand underline underline-offset-2 dark:text-brand-light';

function SyncState({ listingId }: { listingId: number }) {
  const user = useStore($user);
  const online = useOnline();
  const syncing = useStore($syncing).includes(listingId);
  const checklist = useStore($checklists)[listingId];
  const base = 'flex items-start gap-2 rounded-xl border px-3 py-2 text-sm';
  // Offline a signed-in user cannot be loaded: the session's cookie still tells that there is an account.
  const account = Boolean(user) || (user === null && sessionHinted());
  if (!account) {
    return (
      <p className={`${base} border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900`}>
        <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Nur auf diesem Gerät gespeichert.{' '}
          {user === null && (
            <>
              <a href="/auth" className={LINK}>
                Melde dich an
              </a>
              , um die Checkliste mit deinem Konto abzugleichen.
            </>
          )}
        </span>
      </p>
    );
  }
  if (!online) {
    return (
      <p
        className={`${base} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100`}
      >
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Offline: auf diesem Gerät gespeichert. Sobald du wieder online bist, wird sie mit deinem Konto abgeglichen.
      </p>
    );
  }
  if (!user || syncing || checklist?.unsynced) {
    return (
      <p className={`${base} border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900`}>
        <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Wird mit deinem Konto abgeglichen …
      </p>
    );
  }
  return (
    <p
      className={`${base} border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100`}
    >
      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Mit deinem Konto abgeglichen.
    </p>
  );
}

function ChangedElsewhere({ listingId }: { listingId: number }) {
  const parts = useStore($checklists)[listingId]?.changedElsewhere ?? [];
  if (parts.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 sm:flex-row sm:items-center sm:justify-between dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      <p>
        <strong className="font-semibold">Auf einem anderen Gerät geändert:</strong>{' '}
        {parts.map(checklistPartLabel).join(', ')}. Die spätere Änderung gilt.
      </p>
      <button
        type="button"
        className="btn btn-secondary px-3 py-1.5 text-sm"
        onClick={() => dismissChangedElsewhere(listingId)}
      >
        Verstanden
      </button>
    </div>
  );
}

function Question({
  listingId,
  questionKey,
  label,
  hint,
  single,
}: {
  listingId: number;
  questionKey: ChecklistQuestionKey;
  label: string;
  hint: string;
  single: boolean;
}) {
  const answer = useStore($checklists)[listingId]?.answers[questionKey];
  const id = `q-${questionKey}`;
  const change = (patch: { stars?: number | null; note?: string }) => {
    const current = checklistOf(listingId).answers[questionKey];
    setAnswer(listingId, questionKey, {
      stars: patch.stars !== undefined ? patch.stars : (current?.stars ?? null),
      note: patch.note !== undefined ? patch.note : (current?.note ?? ''),
    });
  };
  return (
    <div className="grid gap-2 border-t border-stone-200 py-4 first:border-t-0 first:pt-0 dark:border-stone-800">
      <div>
        {/* A group of one question (Wasser, Herde, …) has its name as heading already. */}
        <h3 id={`${id}-label`} className={single ? 'sr-only' : 'font-semibold'}>
          {label}
        </h3>
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      </div>
      <StarRating
        name={id}
        labelledBy={`${id}-label`}
        value={answer?.stars ?? null}
        onChange={(stars) => change({ stars })}
      />
      <label htmlFor={`${id}-note`} className="sr-only">
        Notiz zu {label}
      </label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={CHECKLIST_NOTE_MAX}
        placeholder="Notiz"
        aria-describedby={`${id}-hint`}
        value={answer?.note ?? ''}
        onChange={(event) => change({ note: event.target.value })}
        className="field text-base"
      />
    </div>
  );
}

function useListing(listingId: number): { title: string; path: string } | null {
  const stored = useStore($checklists)[listingId];
  const [listing, setListing] = useState<{ title: string; path: string } | null>(null);
  useEffect(() => {
    const snapshot = readSnapshots().get(listingId);
    if (snapshot) rememberListing(listingId, snapshot.title, snapshot.path);
    if (!navigator.onLine) return;
    void fetchListingsBatch([listingId])
      .then(([found]) => {
        if (!found) return;
        const path = `/${countryOf(found.stable.region)}/stallplatz/${found.id}`;
        rememberListing(listingId, found.title, path);
        setListing({ title: found.title, path });
      })
      .catch(() => undefined);
  }, [listingId]);
  if (listing) return listing;
  return stored?.title && stored.path ? { title: stored.title, path: stored.path } : null;
}

function Checklist({ listingId }: { listingId: number }) {
  const listing = useListing(listingId);
  const user = useStore($user);
  const notes = useStore($checklists)[listingId]?.notes;

  useEffect(() => {
    if (user) void syncChecklist(listingId);
  }, [user, listingId]);

  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <div className="grid gap-2">
        <a
          href="/merkliste"
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:underline dark:text-stone-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Merkliste
        </a>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">Checkliste für die Besichtigung</h1>
        <p className="text-lg">
          {listing ? (
            <a href={listing.path} className={LINK}>
              {listing.title}
            </a>
          ) : (
            `Stallplatz Nr. ${listingId}`
          )}
        </p>
      </div>
      <SyncState listingId={listingId} />
      <ChangedElsewhere listingId={listingId} />
      <form className="grid gap-5" onSubmit={(event) => event.preventDefault()}>
        {CHECKLIST_GROUPS.map((group) => (
          <section
            key={group.title}
            aria-labelledby={`g-${group.questions[0].key}`}
            className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
          >
            <h2 id={`g-${group.questions[0].key}`} className="mb-3 text-lg font-bold text-brand dark:text-brand-light">
              {group.title}
            </h2>
            {group.questions.map((question) => (
              <Question
                key={question.key}
                listingId={listingId}
                questionKey={question.key}
                label={question.label}
                hint={question.hint}
                single={group.questions.length === 1}
              />
            ))}
          </section>
        ))}
        <section className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
          <h2 className="mb-2 text-lg font-bold text-brand dark:text-brand-light">
            <label htmlFor="free-notes">Freie Notizen</label>
          </h2>
          <textarea
            id="free-notes"
            rows={5}
            maxLength={CHECKLIST_FREE_NOTES_MAX}
            value={notes?.text ?? ''}
            onChange={(event) => setNotes(listingId, event.target.value)}
            className="field text-base"
          />
        </section>
      </form>
      <p className="flex flex-wrap gap-3">
        <a href={`/vergleich?ids=${listingId}`} className="btn btn-secondary">
          <Columns3 aria-hidden="true" className="size-4" />
          Vergleichen
        </a>
      </p>
    </div>
  );
}

export default function ChecklistPage() {
  const mounted = useMounted();
  if (!mounted) {
    return (
      <p role="status" className="mx-auto max-w-2xl text-stone-700 dark:text-stone-300">
        Checkliste wird geladen …
      </p>
    );
  }
  const listingId = listingIdOfPath(window.location.pathname);
  return listingId === null ? <ChecklistOverview /> : <Checklist listingId={listingId} />;
}
