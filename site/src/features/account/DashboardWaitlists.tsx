// "Meine Wartelisten" on the dashboard: each list the user stands on with its listing, "Platz 3 von 7", an open
// offer with its deadline and the way to the conversation, and "verlassen". The server renders the lists; the
// island only leaves one.
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { offerDeadlineLabel, positionLabel, type MyWaitlistDto } from '#contract/waitlist-fields.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { leaveWaitlist } from '#site/lib/waitlist-api.ts';
import { toast } from '#site/stores/toasts.ts';

const link = 'font-semibold text-brand hover:underline dark:text-brand-light';

export default function DashboardWaitlists({ initial }: { initial: MyWaitlistDto[] }) {
  const [lists, setLists] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  const leave = async (list: MyWaitlistDto) => {
    setBusy(list.listing.id);
    try {
      await leaveWaitlist(list.listing.id);
      setLists((current) => current.filter((l) => l.listing.id !== list.listing.id));
      toast({ title: 'Warteliste verlassen', description: list.listing.title });
    } catch (error) {
      toastFailure(error, 'Das hat nicht geklappt.');
    } finally {
      setBusy(null);
    }
  };

  if (lists.length === 0) {
    return (
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Du stehst auf keiner Warteliste. Bei einem belegten Stallplatz kannst du dich auf seine Warteliste setzen.
      </p>
    );
  }
  return (
    <ul className="mt-3 divide-y divide-stone-100 dark:divide-stone-800" data-testid="my-waitlists">
      {lists.map((list) => (
        <li key={list.listing.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
          <span className="grid gap-0.5">
            <span className="flex items-center gap-2 font-medium">
              <ListOrdered aria-hidden="true" className="size-4 shrink-0" />
              {list.listing.path ? (
                <a href={list.listing.path} className="hover:underline">
                  {list.listing.title}
                </a>
              ) : (
                list.listing.title
              )}
            </span>
            <span className="text-sm text-stone-700 dark:text-stone-300">
              {list.state === 'accepted' ? 'Platz angenommen' : positionLabel(list.position, list.total)}
            </span>
            {list.offer?.state === 'open' && (
              <span className="text-sm">
                Dir wird ein Platz angeboten, Antwort bis {offerDeadlineLabel(list.offer.expiresAt)}.{' '}
                {list.offer.conversationId && (
                  <a href={`/nachrichten/${list.offer.conversationId}`} className={link}>
                    Zur Unterhaltung
                  </a>
                )}
              </span>
            )}
          </span>
          <button
            type="button"
            className="inline-flex items-center rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800"
            disabled={busy === list.listing.id}
            onClick={() => void leave(list)}
            aria-label={`Warteliste verlassen: ${list.listing.title}`}
          >
            verlassen
          </button>
        </li>
      ))}
    </ul>
  );
}
