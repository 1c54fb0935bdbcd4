// "Passt mein Pferd?" (issue 15): one horse against one listing's facts, with the reasons in German. A fact the
// owner did not give answers "vielleicht", never a silent "passt". The search's filter "Nur passende Ställe"
// applies the same rules in SQL; change both together. Free of zod: the cards and the detail page import it.
import { HORSE_KIND_LABELS, type HorseKind, type SpecialNeed } from './facts.ts';
import type { FitFacts } from './fit-facts.ts';
import type { HorseData, HorseGender } from './horse-fields.ts';

export type FitVerdict = 'yes' | 'maybe' | 'no';
export interface FitReason {
  verdict: FitVerdict;
  text: string;
}
export interface HorseFit {
  verdict: FitVerdict;
  reasons: FitReason[];
}

export const FIT_VERDICT_LABELS: Record<FitVerdict, string> = {
  yes: 'Passt',
  maybe: 'Passt vielleicht',
  no: 'Passt nicht',
};

export const NO_HORSE_DATA = 'Für dieses Pferd sind noch keine Angaben hinterlegt';

const GENDER_KINDS: Record<HorseGender, HorseKind> = { stallion: 'stallions', mare: 'mares', gelding: 'geldings' };

/** How each need reads when the stable does not say, does not cater for it, or does. */
const NEED_TEXTS: Record<SpecialNeed, Record<FitVerdict, string>> = {
  hayOnly: {
    maybe: 'Der Stall sagt nicht, ob er reine Heufütterung anbietet',
    no: 'Der Stall bietet keine reine Heufütterung an',
    yes: 'Reine Heufütterung möglich',
  },
  eczema: {
    maybe: 'Der Stall sagt nicht, ob er Ekzemer betreut',
    no: 'Der Stall betreut keine Ekzemer',
    yes: 'Ekzemer werden betreut',
  },
  senior: {
    maybe: 'Der Stall sagt nicht, ob er Senioren betreut',
    no: 'Der Stall betreut keine Senioren',
    yes: 'Senioren werden betreut',
  },
  diet: {
    maybe: 'Der Stall sagt nicht, ob er Diätfütterung anbietet',
    no: 'Der Stall bietet keine Diätfütterung an',
    yes: 'Diätfütterung möglich',
  },
};

const years = (n: number) => `${n} ${n === 1 ? 'Jahr' : 'Jahre'}`;

function admission(kind: HorseKind, admits: FitFacts['admits']): FitReason {
  const label = HORSE_KIND_LABELS[kind];
  const rule = admits?.[kind];
  if (rule === false) return { verdict: 'no', text: `Der Stall nimmt keine ${label}` };
  if (rule === true) return { verdict: 'yes', text: `${label} willkommen` };
  return { verdict: 'maybe', text: `Der Stall sagt nicht, ob er ${label} nimmt` };
}

function ageReason(age: number, min: number | null, max: number | null): FitReason | null {
  if (min === null && max === null) return null; // "leer = keine Altersgrenze"
  const range =
    min !== null && max !== null
      ? `von ${min} bis ${max} Jahren`
      : min !== null
        ? `ab ${min === 1 ? '1 Jahr' : `${min} Jahren`}`
        : `bis ${years(max!)}`;
  const verdict = (min !== null && age < min) || (max !== null && age > max) ? 'no' : 'yes';
  return { verdict, text: `${years(age)}, der Stall nimmt Pferde ${range}` };
}

/** Whether `horse` may move into a listing with `facts` (undefined facts: the owner said nothing). */
export function horseFit(horse: HorseData, facts: FitFacts | undefined): HorseFit {
  const f = facts ?? {};
  const reasons: FitReason[] = [];
  const add = (verdict: FitVerdict, text: string) => reasons.push({ verdict, text });
  let checked = false;

  if (horse.heightCm != null) {
    checked = true;
    const max = f.maxHeightCm;
    if (max == null) add('maybe', 'Der Stall nennt kein höchstes Stockmaß');
    else add(horse.heightCm > max ? 'no' : 'yes', `Stockmaß ${horse.heightCm} cm, der Stall nimmt bis ${max} cm`);
  }
  if (horse.gender) {
    checked = true;
    reasons.push(admission(GENDER_KINDS[horse.gender], f.admits));
  }
  if (horse.type) {
    checked = true;
    if (horse.type === 'pony') reasons.push(admission('ponies', f.admits));
    if (horse.type === 'donkey') reasons.push(admission('donkeys', f.admits));
  }
  if (horse.age != null) {
    checked = true;
    const reason = ageReason(horse.age, f.minAge ?? null, f.maxAge ?? null);
    if (reason) reasons.push(reason);
  }
  if (horse.hoofs) {
    checked = true;
    const barefoot = horse.hoofs === 'barefoot';
    if (f.hoofs == null)
      add('maybe', `Der Stall sagt nicht, ob er ${barefoot ? 'Barhufer' : 'beschlagene Pferde'} nimmt`);
    else if (f.hoofs === 'shodOnly' && barefoot) add('no', 'Der Stall nimmt nur beschlagene Pferde');
    else if (f.hoofs === 'barefootOnly' && !barefoot) add('no', 'Der Stall nimmt nur Barhufer');
    else add('yes', barefoot ? 'Barhufer willkommen' : 'Beschlagene Pferde willkommen');
  }
  for (const need of horse.needs ?? []) {
    checked = true;
    const verdict = f.specialNeeds == null ? 'maybe' : f.specialNeeds.includes(need) ? 'yes' : 'no';
    add(verdict, NEED_TEXTS[need][verdict]);
  }
  if (horse.turnout) {
    checked = true;
    if (horse.turnout === 'single') {
      const grouping = f.turnoutGrouping;
      if (grouping == null) add('maybe', 'Der Stall sagt nicht, ob es Einzelauslauf gibt');
      else if (grouping === 'group') add('no', 'Der Stall hat nur Gruppenauslauf');
      else add('yes', 'Einzelauslauf möglich');
    }
  }

  if (!checked) return { verdict: 'maybe', reasons: [{ verdict: 'maybe', text: NO_HORSE_DATA }] };
  const verdict = reasons.some((r) => r.verdict === 'no')
    ? 'no'
    : reasons.some((r) => r.verdict === 'maybe')
      ? 'maybe'
      : 'yes';
  // The reasons against first, then the open questions, then what fits.
  const order: Record<FitVerdict, number> = { no: 0, maybe: 1, yes: 2 };
  return { verdict, reasons: reasons.sort((a, b) => order[a.verdict] - order[b.verdict]) };
}
