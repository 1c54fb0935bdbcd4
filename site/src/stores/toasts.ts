// Toast notifications: at most one visible, each shown for 5000 ms unless dismissed earlier.
import { atom } from 'nanostores';
import { TOAST_DURATION_MS } from '#contract/limits.ts';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** A way on from the toast: its address and text, e.g. ['/merkliste', 'Zur Merkliste']. */
  link?: [href: string, label: string];
  variant: 'default' | 'destructive';
}

type ToastInput = Pick<Toast, 'title' | 'description' | 'link'> & { variant?: Toast['variant'] };

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(input: ToastInput): void {
  clearTimeout(timer);
  const shown: Toast = { id: nextId++, variant: 'default', ...input };
  $toast.set(shown); // a new toast replaces the visible one
  timer = setTimeout(() => dismissToast(shown.id), TOAST_DURATION_MS);
}

/** Dismisses the toast `id` if it is still the one shown. */
export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}

const NEXT_PAGE_KEY = 'toast-next-page';

/** Shows the toast on the next page this tab opens, e.g. after a redirect that follows a success. */
export function toastOnNextPage(input: ToastInput): void {
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
      toast(JSON.parse(waiting) as ToastInput);
    }
  } catch {
    // nothing waiting
  }
}
