// /vergleich: up to four listings of the Merkliste side by side. The user picks which (kept in the address,
// ?ids=1,2,3), the active horse's fit and the time from the place last searched from (?from= or this device's
// latest search) come from this device, the checklists from this device and, signed in, the account. Works
// offline from the listings the service worker kept. "Link teilen" makes a read-only link for signed-in users.
import { useStore } from '@nanostores/react';
import { Link2, Printer } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { COMPARE_MAX } from '#contract/checklist-questions.ts';
import type { ListingDto } from '#contract/types.ts';
import { fetchListingsBatch } from '#site/lib/api.ts';
import { createComparison } from '#site/lib/checklist-api.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { $checklists, syncChecklist } from '#site/stores/checklists.ts';
import { $favourites } from '#site/stores/favourites.ts';
import { $activeHorse, horseData } from '#site/stores/horses.ts';
import { knownPlace, latestKnownPlace } from '#site/stores/known-places.ts';
import { readSnapshots } from '#site/stores/listing-snapshots.ts';
import { $user } from '#site/stores/user.ts';
import { compareSections } from './compare-rows.ts';
import CompareTable from './CompareTable.tsx';

const LINK = 'font-medium text-brand underline underline-offset-2 dark:text-brand-light';

/** The ids in the address (?ids=3,1), at most four, else the latest hearts. */
export function initialSelection(search: string, favourites: number[]): number[] {
  const fromUrl = (new URLSearchParams(search).get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const unique = [...new Set(fromUrl)];
  return (unique.length ? unique : [...favourites].reverse()).slice(0, COMPARE_MAX);
}

function originOf(search: string) {
  const from = new URLSearchParams(search).get('from');
  const place = from ? knownPlace(from) : null;
  return from && place ? { text: from, ...place } : latestKnownPlace();
}

function Picker({
  selected,
  onChange,
  loaded,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  /** Listings loaded for the table: their titles beat what this device remembered. */
  loaded: ListingDto[];
}) {
  const favourites = useStore($favourites);
  const snapshots = readSnapshots();
  const choices = [...new Set([...[...favourites].reverse(), ...selected])];
  if (choices.length === 0) {
    return (
      <p className="rounded-xl border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
        Deine Merkliste ist leer. Merke dir Stallplätze mit dem Herz, dann kannst du sie hier vergleichen.{' '}
        <a href="/stallplaetze" className={LINK}>
          Stallplätze suchen
        </a>
      </p>
    );
  }
  const full = selected.length >= COMPARE_MAX;
  return (
    <fieldset className="no-print rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <legend className="px-1 text-sm font-semibold">Welche Stallplätze? (bis zu {COMPARE_MAX})</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((id) => {
          const checked = selected.includes(id);
          return (
            <label
              key={id}
              className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-checked:border-brand has-checked:bg-cream dark:border-stone-700 dark:has-checked:bg-stone-800"
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(checked ? selected.filter((x) => x !== id) : [...selected, id])}
                className="size-4 accent-brand"
              />
              {loaded.find((l) => l.id === id)?.title ?? snapshots.get(id)?.title ?? `Stallplatz Nr. ${id}`}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function ShareLink({ ids }: { ids: number[] }) {
  const user = useStore($user);
  const [state, setState] = useState<{ url?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = ids.join(',');
  useEffect(() => setState(null), [key]);
  if (!user) {
    return (
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {user === null && (
          <>
            <a href="/auth" className={LINK}>
              Melde dich an
            </a>
            , um den Vergleich als Link zu teilen.
          </>
        )}
      </p>
    );
  }
  const share = async () => {
    setBusy(true);
    try {
      const created = await createComparison(ids);
      const url = new URL(created.path, window.location.origin).href;
      let copied = false;
      try {
        await navigator.clipboard.writeText(url);
        copied = true;
      } catch {
        // No clipboard (permission, old browser): the link is shown to copy by hand.
      }
      setState({ url, message: copied ? 'Link kopiert.' : 'Kopiere den Link:' });
    } catch (error) {
      setState({
        message: navigator.onLine
          ? `Der Link konnte nicht erstellt werden: ${(error as Error).message}`
          : 'Offline kann kein Link erstellt werden. Versuche es wieder, sobald du online bist.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <button type="button" className="btn btn-primary" onClick={share} disabled={busy || ids.length === 0}>
        <Link2 aria-hidden="true" className="size-4" />
        Link teilen
      </button>
      <div role="status" className="text-sm">
        {state && (
          <>
            <p>{state.message}</p>
            {state.url && (
              <>
                <label htmlFor="share-url" className="sr-only">
                  Link zum Vergleich
                </label>
                <input
                  id="share-url"
                  readOnly
                  value={state.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="field mt-1 text-sm"
                />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function useListings(ids: number[]): { listings: ListingDto[] | null; failed: boolean } {
  const [state, setState] = useState<{ listings: ListingDto[] | null; failed: boolean }>({
    listings: null,
    failed: false,
  });
  const key = ids.join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) {
      setState({ listings: [], failed: false });
      return;
    }
    let current = true;
    const load = () =>
      fetchListingsBatch(ids)
        .then((listings) => current && setState({ listings, failed: false }))
        .catch(() => current && setState((s) => ({ listings: s.listings, failed: true })));
    void load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, [key]);
  return state;
}

export default function ComparePage() {
  const mounted = useMounted();
  const [selected, setSelected] = useState<number[] | null>(null);
  useEffect(() => {
    if (mounted) setSelected(initialSelection(window.location.search, $favourites.get()));
  }, [mounted]);
  if (!mounted || !selected) {
    return (
      <p role="status" className="text-stone-700 dark:text-stone-300">
        Vergleich wird geladen …
      </p>
    );
  }
  const choose = (ids: number[]) => {
    setSelected(ids);
    const url = new URL(window.location.href);
    url.searchParams.set('ids', ids.join(','));
    window.history.replaceState(null, '', url);
  };
  return <Comparison selected={selected} onChange={choose} />;
}

function Comparison({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const user = useStore($user);
  const checklists = useStore($checklists);
  const horse = useStore($activeHorse);
  const { listings, failed } = useListings(selected);
  const origin = useMemo(() => originOf(window.location.search), []);

  const key = selected.join(',');
  useEffect(() => {
    if (user && key) for (const id of key.split(',')) void syncChecklist(Number(id));
  }, [user, key]);

  const shown = (listings ?? []).filter((l) => selected.includes(l.id));
  const sections = compareSections({
    listings: shown,
    checklists,
    horse: horse ? { name: horse.name, data: horseData(horse) } : null,
    origin,
    today: new Date().toISOString().slice(0, 10),
  });

  return (
    <div className="grid gap-5">
      <Picker selected={selected} onChange={onChange} loaded={listings ?? []} />
      {failed && !listings && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          Die Angaben zu diesen Stallplätzen sind auf diesem Gerät nicht gespeichert. Sobald du online bist, werden sie
          geladen.
        </p>
      )}
      {listings === null && !failed && (
        <p role="status" className="text-stone-700 dark:text-stone-300">
          Stallplätze werden geladen …
        </p>
      )}
      {shown.length > 0 && (
        <>
          <div className="no-print flex flex-wrap items-start justify-between gap-3">
            <ShareLink ids={shown.map((l) => l.id)} />
            <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Drucken
            </button>
          </div>
          <CompareTable listings={shown} sections={sections} checklistLinks />
          {!origin && (
            <p className="text-sm text-stone-600 dark:text-stone-400">
              Die Fahrzeit erscheint, wenn du von einem Ort aus suchst.
            </p>
          )}
        </>
      )}
    </div>
  );
}
