// "Meine Pferde" (/pferde): the rider's horse profiles – add, change, delete, and choose the active one that the
// fit check ("Passt mein Pferd?") on the listings uses. Visitors keep them on this device; signed in, in the
// account (stores/horses.ts). Offline, a visitor's horses change as ever (they live here); a signed-in rider sees
// the account's as this device last saw them, and changes wait for the connection.
import { useStore } from '@nanostores/react';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { horseFilterParams } from '#contract/horse-filter.ts';
import { describeHorse, HORSES_MAX, type HorseDto } from '#contract/horse-fields.ts';
import { ApiError } from '#site/lib/api.ts';
import OfflineFormNotice from '#site/components/OfflineFormNotice.tsx';
import { useMounted } from '#site/lib/use-mounted.ts';
import { useOnline } from '#site/lib/use-online.ts';
import {
  $activeHorse,
  $horses,
  $horsesLoaded,
  $horsesSaved,
  horseData,
  removeHorse,
  setActiveHorse,
} from '#site/stores/horses.ts';
import { toast } from '#site/stores/toasts.ts';
import { $user } from '#site/stores/user.ts';
import HorseForm from './HorseForm.tsx';

const OFFLINE_HORSES_TEXT =
  'Du bist offline. Du siehst deine Pferde, wie sie zuletzt auf diesem Gerät gespeichert wurden – ändern kannst du sie, sobald du wieder verbunden bist.';

type Editing = { kind: 'new' } | { kind: 'edit'; horse: HorseDto } | null;

/**
 * Where "Pferd anlegen" came from (a listing's fit panel: /pferde?neu=1&zurueck=/de/stallplatz/27): the form opens
 * at once, and a saved horse goes back there to show the fit. Only a path of this site.
 */
function cameFrom(): { open: boolean; back: string | null } {
  if (typeof location === 'undefined') return { open: false, back: null };
  const params = new URLSearchParams(location.search);
  const back = params.get('zurueck');
  return { open: params.has('neu'), back: back && /^\/(?![/\\])/.test(back) ? back : null };
}

export default function HorsesPage() {
  const mounted = useMounted();
  const horses = useStore($horses);
  const active = useStore($activeHorse);
  const user = useStore($user);
  const loaded = useStore($horsesLoaded);
  const saved = useStore($horsesSaved);
  const online = useOnline();
  const [from] = useState(cameFrom);
  const [editing, setEditing] = useState<Editing>(from.open ? { kind: 'new' } : null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const headingId = useId();
  // The account's horses change only through the account; a visitor's live on this device, offline too.
  const readOnly = saved || (user != null && !online);
  const offlineId = `${headingId}-offline`;

  if (!mounted || (!loaded && horses.length === 0))
    return <p className="text-stone-600 dark:text-stone-400">Pferde werden geladen …</p>;

  const full = horses.length >= HORSES_MAX;
  const remove = async (horse: HorseDto) => {
    try {
      await removeHorse(horse.id);
      setConfirming(null);
      toast({ title: 'Pferd gelöscht', description: `${horse.name} ist nicht mehr in deiner Liste.` });
    } catch (err) {
      toast({
        title: 'Löschen fehlgeschlagen',
        description: err instanceof ApiError ? err.serverMessage : 'Bitte versuche es später erneut.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-6">
      {readOnly && <OfflineFormNotice id={offlineId} text={OFFLINE_HORSES_TEXT} />}

      {user === null && !saved && (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700 dark:border-stone-800 dark:bg-stone-900 dark:text-stone-300">
          Deine Pferde werden auf diesem Gerät gespeichert.{' '}
          <a href="/auth" className="font-medium text-brand underline underline-offset-2 dark:text-brand-light">
            Melde dich an
          </a>
          , dann ziehen sie in dein Konto um und sind auf allen Geräten da.
        </p>
      )}

      {horses.length === 0 && !editing && (
        <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-stone-700">
          <p className="text-lg font-semibold">Noch kein Pferd angelegt</p>
          <p className="mt-1 text-stone-600 dark:text-stone-400">
            Mit Stockmaß, Geschlecht und Besonderheiten siehst du bei jedem Stall, ob er zu deinem Pferd passt.
          </p>
        </div>
      )}

      {horses.length > 0 && (
        <section aria-labelledby={headingId} className="grid gap-4">
          <h2 id={headingId} className="sr-only">
            Deine Pferde
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {horses.map((horse) => {
              const isActive = active?.id === horse.id;
              return (
                <li
                  key={horse.id}
                  data-testid="horse"
                  className={`grid gap-4 rounded-2xl border bg-white p-5 shadow-sm dark:bg-stone-900 ${
                    isActive ? 'border-brand dark:border-brand-light' : 'border-stone-200 dark:border-stone-800'
                  }`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 className="min-w-0 text-lg font-semibold break-words">{horse.name}</h3>
                    <label className="flex items-center gap-2 text-sm font-medium">
                      <input
                        type="radio"
                        name="active-horse"
                        checked={isActive}
                        onChange={() => setActiveHorse(horse.id)}
                        aria-label={`Aktives Pferd: ${horse.name}`}
                        className="size-4 accent-brand"
                      />
                      Aktives Pferd
                    </label>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    {describeHorse(horse)
                      .filter((row) => row.label !== 'Name')
                      .map((row) => (
                        <Fragment key={row.label}>
                          <dt className="text-stone-600 dark:text-stone-400">{row.label}</dt>
                          <dd className="break-words">{row.value}</dd>
                        </Fragment>
                      ))}
                  </dl>
                  {confirming === horse.id && !readOnly ? (
                    <div
                      className="flex flex-wrap items-center gap-2"
                      role="group"
                      aria-label={`${horse.name} löschen`}
                    >
                      <p className="w-full text-sm font-medium">{horse.name} wirklich löschen?</p>
                      <button type="button" className="btn btn-primary" onClick={() => void remove(horse)}>
                        Ja, löschen
                      </button>
                      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(null)}>
                        Abbrechen
                      </button>
                    </div>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={`/stallplaetze?${new URLSearchParams(horseFilterParams(horseData(horse)))}`}
                        className="btn btn-secondary"
                      >
                        <Search aria-hidden="true" className="size-4" />
                        Passende Ställe<span className="sr-only"> für {horse.name}</span>
                      </a>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => setEditing({ kind: 'edit', horse })}
                        disabled={readOnly}
                        aria-describedby={readOnly ? offlineId : undefined}
                        aria-label={`${horse.name} bearbeiten`}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        Bearbeiten
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => setConfirming(horse.id)}
                        disabled={readOnly}
                        aria-describedby={readOnly ? offlineId : undefined}
                        aria-label={`${horse.name} löschen`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Löschen
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {editing ? (
        <HorseForm
          key={editing.kind === 'edit' ? editing.horse.id : 'new'}
          horse={editing.kind === 'edit' ? editing.horse : null}
          offline={readOnly}
          onDone={() => setEditing(null)}
          onSaved={() => {
            if (editing.kind === 'new' && from.back) location.assign(from.back);
          }}
        />
      ) : (
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={full || readOnly}
            aria-describedby={full ? `${headingId}-full` : readOnly ? offlineId : undefined}
            onClick={() => setEditing({ kind: 'new' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Pferd hinzufügen
          </button>
          {full && (
            <span id={`${headingId}-full`} className="ml-3 text-sm text-stone-600 dark:text-stone-400">
              Du kannst höchstens {HORSES_MAX} Pferde anlegen.
            </span>
          )}
        </p>
      )}
    </div>
  );
}
