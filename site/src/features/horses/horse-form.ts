// The horse form's values: text in the inputs, read from a saved horse. Checking them (horse-form-check.ts) needs
// zod and is loaded when the form opens, not with the page.
import type { SpecialNeed } from '#contract/facts.ts';
import type { HorseDto } from '#contract/horse-fields.ts';

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
