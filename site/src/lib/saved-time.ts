// The time the service worker saved what a page shows, as the offline notices print it. Kept apart from
// offline-cache.ts so the layout's tiny notice script needs nothing else.
import { SAVED_META_NAME } from '../pwa/cache-names.ts';

/** The worker marks a page it answered from its cache with this meta tag (content: when it was saved, ISO). */
export const OFFLINE_SAVED_META = SAVED_META_NAME;

/** "21.11.2026, 14:05 Uhr" in the visitor's time zone; empty for a time that cannot be read. */
export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const text = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${text} Uhr`;
}

/** When the worker saved the page on display, if it answered it from its cache (else null). */
export function pageSavedAt(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_SAVED_META}"]`)?.content || null;
}
