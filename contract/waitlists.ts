// Waiting lists (Wartelisten, issue 36): people who want a place at a listing that has none free put themselves on
// its list; the owner orders it, offers a place that comes free to one person after another with a deadline, and
// chooses who is told when free places come back. The API validates with these schemas; the listing page's box,
// the owner's screen, the dashboard and the conversation's offer box read the DTOs (contract/waitlist-fields.ts,
// free of zod, re-exported here).
import { z } from './zod.ts';
import { WAITLIST_LIMITS, WAITLIST_MSG } from './waitlist-fields.ts';

export * from './waitlist-fields.ts';

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
