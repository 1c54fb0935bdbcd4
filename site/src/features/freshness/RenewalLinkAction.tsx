// What the reminder's or expiry mail's "Anzeige verlängern" link stands for, done with one button: opening the page
// changes nothing, so link scanners and prefetchers that fetch it renew nothing and do not use up the single-use
// link. Then it says whether it worked, until when the listing now runs, and where to go on.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { homeDayOf } from '#contract/listing-freshness.ts';
import OfflineFormNotice from '#site/components/OfflineFormNotice.tsx';
import { ApiError } from '#site/lib/api.ts';
import { renewWithLink } from '#site/lib/freshness-api.ts';
import { formatGermanDate } from '#site/lib/german-date.ts';
import { useOnline } from '#site/lib/use-online.ts';

const OFFLINE_LINK_TEXT = 'Du bist offline. Öffne den Link noch einmal, sobald du wieder verbunden bist.';
const OWNER_AREA = { href: '/my-stables', label: 'Zu meinen Ställen' };

type State =
  /** `error`: the last try did not reach the server; the button tries again. */
  | { kind: 'ready'; error?: string }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

interface Props {
  token: string;
  /** Shown when the link has no token or the server refuses it without a message. */
  invalidText: string;
}

export default function RenewalLinkAction({ token, invalidText }: Props) {
  const online = useOnline();
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'failed', message: invalidText });

  async function run() {
    setState({ kind: 'pending' });
    try {
      const renewed = await renewWithLink(token);
      const until = renewed.expiresAt
        ? ` „${renewed.title}“ läuft jetzt am ${formatGermanDate(homeDayOf(renewed.expiresAt))} ab.`
        : '';
      setState({ kind: 'done', message: `${renewed.message}${until}` });
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
        <p className="text-stone-700 dark:text-stone-300">
          Ist der Stallplatz noch zu haben? Dann verlängere die Anzeige: So bleibt sie in der Suche, und die Frist
          beginnt von vorn. Dafür musst du nicht angemeldet sein.
        </p>
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
            {state.kind === 'pending' ? 'Einen Moment …' : 'Anzeige verlängern'}
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
      <div>
        <a href={OWNER_AREA.href} className="btn btn-primary">
          {OWNER_AREA.label}
        </a>
      </div>
    </div>
  );
}
