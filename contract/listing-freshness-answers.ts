// zod schemas of the freshness answers (contract/listing-freshness.ts), for the OpenAPI document; each `satisfies`
// its DTO, and the API's tests validate real answers against them.
import { z } from './zod.ts';
import { id, isoTime, ListingAnswer } from './answers.ts';
import type { AdminListingDto, RenewalDto } from './listing-freshness.ts';

export const freshnessShape = {
  expiresAt: isoTime.nullable().meta({
    description:
      'Wann die Anzeige mangels Aktualisierung offline geht (Einstellung listingExpiryDays); null, solange sie pausiert oder schon abgelaufen ist',
  }),
  expiredAt: isoTime.nullable().meta({ description: 'Wann sie mangels Aktualisierung abgelaufen ist; sonst null' }),
};

export const AdminListingAnswer = ListingAnswer.extend(freshnessShape).meta({
  id: 'AdminListing',
  description: 'Eine Anzeige in der Verwaltung: wie Besucher sie sehen, dazu wann sie abläuft',
}) satisfies z.ZodType<AdminListingDto>;

export const RenewalAnswer = z
  .object({
    message: z.string(),
    listingId: id,
    title: z.string(),
    ...freshnessShape,
  })
  .meta({
    id: 'Renewal',
    description: 'Die verlängerte Anzeige und wann sie nun abläuft',
  }) satisfies z.ZodType<RenewalDto>;
