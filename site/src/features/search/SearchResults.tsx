// The result area of the search page in its four states (spec section 4): loading (9 skeleton cards),
// error with "Erneut versuchen", empty with a reset button, and the listing cards as grid or list. The page's
// first results are the same ResultCards, rendered by the server alone (SearchPage.astro).
import { SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { SEARCH_SKELETON_CARDS } from '#contract/limits.ts';
import ListingCardSkeleton from '#site/components/ListingCardSkeleton.tsx';
import { cardLayout, GRID } from './card-grid.ts';
import { loadResultCards, resultCards } from './load-cards.ts';
import { FILTER_FORM_ID } from './SearchFilters.tsx';
import { RESET_PARAM, type SearchView } from '#site/lib/search-url.ts';
import type { SearchAlternative } from '#site/lib/search-alternatives.ts';
import { formatCount } from '#site/lib/format.ts';
import type { PlaceError, SearchResult, SearchStatus } from './use-search.ts';

/** "12 Stallplätze", "1 Stallplatz". */
const countText = (count: number) => (count === 1 ? '1 Stallplatz' : `${formatCount(count)} Stallplätze`);

interface Props {
  status: SearchStatus;
  result: SearchResult;
  view: SearchView;
  /** The results are the saved listings filtered offline: an empty result says so honestly. */
  offline?: boolean;
  onReset: () => void;
  /** The location field named no known place: the notice offers the suggested ones instead. */
  placeError?: PlaceError | null;
  /** The address of the search around a suggested place. */
  placeHref?: (label: string) => string;
  /** An empty result's single changes that find places. */
  alternatives?: readonly SearchAlternative[];
  /** The searched place, which the cards carry to the detail page. */
  near?: string;
}

/** A rounded link or button among others (regions, suggested places, the searched area); the current one filled. */
export const PILL =
  'inline-block whitespace-nowrap rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium text-stone-700 hover:border-brand hover:text-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300 dark:hover:border-brand-light dark:hover:text-brand-light dark:aria-[current=page]:border-brand-light dark:aria-[current=page]:bg-brand-light dark:aria-[current=page]:text-stone-950';

/** A pill whose text may be long (the words typed): it wraps rather than run off a phone's screen. */
const WRAPPING_PILL = PILL.replace('whitespace-nowrap', 'whitespace-normal [overflow-wrap:anywhere]');

/** The cards' places while a page loads. */
function Skeletons({ view }: { view: SearchView }) {
  return (
    <div className={GRID[view]}>
      {Array.from({ length: SEARCH_SKELETON_CARDS }, (_, i) => (
        <ListingCardSkeleton key={i} layout={cardLayout(view)} />
      ))}
    </div>
  );
}

function Notice({
  icon,
  text,
  detail,
  children,
}: {
  icon: ReactNode;
  text: string;
  detail?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center dark:border-stone-700 dark:bg-stone-900">
      <span className="rounded-full bg-cream p-3 text-brand dark:bg-stone-800 dark:text-brand-light">{icon}</span>
      <p className="max-w-md text-lg font-medium">{text}</p>
      {detail && <p className="-mt-2 max-w-md text-sm text-stone-600 dark:text-stone-400">{detail}</p>}
      {children}
    </div>
  );
}

export default function SearchResults({
  status,
  result,
  view,
  offline = false,
  onReset,
  placeError = null,
  placeHref,
  alternatives = [],
  near,
}: Props) {
  if (placeError) return <UnknownPlace error={placeError} placeHref={placeHref} />;

  if (status === 'loading') return <Skeletons view={view} />;

  if (status === 'error') {
    return (
      <div role="alert">
        <Notice
          icon={<TriangleAlert aria-hidden="true" className="size-7" />}
          text="Fehler beim Laden der Stallplätze."
        >
          <button type="button" onClick={() => window.location.reload()} className="btn btn-primary">
            Erneut versuchen
          </button>
        </Notice>
      </div>
    );
  }

  if (result.items.length === 0) {
    const reset = (event: MouseEvent) => {
      event.preventDefault();
      onReset();
    };
    return (
      <Notice
        icon={<SearchX aria-hidden="true" className="size-7" />}
        text={
          offline
            ? 'Keine gespeicherten Stallplätze passen zu deinen Suchkriterien.'
            : 'Keine Stallplätze für deine Suchkriterien gefunden.'
        }
        detail={
          offline
            ? 'Offline lassen sich nur die Ergebnisse durchsuchen, die du vorher geladen hast. Sobald du wieder online bist, findest du alle passenden Stallplätze.'
            : alternatives.length > 0
              ? 'Mit einer dieser Änderungen findest du Stallplätze:'
              : undefined
        }
      >
        {!offline && alternatives.length > 0 && (
          <ul className="flex max-w-xl flex-wrap justify-center gap-2" aria-label="Änderungen, die Stallplätze finden">
            {alternatives.map((alternative) => (
              <li key={alternative.href}>
                <a href={alternative.href} className={WRAPPING_PILL}>
                  {alternative.label}: {countText(alternative.count)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {/* Without JavaScript this submits the filter form with the reset flag. */}
        <button
          type="submit"
          form={FILTER_FORM_ID}
          name={RESET_PARAM}
          value="1"
          onClick={reset}
          className="btn btn-primary"
        >
          Filter zurücksetzen
        </button>
      </Notice>
    );
  }

  return <LoadedCards items={result.items} view={view} near={near} />;
}

/**
 * The cards once their code is there. A page can be shown before it loaded: a change of the view alone asks the
 * server nothing (use-search.ts), so nothing else would show the cards when the code comes.
 */
function LoadedCards({
  items,
  view,
  near,
}: {
  items: SearchResult['items'];
  view: SearchView;
  near?: string | undefined;
}) {
  const [Cards, setCards] = useState(resultCards);
  useEffect(() => {
    // Without a network and without the code, the skeletons stay: use-search.ts says the search failed.
    // resultCards is the updater too: it returns the cards' component, loaded by now.
    if (!Cards)
      loadResultCards().then(
        () => setCards(resultCards),
        () => undefined,
      );
  }, [Cards]);
  return Cards ? <Cards items={items} view={view} near={near} /> : <Skeletons view={view} />;
}

/** "Ort nicht gefunden", and the places meant most likely, each a link to the search around it. */
export function UnknownPlace({
  error,
  placeHref,
}: {
  error: PlaceError;
  placeHref?: ((label: string) => string) | undefined;
}) {
  const suggestions = placeHref ? error.suggestions : [];
  return (
    <Notice
      icon={<SearchX aria-hidden="true" className="size-7" />}
      text={error.message}
      detail={
        suggestions.length > 0
          ? 'Meintest du einen dieser Orte?'
          : 'Prüfe die Schreibweise oder gib eine Postleitzahl ein.'
      }
    >
      {suggestions.length > 0 && (
        <ul className="flex max-w-xl flex-wrap justify-center gap-2">
          {suggestions.map((place) => (
            <li key={`${place.label}-${place.country}`}>
              <a href={placeHref!(place.label)} className={PILL}>
                {place.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
