// A conversation as a chat on a phone (/nachrichten/<id>, and /nachrichten/zugang/<token> for an enquirer without an
// account): who it is with and about which listing at the top, then the viewing, the messages with the newest at
// the bottom (scrolled there on opening and when something new arrives while the reader is at the end), and the
// input at the bottom, which stays above the on-screen keyboard (the page's viewport resizes with it).
import { ArrowLeft, Ban } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { ConversationDto } from '#contract/conversations.ts';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { ApiError } from '#site/lib/api.ts';
import type { ConversationRef } from '#site/lib/conversations-api.ts';
import { signInPath } from '#site/lib/return-path.ts';
import Composer from './Composer.tsx';
import ConversationActions from './ConversationActions.tsx';
import MessageList from './MessageList.tsx';
import { useConversation } from './use-conversation.ts';
import { useOutbox } from './use-outbox.ts';
import ViewingPanel from './ViewingPanel.tsx';
import WaitlistOfferPanel from './WaitlistOfferPanel.tsx';
import TenancyPanel from './TenancyPanel.tsx';

interface Props {
  reference: ConversationRef;
  /** Signed in: the list, the viewing and the menu; else the private link's invitation to an account. */
  signedIn: boolean;
}

/** How close to the end (px) still counts as reading the newest messages. */
const AT_END = 120;

/** The visible height (less the on-screen keyboard where the browser does not resize the page itself). */
function useVisualViewportHeight(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--sf-vvh', `${viewport.height}px`);
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty('--sf-vvh');
    };
  }, []);
}

export default function ConversationView({ reference, signedIn }: Props) {
  const { conversation, error, reload, addMessage } = useConversation(reference, signedIn);
  const outbox = useOutbox(reference, addMessage);
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const shownCount = useRef(0);
  useVisualViewportHeight();

  const count = (conversation?.messages.length ?? 0) + outbox.pending.length;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !conversation) return;
    const grew = count > shownCount.current;
    if (grew && (atEnd.current || shownCount.current === 0)) element.scrollTop = element.scrollHeight;
    shownCount.current = count;
  }, [count, conversation]);

  // The keyboard opening shrinks the view: keep the newest message in sight.
  const loaded = conversation !== null;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);

  const { submit } = outbox;
  const onSubmit = useCallback(() => {
    atEnd.current = true;
    return submit();
  }, [submit]);

  return (
    <div className="mx-auto flex h-[calc(var(--sf-vvh,100dvh)-4rem)] max-w-3xl flex-col sm:border-x sm:border-stone-200 sm:dark:border-stone-800">
      {conversation ? (
        <>
          <TopBar conversation={conversation} signedIn={signedIn} onChanged={() => void reload()} />
          {signedIn && <WaitlistOfferPanel conversation={conversation} onChanged={() => void reload()} />}
          {signedIn && <ViewingPanel conversation={conversation} onChanged={() => void reload()} />}
          {signedIn && conversation.role === 'owner' && <TenancyPanel conversation={conversation} />}
          {!signedIn && <Invitation />}
          <div
            ref={scroller}
            role="region"
            aria-label="Verlauf"
            tabIndex={0}
            onScroll={(event) => {
              const element = event.currentTarget;
              atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END;
            }}
            className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
          >
            <MessageList conversation={conversation} pending={outbox.pending} online={outbox.online} />
          </div>
          {conversation.blocked && conversation.role === 'enquirer' ? (
            <p className="flex items-center gap-2 border-t border-stone-200 px-4 py-3 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300">
              <Ban aria-hidden="true" className="size-4 shrink-0" />
              Du kannst in dieser Unterhaltung nicht mehr schreiben.
            </p>
          ) : (
            <>
              {conversation.blocked && (
                <p className="border-t border-stone-200 px-4 py-2 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300">
                  Du hast diesen Absender blockiert.
                </p>
              )}
              <Composer
                draft={outbox.draft}
                sending={outbox.sending}
                error={outbox.error}
                online={outbox.online}
                onChange={outbox.setDraft}
                onSubmit={onSubmit}
              />
            </>
          )}
        </>
      ) : error ? (
        <Failure error={error} signedIn={signedIn} onRetry={() => void reload()} />
      ) : (
        <div aria-busy="true" className="grid gap-3 p-4">
          <p className="sr-only" role="status">
            Unterhaltung wird geladen …
          </p>
          <SkeletonBlock className="h-12 w-2/3 rounded-xl" />
          <SkeletonBlock className="ml-auto h-16 w-3/4 rounded-2xl" />
          <SkeletonBlock className="h-16 w-3/4 rounded-2xl" />
        </div>
      )}
    </div>
  );
}

const STATUS_NOTES = { open: null, answered: 'Beantwortet', archived: 'Archiviert' } as const;

function TopBar({
  conversation,
  signedIn,
  onChanged,
}: {
  conversation: ConversationDto;
  signedIn: boolean;
  onChanged: () => void;
}) {
  const note = conversation.role === 'owner' ? STATUS_NOTES[conversation.status] : null;
  return (
    <div className="flex items-center gap-2 border-b border-stone-200 px-2 py-2 sm:px-3 dark:border-stone-800">
      {signedIn && (
        <a href="/nachrichten" className="rounded-lg p-2 hover:bg-stone-100 dark:hover:bg-stone-800">
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Alle Nachrichten</span>
        </a>
      )}
      <div className="min-w-0 flex-1 px-1">
        <h1 className="truncate text-lg leading-tight font-bold">{conversation.otherParty.name}</h1>
        <p className="truncate text-sm text-stone-600 dark:text-stone-400">
          {conversation.listing.path ? (
            <a href={conversation.listing.path} className="hover:underline">
              {conversation.listing.title}
            </a>
          ) : (
            conversation.listing.title
          )}
          {note && <span> · {note}</span>}
        </p>
      </div>
      {signedIn && <ConversationActions conversation={conversation} onChanged={onChanged} />}
    </div>
  );
}

function Invitation() {
  return (
    <section
      aria-label="Konto erstellen"
      className="border-b border-stone-200 bg-orange-50 px-4 py-3 text-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <p>
        Mit einem kostenlosen Konto findest du alle deine Unterhaltungen und Besichtigungstermine an einem Ort.
        Registriere dich mit der E-Mail-Adresse, mit der du angefragt hast – diese Unterhaltung gehört dann zu deinem
        Konto.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a
          href={signInPath('/nachrichten', 'register')}
          className="font-semibold text-brand underline dark:text-brand-light"
        >
          Konto erstellen
        </a>
        <a href={signInPath('/nachrichten')} className="font-semibold text-brand underline dark:text-brand-light">
          Anmelden
        </a>
      </p>
    </section>
  );
}

function Failure({ error, signedIn, onRetry }: { error: unknown; signedIn: boolean; onRetry: () => void }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div
      role="alert"
      className="m-4 rounded-2xl border border-stone-200 bg-white p-6 text-center dark:border-stone-800 dark:bg-stone-900"
    >
      <p className="font-semibold">
        {gone
          ? signedIn
            ? 'Diese Unterhaltung gibt es nicht oder sie gehört nicht zu deinem Konto.'
            : 'Dieser Link ist ungültig oder die Unterhaltung gibt es nicht mehr.'
          : 'Die Unterhaltung konnte nicht geladen werden.'}
      </p>
      {!gone && (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {error instanceof ApiError ? error.serverMessage : 'Du bist offline oder der Server ist nicht erreichbar.'}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {!gone && (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            Erneut versuchen
          </button>
        )}
        {signedIn && (
          <a href="/nachrichten" className="btn btn-primary">
            Zu den Nachrichten
          </a>
        )}
      </div>
    </div>
  );
}
