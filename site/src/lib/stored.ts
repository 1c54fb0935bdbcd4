// What the browser keeps between pages: values stored as JSON in local storage, and the readable cookie that says a
// session exists.

/** A value this device stored as JSON, or `fallback`. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The readable cookie that says a session exists (see api/src/auth/current-user.ts). */
export const sessionHinted = () => /(?:^|;\s*)sf\.in=1/.test(document.cookie);
