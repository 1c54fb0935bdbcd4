// The hearts of cards the server rendered alone (the search page's first results, ListingCard with
// `scriptedHeart`): this small script, not React, shows whether each is a favourite and toggles it, so the
// search island need not hydrate for them. Cards rendered by an island have FavouriteButton's own handler.
import { $favourites, toggleFavourite } from '../stores/favourites.ts';
import { saveSnapshots, snapshotOf } from '../stores/listing-snapshots.ts';
import { readCard } from './card-listing.ts';

const HEARTS = 'button[data-scripted-heart]';

const cardOf = (button: Element) => button.closest('article[data-listing]');
const idOf = (button: Element) => Number(cardOf(button)?.getAttribute('data-listing'));

function show(favourites: readonly number[]): void {
  for (const button of document.querySelectorAll(HEARTS)) {
    // The icon fills by its classes (FavouriteButton: group-aria-pressed).
    button.setAttribute('aria-pressed', String(favourites.includes(idOf(button))));
  }
}

// Before the island's own capture listener: a heart is no reason to hydrate the search.
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest(HEARTS) : null;
    const card = button && cardOf(button);
    const listing = card && readCard(card);
    if (!listing) return;
    event.preventDefault();
    event.stopPropagation();
    toggleFavourite(listing.id, snapshotOf(listing));
  },
  { capture: true },
);

$favourites.subscribe(show);

// A favourite seen again: its remembered card follows the current price, title and photo.
const favourites = $favourites.get();
saveSnapshots(
  [...document.querySelectorAll(HEARTS)]
    .filter((button) => favourites.includes(idOf(button)))
    .flatMap((button) => readCard(cardOf(button)!) ?? [])
    .map((listing) => snapshotOf(listing)),
);

// The cards' fit badges come with the hearts (every page with server-rendered cards loads this file), but only on
// demand and only when this device has an active horse: most visitors have none. The key is lib/device-horses.ts's
// ACTIVE_HORSE_KEY written out, since importing that module would cost the search page's script a chunk.
try {
  if (localStorage.getItem('horse-active-data')) void import('./fit-badges.ts');
} catch {
  // storage blocked: no horse, no badges
}
