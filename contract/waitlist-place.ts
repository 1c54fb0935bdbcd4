// The least a listing page's waiting-list box needs (issue 36): whether a listing takes entries, the note's limit
// and "Platz 3 von 7"; contract/waitlist-fields.ts re-exports it with the rest, so the box loads no more.

export const WAITLIST_LIMITS = {
  note: 1000,
  /** Days a person has to accept an offered place, and the owner's range. */
  offerDays: 3,
  offerDaysMax: 14,
  /** The most people the owner may choose to tell first. */
  notifyMax: 99,
} as const;

/**
 * A listing takes waiting-list entries while it has no free place: the page shows it "Derzeit belegt". A listing
 * with a free place from a later day ("frei ab") still takes enquiries, not entries.
 */
export const waitlistOpen = (listing: { freePlaces: number }): boolean => listing.freePlaces === 0;

/** "Platz 3 von 7". */
export const positionLabel = (position: number, total: number): string => `Platz ${position} von ${total}`;
