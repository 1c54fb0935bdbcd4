// Renders the toast store into the notifications region (Toaster.astro): one toast at a time, F8 focuses the
// region, a swipe of 50 px to the right or the close button dismisses it.
import { $toast, dismissToast, type Toast } from '../stores/toasts.ts';

const SWIPE_THRESHOLD = 50;
const VARIANT_CLASSES = {
  destructive: ['border-red-700', 'bg-red-700', 'text-white'],
  default: [
    'border-stone-200',
    'bg-white',
    'text-stone-900',
    'dark:border-stone-700',
    'dark:bg-stone-900',
    'dark:text-stone-100',
  ],
} as const;

function renderToast(region: HTMLElement, current: Toast): HTMLElement {
  const fragment = region.querySelector('template')!.content.cloneNode(true) as DocumentFragment;
  const element = fragment.firstElementChild as HTMLElement;
  const destructive = current.variant === 'destructive';
  element.setAttribute('role', destructive ? 'alert' : 'status');
  element.classList.add(...VARIANT_CLASSES[destructive ? 'destructive' : 'default']);
  element.querySelector('[data-toast-title]')!.textContent = current.title;
  const description = element.querySelector('[data-toast-description]')!;
  if (current.description) description.textContent = current.description;
  else description.remove();
  element.querySelector('button')!.addEventListener('click', () => dismissToast(current.id));

  let start: number | null = null;
  let dragX = 0;
  const drag = (x: number) => {
    dragX = x;
    element.style.transform = x ? `translateX(${x}px)` : '';
  };
  element.addEventListener('pointerdown', (event) => (start = event.clientX));
  element.addEventListener('pointermove', (event) => start !== null && drag(Math.max(0, event.clientX - start)));
  const release = () => {
    if (dragX > SWIPE_THRESHOLD) dismissToast(current.id);
    start = null;
    drag(0);
  };
  element.addEventListener('pointerup', release);
  element.addEventListener('pointercancel', release);
  return element;
}

/** Re-shown for each toast: the region lives in the top layer, above an open modal dialog and its backdrop. */
function raise(region: HTMLElement): void {
  if (typeof region.showPopover !== 'function') return;
  if (region.matches(':popover-open')) region.hidePopover();
  region.showPopover();
}

function initToaster(region: HTMLElement): void {
  const live = region.querySelector<HTMLElement>('[data-toast-live]')!;
  window.addEventListener('keydown', (event) => {
    if (event.key === 'F8') {
      event.preventDefault();
      region.focus();
    }
  });
  let shownId: number | undefined;
  $toast.subscribe((current) => {
    if (current?.id === shownId && shownId !== undefined) return;
    shownId = current?.id;
    live.setAttribute('aria-live', current?.variant === 'destructive' ? 'assertive' : 'polite');
    live.replaceChildren(...(current ? [renderToast(region, current)] : []));
    raise(region);
  });
  region.dataset.ready = '';
}

for (const region of document.querySelectorAll<HTMLElement>('[data-island="Toaster"]')) initToaster(region);
