// /nachrichten: the signed-in user's conversations, newest activity first, each with the listing, the other party,
// the last message on one line, its time and the unread count. Filters "Alle / Ungelesen", and for stable owners
// by listing and "Archiv" (kept in the address bar). Asked again while the page is visible.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationSummaryDto } from '#contract/conversations.ts';
import type { OwnListingDto } from '#contract/owner.ts';
import { SelectField } from '#site/components/ui/Fields.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { fetchConversations } from '#site/lib/conversations-api.ts';
import { formatCount } from '#site/lib/format.ts';
import { fetchOwnListings } from '#site/lib/owner-api.ts';
import { refreshUnread } from '#site/stores/unread.ts';
import { listTime } from './message-time.ts';
import { usePolling } from './use-conversation.ts';

export const CONVERSATION_VIEWS = ['alle', 'ungelesen', 'archiv'] as const;
export type ConversationView = (typeof CONVERSATION_VIEWS)[number];

interface Props {
  isStableOwner: boolean;
  /** The filters of the address (?ansicht=ungelesen&anzeige=12), read by the page. */
  initialView: ConversationView;
  initialListingId: string;
}

interface Filters {
  ansicht: ConversationView;
  anzeige: string;
}

/** Keeps the filters in the address bar (replacing the entry: filtering is not navigation). */
function writeFilters(filters: Filters): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(filters)) {
    if (!value || value === 'alle') url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  window.history.replaceState(window.history.state, '', url);
}

export default function ConversationList({ isStableOwner, initialView, initialListingId }: Props) {
  const [filters, setFiltersState] = useState<Filters>({ ansicht: initialView, anzeige: initialListingId });
  const setFilters = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFiltersState(next);
    writeFilters(next);
  };
  const view: ConversationView = isStableOwner || filters.ansicht !== 'archiv' ? filters.ansicht : 'alle';
  const listingId = isStableOwner ? Number(filters.anzeige) || undefined : undefined;
  const [items, setItems] = useState<ConversationSummaryDto[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [listings, setListings] = useState<OwnListingDto[]>([]);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const found = await fetchConversations({ unread: view === 'ungelesen', archived: view === 'archiv', listingId });
      if (request !== latest.current) return;
      setItems(found);
      setError(null);
    } catch (err) {
      if (request === latest.current) setError(err);
    }
    void refreshUnread();
  }, [view, listingId]);

  useEffect(() => {
    setItems(null);
    void load();
  }, [load]);
  usePolling(() => void load(), 30_000);

  useEffect(() => {
    if (isStableOwner) fetchOwnListings().then(setListings, () => setListings([]));
  }, [isStableOwner]);

  const tabs: { id: ConversationView; label: string }[] = [
    { id: 'alle', label: 'Alle' },
    { id: 'ungelesen', label: 'Ungelesen' },
    ...(isStableOwner ? [{ id: 'archiv' as const, label: 'Archiv' }] : []),
  ];

  return (
    <>
      <div
        role="search"
        aria-label="Nachrichten filtern"
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
      >
        <div
          role="group"
          aria-label="Ansicht"
          className="flex w-max gap-1 rounded-xl bg-stone-200/70 p-1 dark:bg-stone-800"
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              aria-pressed={view === tab.id}
              onClick={() => setFilters({ ansicht: tab.id })}
              className="rounded-lg px-4 py-2 text-sm font-medium text-stone-700 aria-pressed:bg-white aria-pressed:text-stone-950 aria-pressed:shadow-sm dark:text-stone-300 dark:aria-pressed:bg-stone-950 dark:aria-pressed:text-white"
            >
              {tab.label}
            </button>
          ))}
        </div>
        {isStableOwner && listings.length > 1 && (
          <div className="sm:w-72">
            <SelectField
              id="conversations-listing"
              label="Anzeige"
              value={filters.anzeige}
              onChange={(event) => setFilters({ anzeige: event.target.value })}
            >
              <option value="">Alle Anzeigen</option>
              {listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.title}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </div>

      {items === null && !error ? (
        <div aria-busy="true" className="grid gap-2">
          <p className="sr-only" role="status">
            Nachrichten werden geladen …
          </p>
          {[0, 1, 2].map((i) => (
            <SkeletonBlock key={i} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : items === null ? (
        <LoadError what="Die Nachrichten" error={error} onRetry={() => void load()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-10 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {view === 'ungelesen'
            ? 'Du hast alles gelesen.'
            : view === 'archiv'
              ? 'Im Archiv liegt keine Unterhaltung.'
              : listingId
                ? 'Zu dieser Anzeige gibt es noch keine Unterhaltung.'
                : isStableOwner
                  ? 'Noch keine Nachrichten. Sobald dir jemand zu einer Anzeige schreibt, findest du die Unterhaltung hier.'
                  : 'Noch keine Nachrichten. Frag bei einem Stallplatz an, dann findest du die Unterhaltung hier.'}
        </p>
      ) : (
        <ul aria-label="Unterhaltungen" className="grid grid-cols-1 gap-2">
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function Row({ item }: { item: ConversationSummaryDto }) {
  const last = item.lastMessage;
  return (
    <li>
      <a
        href={`/nachrichten/${item.id}`}
        className={`flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm transition hover:border-brand/50 hover:shadow-md dark:bg-stone-900 dark:hover:border-brand-light/50 ${
          item.unread ? 'border-brand/40 dark:border-brand-light/40' : 'border-stone-200 dark:border-stone-800'
        }`}
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex min-w-0 items-baseline justify-between gap-3">
            <span className={`truncate ${item.unread ? 'font-bold' : 'font-semibold'}`}>{item.otherParty.name}</span>
            {last && (
              <time dateTime={last.createdAt} className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                {listTime(last.createdAt)}
              </time>
            )}
          </span>
          <span className="truncate text-sm text-stone-700 dark:text-stone-300">{item.listing.title}</span>
          <span className="flex min-w-0 items-center justify-between gap-3">
            <span
              className={`truncate text-sm ${item.unread ? 'font-medium text-stone-900 dark:text-white' : 'text-stone-600 dark:text-stone-400'}`}
            >
              {last ? `${last.fromMe ? 'Du: ' : ''}${last.body.replace(/\s+/g, ' ')}` : 'Noch keine Nachricht'}
            </span>
            {item.unread > 0 && (
              <span
                className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white"
                data-testid="conversation-unread"
              >
                {formatCount(item.unread)}
                <span className="sr-only"> ungelesen</span>
              </span>
            )}
          </span>
        </span>
      </a>
    </li>
  );
}
