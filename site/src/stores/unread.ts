// The signed-in user's count of unread conversation messages (the header's "Nachrichten" badge). Refreshed on
// every page, on focus, and whenever a conversation island has read or written something. The header loads this
// on every page: it asks with a plain fetch rather than the site's API client, which most pages never need.
import { atom } from 'nanostores';

/** null until known (and for visitors). */
export const $unread = atom<number | null>(null);

let latest = 0;

export async function refreshUnread(): Promise<void> {
  const request = ++latest;
  try {
    const response = await fetch('/api/me/conversations/unread-count', { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const { count } = (await response.json()) as { count: number };
    if (request === latest) $unread.set(count);
  } catch {
    // offline: the badge keeps what it showed
  }
}
