// The card "Datenschutz & Analyse": Google Analytics with its measurement id, and whether visitors are asked
// first. What the site then does is said under the fields (contract/analytics.ts decides it for the pages too).
import { ShieldCheck } from 'lucide-react';
import { analyticsConfigured, consentRequired } from '#contract/analytics.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import type { CardProps } from './card-props.ts';
import { SettingsCard, SwitchField } from './SettingsFields.tsx';

function effectOf(form: CardProps['form']): string {
  const settings = { ...form, analyticsMeasurementId: form.analyticsMeasurementId.trim() };
  if (!analyticsConfigured(settings)) {
    return 'Derzeit: Es lädt kein Analyse-Skript, und Besucher sehen keinen Cookie-Hinweis.';
  }
  return consentRequired(settings)
    ? 'Derzeit: Ein Cookie-Hinweis fragt Besucher; Google Analytics lädt erst nach ihrer Zustimmung.'
    : 'Derzeit: Google Analytics lädt bei jedem Besuch ohne Nachfrage. In der EU ist dafür in der Regel eine Einwilligung nötig.';
}

export default function PrivacySettings({ form, errors, set }: CardProps) {
  return (
    <SettingsCard
      title="Datenschutz & Analyse"
      description="Reichweitenmessung und Cookie-Einwilligung"
      icon={<ShieldCheck aria-hidden="true" className="size-5" />}
    >
      <SwitchField
        id="setting-enableGoogleAnalytics"
        label="Google Analytics aktivieren"
        description="Besuche der Website mit Google Analytics 4 auswerten; nur mit einer Mess-ID."
        checked={form.enableGoogleAnalytics}
        onChange={(on) => set('enableGoogleAnalytics', on)}
      />
      <FormField
        id="setting-analyticsMeasurementId"
        name="analyticsMeasurementId"
        label="Mess-ID"
        optional
        autoComplete="off"
        spellCheck={false}
        value={form.analyticsMeasurementId}
        onChange={(event) => set('analyticsMeasurementId', event.target.value)}
        error={errors.analyticsMeasurementId}
        hint="Die Mess-ID von Google Analytics 4, im Format G-XXXXXXX. Leer: keine Analyse und kein Cookie-Hinweis."
      />
      <SwitchField
        id="setting-enableCookieConsent"
        label="Cookie-Einwilligung einholen"
        description="Besucher vor dem Laden von Google Analytics um ihre Einwilligung bitten; ändern können sie ihre Wahl über „Cookie-Einstellungen“ in der Fußzeile."
        checked={form.enableCookieConsent}
        onChange={(on) => set('enableCookieConsent', on)}
      />
      <p
        role="status"
        className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-300"
      >
        {effectOf(form)}
      </p>
    </SettingsCard>
  );
}
