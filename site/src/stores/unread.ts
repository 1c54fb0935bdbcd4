// The signed-in user's count of unread conversation messages (the header's "Nachrichten" badge). Refreshed on
// every page, on focus, and whenever a conversation island has read or written something.
import { atom } from 'nanostores';
import { fetchUnreadCount } from '#site/lib/conversations-api.ts';

/** null until known (and for visitors). */
export const $unread = atom<number | null>(null);

let latest = 0;

export async function refreshUnread(): Promise<void> {
  const request = ++latest;
  try {
    const { count } = await fetchUnreadCount();
    if (request === latest) $unread.set(count);
  } catch {
    // offline or signed out: the badge keeps what it showed
  }
}
