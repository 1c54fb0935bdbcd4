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

/** Stores `value` as JSON under `key` on this device (null removes it); kept for this page only when storage fails. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked
  }
}

/** The readable cookie that says a session exists (see api/src/auth/current-user.ts). */
export const sessionHinted = () => /(?:^|;\s*)sf\.in=1/.test(document.cookie);
