// Carries out what a mailed link stands for (confirm an address, confirm or end a newsletter sign-up) once
// the page is open in a browser, so link scanners that only fetch the page change nothing; then says
// whether it worked.
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '#site/lib/api.ts';
import { confirmEmail, confirmNewsletter, unsubscribeNewsletter } from '#site/lib/account-api.ts';
import { unsubscribeMessageMails } from '#site/lib/message-mail-api.ts';

const ACTIONS = {
  'confirm-email': confirmEmail,
  'confirm-newsletter': confirmNewsletter,
  'unsubscribe-newsletter': unsubscribeNewsletter,
  'unsubscribe-message-mails': unsubscribeMessageMails,
} as const;

interface Link {
  href: string;
  label: string;
}

/** What to do next once the link worked: a sentence and the links to do it, the first as the main button. */
export interface NextSteps {
  hint: string;
  links: [Link, ...Link[]];
}

interface Props {
  action: keyof typeof ACTIONS;
  token: string;
  /** Shown when the link is missing or the server refuses it without a message. */
  invalidText: string;
  /** Where to go on; after a success replaced by `after`'s links when given. */
  next: Link;
  after?: NextSteps;
}

type State = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export default function LinkAction({ action, token, invalidText, next, after }: Props) {
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'failed', message: invalidText });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    ACTIONS[action](token)
      .then(({ message }) => !cancelled && setState({ kind: 'done', message }))
      .catch((err: unknown) => {
        if (cancelled) return;
        const message =
          err instanceof ApiError && err.status === 400
            ? err.serverMessage
            : 'Der Server ist gerade nicht erreichbar. Bitte lade die Seite später erneut.';
        setState({ kind: 'failed', message });
      });
    return () => {
      cancelled = true;
    };
  }, [action, token]);

  if (state.kind === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600 dark:text-stone-400">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Link wird geprüft …
      </p>
    );
  }
  const ok = state.kind === 'done';
  const Icon = ok ? CircleCheck : CircleAlert;
  const links = ok && after ? after.links : [next];
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
      {ok && after && <p>{after.hint}</p>}
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
