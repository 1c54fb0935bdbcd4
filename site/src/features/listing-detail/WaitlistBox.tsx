// "Auf die Warteliste" on a listing without a free place: signed in, the rider joins its waiting list (optionally
// with one of their horse profiles and a note) and then sees their place ("Du stehst auf Platz 3 von 7") and can
// leave it; a visitor gets the way to sign in and back to this page.
import { useStore } from '@nanostores/react';
import { ListOrdered } from 'lucide-react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { MyWaitlistDto, WaitlistPlaceDto } from '#contract/waitlist-fields.ts';
// Only the few rules the box needs: the page's JavaScript budget is tight.
import { positionLabel, WAITLIST_LIMITS } from '#contract/waitlist-place.ts';
import { ApiError } from '#site/lib/api.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { fetchMyWaitlists, joinWaitlist, leaveWaitlist } from '#site/lib/waitlist-api.ts';
import { $activeHorse, $horses } from '#site/stores/horses.ts';
import { toast } from '#site/stores/toasts.ts';
import { $user } from '#site/stores/user.ts';

interface Props {
  listingId: number;
  /** Sign-in with the way back to this page (lib/return-path.ts signInPath, on the server). */
  signInHref: string;
}

type Place = Pick<WaitlistPlaceDto, 'position' | 'total'> & { offer?: MyWaitlistDto['offer'] };

/** A failure's message: the server's own, else that the server cannot be reached. */
const failed = (error: unknown) =>
  toast({
    title: 'Das hat nicht geklappt',
    description:
      error instanceof ApiError
        ? error.serverMessage
        : 'Der Server ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
    variant: 'destructive',
  });

export default function WaitlistBox({ listingId, signInHref }: Props) {
  const mounted = useMounted();
  const user = useStore($user);
  const [place, setPlace] = useState<Place | null | undefined>(undefined);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    fetchMyWaitlists(controller.signal)
      .then((lists) => {
        const mine = lists.find((l) => l.listing.id === listingId);
        setPlace(mine ? { position: mine.position, total: mine.total, offer: mine.offer } : null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setPlace(null);
      });
    return () => controller.abort();
  }, [user, listingId]);

  return (
    <section
      aria-labelledby="waitlist-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="waitlist-heading" className="flex items-center gap-2 font-semibold">
        <ListOrdered aria-hidden="true" className="size-5 text-brand dark:text-brand-light" />
        Warteliste
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Dieser Stallplatz ist derzeit belegt. Auf der Warteliste erfährst du, wenn ein Platz frei wird, und der Stall
        kann ihn dir direkt anbieten.
      </p>
      <div className="mt-4">
        {!mounted || user === undefined || (user && place === undefined) ? (
          <p className="text-sm text-stone-600 dark:text-stone-400" aria-busy="true">
            Warteliste wird geladen …
          </p>
        ) : !user ? (
          <a href={signInHref} className="btn btn-primary w-full">
            Anmelden und auf die Warteliste
          </a>
        ) : place ? (
          <OnTheList listingId={listingId} place={place} onLeft={() => setPlace(null)} />
        ) : (
          <JoinForm listingId={listingId} onJoined={(p) => setPlace(p)} />
        )}
      </div>
    </section>
  );
}

function OnTheList({ listingId, place, onLeft }: { listingId: number; place: Place; onLeft: () => void }) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await leaveWaitlist(listingId);
      toast({ title: 'Du stehst nicht mehr auf der Warteliste.' });
      onLeft();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      <p role="status" className="font-semibold">
        Du stehst auf {positionLabel(place.position, place.total)}
      </p>
      {place.offer?.state === 'open' && place.offer.conversationId && (
        <p className="text-sm">
          Dir wird ein Platz angeboten.{' '}
          <a
            href={`/nachrichten/${place.offer.conversationId}`}
            className="font-semibold text-brand underline underline-offset-2 dark:text-brand-light"
          >
            Zur Unterhaltung
          </a>
        </p>
      )}
      <button type="button" className="btn btn-secondary w-full" disabled={busy} onClick={() => void leave()}>
        Warteliste verlassen
      </button>
    </div>
  );
}

function JoinForm({ listingId, onJoined }: { listingId: number; onJoined: (place: Place) => void }) {
  const id = useId();
  const horses = useStore($horses);
  const active = useStore($activeHorse);
  const [open, setOpen] = useState(false);
  const [horseId, setHorseId] = useState<string>(active ? String(active.id) : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <button type="button" className="btn btn-primary w-full" onClick={() => setOpen(true)}>
        Auf die Warteliste
      </button>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const place = await joinWaitlist(listingId, {
        ...(horseId ? { horseId: Number(horseId) } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast({ title: 'Du stehst auf der Warteliste.' });
      onJoined(place);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        setError(Object.values(err.fieldErrors)[0] ?? err.serverMessage);
      } else failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      {horses.length > 0 && (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-horse`} className="text-sm font-medium">
            Pferd <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
          </label>
          <select
            id={`${id}-horse`}
            className="field h-11"
            value={horseId}
            onChange={(event) => setHorseId(event.target.value)}
          >
            <option value="">Ohne Pferdeprofil</option>
            {horses.map((horse) => (
              <option key={horse.id} value={horse.id}>
                {horse.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Notiz an den Stall <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          className="field min-h-24"
          maxLength={WAITLIST_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        Auf die Warteliste
      </button>
    </form>
  );
}
