// The fields of a horse profile ("Passt mein Pferd?", issue 15): the choices with their German labels, the
// limits, the messages, the shapes the API answers, and a horse described for the owner's inbox and mail. Free of
// zod, so the pages' scripts (the /pferde form, the fit check, the cards) carry none; the schemas that apply these
// rules are in contract/horses.ts.
import { SPECIAL_NEED_LABELS, type SpecialNeed } from './facts.ts';

export const HORSE_GENDERS = ['mare', 'gelding', 'stallion'] as const;
export type HorseGender = (typeof HORSE_GENDERS)[number];
export const HORSE_GENDER_LABELS: Record<HorseGender, string> = {
  mare: 'Stute',
  gelding: 'Wallach',
  stallion: 'Hengst',
};

export const HORSE_TYPES = ['horse', 'pony', 'donkey'] as const;
export type HorseType = (typeof HORSE_TYPES)[number];
export const HORSE_TYPE_LABELS: Record<HorseType, string> = { horse: 'Großpferd', pony: 'Pony', donkey: 'Esel' };

export const HOOF_STATES = ['shod', 'barefoot'] as const;
export type HoofState = (typeof HOOF_STATES)[number];
export const HOOF_STATE_LABELS: Record<HoofState, string> = { shod: 'beschlagen', barefoot: 'barhuf' };

export const HORSE_TURNOUTS = ['group', 'single'] as const;
export type HorseTurnout = (typeof HORSE_TURNOUTS)[number];
export const HORSE_TURNOUT_LABELS: Record<HorseTurnout, string> = {
  group: 'verträgt Gruppenauslauf',
  single: 'braucht Einzelauslauf',
};

/** At most this many horses per account (and on a device before signing in). */
export const HORSES_MAX = 10;
export const HORSE_LIMITS = {
  name: 60,
  text: 60,
  heightCm: { min: 70, max: 220 },
  age: { min: 0, max: 45 },
} as const;

export const HORSE_MSG = {
  nameRequired: 'Bitte gib den Namen deines Pferdes an',
  height: `Das Stockmaß muss eine ganze Zahl zwischen ${HORSE_LIMITS.heightCm.min} und ${HORSE_LIMITS.heightCm.max} cm sein`,
  age: `Das Alter muss eine ganze Zahl zwischen ${HORSE_LIMITS.age.min} und ${HORSE_LIMITS.age.max} Jahren sein`,
  choice: 'Bitte wähle einen der angebotenen Werte',
  tooMany: `Du kannst höchstens ${HORSES_MAX} Pferde anlegen`,
  saved: 'Pferd gespeichert',
  deleted: 'Pferd gelöscht',
} as const;

/** A horse as the fit check and an enquiry see it: every field but the name may be unknown. */
export interface HorseData {
  name: string;
  heightCm?: number | null;
  gender?: HorseGender | null;
  age?: number | null;
  type?: HorseType | null;
  breed?: string | null;
  hoofs?: HoofState | null;
  needs?: SpecialNeed[] | null;
  turnout?: HorseTurnout | null;
  discipline?: string | null;
}

export interface HorseDto {
  id: number;
  name: string;
  heightCm: number | null;
  gender: HorseGender | null;
  age: number | null;
  type: HorseType | null;
  breed: string | null;
  hoofs: HoofState | null;
  needs: SpecialNeed[];
  turnout: HorseTurnout | null;
  discipline: string | null;
  createdAt: string;
}

export interface HorsesImportDto {
  horses: HorseDto[];
  /** Horses not taken because the account already had as many as allowed. */
  skipped: number;
}

/** What is known of a horse as label and value, in the form's order: the owner's inbox and the enquiry mail. */
export function describeHorse(horse: HorseData): { label: string; value: string }[] {
  const rows: [string, string | null | undefined][] = [
    ['Name', horse.name],
    ['Stockmaß', horse.heightCm == null ? null : `${horse.heightCm} cm`],
    ['Geschlecht', horse.gender && HORSE_GENDER_LABELS[horse.gender]],
    ['Alter', horse.age == null ? null : `${horse.age} ${horse.age === 1 ? 'Jahr' : 'Jahre'}`],
    ['Art', horse.type && HORSE_TYPE_LABELS[horse.type]],
    ['Rasse', horse.breed],
    ['Hufe', horse.hoofs && HOOF_STATE_LABELS[horse.hoofs]],
    ['Besonderheiten', horse.needs?.length ? horse.needs.map((n) => SPECIAL_NEED_LABELS[n]).join(', ') : null],
    ['Auslauf', horse.turnout && HORSE_TURNOUT_LABELS[horse.turnout]],
    ['Disziplin', horse.discipline],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}
