// Toast notifications: at most one visible, each shown for 5000 ms unless dismissed earlier.
import { atom } from 'nanostores';
import { TOAST_DURATION_MS } from '#contract/limits.ts';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(input: { title: string; description?: string; variant?: Toast['variant'] }): void {
  clearTimeout(timer);
  const shown: Toast = { id: nextId++, variant: 'default', ...input };
  $toast.set(shown); // a new toast replaces the visible one
  timer = setTimeout(() => dismissToast(shown.id), TOAST_DURATION_MS);
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}

const NEXT_PAGE_KEY = 'toast-next-page';

/** Shows the toast on the next page this tab opens, e.g. after a redirect that follows a success. */
export function toastOnNextPage(input: { title: string; description?: string; variant?: Toast['variant'] }): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(input));
  } catch {
    // storage unavailable: the page change itself tells what happened
  }
}

if (typeof window !== 'undefined') {
  try {
    const waiting = sessionStorage.getItem(NEXT_PAGE_KEY);
    if (waiting) {
      sessionStorage.removeItem(NEXT_PAGE_KEY);
      toast(JSON.parse(waiting) as { title: string; description?: string });
    }
  } catch {
    // nothing waiting
  }
}
