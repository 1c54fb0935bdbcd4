// The query of GET /api/places (apart from contract/places.ts, which the browser loads without zod).
import { z } from './zod.ts';
import { PLACE_MSG, PLACE_QUERY_MAX } from './places.ts';

export const PlacesQuery = z.object({
  q: z
    .string({ error: PLACE_MSG.queryMissing })
    .transform((text) => text.trim().slice(0, PLACE_QUERY_MAX))
    .refine((text) => text.length > 0, PLACE_MSG.queryMissing),
});
export type PlacesQuery = z.infer<typeof PlacesQuery>;
