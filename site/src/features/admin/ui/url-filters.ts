// Filter state of the admin lists lives in the admin URL's query string, so links, reloads and the back button
// keep it; the search box writes there 250 ms after the last keystroke, so the server is asked once per pause.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

export const SEARCH_DEBOUNCE_MS = 250;

/** The current query parameters and a setter that changes some of them (empty values and "all" are removed). */
export function useUrlParams(): [URLSearchParams, (changes: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update];
}

/**
 * The text of a search box whose applied value is `applied` (from the URL): typing shows at once and calls
 * `apply` with the trimmed text after a pause; a change of `applied` from elsewhere (back button) is taken over.
 */
export function useDebouncedSearch(applied: string, apply: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useRef(text);

  useEffect(() => {
    if (timer.current === undefined && typed.current.trim() !== applied) {
      typed.current = applied;
      setText(applied);
    }
  }, [applied]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    typed.current = value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      apply(value.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  return [text, onChange];
}
