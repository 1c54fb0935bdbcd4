import { describe, expect, it } from 'vitest';
import { HORSE_MSG } from '#contract/horses.ts';
import { parseHorseForm } from './horse-form-check.ts';
import { EMPTY_HORSE, formValuesOf } from './horse-form.ts';

describe('parseHorseForm', () => {
  it('turns the inputs into a profile; empty inputs are unknown', () => {
    const parsed = parseHorseForm({
      ...EMPTY_HORSE,
      name: ' Blitz ',
      heightCm: '178',
      gender: 'stallion',
      needs: ['eczema'],
    });
    expect(parsed).toEqual({
      ok: true,
      horse: {
        name: 'Blitz',
        heightCm: 178,
        gender: 'stallion',
        age: null,
        type: null,
        breed: null,
        hoofs: null,
        needs: ['eczema'],
        turnout: null,
        discipline: null,
      },
    });
  });

  it('gives the field messages of the API', () => {
    const parsed = parseHorseForm({ ...EMPTY_HORSE, heightCm: '17a', age: '50' });
    expect(parsed).toEqual({
      ok: false,
      errors: { name: HORSE_MSG.nameRequired, heightCm: HORSE_MSG.height, age: HORSE_MSG.age },
    });
  });

  it('reads a saved horse back into the same inputs', () => {
    const horse = {
      id: 3,
      name: 'Mona',
      heightCm: 132,
      gender: 'mare' as const,
      age: 0,
      type: 'pony' as const,
      breed: null,
      hoofs: 'barefoot' as const,
      needs: [],
      turnout: 'group' as const,
      discipline: 'Freizeit',
      createdAt: '2026-11-26T10:00:00.000Z',
    };
    const values = formValuesOf(horse);
    expect(values).toMatchObject({ heightCm: '132', age: '0', breed: '', discipline: 'Freizeit' });
    const { id: _id, createdAt: _createdAt, ...data } = horse;
    expect(parseHorseForm(values)).toEqual({ ok: true, horse: data });
  });
});
