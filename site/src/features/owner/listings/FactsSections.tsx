// The listing form's structured facts (issue 15): Betreuung, Weide & Paddock, Der Platz, Aufnahme and Vertrag,
// with a hint how many of the facts the fit check weighs are given. Nothing here is required; every choice has
// "keine Angabe". Errors arrive under "facts.<key>", the names the fields carry.
import {
  BEDDING_LABELS,
  BEDDINGS,
  CARE_LEVEL_LABELS,
  CARE_LEVELS,
  CARE_SERVICE_LABELS,
  CARE_SERVICES,
  FACT_LIMITS,
  factsFilled,
  HAY_FEEDINGS,
  HERD_SEXES,
  HOOF_RULE_LABELS,
  HOOF_RULES,
  HORSE_KIND_LABELS,
  HORSE_KINDS,
  PASTURE_SEASONS,
  SPECIAL_NEED_LABELS,
  SPECIAL_NEEDS,
  TURNOUT_GROUPING_LABELS,
  TURNOUT_GROUPINGS,
} from '#contract/facts.ts';
import type { StallType } from '#contract/stall-types.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { FormSection } from '#site/components/ui/Fields.tsx';
import { ChoiceGroup, ListGroup, YesNoGroup } from './FactControls.tsx';
import { givenFacts, type FactsFormValues, type NumberFact } from './facts-form.ts';

interface Props {
  values: FactsFormValues;
  onChange: (values: FactsFormValues) => void;
  /** The form's errors; the facts' ones are keyed "facts.<key>". */
  errors: Record<string, string>;
  stallType: StallType;
}

const BOXED: StallType[] = ['inside_box', 'outside_box'];
const row2 = 'grid gap-4 sm:grid-cols-2 sm:items-start';

export default function FactsSections({ values, onChange, errors, stallType }: Props) {
  const set = <K extends keyof FactsFormValues>(key: K, value: FactsFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const error = (key: string) => errors[`facts.${key}`];
  const { filled, of } = factsFilled(givenFacts(values));

  const number = (key: NumberFact, label: string, hint?: string, decimal = false) => (
    <FormField
      id={`fact-${key}`}
      name={`facts.${key}`}
      label={label}
      optional
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={error(key)}
      hint={hint}
    />
  );

  return (
    <>
      <div
        className="grid gap-2 rounded-2xl border border-brand/30 bg-brand/5 p-4 sm:p-5 dark:border-brand-light/30 dark:bg-brand-light/10"
        data-testid="facts-progress"
      >
        <p className="text-sm font-medium text-stone-900 dark:text-stone-100">
          {filled} von {of} Angaben – je mehr, desto besser finden passende Pferdebesitzer deinen Stall
        </p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700">
          <div
            className="h-full rounded-full bg-brand dark:bg-brand-light"
            style={{ width: `${(filled / of) * 100}%` }}
          />
        </div>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Alle Angaben in den folgenden Abschnitten sind freiwillig. Was du offen lässt, zeigen wir als unbekannt.
        </p>
      </div>

      <FormSection id="listing-care" title="Betreuung" description="Was der Stall für das Pferd übernimmt.">
        <ChoiceGroup
          name="facts.careLevel"
          legend="Art der Pension"
          options={CARE_LEVELS}
          labels={CARE_LEVEL_LABELS}
          value={values.careLevel}
          onChange={(v) => set('careLevel', v)}
          error={error('careLevel')}
        />
        <ListGroup
          name="facts.services"
          legend="Leistungen des Stalls"
          options={CARE_SERVICES}
          labels={CARE_SERVICE_LABELS}
          value={values.services}
          onChange={(v) => set('services', v)}
          error={error('services')}
        />
        <div className={row2}>
          {number(
            'feedingsPerDay',
            'Fütterungen pro Tag',
            `${FACT_LIMITS.feedingsPerDay.min} bis ${FACT_LIMITS.feedingsPerDay.max}`,
          )}
          {number('stallDutyHours', 'Stalldienst (Stunden pro Monat)', '0, wenn kein Stalldienst anfällt')}
        </div>
      </FormSection>

      <FormSection id="listing-turnout" title="Weide & Paddock">
        <div className={row2}>
          {number('turnoutHoursSummer', 'Weide/Paddock im Sommer (Stunden pro Tag)', '24 bei Rund-um-die-Uhr', true)}
          {number('turnoutHoursWinter', 'Weide/Paddock im Winter (Stunden pro Tag)', undefined, true)}
        </div>
        <ChoiceGroup
          name="facts.turnoutGrouping"
          legend="Auslauf"
          options={TURNOUT_GROUPINGS}
          labels={TURNOUT_GROUPING_LABELS}
          value={values.turnoutGrouping}
          onChange={(v) => set('turnoutGrouping', v)}
          error={error('turnoutGrouping')}
        />
        <div className={row2}>{number('groupSize', 'Pferde pro Gruppe', 'Bei Gruppenhaltung')}</div>
        <ChoiceGroup
          name="facts.herdSexes"
          legend="Stuten und Wallache"
          options={HERD_SEXES}
          labels={{ separated: 'getrennt', mixed: 'gemischt' }}
          value={values.herdSexes}
          onChange={(v) => set('herdSexes', v)}
          error={error('herdSexes')}
        />
        <ChoiceGroup
          name="facts.pastureSeason"
          legend="Weide"
          options={PASTURE_SEASONS}
          labels={{ allYear: 'ganzjährig', seasonal: 'saisonal' }}
          value={values.pastureSeason}
          onChange={(v) => set('pastureSeason', v)}
          error={error('pastureSeason')}
        />
        <YesNoGroup
          name="facts.paddockAllWeather"
          legend="Ganzjahrespaddock (befestigt, matschfrei)"
          value={values.paddockAllWeather}
          onChange={(v) => set('paddockAllWeather', v)}
          error={error('paddockAllWeather')}
        />
      </FormSection>

      <FormSection id="listing-place" title="Der Platz">
        <div className={row2}>
          {number(
            'areaM2',
            BOXED.includes(stallType) ? 'Boxengröße (m²)' : 'Fläche im Unterstand pro Pferd (m²)',
            undefined,
            true,
          )}
        </div>
        <YesNoGroup
          name="facts.hasWindow"
          legend="Fenster nach draußen"
          value={values.hasWindow}
          onChange={(v) => set('hasWindow', v)}
          error={error('hasWindow')}
        />
        <YesNoGroup
          name="facts.paddockAttached"
          legend="Paddock direkt an der Box"
          value={values.paddockAttached}
          onChange={(v) => set('paddockAttached', v)}
          error={error('paddockAttached')}
        />
        <ListGroup
          name="facts.bedding"
          legend="Einstreu"
          options={BEDDINGS}
          labels={BEDDING_LABELS}
          value={values.bedding}
          onChange={(v) => set('bedding', v)}
          error={error('bedding')}
        />
        <ChoiceGroup
          name="facts.hay"
          legend="Heu"
          options={HAY_FEEDINGS}
          labels={{ adLib: 'ad libitum', rationed: 'rationiert' }}
          value={values.hay}
          onChange={(v) => set('hay', v)}
          error={error('hay')}
        />
        <YesNoGroup
          name="facts.haylage"
          legend="Heulage"
          value={values.haylage}
          onChange={(v) => set('haylage', v)}
          error={error('haylage')}
        />
        <YesNoGroup
          name="facts.concentrateIncluded"
          legend="Kraftfutter im Preis enthalten"
          value={values.concentrateIncluded}
          onChange={(v) => set('concentrateIncluded', v)}
          error={error('concentrateIncluded')}
        />
      </FormSection>

      <FormSection id="listing-admission" title="Aufnahme" description="Welche Pferde du aufnimmst.">
        <div className={row2}>
          {number(
            'maxHeightCm',
            'Höchstes Stockmaß (cm)',
            `${FACT_LIMITS.maxHeightCm.min} bis ${FACT_LIMITS.maxHeightCm.max} cm; leer = keine Grenze`,
          )}
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800 dark:text-stone-200">Nimmst du auf …</legend>
          <div className="grid gap-3 rounded-xl border border-stone-200 p-3 max-sm:px-2 dark:border-stone-700">
            {HORSE_KINDS.map((kind) => (
              <YesNoGroup
                key={kind}
                name={`facts.admits.${kind}`}
                legend={HORSE_KIND_LABELS[kind]}
                value={values.admits[kind]}
                onChange={(v) => set('admits', { ...values.admits, [kind]: v })}
                error={error(`admits.${kind}`)}
              />
            ))}
          </div>
        </fieldset>
        {/* Two short numbers side by side even on a phone. */}
        <div className="grid grid-cols-2 items-start gap-4">
          {number('minAge', 'Mindestalter (Jahre)', 'leer = keine Altersgrenze')}
          {number('maxAge', 'Höchstalter (Jahre)', 'leer = keine Altersgrenze')}
        </div>
        <ChoiceGroup
          name="facts.hoofs"
          legend="Hufe"
          options={HOOF_RULES}
          labels={HOOF_RULE_LABELS}
          value={values.hoofs}
          onChange={(v) => set('hoofs', v)}
          error={error('hoofs')}
        />
        <ListGroup
          name="facts.specialNeeds"
          legend="Besondere Bedürfnisse, auf die du eingestellt bist"
          options={SPECIAL_NEEDS}
          labels={SPECIAL_NEED_LABELS}
          value={values.specialNeeds}
          onChange={(v) => set('specialNeeds', v)}
          error={error('specialNeeds')}
        />
        <FormField
          id="fact-excluded"
          name="facts.excluded"
          label="Nicht aufgenommen werden (Rassen, Disziplinen)"
          optional
          maxLength={FACT_LIMITS.excluded}
          value={values.excluded}
          onChange={(e) => set('excluded', e.target.value)}
          error={error('excluded')}
          placeholder="z. B. keine Zuchtstuten mit Fohlen"
        />
      </FormSection>

      <FormSection
        id="listing-contract"
        title="Vertrag"
        description="In Monaten. Die Kaution trägst du oben unter „Kosten“ ein."
      >
        <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
          {number('minTermMonths', 'Mindestlaufzeit (Monate)')}
          {number('noticeMonths', 'Kündigungsfrist (Monate)')}
          {number('trialMonths', 'Probezeit (Monate)')}
        </div>
      </FormSection>
    </>
  );
}
