import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardAttributes, listingOfCard, type CardListing, type RenderedCard } from './card-listing.ts';
import ListingCard, { listingHref, listingPath } from './ListingCard.tsx';

const listing = (overrides: Partial<CardListing> = {}): CardListing => ({
  id: 42,
  title: 'Helle Außenbox mit Paddock',
  stallType: 'outside_box',
  pricePerMonth: 385.5,
  isPremium: true,
  createdAt: '2026-10-03T08:15:00.000Z',
  images: [{ url: '/media/42/a.webp', srcset: '/media/42/a-640.webp 640w', width: 1600, height: 1067 }],
  imageUrls: ['/media/42/a.webp'],
  stable: {
    postalCode: '1010',
    city: 'Wien',
    region: 'austria',
    rating: 4.7,
    hasWifi: true,
    hasParking: false,
    hasWashArea: true,
    hasRidingArena: false,
    hasIndoorArena: true,
    hasTrails: false,
    hasFeed: true,
    hasVet: false,
  },
  ...overrides,
});

/** A card as the page holds it: its attributes, its title and its cover, as the browser would read them. */
function rendered(card: CardListing): RenderedCard {
  const attributes = cardAttributes(card);
  const cover = card.images[0];
  return {
    attribute: (name) => attributes[name] ?? null,
    title: card.title,
    cover: cover ? { src: cover.url, srcset: cover.srcset, width: cover.width, height: cover.height } : null,
  };
}

const markup = (card: CardListing) =>
  renderToStaticMarkup(createElement(ListingCard, { listing: card, layout: 'list' }));

describe('a server-rendered card read back', () => {
  it('gives the listing it was rendered from, as far as the card and the offline search need it', () => {
    expect(listingOfCard(rendered(listing()))).toEqual(listing());
  });

  it('badges only a Premium listing: no "Standard", no unproven "Verified"', () => {
    const plain = markup(listing({ isPremium: false }));
    expect(plain).not.toMatch(/>(Premium|Standard|Verified)</);
    expect(markup(listing({ isPremium: true }))).toContain('>Premium<');
  });

  it('keeps where the stable lies and how far it is, to measure it offline and show the distance', () => {
    const measured = listing({ distanceKm: 12.4, stable: { ...listing().stable, latitude: 48.2, longitude: 16.37 } });
    expect(listingOfCard(rendered(measured))).toEqual(measured);
    expect(markup(measured)).toContain('12,4 km entfernt');
    expect(markup(listing())).not.toContain('entfernt');
  });

  it('keeps the travel times, shows each with its origin, and links the detail page with the origins', () => {
    const travelled = listing({
      travel: [
        { from: '80331 München', minutes: 25, estimated: true },
        { from: 'Augsburg', minutes: 41, estimated: false },
      ],
    });
    expect(listingOfCard(rendered(travelled))).toEqual(travelled);
    const html = markup(travelled);
    expect(html).toContain('ca. 25 Min. ab 80331 München<span class="text-stone-600 dark:text-stone-400"> · geschätzt');
    expect(html).toContain('41 Min. ab Augsburg</span>');
    expect(html).toContain('?from=80331+M%C3%BCnchen&amp;from2=Augsburg"');
  });

  it('links the detail page with the searched place as its origin when the search had no travel origins', () => {
    const measured = listing({ distanceKm: 12.4 });
    expect(listingHref(measured, '80331')).toBe(`${listingPath(measured)}?from=80331`);
    expect(listingHref(measured)).toBe(listingPath(measured));
    // Travel origins are the detail page's origins; the place around which was searched does not add a third.
    const travelled = listing({ travel: [{ from: 'Augsburg', minutes: 41, estimated: false }] });
    expect(listingHref(travelled, '80331')).toBe(`${listingPath(travelled)}?from=Augsburg`);
  });

  it('keeps the all-in month and shows it next to the base price when extras come on top', () => {
    const dearer = listing({ pricePerMonth: 320, totalMonthly: 395 });
    expect(listingOfCard(rendered(dearer))).toEqual(dearer);
    expect(markup(dearer)).toContain('gesamt ca. 395 €');
    expect(markup(listing({ pricePerMonth: 320, totalMonthly: 320 }))).not.toContain('gesamt');
  });

  it('keeps the free places and says "Derzeit belegt" when there are none', () => {
    const full = listing({ freePlaces: 0 });
    expect(listingOfCard(rendered(full))).toEqual(full);
    expect(markup(full)).toContain('Derzeit belegt');
    expect(markup(listing({ freePlaces: 2 }))).not.toContain('belegt');
  });

  it('keeps the facts the filters and the fit badge check, and only those', () => {
    const known = listing({ facts: { maxHeightCm: 175, admits: { stallions: false } } });
    expect(listingOfCard(rendered(known))).toEqual(known);
    const html = markup(known);
    expect(html).toContain(
      'data-facts="{&quot;admits&quot;:{&quot;stallions&quot;:false},&quot;maxHeightCm&quot;:175}"',
    );
    // A fact no filter reads stays off the card.
    const more = listing({ facts: { maxHeightCm: 175, noticeMonths: 3 } as CardListing['facts'] });
    expect(listingOfCard(rendered(more))?.facts).toEqual({ maxHeightCm: 175 });
    // The badge is filled in the browser for the visitor's horse: the server's card is the same for everyone.
    expect(html).toMatch(/<p data-fit-badge="" hidden=""[^>]*><\/p>/);
  });

  it('renders to the same card again, so the island can show it in the other view', () => {
    for (const card of [
      listing(),
      listing({ travel: [{ from: '48.1374,11.5755', minutes: 5, estimated: true }] }),
      listing({ distanceKm: 0, stable: { ...listing().stable, latitude: 48.2, longitude: 16.37 } }),
      listing({ isPremium: false, images: [], imageUrls: [], stable: { ...listing().stable, rating: null } }),
    ]) {
      const back = listingOfCard(rendered(card));
      expect(back).not.toBeNull();
      expect(markup(back!)).toBe(markup(card));
    }
  });

  it('is no listing when the element is not a listing card', () => {
    const none: RenderedCard = { attribute: () => null, title: 'Box', cover: null };
    expect(listingOfCard(none)).toBeNull();
    const attributes: Record<string, string> = { ...cardAttributes(listing()), 'data-region': 'france' };
    expect(listingOfCard({ ...rendered(listing()), attribute: (name) => attributes[name] ?? null })).toBeNull();
  });
});

describe('the rating on a card', () => {
  it('says "Noch keine Bewertungen" for a stable without reviews, never a default figure, also when read back offline', () => {
    const unrated = listing({ stable: { ...listing().stable, rating: null } });
    const html = markup(unrated);
    expect(html).toContain('Noch keine Bewertungen');
    expect(html).not.toMatch(/\d,\d<span class="sr-only"> von 5 Sternen/);
    expect(html).not.toContain('4,8');
    expect(markup(listingOfCard(rendered(unrated))!)).toContain('Noch keine Bewertungen');
    expect(markup(listing())).toContain('4,7');
  });
});
