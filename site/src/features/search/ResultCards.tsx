// The found listings as cards: rendered by the server for the first page (into the search island's slot) and by
// the island for the pages it loads, whose code loads apart from the island's (SearchResults.tsx).
import ListingCard from '#site/components/ListingCard.tsx';
import type { CardListing } from '#site/components/card-listing.ts';
import type { SearchView } from '#site/lib/search-url.ts';
import { cardLayout, GRID } from './card-grid.ts';

interface ResultCardsProps {
  items: readonly CardListing[];
  view: SearchView;
  /** Rendered by the server alone, for the island's slot: the hearts are hearts.ts's. */
  scriptedHearts?: boolean;
  /** The searched place (`near`): the cards' links carry it to the detail page's Fahrzeit. */
  near?: string | undefined;
}

/** The found listings as cards; the first row's pictures load at once. */
export default function ResultCards({ items, view, scriptedHearts = false, near }: ResultCardsProps) {
  return (
    <ul className={GRID[view]}>
      {items.map((listing, index) => (
        <li key={listing.id} className="grid">
          <ListingCard
            listing={listing}
            layout={cardLayout(view)}
            eager={index === 0 ? 'first' : index < 3}
            scriptedHeart={scriptedHearts}
            near={near}
          />
        </li>
      ))}
    </ul>
  );
}
