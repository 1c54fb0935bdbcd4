// The horse form's values and the profile they stand for: text in the inputs, a checked HorseBody out, with one
// German message per field (the same rules the API applies).
import { fieldErrors } from '#contract/field-errors.ts';
import type { SpecialNeed } from '#contract/facts.ts';
import { HorseBody, type HorseData, type HorseDto } from '#contract/horses.ts';

export interface HorseFormValues {
  name: string;
  heightCm: string;
  gender: string;
  age: string;
  type: string;
  breed: string;
  hoofs: string;
  needs: SpecialNeed[];
  turnout: string;
  discipline: string;
}

export const EMPTY_HORSE: HorseFormValues = {
  name: '',
  heightCm: '',
  gender: '',
  age: '',
  type: '',
  breed: '',
  hoofs: '',
  needs: [],
  turnout: '',
  discipline: '',
};

export function formValuesOf(horse: HorseDto): HorseFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    name: horse.name,
    heightCm: text(horse.heightCm),
    gender: text(horse.gender),
    age: text(horse.age),
    type: text(horse.type),
    breed: text(horse.breed),
    hoofs: text(horse.hoofs),
    needs: horse.needs,
    turnout: text(horse.turnout),
    discipline: text(horse.discipline),
  };
}

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
