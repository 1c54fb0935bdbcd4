// The horse form's values checked with the contract's HorseBody, the same rules the API applies, with one German
// message per field. Imported on demand by HorseForm: zod is most of its weight.
import { fieldErrors } from '#contract/field-errors.ts';
import { HorseBody, type HorseData } from '#contract/horses.ts';
import type { HorseFormValues } from './horse-form.ts';

/** "" is not given; anything else a number (which HorseBody checks), so "abc" reads as invalid, not as empty. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
const choiceOf = (text: string) => (text === '' ? null : text);

export function parseHorseForm(
  values: HorseFormValues,
): { ok: true; horse: HorseData } | { ok: false; errors: Record<string, string> } {
  const result = HorseBody.safeParse({
    name: values.name,
    heightCm: numberOf(values.heightCm),
    gender: choiceOf(values.gender),
    age: numberOf(values.age),
    type: choiceOf(values.type),
    breed: values.breed,
    hoofs: choiceOf(values.hoofs),
    needs: values.needs,
    turnout: choiceOf(values.turnout),
    discipline: values.discipline,
  });
  return result.success ? { ok: true, horse: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
