// The "about the stable" text of a demo stable, composed from its kind, setting and amenities.
import type { StableAmenity } from '#contract/amenities.ts';
import type { Region } from '#contract/regions.ts';
import type { StableKind } from './demo-stables.ts';
import { articleOf, capitalise, listJoin, localSpelling } from './german-text.ts';
import type { Prng } from './prng.ts';

export interface StableTextInput {
  name: string;
  region: Region;
  kind: StableKind;
  setting: string;
  amenities: Record<StableAmenity, boolean>;
}

const KIND_PHRASES: Record<StableKind, string[]> = {
  reitanlage: ['eine moderne Reitanlage', 'eine gut ausgestattete Reitanlage', 'ein Ausbildungs- und Pensionsstall'],
  pension: [
    'eine familiär geführte Pferdepension',
    'ein gemütlicher Pensionsstall',
    'ein kleiner, gepflegter Pensionsbetrieb',
  ],
  offenstall: [
    'ein Pferdehof mit Offenstallhaltung',
    'ein Hof mit Aktiv- und Offenställen',
    'ein naturnaher Pferdehof',
  ],
  gestuet: ['ein traditionsreicher Zucht- und Pensionsbetrieb', 'ein Gestüt mit Pensionspferdehaltung'],
};

const HORSES: Record<StableKind, [number, number]> = {
  reitanlage: [30, 60],
  pension: [12, 28],
  offenstall: [8, 22],
  gestuet: [20, 45],
};

const PHILOSOPHIES = [
  'Uns ist wichtig, dass sich Pferd und Mensch gleichermaßen wohlfühlen.',
  'Wir setzen auf viel Bewegung, Licht und frische Luft.',
  'Zuverlässige Versorgung und ein freundliches Miteinander sind uns wichtiger als Luxus.',
  'Kurze Wege, feste Ansprechpartner und eine ruhige Atmosphäre zeichnen uns aus.',
];

function history(rng: Prng): string {
  return rng.pick([
    `Seit über ${rng.int(10, 35)} Jahren kümmern wir uns mit viel Erfahrung um die uns anvertrauten Pferde.`,
    `Der Betrieb wird in ${rng.pick(['zweiter', 'dritter', 'vierter'])} Generation geführt.`,
    `Den Hof haben wir vor ${rng.int(6, 15)} Jahren übernommen und Schritt für Schritt modernisiert.`,
  ]);
}

export function stableDescription(rng: Prng, s: StableTextInput): string {
  const [min, max] = HORSES[s.kind];
  const horses = rng.int(min, max);
  const subject = `${capitalise(articleOf(s.name))} ${s.name}`;
  const highlights: string[] = [];
  if (s.amenities.hasIndoorArena) highlights.push('eine Reithalle');
  if (s.amenities.hasRidingArena) highlights.push('einen Außenplatz');
  if (s.amenities.hasTrails) highlights.push('ein weitläufiges Ausreitgelände');
  if (s.amenities.hasWashArea) highlights.push('einen Waschplatz');
  const offer =
    highlights.length > 0
      ? `Rund ${horses} Pferde stehen bei uns; die Einsteller nutzen ${listJoin(highlights)}.`
      : `Rund ${horses} Pferde stehen bei uns, in ruhiger Lage und mit viel Platz auf den Weiden.`;
  // "Der Pferdehof X ist ein Pferdehof ..." reads clumsy: skip phrases that repeat the name's noun.
  const phrases = KIND_PHRASES[s.kind].filter(
    (p) => !p.split(' ').some((word) => word.length > 4 && s.name.includes(word)),
  );
  const kindPhrase = rng.pick(phrases.length > 0 ? phrases : KIND_PHRASES[s.kind]);
  const text = [`${subject} ist ${kindPhrase} ${s.setting}.`, offer, history(rng), rng.pick(PHILOSOPHIES)].join(' ');
  return localSpelling(text, s.region);
}
