// The viewing (Besichtigung) of a conversation, above its messages: the enquirer books one of the stable's free
// slots, the owner proposes one, the enquirer accepts a proposal, either side moves or cancels it; a booked one
// offers its calendar file. Every change also writes a line into the conversation (by the API).
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import type { ConversationDto } from '#contract/conversations.ts';
import { VIEWING_STATUS_LABELS, viewingTimeLabel, type FreeSlotDto, type ViewingDto } from '#contract/viewings.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { ApiError } from '#site/lib/api.ts';
import {
  acceptViewing,
  cancelViewing,
  fetchConversationViewings,
  fetchFreeSlots,
  moveViewing,
  requestViewing,
} from '#site/lib/conversations-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { usePolling } from './use-conversation.ts';

interface Props {
  conversation: ConversationDto;
  /** The conversation changed (its event lines): load it again. */
  onChanged: () => void;
}

// Smaller than the page's buttons: the card sits above the messages, where a phone has little height to spare.
const SMALL = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60';
const SMALL_PRIMARY = `${SMALL} bg-brand text-white hover:bg-brand-dark`;
const SMALL_SECONDARY = `${SMALL} border border-stone-300 bg-white hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800`;

const reasonOf = (err: unknown) =>
  err instanceof ApiError
    ? err.serverMessage
    : 'Der Server ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.';

export default function ViewingPanel({ conversation, onChanged }: Props) {
  const [viewings, setViewings] = useState<ViewingDto[] | null>(null);
  const [picking, setPicking] = useState<'new' | ViewingDto | null>(null);
  const [confirmCancel, setConfirmCancel] = useState<ViewingDto | null>(null);
  const [busy, setBusy] = useState(false);
  const owner = conversation.role === 'owner';

  const load = useCallback(async () => {
    try {
      setViewings(await fetchConversationViewings(conversation.id));
    } catch {
      // offline or not there yet: the panel keeps what it showed
    }
  }, [conversation.id]);
  useEffect(() => void load(), [load]);
  usePolling(() => void load(), 30_000);

  const act = async (action: () => Promise<ViewingDto>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done });
      await load();
      onChanged();
      return true;
    } catch (err) {
      toast({ title: 'Das hat nicht geklappt', description: reasonOf(err), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const now = Date.now();
  const active = (viewings ?? []).filter((v) => v.status !== 'cancelled' && Date.parse(v.endsAt) > now);
  if (viewings === null) return null;

  return (
    <section aria-labelledby="viewing-title" className="border-b border-stone-200 px-4 py-3 dark:border-stone-800">
      <h2 id="viewing-title" className="sr-only">
        Besichtigung
      </h2>
      {active.length === 0 ? (
        conversation.blocked ? null : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-700 dark:text-stone-300">
              {owner ? 'Schlag einen Besichtigungstermin vor.' : 'Vereinbare einen Besichtigungstermin.'}
            </p>
            <button type="button" className="btn btn-secondary" onClick={() => setPicking('new')}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {owner ? 'Termin vorschlagen' : 'Termin buchen'}
            </button>
          </div>
        )
      ) : (
        <ul className="grid gap-2">
          {active.map((viewing) => (
            <li
              key={viewing.id}
              data-viewing-card
              className="grid gap-2 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
            >
              <div className="flex items-start gap-3">
                <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand dark:text-brand-light" />
                <div className="grid gap-0.5">
                  <p className="font-semibold">
                    Besichtigung: {viewingTimeLabel(viewing.startsAt, viewing.endsAt, viewing.timeZone)}
                  </p>
                  <p className="text-sm text-stone-700 dark:text-stone-300">
                    {VIEWING_STATUS_LABELS[viewing.status]}
                    {viewing.status === 'proposed' &&
                      (viewing.canAccept ? ' – bitte sag zu, wenn der Termin passt.' : ' – wartet auf Zusage.')}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                {viewing.canAccept && (
                  <button
                    type="button"
                    className={SMALL_PRIMARY}
                    disabled={busy}
                    onClick={() => void act(() => acceptViewing(viewing.id), 'Termin zugesagt')}
                  >
                    Termin zusagen
                  </button>
                )}
                {viewing.status === 'booked' && (
                  <a href={viewing.calendarPath} className={SMALL_SECONDARY} download>
                    <CalendarPlus aria-hidden="true" className="size-4" />
                    Zum Kalender hinzufügen
                  </a>
                )}
                {viewing.canMove && (
                  <button type="button" className={SMALL_SECONDARY} onClick={() => setPicking(viewing)}>
                    Verschieben
                  </button>
                )}
                {viewing.canCancel && (
                  <button type="button" className={SMALL_SECONDARY} onClick={() => setConfirmCancel(viewing)}>
                    Absagen
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <SlotPicker
        open={picking !== null}
        listingId={conversation.listing.id}
        owner={owner}
        moving={picking !== null && picking !== 'new' ? picking : null}
        busy={busy}
        onClose={() => setPicking(null)}
        onPick={(slotId) => {
          const target = picking;
          if (target === null) return;
          void act(
            () => (target === 'new' ? requestViewing(conversation.id, slotId) : moveViewing(target.id, slotId)),
            target !== 'new' ? 'Termin verschoben' : owner ? 'Termin vorgeschlagen' : 'Termin gebucht',
          ).then((ok) => ok && setPicking(null));
        }}
      />
      <Dialog
        open={confirmCancel !== null}
        title="Besichtigung absagen?"
        description={
          confirmCancel
            ? `${viewingTimeLabel(confirmCancel.startsAt, confirmCancel.endsAt, confirmCancel.timeZone)}. ${conversation.otherParty.name} erfährt es in der Unterhaltung und per E-Mail.`
            : undefined
        }
        onClose={() => setConfirmCancel(null)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirmCancel(null)}>
            Nicht absagen
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => {
              const target = confirmCancel;
              if (target)
                void act(() => cancelViewing(target.id), 'Besichtigung abgesagt').then(
                  (ok) => ok && setConfirmCancel(null),
                );
            }}
          >
            Absagen
          </button>
        </div>
      </Dialog>
    </section>
  );
}

interface PickerProps {
  open: boolean;
  listingId: number;
  owner: boolean;
  moving: ViewingDto | null;
  busy: boolean;
  onClose: () => void;
  onPick: (slotId: number) => void;
}

function SlotPicker({ open, listingId, owner, moving, busy, onClose, onPick }: PickerProps) {
  const [slots, setSlots] = useState<FreeSlotDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const name = useId();

  useEffect(() => {
    if (!open) return;
    setSlots(null);
    setChosen(null);
    setError(null);
    fetchFreeSlots(listingId).then(
      (free) => setSlots(free.filter((slot) => slot.id !== moving?.slotId)),
      (err: unknown) => setError(reasonOf(err)),
    );
  }, [open, listingId, moving]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) setError('Bitte wähle einen Termin.');
    else onPick(chosen);
  };

  return (
    <Dialog
      open={open}
      title={moving ? 'Besichtigung verschieben' : owner ? 'Termin vorschlagen' : 'Termin buchen'}
      description={moving ? 'Wähle einen neuen Termin.' : 'Die freien Termine des Stalls:'}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        {slots === null && !error ? (
          <p role="status">Termine werden geladen …</p>
        ) : slots && slots.length === 0 ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {owner ? (
              <>
                Du hast gerade keine freien Termine. Leg sie unter{' '}
                <a href="/my-stables" className="font-semibold text-brand underline dark:text-brand-light">
                  Meine Ställe
                </a>{' '}
                an.
              </>
            ) : (
              'Der Stall hat gerade keine freien Termine. Frag in der Unterhaltung nach einem Termin.'
            )}
          </p>
        ) : (
          slots && (
            <fieldset className="grid max-h-[50vh] gap-2 overflow-y-auto">
              <legend className="sr-only">Freie Termine</legend>
              {slots.map((slot) => (
                <label
                  key={slot.id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-orange-50 dark:border-stone-700 dark:has-[:checked]:border-brand-light dark:has-[:checked]:bg-stone-800"
                >
                  <input
                    type="radio"
                    name={name}
                    value={slot.id}
                    checked={chosen === slot.id}
                    onChange={() => setChosen(slot.id)}
                    className="size-4 accent-brand"
                  />
                  <span className="grid">
                    <span className="font-medium">{viewingTimeLabel(slot.startsAt, slot.endsAt, slot.timeZone)}</span>
                    <span className="text-xs text-stone-600 dark:text-stone-400">
                      {slot.free === 1 ? 'noch 1 Platz frei' : `noch ${slot.free} Plätze frei`}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !slots?.length}>
            {moving ? 'Verschieben' : owner ? 'Vorschlagen' : 'Buchen'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
