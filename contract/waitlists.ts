// Waiting lists (Wartelisten, issue 36): people who want a place at a listing that has none free put themselves on
// its list; the owner orders it, offers a place that comes free to one person after another with a deadline, and
// chooses who is told when free places come back. The API validates with these schemas; the listing page's box,
// the owner's screen, the dashboard and the conversation's offer box read the DTOs.
import { z } from './zod.ts';

export const WAITLIST_LIMITS = {
  note: 1000,
  /** Days a person has to accept an offered place, and the owner's range. */
  offerDays: 3,
  offerDaysMax: 14,
  /** The most people the owner may choose to tell first. */
  notifyMax: 99,
} as const;

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

/**
 * A listing takes waiting-list entries while it has no free place: the page shows it "Derzeit belegt". A listing
 * with a free place from a later day ("frei ab") still takes enquiries, not entries.
 */
export const waitlistOpen = (listing: { freePlaces: number }): boolean => listing.freePlaces === 0;

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

/** "Platz 3 von 7". */
export const positionLabel = (position: number, total: number): string => `Platz ${position} von ${total}`;

// ---- input ----

const dbId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, message);

export const WaitlistEntryParams = z.object({ id: dbId('Ungültige ID'), entryId: dbId('Ungültige ID') });
export const WaitlistListingParam = z.object({ listingId: dbId('Ungültige ID') });

export const WaitlistJoinBody = z.object({
  horseId: z
    .number({ error: WAITLIST_MSG.horseId })
    .int(WAITLIST_MSG.horseId)
    .positive(WAITLIST_MSG.horseId)
    .max(2_147_483_647, WAITLIST_MSG.horseId)
    .nullish()
    .transform((v) => v ?? undefined),
  note: z
    .string({ error: WAITLIST_MSG.note })
    .trim()
    .max(WAITLIST_LIMITS.note, WAITLIST_MSG.note)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type WaitlistJoinBody = z.output<typeof WaitlistJoinBody>;

export const WaitlistOfferBody = z
  .object({
    days: z
      .number({ error: WAITLIST_MSG.days })
      .int(WAITLIST_MSG.days)
      .min(1, WAITLIST_MSG.days)
      .max(WAITLIST_LIMITS.offerDaysMax, WAITLIST_MSG.days)
      .default(WAITLIST_LIMITS.offerDays),
  })
  .default({ days: WAITLIST_LIMITS.offerDays });
export type WaitlistOfferBody = z.output<typeof WaitlistOfferBody>;

export const WaitlistOrderBody = z.object({
  entryIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: WAITLIST_MSG.entryIds })
    .min(1, WAITLIST_MSG.entryIds)
    .max(10_000, WAITLIST_MSG.entryIds)
    .refine((ids) => new Set(ids).size === ids.length, WAITLIST_MSG.entryIds),
});
export type WaitlistOrderBody = z.output<typeof WaitlistOrderBody>;

export const WaitlistNotifyBody = z.object({
  notify: z.union(
    [
      z.literal('all'),
      z
        .number()
        .int(WAITLIST_MSG.notify)
        .min(1, WAITLIST_MSG.notify)
        .max(WAITLIST_LIMITS.notifyMax, WAITLIST_MSG.notify),
    ],
    { error: WAITLIST_MSG.notify },
  ),
});
export type WaitlistNotifyBody = z.output<typeof WaitlistNotifyBody>;

// ---- answers ----

export interface WaitlistOfferDto {
  id: number;
  expiresAt: string;
  state: WaitlistOfferState;
}

/** GET /api/me/waitlists: the lists the user stands on, with their place in each. */
export interface MyWaitlistDto {
  listing: { id: number; title: string };
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
