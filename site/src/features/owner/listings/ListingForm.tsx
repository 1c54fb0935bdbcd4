// The listing form (new and edit): stable, title, description, stall type, price, available from, features,
// the price list with the deposit, the structured facts (FactsSections) and contact details. Checked with the API's own ListingBody before sending;
// the API's field errors show under the same fields.
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'wouter';
import { FREE_PLACES_MAX, ListingBody, type OwnListingDto, type OwnStableDto } from '#contract/owner.ts';
import { STALL_TYPE_LABELS, STALL_TYPES, type StallType } from '#contract/stall-types.ts';
import { fieldErrors } from '#contract/field-errors.ts';
import { ApiError } from '#site/lib/api.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { DATE_FORMAT_ERROR, DATE_HINT, DATE_INPUT, maskGermanDate } from '#site/lib/german-date.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { listingFormValues, listingInput, type FieldErrors, type ListingFormValues } from '../owner-form.ts';
import { FormSection, SelectField, TextAreaField } from '#site/components/ui/Fields.tsx';
import FeatureInput from './FeatureInput.tsx';
import PriceListInput from './PriceListInput.tsx';
import FactsSections from './FactsSections.tsx';

interface Props {
  stables: OwnStableDto[];
  listing?: OwnListingDto;
  initialStableId?: number;
  submitLabel: string;
  save: (body: ListingBody) => Promise<OwnListingDto>;
  onSaved: (saved: OwnListingDto) => void | Promise<void>;
}

export default function ListingForm({ stables, listing, initialStableId, submitLabel, save, onSaved }: Props) {
  const [values, setValues] = useState<ListingFormValues>(() =>
    listingFormValues(listing, initialStableId ?? (stables.length === 1 ? stables[0]!.id : undefined)),
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A list's problems are reported under its name and its items' fields ("priceItems.amount").
    setErrors((e) => {
      const stale = Object.keys(e).filter((name) => name === key || name.startsWith(`${key}.`));
      return stale.length ? Object.fromEntries(Object.entries(e).filter(([name]) => !stale.includes(name))) : e;
    });
  };

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      toastFailure(error, 'Die Anzeige konnte nicht gespeichert werden.');
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ListingBody.safeParse(listingInput(values));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // "Frei ab" is typed as TT.MM.JJJJ: its message says how.
      if (found.availableFrom) found.availableFrom = DATE_FORMAT_ERROR;
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Anzeige">
      <FormSection id="listing-basics" title="Stallplatz">
        <SelectField
          id="listing-stable"
          name="stableId"
          label="Stall"
          value={values.stableId}
          onChange={(e) => set('stableId', e.target.value)}
          error={errors.stableId}
        >
          <option value="">Bitte wählen</option>
          {stables.map((stable) => (
            <option key={stable.id} value={stable.id}>
              {stable.name} ({stable.city})
            </option>
          ))}
        </SelectField>
        <FormField
          id="listing-title"
          name="title"
          label="Titel"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          placeholder="z. B. Außenbox mit Paddock frei ab Mai"
          required
        />
        <TextAreaField
          id="listing-description"
          name="description"
          label="Beschreibung"
          rows={7}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start lg:grid-cols-4">
          <SelectField
            id="listing-stall-type"
            name="stallType"
            label="Stallart"
            value={values.stallType}
            onChange={(e) => set('stallType', e.target.value as StallType)}
            error={errors.stallType}
          >
            {STALL_TYPES.map((type) => (
              <option key={type} value={type}>
                {STALL_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <FormField
            id="listing-price"
            name="pricePerMonth"
            label="Preis pro Monat (€)"
            inputMode="decimal"
            value={values.pricePerMonth}
            onChange={(e) => set('pricePerMonth', e.target.value)}
            error={errors.pricePerMonth}
            placeholder="z. B. 450"
            required
          />
          <FormField
            id="listing-available-from"
            name="availableFrom"
            label="Frei ab"
            {...DATE_INPUT}
            optional
            value={values.availableFrom}
            onChange={(e) => set('availableFrom', maskGermanDate(e.target.value))}
            error={errors.availableFrom}
            hint={`${DATE_HINT}; leer lassen für „ab sofort“`}
          />
          <FormField
            id="listing-free-places"
            name="freePlaces"
            label="Freie Plätze"
            type="number"
            inputMode="numeric"
            min={0}
            max={FREE_PLACES_MAX}
            value={values.freePlaces}
            onChange={(e) => set('freePlaces', e.target.value)}
            error={errors.freePlaces}
            hint="0 heißt „derzeit belegt“: die Anzeige bleibt sichtbar"
          />
        </div>
        <FeatureInput
          value={values.features}
          onChange={(features) => set('features', features)}
          error={errors.features}
        />
      </FormSection>

      <FormSection
        id="listing-costs"
        title="Kosten"
        description="Was im Grundpreis enthalten ist und was dazukommt (Heu, Stroh, Reithalle, Weidegeld …). Interessenten sehen daraus die Gesamtkosten pro Monat."
      >
        <PriceListInput
          items={values.priceItems}
          onItems={(items) => set('priceItems', items)}
          deposit={values.deposit}
          onDeposit={(deposit) => set('deposit', deposit)}
          basePrice={values.pricePerMonth}
          error={Object.entries(errors).find(([key]) => key.startsWith('priceItems'))?.[1]}
          depositError={errors.deposit}
        />
      </FormSection>

      <FactsSections
        values={values.facts}
        onChange={(facts) => set('facts', facts)}
        errors={errors}
        stallType={values.stallType}
      />

      <FormSection
        id="listing-contact"
        title="Kontakt"
        description="Wie Interessenten dich neben dem Anfrageformular erreichen. Alle Angaben sind freiwillig."
      >
        <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <FormField
            id="listing-phone"
            name="contactPhone"
            label="Telefon"
            type="tel"
            optional
            autoComplete="tel"
            value={values.contactPhone}
            onChange={(e) => set('contactPhone', e.target.value)}
            error={errors.contactPhone}
          />
          <FormField
            id="listing-email"
            name="contactEmail"
            label="E-Mail"
            type="email"
            optional
            autoComplete="email"
            value={values.contactEmail}
            onChange={(e) => set('contactEmail', e.target.value)}
            error={errors.contactEmail}
          />
          <FormField
            id="listing-whatsapp"
            name="whatsappNumber"
            label="WhatsApp-Nummer"
            type="tel"
            optional
            value={values.whatsappNumber}
            onChange={(e) => set('whatsappNumber', e.target.value)}
            error={errors.whatsappNumber}
          />
        </div>
      </FormSection>

      <div className="flex flex-wrap justify-end gap-2">
        <Link href="~/my-stables" className="btn btn-secondary">
          Abbrechen
        </Link>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Wird gespeichert …' : submitLabel}
        </button>
      </div>
    </form>
  );
}
