// /my-stables/besichtigungen/:stableId: a stable's viewing slots. The owner adds single slots or a weekly pattern,
// sees each slot's free places and who booked or was offered it (with a link to the conversation), and deletes a
// slot that nobody holds. Without a stable in the path, the first stable's slots are shown.
import { CalendarClock, Trash2, Users } from 'lucide-react';
import { Redirect, useLocation } from 'wouter';
import { timeZoneOfRegion, viewingTimeLabel, VIEWING_STATUS_LABELS, type OwnerSlotDto } from '#contract/viewings.ts';
import { formatCount } from '#site/lib/format.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SelectField } from '#site/components/ui/Fields.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { useOwnStables } from '../queries.ts';
import { SingleSlotForm, WeeklySlotsForm } from './SlotForms.tsx';
import { useDeleteSlot, useOwnerSlots } from './slot-queries.ts';

const card =
  'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';

export default function ViewingSlotsScreen({ stableId }: { stableId?: number }) {
  const stables = useOwnStables();
  const [, navigate] = useLocation();
  const header = (
    <ScreenHeader
      title="Besichtigungstermine"
      description="Lege Zeiten fest, zu denen Interessenten deinen Stall besichtigen können."
    />
  );
  if (stables.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <SkeletonBlock className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (stables.isError) {
    return (
      <>
        {header}
        <LoadError what="Deine Ställe" error={stables.error} onRetry={() => void stables.refetch()} />
      </>
    );
  }
  if (stables.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState text="Lege zuerst einen Stall an; dann kannst du Besichtigungstermine anbieten." />
      </>
    );
  }
  const stable = stables.data.find((s) => s.id === stableId);
  if (!stable) return <Redirect to={`/besichtigungen/${stables.data[0]!.id}`} replace />;
  const timeZone = timeZoneOfRegion(stable.region);

  return (
    <>
      {header}
      {stables.data.length > 1 && (
        <div className="mb-6 sm:w-80">
          <SelectField
            id="slots-stable"
            label="Stall"
            value={stable.id}
            onChange={(event) => navigate(`/besichtigungen/${event.target.value}`)}
          >
            {stables.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <p className="mb-6 text-sm text-stone-600 dark:text-stone-400">
        Alle Zeiten gelten in der Zeitzone des Stalls ({timeZone}). Interessenten buchen freie Termine in ihrer
        Unterhaltung mit dir; du kannst ihnen dort auch einen Termin vorschlagen.
      </p>
      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <section className={card}>
          <SingleSlotForm key={`single-${stable.id}`} stableId={stable.id} timeZone={timeZone} />
        </section>
        <section className={card}>
          <WeeklySlotsForm key={`weekly-${stable.id}`} stableId={stable.id} />
        </section>
      </div>
      <SlotList stableId={stable.id} stableName={stable.name} />
    </>
  );
}

function SlotList({ stableId, stableName }: { stableId: number; stableName: string }) {
  const slots = useOwnerSlots(stableId);
  return (
    <section aria-labelledby="slot-list-title">
      <h2 id="slot-list-title" className="mb-3 text-lg font-semibold">
        Kommende Termine{slots.data ? ` (${formatCount(slots.data.length)})` : ''}
      </h2>
      {slots.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <p className="sr-only" role="status">
            Termine werden geladen …
          </p>
          {[0, 1].map((i) => (
            <SkeletonBlock key={i} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : slots.isError ? (
        <LoadError what="Die Termine" error={slots.error} onRetry={() => void slots.refetch()} />
      ) : slots.data.length === 0 ? (
        <EmptyState text={`Für ${stableName} gibt es noch keine kommenden Besichtigungstermine.`} />
      ) : (
        <ul className="grid gap-3">
          {slots.data.map((slot) => (
            <SlotRow key={slot.id} slot={slot} stableId={stableId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SlotRow({ slot, stableId }: { slot: OwnerSlotDto; stableId: number }) {
  const remove = useDeleteSlot(stableId);
  const label = viewingTimeLabel(slot.startsAt, slot.endsAt, slot.timeZone);
  const onDelete = () =>
    remove.mutate(slot.id, {
      onSuccess: () => toast({ title: 'Termin gelöscht', description: label }),
      onError: (error) => toastFailure(error, 'Der Termin konnte nicht gelöscht werden.'),
    });
  return (
    <li className={`${card} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}>
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {formatCount(slot.free)} von {formatCount(slot.capacity)} {slot.capacity === 1 ? 'Platz' : 'Plätzen'} frei
        </p>
        {slot.viewings.length > 0 && (
          <ul className="mt-2 grid gap-1 text-sm" aria-label={`Buchungen am ${label}`}>
            {slot.viewings.map((viewing) => (
              <li key={viewing.id} className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">
                  {VIEWING_STATUS_LABELS[viewing.status]}
                </span>
                <a href={`/nachrichten/${viewing.conversationId}`} className="font-medium underline">
                  {viewing.enquirerName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDelete}
        disabled={remove.isPending}
        className="inline-flex items-center gap-1.5 self-start rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800"
        aria-label={`Termin ${label} löschen`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Löschen
      </button>
    </li>
  );
}
