// /my-stables/warteliste/:listingId: a listing's waiting list. The owner sees the people in their order (name,
// horse, note, since when, the offer's state), offers a place with a deadline, moves people up or down, removes
// them, and chooses who is told when free places come back. Those who declined or let the deadline pass are shown
// below the list.
import { ArrowDown, ArrowUp, MessageSquare, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import {
  offerDeadlineLabel,
  WAITLIST_LIMITS,
  WAITLIST_STATE_LABELS,
  type OwnerWaitlistDto,
  type OwnerWaitlistEntryDto,
  type WaitlistNotify,
} from '#contract/waitlist-fields.ts';
import { formatCount, formatDate } from '#site/lib/format.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import {
  useOfferPlace,
  useOwnerWaitlist,
  useRemoveEntry,
  useReorderWaitlist,
  useSetNotify,
} from './waitlist-queries.ts';

const card =
  'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';
const smallButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';
const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';
const BADGES: Record<OwnerWaitlistEntryDto['state'], string> = {
  waiting: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
  offered: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  declined: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
  expired: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
};

export default function WaitlistScreen({ listingId }: { listingId: number }) {
  const waitlist = useOwnerWaitlist(listingId);
  const header = (
    <ScreenHeader
      title="Warteliste"
      description={
        waitlist.data
          ? `${waitlist.data.listing.title}: Biete einen frei werdenden Platz der Reihe nach an.`
          : 'Biete einen frei werdenden Platz der Reihe nach an.'
      }
      actions={
        <Link href="/" className={smallButton}>
          Zurück zu meinen Anzeigen
        </Link>
      }
    />
  );
  if (waitlist.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <SkeletonBlock className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (waitlist.isError) {
    return (
      <>
        {header}
        <LoadError what="Die Warteliste" error={waitlist.error} onRetry={() => void waitlist.refetch()} />
      </>
    );
  }
  const { entries } = waitlist.data;
  const onList = entries.filter((e) => e.position !== null);
  const left = entries.filter((e) => e.position === null);
  return (
    <>
      {header}
      <NotifyChoice listingId={listingId} notify={waitlist.data.notify} />
      <section aria-labelledby="waitlist-title" className="mt-8">
        <h2 id="waitlist-title" className="mb-3 text-lg font-semibold">
          Auf der Warteliste ({formatCount(onList.length)})
        </h2>
        {onList.length === 0 ? (
          <EmptyState text="Noch steht niemand auf der Warteliste dieses Stallplatzes." />
        ) : (
          <ol className="grid gap-3">
            {onList.map((entry, index) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                waitlist={waitlist.data}
                index={index}
                ids={onList.map((e) => e.id)}
              />
            ))}
          </ol>
        )}
      </section>
      {left.length > 0 && (
        <section aria-labelledby="waitlist-left-title" className="mt-8">
          <h2 id="waitlist-left-title" className="mb-3 text-lg font-semibold">
            Nicht mehr auf der Liste
          </h2>
          <ul className="grid gap-3">
            {left.map((entry) => (
              <EntryRow key={entry.id} entry={entry} waitlist={waitlist.data} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function NotifyChoice({ listingId, notify }: { listingId: number; notify: WaitlistNotify }) {
  const id = useId();
  const save = useSetNotify(listingId);
  const [first, setFirst] = useState(notify === 'all' ? 3 : notify);
  const choose = (value: WaitlistNotify) =>
    save.mutate(value, {
      onSuccess: () => toast({ title: 'Gespeichert' }),
      onError: (error) => toastFailure(error, 'Die Auswahl konnte nicht gespeichert werden.'),
    });
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="font-semibold">
        Wenn wieder Plätze frei sind
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Erhöhst du die freien Plätze von 0, bekommen die Wartenden eine E-Mail.
      </p>
      <fieldset className="mt-3 grid gap-2">
        <legend className="sr-only">Wer eine E-Mail bekommt</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${id}-notify`} checked={notify === 'all'} onChange={() => choose('all')} />
          Alle auf der Warteliste
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-notify`} checked={notify !== 'all'} onChange={() => choose(first)} />
            Nur die ersten
          </label>
          <input
            type="number"
            min={1}
            max={WAITLIST_LIMITS.notifyMax}
            value={first}
            aria-label="Anzahl der Ersten"
            className="field h-9 w-20"
            onChange={(event) =>
              setFirst(Math.max(1, Math.min(WAITLIST_LIMITS.notifyMax, Number(event.target.value) || 1)))
            }
            onBlur={() => notify !== 'all' && notify !== first && choose(first)}
          />
        </div>
      </fieldset>
    </section>
  );
}

interface RowProps {
  entry: OwnerWaitlistEntryDto;
  waitlist: OwnerWaitlistDto;
  /** On the list: its index and the list's order, for moving it. */
  index?: number;
  ids?: number[];
}

function EntryRow({ entry, waitlist, index, ids }: RowProps) {
  const listingId = waitlist.listing.id;
  const id = useId();
  const offer = useOfferPlace(listingId);
  const reorder = useReorderWaitlist(listingId);
  const remove = useRemoveEntry(listingId);
  const [days, setDays] = useState<number>(WAITLIST_LIMITS.offerDays);
  const busy = offer.isPending || reorder.isPending || remove.isPending;

  const move = (by: -1 | 1) => {
    if (!ids || index === undefined) return;
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    reorder.mutate(order, { onError: (error) => toastFailure(error, 'Die Reihenfolge konnte nicht geändert werden.') });
  };
  const onOffer = () =>
    offer.mutate(
      { entryId: entry.id, days },
      {
        onSuccess: () =>
          toast({ title: 'Platz angeboten', description: `${entry.name} bekommt eine Nachricht und eine E-Mail.` }),
        onError: (error) => toastFailure(error, 'Der Platz konnte nicht angeboten werden.'),
      },
    );
  const onRemove = () =>
    remove.mutate(entry.id, {
      onSuccess: () => toast({ title: 'Von der Warteliste entfernt', description: entry.name }),
      onError: (error) => toastFailure(error, 'Der Eintrag konnte nicht entfernt werden.'),
    });

  return (
    <li className={`${card} grid gap-3`} data-waitlist-entry={entry.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {entry.position !== null && (
          <span className="text-lg font-bold text-brand dark:text-brand-light">
            <span className="sr-only">Platz </span>
            {entry.position}.
          </span>
        )}
        <h3 className="font-semibold">{entry.name}</h3>
        <span className={`${badge} ${BADGES[entry.state]}`}>{WAITLIST_STATE_LABELS[entry.state]}</span>
      </div>
      <dl className="grid gap-1 text-sm text-stone-700 dark:text-stone-300">
        {entry.horse && (
          <div className="flex gap-1">
            <dt className="font-medium">Pferd:</dt>
            <dd>
              {entry.horse.name}
              {entry.horse.summary && ` (${entry.horse.summary})`}
            </dd>
          </div>
        )}
        {entry.note && (
          <div className="flex gap-1">
            <dt className="font-medium">Notiz:</dt>
            <dd className="whitespace-pre-line">{entry.note}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="font-medium">Seit:</dt>
          <dd>{formatDate(entry.joinedAt)}</dd>
        </div>
        {entry.offer?.state === 'open' && (
          <div className="flex gap-1">
            <dt className="font-medium">Antwort bis:</dt>
            <dd>{offerDeadlineLabel(entry.offer.expiresAt)}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {entry.state === 'waiting' && (
          <>
            <label htmlFor={`${id}-days`} className="text-sm">
              Frist
            </label>
            <select
              id={`${id}-days`}
              className="field h-9 w-28"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {Array.from({ length: WAITLIST_LIMITS.offerDaysMax }, (_, i) => i + 1).map((d) => (
                <option key={d} value={d}>
                  {d} {d === 1 ? 'Tag' : 'Tage'}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn-primary px-3 py-1.5 text-sm" disabled={busy} onClick={onOffer}>
              Platz anbieten
            </button>
          </>
        )}
        {entry.conversationId && (
          <a href={`/nachrichten/${entry.conversationId}`} className={smallButton}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Unterhaltung
          </a>
        )}
        {ids && index !== undefined && (
          <>
            <button
              type="button"
              className={smallButton}
              disabled={busy || index === 0}
              onClick={() => move(-1)}
              aria-label={`${entry.name} nach oben`}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              nach oben
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={busy || index === ids.length - 1}
              onClick={() => move(1)}
              aria-label={`${entry.name} nach unten`}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              nach unten
            </button>
          </>
        )}
        {entry.position !== null && (
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            onClick={onRemove}
            aria-label={`${entry.name} entfernen`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            entfernen
          </button>
        )}
      </div>
    </li>
  );
}
