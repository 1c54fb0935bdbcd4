// What a saved search's mailed link stands for (confirm a visitor's address, end a search's mails), done with one
// button: opening the page changes nothing, so link scanners and prefetchers that fetch it cannot confirm or
// unsubscribe anybody. Then it says whether it worked, and where to go on.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import OfflineFormNotice from '#site/components/OfflineFormNotice.tsx';
import { ApiError } from '#site/lib/api.ts';
import { confirmSavedSearch, unsubscribeSavedSearch } from '#site/lib/saved-search-api.ts';
import { useOnline } from '#site/lib/use-online.ts';

const ACTIONS = {
  confirm: {
    intro: 'Bestätige deine E-Mail-Adresse, dann schicken wir dir neue Stallplätze zu deiner gespeicherten Suche.',
    button: 'Suchauftrag bestätigen',
    call: async (token: string) => {
      const { message, name } = await confirmSavedSearch(token);
      return name ? `${message} Suchauftrag: „${name}“` : message;
    },
    links: [
      { href: '/stallplaetze', label: 'Zur Stallplatzsuche' },
      { href: '/auth?tab=register&next=%2Fsuchauftraege', label: 'Konto erstellen' },
    ],
  },
  unsubscribe: {
    intro: 'Du bekommst zu diesem Suchauftrag E-Mails mit neuen passenden Stallplätzen. Hier bestellst du sie ab.',
    button: 'Keine E-Mails mehr zu diesem Suchauftrag',
    call: async (token: string) => (await unsubscribeSavedSearch(token)).message,
    links: [
      { href: '/stallplaetze', label: 'Zur Stallplatzsuche' },
      { href: '/suchauftraege', label: 'Suchaufträge verwalten' },
    ],
  },
  'unsubscribe-favourites': {
    intro:
      'Du bekommst E-Mails, wenn ein Stallplatz auf deiner Merkliste günstiger, wieder frei oder offline genommen wird. Hier bestellst du sie ab.',
    button: 'Keine Hinweise mehr zu gemerkten Stallplätzen',
    call: async (token: string) => (await unsubscribeSavedSearch(token)).message,
    links: [
      { href: '/merkliste', label: 'Zur Merkliste' },
      { href: '/profile#benachrichtigungen', label: 'Benachrichtigungen einstellen' },
    ],
  },
} as const;

const OFFLINE_LINK_TEXT = 'Du bist offline. Öffne den Link noch einmal, sobald du wieder verbunden bist.';

type State =
  /** `error`: the last try did not reach the server; the button tries again. */
  | { kind: 'ready'; error?: string }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

interface Props {
  action: keyof typeof ACTIONS;
  token: string;
  /** Shown when the link has no token or the server refuses it without a message. */
  invalidText: string;
}

export default function SavedSearchLinkAction({ action, token, invalidText }: Props) {
  const { intro, button, call, links } = ACTIONS[action];
  const online = useOnline();
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'failed', message: invalidText });

  async function run() {
    setState({ kind: 'pending' });
    try {
      setState({ kind: 'done', message: await call(token) });
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        setState({ kind: 'failed', message: err.serverMessage || invalidText });
      } else {
        const error = navigator.onLine
          ? 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.'
          : OFFLINE_LINK_TEXT;
        setState({ kind: 'ready', error });
      }
    }
  }

  if (state.kind === 'ready' || state.kind === 'pending') {
    return (
      <div className="grid gap-5">
        <p className="text-stone-700 dark:text-stone-300">{intro}</p>
        {!online && <OfflineFormNotice text={OFFLINE_LINK_TEXT} />}
        {state.kind === 'ready' && state.error && online && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {state.error}
          </p>
        )}
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={state.kind === 'pending' || !online}
            onClick={() => void run()}
          >
            {state.kind === 'pending' ? 'Einen Moment …' : button}
          </button>
        </div>
      </div>
    );
  }
  const ok = state.kind === 'done';
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div className="grid gap-5">
      <p
        role={ok ? 'status' : 'alert'}
        className={`flex items-start gap-2 rounded-xl border p-4 ${
          ok
            ? 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100'
            : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100'
        }`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{state.message}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        {links.map((link, i) => (
          <a key={link.href} href={link.href} className={`btn ${i === 0 ? 'btn-primary' : 'btn-secondary'}`}>
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}
