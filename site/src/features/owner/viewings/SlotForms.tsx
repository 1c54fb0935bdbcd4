// The two ways to add viewing slots: one date and time, or a weekly pattern for the coming weeks. Times are the
// stable's local time (its zone is named beside the fields); the single slot is sent as that moment in UTC.
import { useId, useState, type SubmitEvent } from 'react';
import { VIEWING_LIMITS, zonedMoment } from '#contract/viewings.ts';
import { ApiError } from '#site/lib/api.ts';
import { toast } from '#site/stores/toasts.ts';
import { SelectField } from '#site/components/ui/Fields.tsx';
import { FormField } from '#site/components/ui/FormField.tsx';
import { DATE_HINT, DATE_INPUT, germanDateError, maskGermanDate, parseGermanDate } from '#site/lib/german-date.ts';
import { useCreateSlots } from './slot-queries.ts';

const LENGTHS = [15, 30, 45, 60, 90, 120];
const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

function errorsOf(error: unknown): { message: string | null; fields: Record<string, string> } {
  if (!(error instanceof ApiError))
    return { message: error ? 'Der Server ist gerade nicht erreichbar.' : null, fields: {} };
  return { message: error.serverMessage, fields: error.fieldErrors };
}

function LengthAndCapacity({ prefix, fields }: { prefix: string; fields: Record<string, string> }) {
  return (
    <>
      <SelectField
        id={`${prefix}-minutes`}
        name="minutes"
        label="Dauer"
        defaultValue="30"
        error={fields.minutes ?? fields['weekly.minutes']}
      >
        {LENGTHS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} Minuten
          </option>
        ))}
      </SelectField>
      <FormField
        id={`${prefix}-capacity`}
        name="capacity"
        label="Besucher je Termin"
        type="number"
        min={1}
        max={VIEWING_LIMITS.maxCapacity}
        defaultValue={1}
        required
        error={fields.capacity ?? fields['weekly.capacity']}
      />
    </>
  );
}

export function SingleSlotForm({ stableId, timeZone }: { stableId: number; timeZone: string }) {
  const create = useCreateSlots(stableId);
  const { message, fields } = errorsOf(create.error);
  // The day as typed (TT.MM.JJJJ), checked before anything is sent.
  const [dayError, setDayError] = useState<string | null>(null);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typedDay = String(form.get('day') ?? '');
    const wrongDay = germanDateError(typedDay, { required: true });
    setDayError(wrongDay);
    if (wrongDay) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="day"]')?.focus();
      return;
    }
    const day = parseGermanDate(typedDay)!;
    const time = String(form.get('time'));
    create.mutate(
      {
        startsAt: day && time ? zonedMoment(day, time, timeZone) : '',
        minutes: Number(form.get('minutes')),
        capacity: Number(form.get('capacity')),
      },
      { onSuccess: () => toast({ title: 'Termin angelegt', description: 'Er ist jetzt buchbar.' }) },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="single-slot-title" className="grid gap-4" noValidate>
      <h2 id="single-slot-title" className="text-lg font-semibold">
        Einzelner Termin
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="single-day"
          name="day"
          label="Datum"
          {...DATE_INPUT}
          onInput={(event) => (event.currentTarget.value = maskGermanDate(event.currentTarget.value))}
          required
          error={dayError ?? fields.startsAt}
          hint={DATE_HINT}
        />
        <FormField id="single-time" name="time" label="Uhrzeit" type="time" required defaultValue="14:00" />
        <LengthAndCapacity prefix="single" fields={fields} />
      </div>
      {message && !Object.keys(fields).length && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Termin anlegen
        </button>
      </div>
    </form>
  );
}

export function WeeklySlotsForm({ stableId }: { stableId: number }) {
  const create = useCreateSlots(stableId);
  const { message, fields } = errorsOf(create.error);
  const [weekdays, setWeekdays] = useState<number[]>([6]);
  const groupId = useId();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate(
      {
        weekly: {
          weekdays,
          time: String(form.get('time')),
          minutes: Number(form.get('minutes')),
          capacity: Number(form.get('capacity')),
          weeks: Number(form.get('weeks')),
        },
      },
      {
        onSuccess: (created) => {
          const count = 'ids' in created ? created.ids.length : 1;
          toast({
            title: count === 0 ? 'Keine neuen Termine' : `${count} ${count === 1 ? 'Termin' : 'Termine'} angelegt`,
            description: count === 0 ? 'Zu diesen Zeiten gibt es schon Termine.' : 'Sie sind jetzt buchbar.',
          });
        },
      },
    );
  };
  const toggle = (day: number) =>
    setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));
  return (
    <form onSubmit={onSubmit} aria-labelledby="weekly-slots-title" className="grid gap-4" noValidate>
      <h2 id="weekly-slots-title" className="text-lg font-semibold">
        Jede Woche
      </h2>
      <fieldset aria-describedby={fields['weekly.weekdays'] ? `${groupId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-stone-800 dark:text-stone-200">Wochentage</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((label, index) => {
            const day = index + 1;
            return (
              <label
                key={day}
                className="flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-stone-300 px-3 text-sm font-medium has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand dark:border-stone-700"
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={weekdays.includes(day)}
                  onChange={() => toggle(day)}
                  aria-label={WEEKDAY_NAMES[index]}
                />
                <span aria-hidden="true">{label}</span>
              </label>
            );
          })}
        </div>
        {fields['weekly.weekdays'] && (
          <p id={`${groupId}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {fields['weekly.weekdays']}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="weekly-time"
          name="time"
          label="Uhrzeit"
          type="time"
          required
          defaultValue="14:00"
          error={fields['weekly.time']}
        />
        <LengthAndCapacity prefix="weekly" fields={fields} />
        <FormField
          id="weekly-weeks"
          name="weeks"
          label="Für wie viele Wochen"
          type="number"
          min={1}
          max={VIEWING_LIMITS.maxWeeks}
          defaultValue={4}
          required
          error={fields['weekly.weeks']}
        />
      </div>
      {message && !Object.keys(fields).length && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Termine anlegen
        </button>
      </div>
    </form>
  );
}
