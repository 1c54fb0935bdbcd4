// Page links of the results: real addresses (?seite=n), so paging works without JavaScript and can be shared,
// taken over by the island so a click loads the page without a reload. Past the numbered pages (as deep as the
// API's offset reaches) "Weiter" follows the API's cursor (?seite=12&nach=…), one page after the other; the
// browser's back button returns along them.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { pagerItems } from '#site/lib/search-url.ts';

/** A page to go to: a numbered one (after '') or one reached by its cursor. */
export interface PageTarget {
  page: number;
  after: string;
}

interface Props {
  page: number;
  /** The cursor the current page was reached by ('' for a numbered page). */
  after: string;
  /** Numbered pages of the search. */
  count: number;
  /** The cursor of the page after this one, when there is one. */
  next: string | null;
  hrefOf: (target: PageTarget) => string;
  onNavigate: (target: PageTarget) => void;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl border px-3 text-sm font-medium';
const linkClass = `${itemClass} border-stone-300 bg-white text-stone-800 hover:border-brand hover:text-brand dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:border-brand-light dark:hover:text-brand-light`;
const currentClass = `${itemClass} border-brand bg-brand text-white dark:border-brand-light dark:bg-brand-light dark:text-stone-950`;
const disabledClass = `${itemClass} border-stone-200 text-stone-600 dark:border-stone-800 dark:text-stone-400`;

export default function Pagination({ page, after, count, next, hrefOf, onNavigate }: Props) {
  const deep = page > count;
  if (count <= 1 && !deep && !next) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, target: PageTarget) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(target);
  };
  const link = (target: PageTarget, content: ReactNode, label?: string, current = false) => (
    <a
      href={hrefOf(target)}
      onClick={(e) => follow(e, target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={current ? currentClass : linkClass}
    >
      {content}
    </a>
  );
  const previousLabel = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Zurück
    </>
  );
  const nextLabel = (
    <>
      Weiter
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );

  const numbered = (n: number): PageTarget => ({ page: n, after: '' });
  const previousTarget = page > 1 && page - 1 <= count ? numbered(page - 1) : null;
  const nextTarget = page < count ? numbered(page + 1) : next ? { page: page + 1, after: next } : null;
  // A page past the numbered ones shows after them, with a gap unless it directly follows.
  const items: (number | null)[] = deep
    ? [...pagerItems(count, count), ...(page > count + 1 ? [null] : []), page]
    : pagerItems(page, count);
  const disabled = (content: ReactNode) => (
    <span className={disabledClass} aria-hidden="true">
      {content}
    </span>
  );

  return (
    <nav aria-label="Seiten der Suchergebnisse" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{previousTarget ? link(previousTarget, previousLabel) : disabled(previousLabel)}</li>
        {items.map((item, index) => (
          <li key={item ?? `gap-${index}`}>
            {item === null ? (
              <span className="px-1 text-stone-600 dark:text-stone-400" aria-hidden="true">
                …
              </span>
            ) : item === page ? (
              link({ page, after }, item, `Seite ${item}`, true)
            ) : (
              link(numbered(item), item, `Seite ${item}`)
            )}
          </li>
        ))}
        <li>{nextTarget ? link(nextTarget, nextLabel) : disabled(nextLabel)}</li>
      </ul>
    </nav>
  );
}
