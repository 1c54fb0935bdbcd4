// zod schemas of the waiting-list answers (contract/waitlists.ts), for the OpenAPI document; each `satisfies` its
// DTO.
import { z } from './zod.ts';
import { id, isoTime } from './answers.ts';
import {
  WAITLIST_ENTRY_STATES,
  WAITLIST_OFFER_STATES,
  WAITLIST_LIMITS,
  type ConversationOfferDto,
  type MyWaitlistDto,
  type OwnerWaitlistDto,
  type OwnerWaitlistEntryDto,
  type WaitlistOfferDto,
  type WaitlistPlaceDto,
} from './waitlists.ts';

const state = z.enum(WAITLIST_ENTRY_STATES).meta({
  description:
    'waiting: wartet; offered: Platz angeboten; accepted: angenommen; declined/expired: nicht mehr auf der Liste',
});
const listing = z.object({ id, title: z.string() });

export const WaitlistOfferAnswer = z.object({ id, expiresAt: isoTime, state: z.enum(WAITLIST_OFFER_STATES) }).meta({
  id: 'WaitlistOffer',
  description: 'Ein angebotener Platz mit seiner Frist',
}) satisfies z.ZodType<WaitlistOfferDto>;

export const WaitlistPlaceAnswer = z.object({ position: z.int().min(1), total: z.int().min(1), state }).meta({
  id: 'WaitlistPlace',
  description: 'Der eigene Platz auf der Warteliste',
}) satisfies z.ZodType<WaitlistPlaceDto>;

export const MyWaitlistAnswer = z
  .object({
    listing: listing.extend({ path: z.string().nullable().meta({ description: 'Die Seite des Stallplatzes' }) }),
    position: z.int().min(1),
    total: z.int().min(1),
    state,
    joinedAt: isoTime,
    offer: WaitlistOfferAnswer.extend({ conversationId: id.nullable() }).nullable(),
  })
  .meta({
    id: 'MyWaitlist',
    description: 'Eine Warteliste, auf der das Konto steht: „Platz 3 von 7“ und ein offenes oder angenommenes Angebot',
  }) satisfies z.ZodType<MyWaitlistDto>;

export const OwnerWaitlistEntryAnswer = z
  .object({
    id,
    position: z.int().min(1).nullable(),
    state,
    name: z.string(),
    horse: z.object({ id, name: z.string(), summary: z.string() }).nullable(),
    note: z.string().nullable(),
    joinedAt: isoTime,
    offer: WaitlistOfferAnswer.nullable(),
    conversationId: id.nullable(),
  })
  .meta({
    id: 'OwnerWaitlistEntry',
    description: 'Ein Eintrag der Warteliste, wie der Stallbesitzer ihn sieht',
  }) satisfies z.ZodType<OwnerWaitlistEntryDto>;

export const OwnerWaitlistAnswer = z
  .object({
    listing: listing.extend({ freePlaces: z.int().min(0) }),
    notify: z.union([z.literal('all'), z.int().min(1).max(WAITLIST_LIMITS.notifyMax)]),
    entries: z.array(OwnerWaitlistEntryAnswer),
  })
  .meta({
    id: 'OwnerWaitlist',
    description:
      'Die Warteliste eines eigenen Stallplatzes: zuerst die Liste in ihrer Reihenfolge, dann wer sie verließ',
  }) satisfies z.ZodType<OwnerWaitlistDto>;

export const ConversationOfferAnswer = WaitlistOfferAnswer.extend({ listing, canAnswer: z.boolean() }).meta({
  id: 'ConversationWaitlistOffer',
  description: 'Ein in der Unterhaltung angebotener Platz',
}) satisfies z.ZodType<ConversationOfferDto>;

export const WaitlistNotifyAnswer = z
  .object({ notify: z.union([z.literal('all'), z.int().min(1).max(WAITLIST_LIMITS.notifyMax)]) })
  .meta({ id: 'WaitlistNotify', description: 'Wer erfährt, wenn wieder Plätze frei sind' });

export const WaitlistCountsAnswer = z
  .record(z.string(), z.int().min(1))
  .meta({ id: 'WaitlistCounts', description: 'Je eigenem Stallplatz (ID) die Zahl der Einträge auf der Warteliste' });
