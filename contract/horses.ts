// Horse profiles ("Passt mein Pferd?", issue 15): the schemas the API and the enquiry check a horse with. The
// choices, labels, limits and messages are in contract/horse-fields.ts (free of zod, for the pages' scripts) and
// re-exported here; the search parameters of "Nur passende Ställe für {Name}" are in contract/horse-filter.ts.
import { SPECIAL_NEEDS } from './facts.ts';
import {
  HOOF_STATES,
  HORSE_GENDERS,
  HORSE_LIMITS,
  HORSE_MSG,
  HORSE_TURNOUTS,
  HORSE_TYPES,
  HORSES_MAX,
} from './horse-fields.ts';
import { MSG } from './messages.ts';
import { z } from './zod.ts';

export * from './horse-fields.ts';

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: HORSE_MSG.choice })
    .nullish()
    .transform((v) => v ?? null);

const wholeNumber = ({ min, max }: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);

const text = z
  .string({ error: HORSE_MSG.choice })
  .trim()
  .max(HORSE_LIMITS.text, MSG.tooLong(HORSE_LIMITS.text))
  .nullish()
  .transform((v) => (v ? v : null));

/** A horse profile as created and changed (PUT sends it whole), and as an enquiry carries it. */
export const HorseBody = z.object({
  // Not schemas.ts's requiredText: the search query there reads this module's enums, and contract stays acyclic.
  name: z
    .string({ error: HORSE_MSG.nameRequired })
    .trim()
    .min(1, HORSE_MSG.nameRequired)
    .max(HORSE_LIMITS.name, MSG.tooLong(HORSE_LIMITS.name)),
  heightCm: wholeNumber(HORSE_LIMITS.heightCm, HORSE_MSG.height),
  gender: choice(HORSE_GENDERS),
  age: wholeNumber(HORSE_LIMITS.age, HORSE_MSG.age),
  type: choice(HORSE_TYPES),
  breed: text,
  hoofs: choice(HOOF_STATES),
  needs: z
    .array(z.enum(SPECIAL_NEEDS, { error: HORSE_MSG.choice }), { error: HORSE_MSG.choice })
    .max(SPECIAL_NEEDS.length, HORSE_MSG.choice)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  turnout: choice(HORSE_TURNOUTS),
  discipline: text,
});
export type HorseBody = z.output<typeof HorseBody>;

/** The horses of a device, moved to the account at sign-in. */
export const HorsesImportBody = z.object({
  horses: z.array(HorseBody, { error: HORSE_MSG.choice }).max(HORSES_MAX, HORSE_MSG.tooMany),
});
