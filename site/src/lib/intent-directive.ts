// `client:intent`: an island hydrates when the visitor turns to it (the pointer over it, a touch, a key or the
// focus inside it), not while the page loads. Until then it is the server's markup, whose links and forms work
// without JavaScript; a click, input or change that reaches it before React has taken over is held and given
// again to the hydrated island, so nothing the visitor does is lost. An island with something to restore hydrates
// at once (IntentOptions).
import type { ClientDirective } from 'astro';

/** When an island hydrates at once instead: <Search client:intent={{ address }} />. */
export interface IntentOptions {
  /** The address the server rendered: a page shown for another one (the service worker standing in with a saved
   * page) hydrates, so the island can show the address's own state. */
  address?: string;
  /** The key of a draft in session storage (use-draft.ts): if there is one, the island hydrates to restore it. */
  draft?: string;
}

function hasSomethingToRestore({ address, draft }: IntentOptions): boolean {
  if (address !== undefined && location.pathname + location.search + location.hash !== address) return true;
  try {
    return draft !== undefined && sessionStorage.getItem(draft) !== null;
  } catch {
    return false;
  }
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const HELD_EVENTS = ['click', 'input', 'change'] as const;

interface HeldEvent {
  type: (typeof HELD_EVENTS)[number];
  target: EventTarget;
  /** A field's value when it changed: hydration puts back the value the server rendered. */
  value?: string;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Sets a field's value past React's own value tracking, so the replayed event reads as the change it was. */
function setFieldValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as Field;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

function replay({ type, target, value }: HeldEvent): void {
  if (type === 'click') {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    return;
  }
  if (value !== undefined && isField(target)) setFieldValue(target, value);
  target.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Resolves once React has committed the island, which then marks an element in it `data-hydrated` (use-mounted.ts).
 * Astro's start() only begins the hydration: an event that reaches the island while React is halfway through is
 * lost (a select's change there read the server's value). An island without the mark gives up waiting after 5 s.
 */
function committed(el: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(check);
    const timer = setTimeout(done, 5_000);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    function check() {
      if (el.querySelector('[data-hydrated]')) done();
    }
    observer.observe(el, { subtree: true, childList: true, attributeFilter: ['data-hydrated'] });
    check();
  });
}

const intentDirective: ClientDirective = (load, options, el) => {
  let hydrated: Promise<void> | null = null;
  const held: HeldEvent[] = [];

  const hold = (event: Event) => {
    // A click would follow a link or submit the plain form: the island does that itself once hydrated.
    if (event.type === 'click') event.preventDefault();
    event.stopImmediatePropagation();
    const { target } = event;
    if (!target) return;
    held.push({
      type: event.type as HeldEvent['type'],
      target,
      value: event.type !== 'click' && isField(target) ? target.value : undefined,
    });
    void hydrate();
  };

  const hydrate = () =>
    (hydrated ??= (async () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, hydrate, true);
      const start = await load();
      await start();
      // Until React has committed, what the visitor does is still held, then given to the island in order.
      await committed(el);
      for (const type of HELD_EVENTS) el.removeEventListener(type, hold, true);
      for (const event of held.splice(0)) replay(event);
    })());

  for (const type of HELD_EVENTS) el.addEventListener(type, hold, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { capture: true, passive: true });
  if (hasSomethingToRestore((options.value ?? {}) as IntentOptions)) void hydrate();
};

export default intentDirective;
