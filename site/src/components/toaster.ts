// Renders the toast store into the notifications region (Toaster.astro): one toast at a time, F8 focuses the
// region, a swipe of 50 px to the right or the close button dismisses it.
import { $toast, dismissToast, type Toast } from '../stores/toasts.ts';

const SWIPE_THRESHOLD = 50;
function renderToast(region: HTMLElement, current: Toast): HTMLElement {
  const fragment = region.querySelector('template')!.content.cloneNode(true) as DocumentFragment;
  const element = fragment.firstElementChild as HTMLElement;
  const destructive = current.variant === 'destructive';
  element.setAttribute('role', destructive ? 'alert' : 'status');
  element.dataset.variant = current.variant;
  element.querySelector('[data-toast-title]')!.textContent = current.title;
  const description = element.querySelector('[data-toast-description]')!;
  if (current.description) description.textContent = current.description;
  else description.remove();
  const link = element.querySelector<HTMLAnchorElement>('[data-toast-link]')!;
  if (current.link) [link.href, link.textContent] = current.link;
  else link.remove();
  element.querySelector('button')!.onclick = () => dismissToast(current.id);

  // A swipe to the right of more than 50 px dismisses it; a shorter one lets it snap back.
  let start: number | null = null;
  element.onpointerdown = (event) => (start = event.clientX);
  element.onpointermove = (event) => {
    if (start !== null) element.style.translate = `${Math.max(0, event.clientX - start)}px`;
  };
  element.onpointerup = element.onpointercancel = (event) => {
    if (start !== null && event.type === 'pointerup' && event.clientX - start > SWIPE_THRESHOLD)
      dismissToast(current.id);
    start = null;
    element.style.translate = '';
  };
  return element;
}

/** Re-shown for each toast: the region lives in the top layer, above an open modal dialog and its backdrop. */
function raise(region: HTMLElement): void {
  // Hiding a popover that is not shown does nothing; a browser without popovers leaves the region in the page.
  region.hidePopover?.();
  region.showPopover?.();
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
