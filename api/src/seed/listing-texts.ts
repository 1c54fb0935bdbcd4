// Titles, descriptions and feature lists of demo listings, composed from fragments so no two read alike.
import type { StableAmenity } from '#contract/amenities.ts';
import type { Region } from '#contract/regions.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { StableKind } from './demo-stables.ts';
import { capitalise, listJoin, localSpelling } from './german-text.ts';
import type { Prng } from './prng.ts';

export interface ListingTextInput {
  stableName: string;
  city: string;
  region: Region;
  kind: StableKind;
  setting: string;
  amenities: Record<StableAmenity, boolean>;
  stallType: StallType;
  availableLabel: string | null; // "1. März" when the place is free later, null when free now
  hasWhatsapp: boolean;
}

export interface ListingTexts {
  title: string;
  description: string;
  features: string[];
}

const TITLE_HEADS: Record<StallType, string[]> = {
  outside_box: [
    'Außenbox mit Paddock',
    'Paddockbox',
    'Große Außenbox mit Auslauf',
    'Außenbox mit eigenem Paddock',
    'Sonnige Paddockbox',
  ],
  inside_box: [
    'Helle Innenbox',
    'Geräumige Innenbox',
    'Innenbox mit Fenster',
    'Innenbox im ruhigen Stalltrakt',
    'Innenbox mit Gummimatten',
  ],
  open_stable: [
    'Offenstallplatz',
    'Platz im Aktivstall',
    'Offenstall mit Weidegang',
    'Platz im Bewegungsstall',
    'Offenstall mit Liegehalle',
  ],
  pasture: ['Weideplatz', 'Ganzjahresweide', 'Weideplatz mit Unterstand', 'Platz auf der Weide'],
};

/** Title endings of box listings; group and pasture listings take theirs from the herd or audience they describe. */
const BOX_TITLE_TAILS = ['für Großpferde', 'für Sportpferde', 'für Turnierpferde', '', ''];

const BOX_SIZES = ['3,5 × 3,5 m', '3,5 × 4 m', '4 × 4 m', '3,6 × 3,8 m'];

const HERDS = [
  { tail: 'für Wallache', herd: 'Wallachherde mit acht Pferden' },
  { tail: 'für Wallache', herd: 'Wallachgruppe mit zehn Pferden' },
  { tail: 'für Stuten', herd: 'Stutenherde mit fünf Pferden' },
  { tail: '', herd: 'gemischten Herde mit sechs Pferden' },
];

const PASTURE_AUDIENCES: { tail: string; opening: (hectares: string, when: string) => string }[] = [
  {
    tail: 'für Ponys und Rentner',
    opening: (ha, when) =>
      `Für Ponys, Robustpferde und Rentner haben wir ${when} einen Platz auf unserer Ganzjahresweide (ca. ${ha} ha) frei.`,
  },
  {
    tail: 'für Jungpferde',
    opening: (ha) =>
      `Für Jungpferde bieten wir Aufzuchtplätze auf einer ca. ${ha} ha großen Weide, in der Gruppe mit Gleichaltrigen.`,
  },
  {
    tail: 'für Robustpferde',
    opening: (_, when) =>
      `Auf unseren gepflegten Weiden ist ${when} ein Platz für ein genügsames Pferd frei – ideal für Ponys und Robustrassen.`,
  },
  { tail: '', opening: (ha) => `Wir bieten einen Weideplatz auf einer ca. ${ha} ha großen Koppel mit Unterstand.` },
];

/** The first sentence, and the title endings that agree with it. */
function opening(rng: Prng, t: ListingTextInput): { sentence: string; tails: string[] } {
  const size = rng.pick(BOX_SIZES);
  const when = t.availableLabel ? `Ab dem ${t.availableLabel}` : 'Ab sofort';
  const whenInline = t.availableLabel ? `ab dem ${t.availableLabel}` : 'ab sofort';
  switch (t.stallType) {
    case 'inside_box':
      return {
        sentence: rng.pick([
          `Wir vermieten eine helle Innenbox (${size}) mit Fenster nach draußen.`,
          `${when} wird bei uns eine geräumige Innenbox (${size}) im ruhigen Hauptstall frei.`,
          `Im gut belüfteten Boxenstall ist eine Innenbox (${size}) mit Gummimatten und Selbsttränke zu vergeben.`,
        ]),
        tails: BOX_TITLE_TAILS,
      };
    case 'outside_box':
      return {
        sentence: rng.pick([
          `Zu vermieten ist eine Außenbox (${size}) mit direkt angrenzendem Paddock von ca. ${rng.pick([25, 30, 40, 50])} m².`,
          `Unsere Paddockboxen (${size}) bieten Licht, frische Luft und Kontakt zu den Nachbarn – ${whenInline} ist eine davon frei.`,
          `Wir haben eine großzügige Außenbox (${size}) mit befestigtem Paddock (ca. ${rng.pick([30, 35, 45])} m²) frei.`,
        ]),
        tails: BOX_TITLE_TAILS,
      };
    case 'open_stable': {
      if (rng.chance(0.25)) {
        return {
          sentence:
            'Für unseren Offenstall mit Liegehalle und befestigtem Auslauf suchen wir ein verträgliches Pferd, das gut in unsere Gruppe passt.',
          tails: ['für Freizeitpferde', ''],
        };
      }
      const { tail, herd } = rng.pick(HERDS);
      return {
        sentence: rng.pick([
          `${when} ist in unserer ${herd} ein Platz frei.`,
          `Artgerechte Haltung in der Gruppe: In unserem Bewegungsstall wird ${whenInline} ein Platz in der ${herd} frei.`,
        ]),
        tails: [tail],
      };
    }
    case 'pasture': {
      const audience = rng.pick(PASTURE_AUDIENCES);
      return { sentence: audience.opening(rng.pick(['2', '2,5', '3', '4', '5']), whenInline), tails: [audience.tail] };
    }
  }
}

function care(rng: Prng, t: ListingTextInput): string[] {
  if (!t.amenities.hasFeed) {
    return [
      'Die Fütterung übernehmen die Einsteller im Wechsel – ein eingespieltes Team, das sich gegenseitig aushilft.',
    ];
  }
  if (t.stallType === 'pasture') {
    return rng.sample(
      [
        'Die Weide wird täglich kontrolliert, Wasser kommt über eine frostsichere Selbsttränke.',
        'Im Winter füttern wir Heu zu, ein Unterstand schützt vor Wind und Wetter.',
        'Zaun und Tränke prüfen wir jeden Tag; Mineralfutter ist im Preis enthalten.',
      ],
      2,
    );
  }
  if (t.stallType === 'open_stable') {
    return [
      rng.pick([
        'Heu steht rund um die Uhr zur Verfügung, über Raufutterautomaten zeitgesteuert.',
        'Die Pferde haben jederzeit Zugang zu Heu, Wasser und Salzleckstein.',
      ]),
      rng.pick([
        'Die Liegehalle ist mit Stroh eingestreut und wird täglich abgeäppelt.',
        'Ein Paddock-Trail rund um die Weiden sorgt auch im Winter für Bewegung.',
      ]),
    ];
  }
  return [
    rng.pick([
      'Die Boxen werden täglich gemistet und mit Stroh eingestreut.',
      'Eingestreut wird mit Spänen, gemistet wird täglich – auch am Wochenende.',
    ]),
    rng.pick([
      'Gefüttert wird dreimal täglich Heu aus eigener Ernte, Kraftfutter nach Absprache.',
      'Heu gibt es ad libitum aus engmaschigen Heunetzen, Kraftfutter füttern wir gern nach Ihrem Plan.',
      'Das Raufutter stammt von unseren eigenen Wiesen, Mineralfutter ist im Preis enthalten.',
    ]),
    rng.pick([
      'Von Frühjahr bis Herbst geht es täglich für mehrere Stunden auf die Weide, im Winter auf große Sandpaddocks.',
      'Täglicher Koppelgang in kleinen Gruppen ist selbstverständlich – auch im Winter.',
      'Im Sommer stehen die Pferde halbtags auf der Weide, im Winter auf Allwetterpaddocks.',
    ]),
  ];
}

function facilities(rng: Prng, t: ListingTextInput): string[] {
  const a = t.amenities;
  const parts: string[] = [];
  if (a.hasRidingArena)
    parts.push(
      rng.pick(['ein Reitplatz (20 × 60 m)', 'ein Sandplatz mit Flutlicht', 'ein Dressurviereck (20 × 40 m)']),
    );
  if (a.hasIndoorArena) parts.push(rng.pick(['eine Reithalle (20 × 40 m)', 'eine helle Reithalle']));
  if (a.hasWashArea) parts.push(rng.pick(['ein Waschplatz mit Warmwasser', 'ein überdachter Waschplatz']));
  if (a.hasParking) parts.push('Parkplätze für Autos und Pferdeanhänger');
  const verb = parts.length === 1 && !parts[0]?.startsWith('Parkplätze') ? 'gehört' : 'gehören';
  const sentences = parts.length > 0 ? [`Zur Anlage ${verb} ${listJoin(parts)}.`] : [];
  if (a.hasTrails) {
    sentences.push(
      rng.pick([
        'Das Ausreitgelände beginnt direkt am Hof.',
        'Vom Hof aus erreichen Sie in wenigen Minuten ruhige Feld- und Waldwege.',
      ]),
    );
  }
  if (a.hasVet)
    sentences.push(
      rng.pick(['Eine Tierarztpraxis befindet sich direkt auf dem Gelände.', 'Ein Tierarzt ist regelmäßig vor Ort.']),
    );
  if (a.hasWifi && rng.chance(0.5)) sentences.push('Im Reiterstübchen gibt es WLAN.');
  return sentences;
}

const SUITABILITY: Record<StableKind, string[]> = {
  reitanlage: [
    'Turnierreiter finden bei uns gute Trainingsbedingungen, Unterricht ist nach Absprache möglich.',
    'Unterricht bei unserer Trainerin kann gern dazugebucht werden, Beritt bieten wir auf Wunsch an.',
    'Die Stallgemeinschaft ist sportlich, aber entspannt – Freizeitreiter sind genauso willkommen.',
  ],
  pension: [
    'Die Stallgemeinschaft ist klein und familiär; Freizeit- und Sportreiter sind gleichermaßen willkommen.',
    'Bei uns stehen überwiegend Freizeitpferde, der Umgangston ist herzlich und hilfsbereit.',
    'Wir sind ein familiengeführter Betrieb und haben für die Anliegen unserer Einsteller immer ein offenes Ohr.',
  ],
  offenstall: [
    'Neue Pferde werden behutsam und mit Zeit in die Gruppe integriert.',
    'Ideal für Pferde, die viel Bewegung und Sozialkontakt brauchen.',
    'Bei uns stehen Freizeit- und Robustpferde, die ganzjährig draußen leben.',
  ],
  gestuet: [
    'Auf Wunsch übernehmen wir auch Aufzucht, Anreiten und Turniervorstellung.',
    'Unser erfahrenes Team betreut Stuten, Fohlen und Reitpferde gleichermaßen.',
    'Wir züchten selbst und wissen, worauf es bei der Haltung ankommt.',
  ],
};

const CLOSINGS = [
  'Besichtigung gern nach Vereinbarung – wir freuen uns auf Ihre Nachricht.',
  'Melden Sie sich gern telefonisch oder per WhatsApp für einen Besichtigungstermin.',
  'Bei Interesse schreiben Sie uns einfach über das Kontaktformular.',
  'Wir freuen uns darauf, Sie und Ihr Pferd kennenzulernen!',
];

const FEATURES_BY_TYPE: Record<StallType, string[]> = {
  outside_box: ['Eigener Paddock', 'Befestigter Paddock', 'Täglicher Weidegang', 'Boxenfenster', 'Selbsttränke'],
  inside_box: ['Boxenfenster', 'Gummimatten', 'Selbsttränke', 'Täglicher Weidegang', 'Tägliches Misten'],
  open_stable: [
    'Ganzjährige Herdenhaltung',
    'Liegehalle mit Stroh',
    'Paddock-Trail',
    'Raufutterautomat',
    'Befestigter Auslauf',
  ],
  pasture: [
    'Ganzjahresweide',
    'Unterstand',
    'Frostsichere Selbsttränke',
    'Tägliche Kontrolle',
    'Zufütterung im Winter',
  ],
};

const FEATURES_BY_AMENITY: Partial<Record<StableAmenity, string[]>> = {
  hasRidingArena: ['Reitplatz 20 × 60 m', 'Flutlicht auf dem Reitplatz'],
  hasIndoorArena: ['Reithalle 20 × 40 m', 'Longierhalle'],
  hasWashArea: ['Waschplatz mit Warmwasser', 'Solarium'],
  hasTrails: ['Ausreitgelände direkt am Hof'],
  hasFeed: ['Heu ad libitum', 'Heu aus eigener Ernte', 'Kraftfutter nach Absprache'],
  hasVet: ['Tierarzt vor Ort'],
  hasWifi: ['WLAN im Reiterstübchen'],
  hasParking: ['Hängerparkplatz'],
};

const GENERAL_FEATURES = [
  'Sattelkammer mit Spind',
  'Putzplatz',
  'Hufschmied kommt regelmäßig',
  'Führanlage',
  'Longierzirkel',
  'Round Pen',
  'Videoüberwachung',
];

function features(rng: Prng, t: ListingTextInput): string[] {
  const pool = new Set<string>(rng.sample(FEATURES_BY_TYPE[t.stallType], 2));
  for (const [key, names] of Object.entries(FEATURES_BY_AMENITY) as [StableAmenity, string[]][]) {
    if (t.amenities[key] && rng.chance(0.6)) pool.add(rng.pick(names));
  }
  // Sports yards have the extra equipment; small yards rarely do.
  const extras = t.kind === 'reitanlage' || t.kind === 'gestuet' ? 2 : t.stallType === 'pasture' ? 0 : 1;
  for (const name of rng.sample(GENERAL_FEATURES, extras)) pool.add(name);
  return [...pool].slice(0, 7);
}

function listingTitle(rng: Prng, t: ListingTextInput, tails: string[]): string {
  const head = rng.pick(TITLE_HEADS[t.stallType]);
  const place = rng.pick([`in ${t.city}`, `bei ${t.city}`, `– ${t.stableName}`, `– ${t.stableName}`]);
  return localSpelling([head, rng.pick(tails), place].filter(Boolean).join(' '), t.region);
}

/** Title, description and features of one listing; `takenTitles` keeps titles unique across the data set. */
export function listingTexts(rng: Prng, t: ListingTextInput, takenTitles: ReadonlySet<string>): ListingTexts {
  const { sentence, tails } = opening(rng, t);
  let title = listingTitle(rng, t, tails);
  for (let attempt = 0; takenTitles.has(title) && attempt < 10; attempt++) title = listingTitle(rng, t, tails);
  const first = [sentence, ...care(rng, t)];
  const second = [
    ...facilities(rng, t),
    `${capitalise(rng.pick(['der Hof', 'unser Hof', 'die Anlage']))} liegt ${t.setting}.`,
  ];
  const closings = t.hasWhatsapp ? CLOSINGS : CLOSINGS.filter((c) => !c.includes('WhatsApp'));
  const third = [rng.pick(SUITABILITY[t.kind]), rng.pick(closings)];
  const description = [first, second, third].map((sentences) => sentences.join(' ')).join('\n\n');
  return {
    title,
    description: localSpelling(description, t.region),
    features: features(rng, t).map((f) => localSpelling(f, t.region)),
  };
}
