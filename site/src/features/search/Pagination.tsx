// Page links of the results: real addresses (?seite=n), so paging works without JavaScript and can be shared,
// taken over by the island so a click loads the page without a reload.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { pagerItems } from '#site/lib/search-url.ts';

interface Props {
  page: number;
  count: number;
  hrefOf: (page: number) => string;
  onNavigate: (page: number) => void;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl border px-3 text-sm font-medium';
const linkClass = `${itemClass} border-stone-300 bg-white text-stone-800 hover:border-brand hover:text-brand dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:border-brand-light dark:hover:text-brand-light`;
const currentClass = `${itemClass} border-brand bg-brand text-white dark:border-brand-light dark:bg-brand-light dark:text-stone-950`;
const disabledClass = `${itemClass} border-stone-200 text-stone-600 dark:border-stone-800 dark:text-stone-400`;

export default function Pagination({ page, count, hrefOf, onNavigate }: Props) {
  if (count <= 1) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(target);
  };
  const link = (target: number, content: ReactNode, label?: string, current = false) => (
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
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Zurück
    </>
  );
  const next = (
    <>
      Weiter
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );

  return (
    <nav aria-label="Seiten der Suchergebnisse" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            link(page - 1, previous)
          ) : (
            <span className={disabledClass} aria-hidden="true">
              {previous}
            </span>
          )}
        </li>
        {pagerItems(page, count).map((item, index) => (
          <li key={item ?? `gap-${index}`}>
            {item === null ? (
              <span className="px-1 text-stone-600 dark:text-stone-400" aria-hidden="true">
                …
              </span>
            ) : (
              link(item, item, `Seite ${item}`, item === page)
            )}
          </li>
        ))}
        <li>
          {page < count ? (
            link(page + 1, next)
          ) : (
            <span className={disabledClass} aria-hidden="true">
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
