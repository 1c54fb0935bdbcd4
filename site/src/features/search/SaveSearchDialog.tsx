// "Suche speichern": the search page's dialog that saves its current search as a Suchauftrag. Loaded only when the
// button is pressed (the search page's script stays as small as it was). A signed-in user saves it to the account;
// a visitor gives an e-mail address and confirms it by mail (double opt-in), or signs in and comes back here.
import { useStore } from '@nanostores/react';
import { BellRing, CircleCheck } from 'lucide-react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MSG,
  type SavedSearchFrequency,
} from '#contract/saved-searches.ts';
import type { RegionFilter } from '#contract/regions.ts';
import OfflineFormNotice from '#site/components/OfflineFormNotice.tsx';
import Dialog from '#site/components/ui/Dialog.tsx';
import { FieldMessages, fieldDescribedBy, FormField } from '#site/components/ui/FormField.tsx';
import { ApiError } from '#site/lib/api.ts';
import { signInPath } from '#site/lib/return-path.ts';
import { createSavedSearch, createVisitorSavedSearch } from '#site/lib/saved-search-api.ts';
import { savedSearchQuery, suggestedName } from '#site/lib/saved-search-query.ts';
import type { SearchState } from '#site/lib/search-url.ts';
import { useOnline } from '#site/lib/use-online.ts';
import { $user, setUser } from '#site/stores/user.ts';
import { OFFLINE_SAVE_TEXT, saveErrors, type SaveErrors } from './save-errors.ts';

/** The fragment that reopens the dialog when sign-in comes back to the search (SearchExplorer.tsx). */
const SAVE_SEARCH_FRAGMENT = '#suche-speichern';

const FREQUENCY_CHOICES: Record<SavedSearchFrequency, { label: string; hint: string }> = {
  instant: { label: 'Sofort', hint: 'Eine E-Mail, sobald ein passender Stallplatz online geht' },
  daily: { label: 'Täglich', hint: 'Höchstens eine E-Mail am Morgen mit allen neuen Treffern' },
  weekly: { label: 'Wöchentlich', hint: 'Eine Übersicht am Montagmorgen' },
};

interface Props {
  region: RegionFilter;
  state: SearchState;
  onClose: () => void;
}

type Done = { account: boolean; message: string };

export default function SaveSearchDialog({ region, state, onClose }: Props) {
  const user = useStore($user);
  const online = useOnline();
  const query = savedSearchQuery(region, state);
  const [name, setName] = useState(() => suggestedName(query));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<SaveErrors>({ fields: {}, general: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const frequencyId = useId();
  const visitor = user === null;
  const back = `${location.pathname}${location.search}${SAVE_SEARCH_FRAGMENT}`;

  // Opened again after signing in: the fragment that asked for it has done its work.
  useEffect(() => {
    if (location.hash === SAVE_SEARCH_FRAGMENT) {
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    }
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!navigator.onLine) {
      setErrors({ fields: {}, general: OFFLINE_SAVE_TEXT });
      return;
    }
    setBusy(true);
    setErrors({ fields: {}, general: '' });
    const body = { query, name: name.trim() || undefined, frequency };
    try {
      if (visitor) {
        const { message } = await createVisitorSavedSearch({ ...body, email: email.trim() });
        setDone({ account: false, message: message || SAVED_SEARCH_MSG.confirmSent });
      } else {
        await createSavedSearch(body);
        setDone({ account: true, message: 'Wir schreiben dir, sobald neue Stallplätze zu dieser Suche passen.' });
      }
    } catch (err) {
      const found = saveErrors(err, navigator.onLine);
      // The session ended meanwhile: the form goes on as a visitor's.
      if (err instanceof ApiError && err.status === 401) setUser(null);
      setErrors(found);
      const first = (['name', 'frequency', 'email'] as const).find((field) => found.fields[field]);
      if (first) document.getElementById(`save-search-${first}`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={
        done ? (done.account ? 'Suchauftrag gespeichert' : 'Bitte bestätige deine E-Mail-Adresse') : 'Suche speichern'
      }
      description={done ? undefined : 'Neue passende Stallplätze per E-Mail – mit allen Filtern dieser Suche.'}
      onClose={onClose}
    >
      {done ? (
        <div className="grid gap-4">
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {done.account && <strong className="block">Suchauftrag gespeichert</strong>}
              {done.message}
            </span>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Schließen
            </button>
            {done.account && (
              <a href="/suchauftraege" className="btn btn-primary">
                Zu deinen Suchaufträgen
              </a>
            )}
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField
            id="save-search-name"
            name="name"
            label="Name"
            value={name}
            maxLength={SAVED_SEARCH_LIMITS.name}
            onChange={(event) => setName(event.target.value)}
            error={errors.fields.name}
          />
          <fieldset
            id="save-search-frequency"
            tabIndex={-1}
            aria-describedby={fieldDescribedBy(frequencyId, errors.fields.frequency)}
            className="grid gap-2"
          >
            <legend className="mb-1.5 text-sm font-medium text-stone-800 dark:text-stone-200">
              Wie oft möchtest du E-Mails bekommen?
            </legend>
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-3 py-1.5 has-[:checked]:border-brand has-[:checked]:bg-orange-50 dark:border-stone-700 dark:has-[:checked]:border-brand-light dark:has-[:checked]:bg-stone-800"
              >
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                  className="mt-1 size-4 shrink-0 accent-brand"
                />
                <span className="grid">
                  <span className="font-medium">{FREQUENCY_CHOICES[value].label}</span>
                  <span className="text-xs text-stone-600 dark:text-stone-400">{FREQUENCY_CHOICES[value].hint}</span>
                </span>
              </label>
            ))}
            <FieldMessages id={frequencyId} error={errors.fields.frequency} />
          </fieldset>
          {visitor && (
            <div className="grid gap-2">
              <FormField
                id="save-search-email"
                name="email"
                type="email"
                label="Deine E-Mail-Adresse"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.fields.email}
                hint="Wir schicken dir zuerst einen Link, mit dem du sie bestätigst."
              />
              <p className="text-sm text-stone-600 dark:text-stone-400">
                <a
                  href={signInPath(back)}
                  className="font-medium text-brand underline underline-offset-2 dark:text-brand-light"
                >
                  Oder anmelden
                </a>
                , um den Suchauftrag in deinem Konto zu verwalten.
              </p>
            </div>
          )}
          {!online && <OfflineFormNotice text={OFFLINE_SAVE_TEXT} />}
          {errors.general && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {errors.general}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Abbrechen
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || user === undefined}>
              <BellRing aria-hidden="true" className="size-4" />
              {busy ? 'Wird gespeichert …' : 'Suche speichern'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
