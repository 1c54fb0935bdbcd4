// Filter state of a back-office or owner list kept in the address bar's query string (so links, reloads and the back
// button keep it), and a search box that writes its text there only after the typing pauses.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/** How long the search box waits after the last keystroke before it filters (and fetches). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The current filters read from the query string, with `defaults` for the missing ones, and a setter
 * that writes a change back (a default value leaves the query string, so the plain list has a plain URL).
 * `allowed` narrows a filter to its known values; an unknown one in a hand-typed URL falls back to the default.
 */
export function useUrlFilters<T extends Record<string, string>>(
  defaults: T,
  allowed: { [K in keyof T]?: readonly string[] } = {},
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = params.get(key)?.trim();
    const known = allowed[key];
    if (value && (!known || known.includes(value))) values[key] = value as T[typeof key];
  }
  const update = (patch: Partial<T>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // Filtering is not navigation: it replaces the entry instead of filling the history with keystrokes.
      { replace: true },
    );
  return [values, update];
}

/**
 * The text of a search box bound to a URL filter: what the user types shows at once, and `commit` gets the
 * trimmed text once typing pauses for SEARCH_DEBOUNCE_MS. A change of the URL from elsewhere (a link, the
 * back button) replaces the box's text.
 */
export function useDebouncedSearch(
  urlValue: string,
  commit: (value: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    const value = text.trim();
    if (value === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = value;
      commitRef.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return [text, setText];
}
