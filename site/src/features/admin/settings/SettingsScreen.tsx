// Admin screen Einstellungen: the platform settings of GET /api/admin/settings in the spec's cards, checked
// like the server checks them and saved whole with PUT; plus the system's real version and status.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Bell, Megaphone, Palette, RefreshCw, Save, SlidersHorizontal, UserCog, Wrench } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { SETTINGS_TEXT_LIMITS } from '#contract/limits.ts';
import { LISTING_EXPIRY_DAYS } from '#contract/settings-rules.ts';
import type { PlatformSettings } from '#contract/settings.ts';
import { ApiError } from '#site/lib/api.ts';
import { toast } from '#site/stores/toasts.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { fetchSettings, saveSettings } from '../admin-api.ts';
import { queryClient } from '../query-client.ts';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';
import { fetchAvailability } from './availability-api.ts';
import { ColorHints, ColorPreview } from './ColorPreview.tsx';
import InvoiceSettings from './InvoiceSettings.tsx';
import PrivacySettings from './PrivacySettings.tsx';
import { checkField, checkSettings, toForm, type SettingsErrors, type SettingsForm } from './settings-form.ts';
import { ColorField, SettingsCard, SwitchField, TextAreaField, CARD } from './SettingsFields.tsx';
import SystemInfo from './SystemInfo.tsx';

export const SETTINGS_QUERY_KEY = ['settings'] as const;
const AVAILABILITY_QUERY_KEY = ['settings', 'availability'] as const;

export default function SettingsScreen() {
  const settings = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });

  return (
    <div>
      <ScreenHeader
        title="Einstellungen"
        description="Plattformweite Einstellungen; Änderungen gelten nach dem Speichern sofort auf der Website."
      />
      {settings.isPending ? (
        <div className="grid gap-6 xl:grid-cols-2" aria-busy="true">
          <p className="sr-only" role="status">
            Einstellungen werden geladen …
          </p>
          <SkeletonList count={6} className="h-56" />
        </div>
      ) : settings.isError ? (
        <div role="alert" className={`${CARD} grid justify-items-start gap-3`}>
          <p className="font-semibold">Die Einstellungen konnten nicht geladen werden.</p>
          {settings.error instanceof ApiError && settings.error.serverMessage && (
            <p className="text-sm text-stone-600 dark:text-stone-400">{settings.error.serverMessage}</p>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void settings.refetch()}
            disabled={settings.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Erneut versuchen
          </button>
        </div>
      ) : (
        <SettingsEditor saved={settings.data} />
      )}
    </div>
  );
}

function SettingsEditor({ saved }: { saved: PlatformSettings }) {
  // Until the answer is in, SMS count as unavailable: the switch never offers what may not exist.
  const availability = useQuery({ queryKey: AVAILABILITY_QUERY_KEY, queryFn: fetchAvailability });
  const smsAvailable = availability.data?.sms ?? false;
  const [form, setForm] = useState<SettingsForm>(() => toForm(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [focusErrors, setFocusErrors] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus the first marked field once the messages are on screen.
  useEffect(() => {
    if (focusErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, next);
      setForm(toForm(next));
      setErrors({});
      toast({ title: 'Einstellungen gespeichert', description: 'Die Änderungen gelten ab sofort auf der Website.' });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors as SettingsErrors);
        setFocusErrors((n) => n + 1);
      }
      toastFailure(error, 'Einstellungen konnten nicht gespeichert werden');
    },
  });

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // A marked field is checked again as it changes, so its message goes once it is right.
    if (errors[key]) setErrors({ ...errors, [key]: checkField(key, next) });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, body } = checkSettings(form);
    setErrors(found);
    if (!body) {
      setFocusErrors((n) => n + 1);
      return;
    }
    save.mutate(body);
  };

  const dirty = JSON.stringify(form) !== JSON.stringify(toForm(saved));
  const invalid = Object.values(errors).some(Boolean);
  const text = (key: 'siteName' | 'contactEmail') => ({
    id: `setting-${key}`,
    name: key,
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const toggle = (key: BooleanSetting, label: string, description: string) => (
    <SwitchField
      id={`setting-${key}`}
      label={label}
      description={description}
      checked={form[key]}
      onChange={(on) => set(key, on)}
      error={errors[key]}
    />
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <div className="grid gap-6 xl:grid-cols-2">
        <SettingsCard
          title="Allgemein"
          description="Name, Beschreibung und Kontaktadresse der Plattform"
          icon={<SlidersHorizontal aria-hidden="true" className="size-5" />}
        >
          <FormField
            {...text('siteName')}
            label="Name der Website"
            maxLength={SETTINGS_TEXT_LIMITS.siteName}
            autoComplete="off"
            hint="Erscheint in Kopfzeile, Fußzeile und im Seitentitel."
          />
          <TextAreaField
            id="setting-siteDescription"
            name="siteDescription"
            label="Beschreibung der Website"
            value={form.siteDescription}
            maxLength={SETTINGS_TEXT_LIMITS.siteDescription}
            onChange={(event) => set('siteDescription', event.target.value)}
            error={errors.siteDescription}
            hint="Erscheint in der Fußzeile und als Beschreibung für Suchmaschinen, wo eine Seite keine eigene hat."
          />
          <FormField
            {...text('contactEmail')}
            type="email"
            label="Kontakt-E-Mail"
            maxLength={SETTINGS_TEXT_LIMITS.contactEmail}
            autoComplete="off"
            hint="Steht auf den Seiten Kontakt, Impressum, Datenschutz, Hilfe und Sicherheit sowie auf der Startseite."
          />
        </SettingsCard>

        <SettingsCard
          title="Benachrichtigungen"
          description="Wie die Plattform Benutzer benachrichtigt"
          icon={<Bell aria-hidden="true" className="size-5" />}
        >
          {toggle(
            'enableEmailNotifications',
            'E-Mail-Benachrichtigungen',
            'Stallbesitzer per E-Mail über neue Anfragen und die Freigabe ihrer Anzeigen informieren. Konto-, Nachrichten- und Terminmails gehen immer.',
          )}
          <SwitchField
            id="setting-enableSMSNotifications"
            label="SMS-Benachrichtigungen"
            description={
              smsAvailable
                ? 'Stallbesitzer bei einer neuen Anfrage zusätzlich per SMS benachrichtigen, wenn sie eine Telefonnummer angegeben haben.'
                : 'Nicht verfügbar: Es ist kein SMS-Anbieter eingerichtet (SMS_URL, siehe Betriebshandbuch).'
            }
            checked={smsAvailable && form.enableSMSNotifications}
            unavailable={!smsAvailable}
            onChange={(on) => set('enableSMSNotifications', on)}
            error={errors.enableSMSNotifications}
          />
        </SettingsCard>

        <SettingsCard
          title="Benutzerverwaltung"
          description="Registrierung und Grenzen für Benutzerkonten"
          icon={<UserCog aria-hidden="true" className="size-5" />}
        >
          {toggle(
            'allowRegistrations',
            'Registrierungen erlauben',
            'Neue Benutzer können sich selbst registrieren. Aus: Die Registrierung ist geschlossen.',
          )}
          {toggle(
            'requireEmailVerification',
            'E-Mail-Bestätigung erforderlich',
            'Neue Konten müssen ihre E-Mail-Adresse bestätigen.',
          )}
          <FormField
            id="setting-maxListingsPerUser"
            name="maxListingsPerUser"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label="Maximale Anzeigen pro Benutzer"
            value={form.maxListingsPerUser}
            onChange={(event) => set('maxListingsPerUser', event.target.value)}
            error={errors.maxListingsPerUser}
            hint="Ganze Zahl; steht auch auf der Preisseite."
          />
        </SettingsCard>

        <SettingsCard
          title="Inserate"
          description="Freigabe und Laufzeit von Anzeigen"
          icon={<Megaphone aria-hidden="true" className="size-5" />}
        >
          {toggle(
            'autoApproveListings',
            'Anzeigen automatisch freigeben',
            'Neue Anzeigen erscheinen ohne Prüfung. Aus: Sie warten als „Ausstehend“ auf die Freigabe.',
          )}
          <FormField
            id="setting-listingExpiryDays"
            name="listingExpiryDays"
            type="number"
            inputMode="numeric"
            min={LISTING_EXPIRY_DAYS.min}
            max={LISTING_EXPIRY_DAYS.max}
            step={1}
            label="Ablauf nach Tagen ohne Aktualisierung"
            value={form.listingExpiryDays}
            onChange={(event) => set('listingExpiryDays', event.target.value)}
            error={errors.listingExpiryDays}
            hint={`Ganze Zahl von ${LISTING_EXPIRY_DAYS.min} bis ${LISTING_EXPIRY_DAYS.max}. Sieben Tage vorher erhält der Stallbesitzer eine Erinnerung mit Verlängerungslink; danach geht die Anzeige offline.`}
          />
        </SettingsCard>

        <InvoiceSettings form={form} errors={errors} set={set} />

        <PrivacySettings form={form} errors={errors} set={set} />

        <SettingsCard
          title="Design & Farben"
          description="Die Markenfarben der Website"
          icon={<Palette aria-hidden="true" className="size-5" />}
        >
          <ColorField
            id="setting-primaryColor"
            label="Primärfarbe"
            value={form.primaryColor}
            fallback={saved.primaryColor}
            onChange={(value) => set('primaryColor', value)}
            error={errors.primaryColor}
            hint={<ColorHints kind="primary" color={form.primaryColor} />}
          />
          <ColorField
            id="setting-secondaryColor"
            label="Sekundärfarbe"
            value={form.secondaryColor}
            fallback={saved.secondaryColor}
            onChange={(value) => set('secondaryColor', value)}
            error={errors.secondaryColor}
            hint={<ColorHints kind="secondary" color={form.secondaryColor} />}
          />
          <ColorPreview primary={form.primaryColor} secondary={form.secondaryColor} />
        </SettingsCard>

        <SettingsCard
          title="Wartung"
          description="Die Website vorübergehend für Besucher schließen"
          icon={<Wrench aria-hidden="true" className="size-5" />}
        >
          {toggle(
            'maintenanceMode',
            'Wartungsmodus',
            'Besucher sehen nur den Wartungshinweis; Administratoren und der Admin-Bereich bleiben erreichbar.',
          )}
          {form.maintenanceMode && (
            <TextAreaField
              id="setting-maintenanceText"
              name="maintenanceText"
              label="Wartungstext"
              value={form.maintenanceText}
              maxLength={SETTINGS_TEXT_LIMITS.maintenanceText}
              onChange={(event) => set('maintenanceText', event.target.value)}
              error={errors.maintenanceText}
              hint="Diesen Text sehen Besucher während der Wartung."
            />
          )}
        </SettingsCard>

        <SystemInfo />
      </div>

      <div className="sticky bottom-4 z-10 mt-6 rounded-2xl border border-stone-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:p-4 dark:border-stone-700 dark:bg-stone-900/95">
        <div className="flex flex-wrap items-center justify-end gap-3">
          {invalid ? (
            <p role="alert" className="mr-auto text-sm font-medium text-red-700 dark:text-red-400">
              Bitte prüfen Sie die markierten Felder.
            </p>
          ) : (
            dirty && <p className="mr-auto text-sm text-stone-600 dark:text-stone-400">Ungespeicherte Änderungen</p>
          )}
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Speichere...' : 'Einstellungen speichern'}
          </button>
        </div>
      </div>
    </form>
  );
}

type BooleanSetting = {
  [K in keyof PlatformSettings]: PlatformSettings[K] extends boolean ? K : never;
}[keyof PlatformSettings];
