// The search parameters of a horse, apart from contract/horses.ts so the search page's script imports them
// without zod.
import type { HorseData } from './horses.ts';

/**
 * The search parameters of "Nur passende Ställe für {Name}": only what is known of the horse. The search applies
 * contract/fit.ts's rules with them and leaves out the stables that answer "Passt nicht".
 */
export function horseFilterParams(horse: HorseData): Record<string, string> {
  const params: Record<string, string> = { horseName: horse.name };
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params[key] = String(value);
  };
  set('horseHeight', horse.heightCm);
  set('horseGender', horse.gender);
  set('horseAge', horse.age);
  set('horseType', horse.type);
  set('horseHoofs', horse.hoofs);
  set('horseNeeds', horse.needs?.join(','));
  set('horseTurnout', horse.turnout);
  return params;
}
