// A form's text fields that survive a reload: kept in session storage (this tab only, gone with it) under a
// key per form, restored after hydration, removed once every field is empty again (after sending).
// Without a connection a form cannot send; with this, its input is never lost.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export function useDraft<T extends Record<string, string>>(
  key: string,
  empty: T,
): [values: T, setValues: Dispatch<SetStateAction<T>>, restored: boolean] {
  const [values, setValues] = useState<T>(empty);
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      if (parsed && typeof parsed === 'object') {
        const saved = Object.fromEntries(
          Object.keys(empty)
            .map((field) => [field, (parsed as Record<string, unknown>)[field]])
            .filter(([, value]) => typeof value === 'string' && value),
        ) as Partial<T>;
        if (Object.keys(saved).length) {
          setValues((current) => ({ ...current, ...saved }));
          setRestored(true);
        }
      }
    } catch {
      // No storage or a broken entry: the form starts empty.
    }
    setReady(true);
    // `empty` is the caller's constant: only the key decides what to restore.
  }, [key]);

  useEffect(() => {
    if (!ready) return;
    try {
      if (Object.values(values).every((value) => !value)) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the input stays in the form.
    }
  }, [key, ready, values]);

  return [values, setValues, restored];
}
