// /suchauftraege: the signed-in user's saved searches, each with its name, what it searches (in the search page's
// words), how often it mails, whether it is paused and when it last mailed; renamed in place, its frequency changed,
// paused or resumed and deleted (after asking), with the way to its matches on the search page.
import { BellOff, BellRing, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_LIMITS,
  type SavedSearchDto,
  type SavedSearchFrequency,
  type SavedSearchUpdateBody,
} from '#contract/saved-searches.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { FormField } from '#site/components/ui/FormField.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { ApiError } from '#site/lib/api.ts';
import { failureMessage } from '#site/lib/form-state.ts';
import { deleteSavedSearch as apiDelete, fetchSavedSearches, updateSavedSearch } from '#site/lib/saved-search-api.ts';
import { savedSearchHref, savedSearchLabel } from '#site/lib/saved-search-query.ts';
import { signInPath } from '#site/lib/return-path.ts';
import { toast } from '#site/stores/toasts.ts';

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Letzte E-Mail: 27.11.2026, 07:00" (German time), or that none was sent yet. */
export function lastAlertText(lastAlertAt: string | null): string {
  return lastAlertAt
    ? `Letzte E-Mail: ${BERLIN_TIME.format(new Date(lastAlertAt))} Uhr`
    : 'Noch keine E-Mail verschickt';
}

/** What the list says after a change, as the toast's title and text. */
export function changeText(change: SavedSearchUpdateBody): string {
  if (change.paused === true) return 'Pausiert: Bis du ihn fortsetzt, bekommst du dazu keine E-Mails.';
  if (change.paused === false) return 'Fortgesetzt: Du bekommst wieder E-Mails zu neuen Treffern.';
  if (change.frequency) return `E-Mails zu neuen Treffern: ${SAVED_SEARCH_FREQUENCY_LABELS[change.frequency]}`;
  return `Neuer Name: ${change.name ?? ''}`;
}

const card =
  'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';

export default function SavedSearchList() {
  const [items, setItems] = useState<SavedSearchDto[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<SavedSearchDto | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setItems(await fetchSavedSearches());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) window.location.assign(signInPath('/suchauftraege'));
      else setError(err);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (saved: SavedSearchDto) =>
    setItems((list) => list?.map((item) => (item.id === saved.id ? saved : item)) ?? null);

  if (error) return <LoadError what="Deine Suchaufträge" error={error} onRetry={() => void load()} />;
  if (!items) {
    return (
      <div className="grid gap-4" role="status" aria-label="Suchaufträge werden geladen">
        <SkeletonList count={2} className="h-40" />
      </div>
    );
  }
  if (items.length === 0) return <EmptySavedSearches />;

  return (
    <>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
        {items.length === 1 ? '1 Suchauftrag' : `${items.length} Suchaufträge`} (höchstens{' '}
        {SAVED_SEARCH_LIMITS.perAccount})
      </p>
      <ul className="grid gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <SavedSearchCard item={item} onSaved={replace} onDelete={() => setDeleting(item)} />
          </li>
        ))}
      </ul>
      {deleting && (
        <DeleteDialog
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setItems((list) => list?.filter((item) => item.id !== deleting.id) ?? null);
            setDeleting(null);
            toast({ title: 'Suchauftrag gelöscht', description: deleting.name });
          }}
        />
      )}
    </>
  );
}

function EmptySavedSearches() {
  return (
    <div className={`${card} text-center`}>
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-orange-50 text-brand dark:bg-stone-800 dark:text-brand-light">
        <BellRing aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Noch keine Suchaufträge</h2>
      <p className="mx-auto mt-2 max-w-prose text-stone-600 dark:text-stone-400">
        Such nach Stallplätzen, setze Ort, Umkreis und Filter und tippe über den Ergebnissen auf „Suche speichern“. Wir
        schreiben dir dann, sobald ein neuer Stallplatz zu deiner Suche passt – sofort, täglich oder wöchentlich.
      </p>
      <a href="/stallplaetze" className="btn btn-primary mt-5">
        Stallplätze suchen
      </a>
    </div>
  );
}

interface CardProps {
  item: SavedSearchDto;
  onSaved: (saved: SavedSearchDto) => void;
  onDelete: () => void;
}

function SavedSearchCard({ item, onSaved, onDelete }: CardProps) {
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = `saved-search-${item.id}`;

  async function change(body: SavedSearchUpdateBody): Promise<string | undefined> {
    setBusy(true);
    try {
      onSaved(await updateSavedSearch(item.id, body));
      toast({ title: 'Suchauftrag gespeichert', description: changeText(body) });
      return undefined;
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.name) return err.fieldErrors.name;
      toast({ title: 'Nicht gespeichert', description: failureMessage(err), variant: 'destructive' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={headingId} className={card} data-saved-search={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <RenameForm
            item={item}
            busy={busy}
            onCancel={() => setRenaming(false)}
            onSave={async (name) => {
              const error = await change({ name });
              if (!error) setRenaming(false);
              return error;
            }}
          />
        ) : (
          <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold [overflow-wrap:anywhere]">
            {item.name}
          </h2>
        )}
        {item.paused && (
          <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-600/20 ring-inset dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-400/30">
            <BellOff aria-hidden="true" className="size-3.5" /> Pausiert
          </span>
        )}
      </div>
      {renaming && (
        <h2 id={headingId} className="sr-only">
          {item.name}
        </h2>
      )}
      <p className="mt-1 text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
        <span className="sr-only">Suche: </span>
        {savedSearchLabel(item.query)}
      </p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{lastAlertText(item.lastAlertAt)}</p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`frequency-${item.id}`} className="text-sm font-medium text-stone-800 dark:text-stone-200">
            E-Mails zu neuen Treffern
          </label>
          <select
            id={`frequency-${item.id}`}
            value={item.frequency}
            disabled={busy}
            onChange={(event) => void change({ frequency: event.target.value as SavedSearchFrequency })}
            className="field h-10 w-44 py-0"
          >
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {SAVED_SEARCH_FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => void change({ paused: !item.paused })}
          className="btn btn-secondary h-10 py-0"
        >
          {item.paused ? 'Fortsetzen' : 'Pausieren'}
          <span className="sr-only">: {item.name}</span>
        </button>
      </div>

      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 border-t border-stone-200 pt-4 text-sm dark:border-stone-800">
        <a
          href={savedSearchHref(item.query)}
          className="inline-flex items-center gap-1 font-semibold text-brand hover:underline dark:text-brand-light"
        >
          <ExternalLink aria-hidden="true" className="size-4" /> Treffer ansehen
          <span className="sr-only">: {item.name}</span>
        </a>
        {!renaming && (
          <button
            type="button"
            onClick={() => setRenaming(true)}
            className="inline-flex items-center gap-1 font-medium text-stone-700 hover:text-brand dark:text-stone-300 dark:hover:text-brand-light"
          >
            <Pencil aria-hidden="true" className="size-4" /> Umbenennen
            <span className="sr-only">: {item.name}</span>
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          className="inline-flex items-center gap-1 font-medium text-red-700 hover:underline dark:text-red-400"
        >
          <Trash2 aria-hidden="true" className="size-4" /> Löschen
          <span className="sr-only">: {item.name}</span>
        </button>
      </div>
    </article>
  );
}

interface RenameProps {
  item: SavedSearchDto;
  busy: boolean;
  onCancel: () => void;
  /** Saves the name; answers the API's message for it when it was refused. */
  onSave: (name: string) => Promise<string | undefined>;
}

function RenameForm({ item, busy, onCancel, onSave }: RenameProps) {
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(await onSave(name.trim()));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="min-w-0 flex-1 basis-60">
        <FormField
          id={`rename-${item.id}`}
          name="name"
          label="Name des Suchauftrags"
          value={name}
          maxLength={SAVED_SEARCH_LIMITS.name}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
      </div>
      <div className="flex gap-2 pb-0.5">
        <button type="submit" className="btn btn-primary h-11 py-0" disabled={busy}>
          Speichern
        </button>
        <button type="button" className="btn btn-secondary h-11 py-0" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}

function DeleteDialog({
  item,
  onClose,
  onDeleted,
}: {
  item: SavedSearchDto;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    setError('');
    try {
      await apiDelete(item.id);
      onDeleted();
    } catch (err) {
      // Gone already (deleted in another tab): the list drops it all the same.
      if (err instanceof ApiError && err.status === 404) onDeleted();
      else setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title="Suchauftrag löschen?"
      description={`„${item.name}“ wird gelöscht. Du bekommst dazu keine E-Mails mehr.`}
      onClose={onClose}
    >
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Abbrechen
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void remove()}
          className="btn border border-red-700 bg-red-700 text-white hover:bg-red-800 dark:border-red-500 dark:bg-red-600"
        >
          <Trash2 aria-hidden="true" className="size-4" /> Löschen
        </button>
      </div>
    </Dialog>
  );
}
