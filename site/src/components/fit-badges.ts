// The fit badge on each listing card ("Passt" / "Passt vielleicht" / "Passt nicht" for the visitor's active horse):
// filled in the browser from the card's data-facts and the horse this device remembers (lib/device-horses.ts),
// for the cards the server rendered and those an island adds later. Loaded on demand by hearts.ts, and only when
// there is an active horse, since the search page's script budget has no room for it up front.
import { FIT_VERDICT_LABELS, horseFit } from '#contract/fit.ts';
import type { HorseData } from '#contract/horse-fields.ts';
import { rememberedActiveHorse } from '../lib/device-horses.ts';
import { factsOfCard } from './card-listing.ts';

const STYLES = {
  yes: { mark: '✓', className: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100' },
  maybe: { mark: '?', className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100' },
  no: { mark: '✕', className: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100' },
} as const;
const ALL_CLASSES = Object.values(STYLES).flatMap((s) => s.className.split(' '));

function fill(badge: HTMLElement, horse: HorseData | null): void {
  const card = badge.closest('article[data-listing]');
  if (!horse || !card) {
    badge.hidden = true;
    return;
  }
  const { verdict } = horseFit(horse, factsOfCard(card.getAttribute('data-facts')));
  const style = STYLES[verdict];
  const mark = document.createElement('span');
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = `${style.mark} `;
  const name = document.createElement('span');
  name.className = 'font-normal';
  name.textContent = ` für ${horse.name}`;
  badge.replaceChildren(mark, FIT_VERDICT_LABELS[verdict], name);
  badge.classList.remove(...ALL_CLASSES);
  badge.classList.add(...style.className.split(' '));
  badge.dataset.fit = verdict;
  badge.hidden = false;
}

function fillAll(): void {
  const horse = rememberedActiveHorse();
  for (const badge of document.querySelectorAll<HTMLElement>('[data-fit-badge]')) fill(badge, horse);
}

fillAll();
// Cards an island renders (the other view, further pages) get theirs as they appear.
let queued = false;
new MutationObserver((records) => {
  if (queued || !records.some((r) => r.addedNodes.length)) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    const horse = rememberedActiveHorse();
    for (const badge of document.querySelectorAll<HTMLElement>('[data-fit-badge]:not([data-fit])')) fill(badge, horse);
  });
}).observe(document.body, { childList: true, subtree: true });
// Another tab chose another horse.
window.addEventListener('storage', fillAll);
