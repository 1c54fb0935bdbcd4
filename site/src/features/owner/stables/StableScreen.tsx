// /my-stables/stall/neu and /my-stables/stall/:id: the stable form (address, country, amenities and further
// facilities, the indoor hall's size, description)
// with its position set by dragging the pin on the map or typing the coordinates. Checked with the API's own
// StableBody before sending; the API's field errors show under the same fields.
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { STABLE_AMENITIES, STABLE_AMENITY_LABELS } from '#contract/amenities.ts';
import { INDOOR_ARENA_SIZE_MAX, STABLE_FACILITIES, STABLE_FACILITY_LABELS } from '#contract/facts.ts';
import { DACH_BOUNDS, StableBody, type OwnStableDto } from '#contract/owner.ts';
import { REGION_NAMES, REGIONS, type Region } from '#contract/regions.ts';
import { ApiError } from '#site/lib/api.ts';
import { createStable, updateStable } from '#site/lib/owner-api.ts';
import { toast } from '#site/stores/toasts.ts';
import ScreenError from '../ui/ScreenError.tsx';
import FormSkeleton from '../ui/FormSkeleton.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';
import {
  parseCoordinate,
  stableErrors,
  stableFormValues,
  stableInput,
  type FieldErrors,
  type StableFormValues,
} from '../owner-form.ts';
import PinMap from '../PinMap.tsx';
import { usePostcodePin } from './postcode-pin.ts';
import { useOwnStable, useRefreshOwner } from '../queries.ts';
import { useOwnerSettings } from '../settings.ts';
import { FieldMessages, FormField } from '#site/components/ui/FormField.tsx';
import { FormSection, SelectField, TextAreaField } from '#site/components/ui/Fields.tsx';

export default function StableScreen({ id }: { id?: number }) {
  if (id === undefined) return <StableForm />;
  return <EditStable id={id} />;
}

function EditStable({ id }: { id: number }) {
  const stable = useOwnStable(id);
  if (stable.isPending) return <FormSkeleton title="Stall bearbeiten" />;
  if (stable.isError) {
    return (
      <ScreenError
        what="Die Daten des Stalls"
        goneText="Diesen Stall gibt es nicht (mehr)."
        error={stable.error}
        onRetry={() => void stable.refetch()}
      />
    );
  }
  return <StableForm key={stable.data.id} stable={stable.data} />;
}

function StableForm({ stable }: { stable?: OwnStableDto }) {
  const [values, setValues] = useState<StableFormValues>(() => stableFormValues(stable));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [, navigate] = useLocation();
  const refresh = useRefreshOwner();
  const { tileUrl } = useOwnerSettings();
  const mapHintId = useId();
  const editing = stable !== undefined;
  // Who placed the pin: the owner, the postal code's town (named in the note under the map), or nobody yet.
  const [pinSource, setPinSource] = useState<'owner' | { town: string } | null>(() =>
    stable?.latitude != null && stable.longitude != null ? 'owner' : null,
  );

  const set = <K extends keyof StableFormValues>(key: K, value: StableFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const field = key === 'amenities' ? 'indoorArenaSize' : key;
      if (!(field in e)) return e;
      const { [field]: _, ...rest } = e;
      return rest;
    });
  };

  const save = useMutation({
    mutationFn: (body: StableBody) => (editing ? updateStable(stable.id, body) : createStable(body)),
    onSuccess: async (saved) => {
      toast({
        title: editing ? 'Stall gespeichert' : 'Stall angelegt',
        description: `„${saved.name}“ ist gespeichert.`,
      });
      await refresh();
      navigate('~/my-stables');
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      toastFailure(error, 'Der Stall konnte nicht gespeichert werden.');
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = stableInput(values);
    const found = stableErrors(input);
    if (found) {
      setErrors(found);
      // Move to the first field in error, so keyboard and screen-reader users land on it.
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(StableBody.parse(input) as StableBody);
  };

  usePostcodePin(values.postalCode, values.region, pinSource !== 'owner', (town) => {
    set('latitude', String(town.lat));
    set('longitude', String(town.lon));
    setPinSource({ town: town.label });
  });
  const placeByHand = (key: 'latitude' | 'longitude', value: string) => {
    set(key, value);
    setPinSource('owner');
  };

  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  const positionError = errors.latitude ?? errors.longitude;
  const title = editing ? 'Stall bearbeiten' : 'Neuer Stall';

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label={title}>
      <div>
        <Link
          href="~/my-stables"
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zu Meine Ställe
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">{editing ? `${stable.name} bearbeiten` : title}</h1>
        {editing && (
          <p className="mt-1 text-sm">
            <Link
              href={`/stall/${stable.id}/pruefung`}
              className="font-medium text-brand underline dark:text-brand-light"
            >
              Verifizierung und Qualitätssiegel
            </Link>
          </p>
        )}
      </div>

      <FormSection id="stable-address" title="Stall und Adresse">
        <FormField
          id="stable-name"
          name="name"
          label="Name des Stalls"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          autoComplete="organization"
          required
        />
        <FormField
          id="stable-address-line"
          name="address"
          label="Straße und Hausnummer"
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          error={errors.address}
          autoComplete="street-address"
          required
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_2fr] sm:items-start">
          <FormField
            id="stable-postal-code"
            name="postalCode"
            label="Postleitzahl"
            value={values.postalCode}
            onChange={(e) => set('postalCode', e.target.value)}
            error={errors.postalCode}
            inputMode="numeric"
            autoComplete="postal-code"
            hint={errors.postalCode ? undefined : values.region === 'germany' ? '5 Ziffern' : '4 Ziffern'}
            required
          />
          <FormField
            id="stable-city"
            name="city"
            label="Ort"
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            error={errors.city}
            autoComplete="address-level2"
            required
          />
        </div>
        <SelectField
          id="stable-region"
          name="region"
          label="Land"
          value={values.region}
          onChange={(e) => set('region', e.target.value as Region)}
          error={errors.region}
        >
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {REGION_NAMES[region]}
            </option>
          ))}
        </SelectField>
      </FormSection>

      <FormSection
        id="stable-position"
        title="Lage auf der Karte"
        description="Zieh die Stecknadel auf deinen Stall oder klick in die Karte. Du kannst Breiten- und Längengrad auch direkt eintragen."
      >
        <PinMap
          tileUrl={tileUrl}
          region={values.region}
          latitude={latitude}
          longitude={longitude}
          describedBy={mapHintId}
          closeUp={pinSource !== null && pinSource !== 'owner'}
          onMove={(lat, lng) => {
            placeByHand('latitude', String(lat));
            placeByHand('longitude', String(lng));
          }}
        />
        <p aria-live="polite" className="text-sm text-stone-700 empty:hidden dark:text-stone-300">
          {pinSource !== null && pinSource !== 'owner'
            ? `Die Stecknadel steht in der Ortsmitte von ${pinSource.town}. Bitte zieh sie genau auf deinen Stall.`
            : ''}
        </p>
        <p id={mapHintId} className="sr-only">
          Die Stecknadel lässt sich mit der Maus oder dem Finger verschieben. Mit der Tastatur trägst du die Lage in die
          Felder Breitengrad und Längengrad ein.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <FormField
            id="stable-latitude"
            name="latitude"
            label="Breitengrad"
            type="number"
            step="0.000001"
            min={DACH_BOUNDS.south}
            max={DACH_BOUNDS.north}
            value={values.latitude}
            onChange={(e) => placeByHand('latitude', e.target.value)}
            aria-invalid={positionError ? true : undefined}
            aria-describedby={positionError ? 'stable-position-error' : undefined}
          />
          <FormField
            id="stable-longitude"
            name="longitude"
            label="Längengrad"
            type="number"
            step="0.000001"
            min={DACH_BOUNDS.west}
            max={DACH_BOUNDS.east}
            value={values.longitude}
            onChange={(e) => placeByHand('longitude', e.target.value)}
            aria-invalid={positionError ? true : undefined}
            aria-describedby={positionError ? 'stable-position-error' : undefined}
          />
        </div>
        <FieldMessages id="stable-position" error={positionError} />
      </FormSection>

      <FormSection id="stable-amenities" title="Ausstattung">
        <fieldset>
          <legend className="sr-only">Ausstattung des Stalls</legend>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {STABLE_AMENITIES.map((key) => (
              <label
                key={key}
                className="flex items-center gap-2 rounded-xl border border-stone-200 px-3 py-2.5 text-sm dark:border-stone-700"
              >
                <input
                  type="checkbox"
                  name={key}
                  checked={values.amenities[key]}
                  onChange={(e) => set('amenities', { ...values.amenities, [key]: e.target.checked })}
                  className="size-4 accent-brand"
                />
                {STABLE_AMENITY_LABELS[key]}
              </label>
            ))}
          </div>
        </fieldset>
        {values.amenities.hasIndoorArena && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="stable-indoor-arena-size"
              name="indoorArenaSize"
              label="Größe der Reithalle"
              optional
              maxLength={INDOOR_ARENA_SIZE_MAX}
              value={values.indoorArenaSize}
              onChange={(e) => set('indoorArenaSize', e.target.value)}
              error={errors.indoorArenaSize}
              placeholder="z. B. 20 × 40 m"
            />
          </div>
        )}
        <fieldset aria-describedby={errors.facilities ? 'stable-facilities-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-stone-800 dark:text-stone-200">
            Weitere Einrichtungen und Angebote
          </legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {STABLE_FACILITIES.map((key) => (
              <label
                key={key}
                className="flex items-center gap-2 rounded-xl border border-stone-200 px-3 py-2.5 text-sm dark:border-stone-700"
              >
                <input
                  type="checkbox"
                  name="facilities"
                  value={key}
                  checked={values.facilities.includes(key)}
                  onChange={(e) =>
                    set(
                      'facilities',
                      STABLE_FACILITIES.filter((f) => (f === key ? e.target.checked : values.facilities.includes(f))),
                    )
                  }
                  className="size-4 accent-brand"
                />
                {STABLE_FACILITY_LABELS[key]}
              </label>
            ))}
          </div>
          <FieldMessages id="stable-facilities" error={errors.facilities} />
        </fieldset>
        <TextAreaField
          id="stable-description"
          name="description"
          label="Beschreibung"
          optional
          rows={5}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
      </FormSection>

      <div className="flex flex-wrap justify-end gap-2">
        <Link href="~/my-stables" className="btn btn-secondary">
          Abbrechen
        </Link>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Wird gespeichert …' : editing ? 'Änderungen speichern' : 'Stall anlegen'}
        </button>
      </div>
    </form>
  );
}
