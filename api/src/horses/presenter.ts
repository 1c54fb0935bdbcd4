// The JSON shape of a horse profile: never its owner's id.
import type { HorseDto } from '#contract/horses.ts';

export interface HorseRow extends Omit<HorseDto, 'createdAt'> {
  userId: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function presentHorse(row: HorseRow): HorseDto {
  return {
    id: row.id,
    name: row.name,
    heightCm: row.heightCm ?? null,
    gender: row.gender ?? null,
    age: row.age ?? null,
    type: row.type ?? null,
    breed: row.breed ?? null,
    hoofs: row.hoofs ?? null,
    needs: row.needs ?? [],
    turnout: row.turnout ?? null,
    discipline: row.discipline ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
