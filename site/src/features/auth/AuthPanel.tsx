// The tabs "Anmelden" and "Registrieren" of /auth (WAI-ARIA tabs: arrow keys, Home and End move between
// them). The chosen tab is kept in the address (?tab=register), so a reload or a shared link opens it again.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export type AuthTab = 'login' | 'register';

interface Props {
  initialTab: AuthTab;
  /** ?owner=1: the owner landing page's calls to action tick "Ich bin Stallbesitzer" in advance. */
  ownerPreset: boolean;
  /** The platform setting allowRegistrations. */
  registrationsOpen: boolean;
}

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Anmelden' },
  { id: 'register', label: 'Registrieren' },
];

function rememberTab(tab: AuthTab): void {
  const url = new URL(window.location.href);
  if (tab === 'register') url.searchParams.set('tab', 'register');
  else url.searchParams.delete('tab');
  window.history.replaceState(window.history.state, '', url);
}

export default function AuthPanel({ initialTab, ownerPreset, registrationsOpen }: Props) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [hydrated, setHydrated] = useState(false);
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });
  useEffect(() => setHydrated(true), []);

  const select = (next: AuthTab, focus = false) => {
    setTab(next);
    rememberTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const target = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target]!.id, true);
  };

  return (
    <div data-hydrated={hydrated || undefined}>
      <div
        role="tablist"
        aria-label="Anmelden oder registrieren"
        className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1 dark:bg-stone-800"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`auth-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            onKeyDown={onKeyDown}
            className="rounded-lg px-4 py-2.5 text-sm font-semibold text-stone-600 transition-colors hover:text-stone-900 aria-selected:bg-white aria-selected:text-stone-900 aria-selected:shadow-sm dark:text-stone-300 dark:hover:text-white dark:aria-selected:bg-stone-950 dark:aria-selected:text-white"
          >
            {t.label}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id="auth-panel-login"
        aria-labelledby="auth-tab-login"
        hidden={tab !== 'login'}
        className="pt-6"
      >
        <LoginForm />
      </div>
      <div
        role="tabpanel"
        id="auth-panel-register"
        aria-labelledby="auth-tab-register"
        hidden={tab !== 'register'}
        className="pt-6"
      >
        {registrationsOpen ? (
          <RegisterForm ownerPreset={ownerPreset} />
        ) : (
          <div className="rounded-xl border border-stone-200 bg-stone-50 p-5 dark:border-stone-700 dark:bg-stone-800/60">
            <p className="font-semibold">Registrierungen sind derzeit deaktiviert.</p>
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
              Neue Konten können im Moment nicht angelegt werden. Wenn du ein Konto brauchst, schreib uns über die{' '}
              <a
                href="/kontakt"
                className="font-semibold text-brand underline underline-offset-2 dark:text-brand-light"
              >
                Kontaktseite
              </a>
              . Bestehende Konten können sich weiterhin anmelden.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
