// The waiting lists' rules, labels, messages and answers without zod (issue 36), for the pages' islands that must
// stay small; contract/waitlists.ts re-exports them with the input schemas.
import { WAITLIST_LIMITS } from './waitlist-place.ts';

export * from './waitlist-place.ts';

export const WAITLIST_MSG = {
  hasFreePlaces: 'Dieser Stallplatz hat freie Plätze. Schreib dem Stall direkt eine Anfrage.',
  alreadyOn: 'Du stehst schon auf der Warteliste dieses Stallplatzes.',
  ownListing: 'Das ist dein eigener Stallplatz: Auf seine Warteliste kannst du dich nicht setzen.',
  notOn: 'Du stehst nicht auf der Warteliste dieses Stallplatzes.',
  entryLeft: 'Diese Person steht nicht mehr auf der Warteliste.',
  horse: 'Dieses Pferdeprofil gibt es in deinem Konto nicht.',
  horseId: 'Bitte wähle eines deiner Pferdeprofile',
  note: `Die Notiz darf höchstens ${WAITLIST_LIMITS.note} Zeichen lang sein`,
  days: `Bitte gib eine Frist von 1 bis ${WAITLIST_LIMITS.offerDaysMax} Tagen an`,
  offerOpen: 'Dieser Person ist der Platz schon angeboten. Warte ihre Antwort ab.',
  offerAccepted: 'Diese Person hat den Platz bereits angenommen.',
  offerNotOpen: 'Dieses Angebot ist nicht mehr offen.',
  offerExpired: 'Die Frist für dieses Angebot ist abgelaufen.',
  entryIds: 'Bitte gib die Reihenfolge als Liste aller Einträge der Warteliste an',
  entryIdsMismatch: 'Die Warteliste hat sich inzwischen geändert. Lade die Seite neu und sortiere noch einmal.',
  notify: `Bitte wähle „alle“ oder eine Anzahl von 1 bis ${WAITLIST_LIMITS.notifyMax}`,
  left: 'Du stehst nicht mehr auf der Warteliste.',
  removed: 'Eintrag von der Warteliste entfernt',
} as const;

// ---- entry states ----

/**
 * waiting: on the list; offered: a place is offered and the deadline runs; accepted: the person took the place
 * (still shown until the owner removes the entry). Declined and expired entries leave the list and are kept for
 * the owner's screen only.
 */
export const WAITLIST_ENTRY_STATES = ['waiting', 'offered', 'accepted', 'declined', 'expired'] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];
export const ACTIVE_WAITLIST_STATES = ['waiting', 'offered', 'accepted'] as const satisfies WaitlistEntryState[];

export const WAITLIST_STATE_LABELS: Record<WaitlistEntryState, string> = {
  waiting: 'wartet',
  offered: 'Platz angeboten',
  accepted: 'angenommen',
  declined: 'abgelehnt',
  expired: 'Frist abgelaufen',
};

export const WAITLIST_OFFER_STATES = ['open', 'accepted', 'declined', 'expired'] as const;
export type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

/** Who is told when free places come back: everyone on the list, or the first N. */
export type WaitlistNotify = 'all' | number;

/** "Fr., 11. Dez. 2026, 18:30 Uhr" in Europe/Berlin: an offer's deadline as both sides read it. */
const deadlineFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const offerDeadlineLabel = (expiresAt: string | Date): string =>
  `${deadlineFormat.format(new Date(expiresAt))} Uhr`;

// ---- answers ----

export interface WaitlistOfferDto {
  id: number;
  expiresAt: string;
  state: WaitlistOfferState;
}

/** GET /api/me/waitlists: the lists the user stands on, with their place in each. */
export interface MyWaitlistDto {
  /** `path`: the listing's page, null while the public cannot see it. */
  listing: { id: number; title: string; path: string | null };
  position: number;
  total: number;
  state: WaitlistEntryState;
  joinedAt: string;
  offer: (WaitlistOfferDto & { conversationId: number | null }) | null;
}

/** POST /api/listings/:id/waitlist and GET /api/listings/:id/waitlist: the signed-in user's entry, if any. */
export interface WaitlistPlaceDto {
  position: number;
  total: number;
  state: WaitlistEntryState;
}

/** One entry as the owner sees it. */
export interface OwnerWaitlistEntryDto {
  id: number;
  /** The place on the list; null for entries that left it (declined, expired). */
  position: number | null;
  state: WaitlistEntryState;
  name: string;
  horse: { id: number; name: string; summary: string } | null;
  note: string | null;
  joinedAt: string;
  offer: WaitlistOfferDto | null;
  /** The conversation with this person about the listing, once there is one. */
  conversationId: number | null;
}

export interface OwnerWaitlistDto {
  listing: { id: number; title: string; freePlaces: number };
  notify: WaitlistNotify;
  entries: OwnerWaitlistEntryDto[];
}

/** An offer as the conversation shows it (GET /api/me/conversations/:id/waitlist-offers). */
export interface ConversationOfferDto extends WaitlistOfferDto {
  listing: { id: number; title: string };
  /** Whether the signed-in user may accept or decline it now (the person it is offered to, while it is open). */
  canAnswer: boolean;
}
