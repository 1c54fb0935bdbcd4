// Registers the service worker (production builds only) and, when a new version waits, shows
// "Neue Version verfügbar" with "Neu laden": the new worker takes over and the page reloads under it.
// Checks for a new version hourly, when the tab becomes visible again and on every page load.
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export default function AppUpdates() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let wb: Workbox | undefined;
    // Loaded in the browser only (its package is not an ES module Node can import while rendering).
    void import('workbox-window')
      .then(({ Workbox }) => {
        wb = new Workbox('/sw.js', { scope: '/' });
        const registered = wb;
        registered.addEventListener('waiting', () => setWaiting(registered));
        return registered.register();
      })
      .catch(() => undefined);
    const check = () => void wb?.update().catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && check();
    const timer = setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!waiting) return null;
  const reload = () => {
    waiting.addEventListener('controlling', () => window.location.reload());
    waiting.messageSkipWaiting();
  };
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand dark:text-brand-light" />
      <p className="flex-1 text-sm font-medium">Neue Version verfügbar</p>
      <button
        type="button"
        onClick={reload}
        className="rounded-lg bg-brand px-3 py-2 text-sm font-medium text-white hover:bg-brand-dark"
      >
        Neu laden
      </button>
    </div>
  );
}
