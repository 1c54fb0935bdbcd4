// The stable owner's area (/my-stables): inputs and response shapes of the /api/my/* routes, shared by the
// API (which validates with these schemas) and the owner UI (which reuses them for its forms).
import { z } from './zod.ts';
import { STABLE_AMENITIES, type StableAmenityFlags } from './amenities.ts';
import type { ListingStatus } from './listing-status.ts';
import { TEXT_LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { REGIONS, type Region } from './regions.ts';
import { optionalText, phone, requiredText } from './schemas.ts';
import { STALL_TYPES, type StallType } from './stall-types.ts';
import { PRICE_ITEM_KINDS, PRICE_PERIODS, type PriceItem } from './costs.ts';
import {
  BEDDINGS,
  CARE_LEVELS,
  CARE_SERVICES,
  FACT_LIMITS,
  HAY_FEEDINGS,
  HERD_SEXES,
  HOOF_RULES,
  HORSE_KINDS,
  INDOOR_ARENA_SIZE_MAX,
  PASTURE_SEASONS,
  SPECIAL_NEEDS,
  STABLE_FACILITIES,
  TURNOUT_GROUPINGS,
  type HorseKind,
  type ListingFacts,
  type StableFacility,
} from './facts.ts';

/** The longest price list and item name, and the largest amount of one item. */
export const PRICE_ITEMS_MAX = 20;
export const PRICE_ITEM_NAME_MAX = 60;
export const PRICE_ITEM_AMOUNT_MAX = 10_000;
/** The most free places one listing offers. */
export const FREE_PLACES_MAX = 99;

// ---- limits ----

export const STABLE_NAME_MAX = 160;
export const STABLE_DESCRIPTION_MAX = 5000;
export const LISTING_TITLE_MAX = 160;
export const LISTING_DESCRIPTION_MAX = 10_000;
export const LISTING_FEATURES_MAX = 30;
export const LISTING_FEATURE_MAX = 80;
export const LISTING_PRICE_MAX = 100_000;

/** Photos: per file and per listing (issue 5). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTOS_PER_LISTING = 20;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The photo messages: the server answers them, the photo manager shows the same ones before uploading. */
export const PHOTO_MSG = {
  tooLarge: (name: string) => `Die Datei „${name}“ ist größer als 10 MB.`,
  wrongType: 'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
  broken: (name: string) => `Das Bild „${name}“ ist beschädigt oder unvollständig.`,
  tooManyPixels: (name: string) => `Das Bild „${name}“ hat mehr als 40 Megapixel.`,
  tooMany: `Höchstens ${PHOTOS_PER_LISTING} Fotos pro Anzeige.`,
  noFile: 'Bitte wähle mindestens ein Foto aus.',
  notMultipart: 'Bitte sende die Fotos als multipart/form-data im Feld „photos“.',
  badForm: 'Die Formulardaten sind unvollständig oder fehlerhaft.',
  order: 'Die Reihenfolge muss genau die Fotos dieser Anzeige enthalten.',
} as const;

/** Days the owner's statistics cover. */
export const STATS_DAYS = 30;

/** Coordinates must fall in this box around Germany, Austria and Switzerland. */
export const DACH_BOUNDS = { south: 45.7, north: 55.1, west: 5.8, east: 17.2 } as const;

/** Postal codes: five digits in Germany, four in Austria and Switzerland. */
export const POSTAL_CODE_PATTERNS: Record<Region, RegExp> = {
  germany: /^\d{5}$/,
  austria: /^\d{4}$/,
  switzerland: /^\d{4}$/,
};

export const OWNER_MSG = {
  ownersOnly: 'Nur für Stallbesitzer',
  stableNameRequired: 'Name des Stalls ist erforderlich',
  addressRequired: 'Adresse ist erforderlich',
  cityRequired: 'Ort ist erforderlich',
  postalCodeRequired: 'Postleitzahl ist erforderlich',
  postalCodeGermany: 'Postleitzahl in Deutschland: 5 Ziffern',
  postalCodeAustria: 'Postleitzahl in Österreich: 4 Ziffern',
  postalCodeSwitzerland: 'Postleitzahl in der Schweiz: 4 Ziffern',
  regionRequired: 'Bitte ein Land wählen',
  positionRequired: 'Bitte die Lage auf der Karte mit der Stecknadel markieren',
  positionOutside: 'Die Lage muss in Deutschland, Österreich oder der Schweiz liegen',
  titleRequired: 'Titel ist erforderlich',
  descriptionRequired: 'Beschreibung ist erforderlich',
  priceRequired: 'Bitte einen Monatspreis ab 0 € mit höchstens zwei Nachkommastellen angeben',
  stableRequired: 'Bitte einen Stall wählen',
  invalidEmail: 'Bitte eine gültige E-Mail-Adresse angeben',
  featureTooLong: `Ein Ausstattungsmerkmal darf höchstens ${LISTING_FEATURE_MAX} Zeichen haben`,
  tooManyFeatures: `Höchstens ${LISTING_FEATURES_MAX} Ausstattungsmerkmale`,
  priceItemName: 'Bitte die Kostenposition benennen',
  priceItemAmount: 'Bitte einen Betrag ab 0 € mit höchstens zwei Nachkommastellen angeben',
  priceItemPeriod: 'Bitte monatlich, jährlich oder einmalig wählen',
  priceItemKind: 'Bitte wählen: im Preis enthalten, Pflicht oder optional',
  tooManyPriceItems: `Höchstens ${PRICE_ITEMS_MAX} Kostenpositionen`,
  depositInvalid: 'Bitte eine Kaution ab 0 € mit höchstens zwei Nachkommastellen angeben',
  freePlacesInvalid: `Bitte eine ganze Zahl freier Plätze von 0 bis ${FREE_PLACES_MAX} angeben`,
  facilityInvalid: 'Bitte nur Einrichtungen aus der Liste wählen',
  // The structured facts of a listing (contract/facts.ts).
  factsInvalid: 'Die Angaben zum Stallplatz sind ungültig',
  careLevel: 'Bitte Vollpension, Teilpension oder Selbstversorger wählen',
  services: 'Bitte nur Leistungen aus der Liste wählen',
  feedingsPerDay: `Bitte Fütterungen pro Tag von ${FACT_LIMITS.feedingsPerDay.min} bis ${FACT_LIMITS.feedingsPerDay.max} angeben`,
  stallDutyHours: `Bitte Stalldienst-Stunden pro Monat von ${FACT_LIMITS.stallDutyHours.min} bis ${FACT_LIMITS.stallDutyHours.max} angeben`,
  turnoutHours: `Bitte Weidestunden von ${FACT_LIMITS.turnoutHours.min} bis ${FACT_LIMITS.turnoutHours.max} angeben`,
  turnoutGrouping: 'Bitte Gruppe, einzeln oder beides wählen',
  groupSize: `Bitte eine Gruppengröße von ${FACT_LIMITS.groupSize.min} bis ${FACT_LIMITS.groupSize.max} Pferden angeben`,
  herdSexes: 'Bitte getrennt oder gemischt wählen',
  pastureSeason: 'Bitte ganzjährig oder saisonal wählen',
  yesNo: 'Bitte Ja, Nein oder keine Angabe wählen',
  areaM2: `Bitte eine Fläche von ${FACT_LIMITS.areaM2.min} bis ${FACT_LIMITS.areaM2.max} m² mit höchstens einer Nachkommastelle angeben`,
  bedding: 'Bitte nur Einstreu aus der Liste wählen',
  hay: 'Bitte ad libitum oder rationiert wählen',
  maxHeightCm: `Bitte ein Stockmaß von ${FACT_LIMITS.maxHeightCm.min} bis ${FACT_LIMITS.maxHeightCm.max} cm angeben`,
  age: `Bitte ein Alter von ${FACT_LIMITS.age.min} bis ${FACT_LIMITS.age.max} Jahren angeben`,
  ageOrder: 'Das Höchstalter darf nicht unter dem Mindestalter liegen',
  hoofs: 'Bitte wählen: alle Hufe, nur beschlagen oder nur barhuf',
  specialNeeds: 'Bitte nur Bedürfnisse aus der Liste wählen',
  excluded: `Höchstens ${FACT_LIMITS.excluded} Zeichen erlaubt`,
  months: `Bitte eine Zahl von Monaten von ${FACT_LIMITS.months.min} bis ${FACT_LIMITS.months.max} angeben`,
} as const;

/** 403 when settings.requireEmailVerification is on and the owner's address is not confirmed yet. */
export const VERIFY_EMAIL_FIRST =
  'Bitte bestätige zuerst deine E-Mail-Adresse. Den Link dazu haben wir dir per E-Mail geschickt.';

/** 409 when creating or duplicating would exceed settings.maxListingsPerUser. */
export function listingLimitMessage(max: number): string {
  if (max === 0) return 'Derzeit können keine Anzeigen erstellt werden (Höchstzahl: 0 Anzeigen).';
  return `Du hast die Höchstzahl von ${max} ${max === 1 ? 'Anzeige' : 'Anzeigen'} erreicht.`;
}

/** 409 of DELETE /api/my/stables/:id without ?withListings=true while the stable has listings. */
export function stableHasListingsMessage(count: number): string {
  return count === 1
    ? 'Dieser Stall hat noch eine Anzeige. Bitte bestätige, dass sie mit dem Stall gelöscht wird.'
    : `Dieser Stall hat noch ${count} Anzeigen. Bitte bestätige, dass sie mit dem Stall gelöscht werden.`;
}

const postalCodeMessage: Record<Region, string> = {
  germany: OWNER_MSG.postalCodeGermany,
  austria: OWNER_MSG.postalCodeAustria,
  switzerland: OWNER_MSG.postalCodeSwitzerland,
};

/** A list of allowed values, each kept once in the order given. */
function uniqueList<T extends string>(item: z.ZodType<T>, message: string) {
  return z.array(item, { error: message }).transform((list) => [...new Set(list)]);
}

// ---- stables ----

const coordinate = (min: number, max: number) =>
  z
    .number({ error: OWNER_MSG.positionRequired })
    .min(min, OWNER_MSG.positionOutside)
    .max(max, OWNER_MSG.positionOutside);

export const StableBody = z
  .object({
    name: requiredText(OWNER_MSG.stableNameRequired, STABLE_NAME_MAX),
    address: requiredText(OWNER_MSG.addressRequired, 200),
    postalCode: z.string({ error: OWNER_MSG.postalCodeRequired }).trim().min(1, OWNER_MSG.postalCodeRequired).max(10),
    city: requiredText(OWNER_MSG.cityRequired, 120),
    region: z.enum(REGIONS, { error: OWNER_MSG.regionRequired }),
    latitude: coordinate(DACH_BOUNDS.south, DACH_BOUNDS.north),
    longitude: coordinate(DACH_BOUNDS.west, DACH_BOUNDS.east),
    description: optionalText(STABLE_DESCRIPTION_MAX),
    ...Object.fromEntries(STABLE_AMENITIES.map((key) => [key, z.boolean().optional().default(false)])),
    /** Facilities beyond the amenity flags (contract/facts.ts), each once. */
    facilities: uniqueList(z.enum(STABLE_FACILITIES, { error: OWNER_MSG.facilityInvalid }), OWNER_MSG.facilityInvalid)
      .optional()
      .default([]),
    /** The indoor hall's size as the owner writes it ("20 × 40 m"); kept only with a Reithalle (the service). */
    indoorArenaSize: optionalText(INDOOR_ARENA_SIZE_MAX),
  })
  .superRefine((stable, ctx) => {
    if (!POSTAL_CODE_PATTERNS[stable.region].test(stable.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeMessage[stable.region] });
    }
  });
export type StableBody = z.infer<typeof StableBody> & StableAmenityFlags;

// ---- listings ----

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, OWNER_MSG.invalidEmail)
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(z.email(OWNER_MSG.invalidEmail).optional());

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidDate)
  // zod runs this check even after the pattern failed: an invalid date must not throw (RangeError) here.
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, MSG.invalidDate);

/** A euro amount as entered: at least 0, at most `max`, two decimals at most. */
const euroAmount = (message: string, max = LISTING_PRICE_MAX) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);

/** One line of a listing's price list (contract/costs.ts). */
export const PriceItemBody = z.object({
  name: requiredText(OWNER_MSG.priceItemName, PRICE_ITEM_NAME_MAX),
  amount: euroAmount(OWNER_MSG.priceItemAmount, PRICE_ITEM_AMOUNT_MAX),
  period: z.enum(PRICE_PERIODS, { error: OWNER_MSG.priceItemPeriod }),
  kind: z.enum(PRICE_ITEM_KINDS, { error: OWNER_MSG.priceItemKind }),
});

// ---- the structured facts of a listing (contract/facts.ts) ----

/** A whole number within bounds; null or missing: not said. */
const factInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).nullish();

/** A number within bounds in steps of 1 / `per` (halves of an hour, tenths of a square metre). */
const factSteps = (min: number, max: number, per: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((n) => Math.abs(Math.round(n * per) - n * per) < 1e-6, message)
    .nullish();

const factEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).nullish();

const factList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  uniqueList(z.enum(values, { error: message }), message).nullish();

/** Ja / Nein; null or missing: keine Angabe. */
const yesNo = z.boolean({ error: OWNER_MSG.yesNo }).nullish();

const months = factInt(FACT_LIMITS.months.min, FACT_LIMITS.months.max, OWNER_MSG.months);
const age = factInt(FACT_LIMITS.age.min, FACT_LIMITS.age.max, OWNER_MSG.age);

/** Drops what was not said (null, missing, blank text, an admission rule without any kind), so the stored
 * object holds only the given keys. */
function givenFacts(facts: Record<string, unknown>): ListingFacts {
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(facts)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'admits') {
      const admits = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === 'boolean'),
      );
      if (Object.keys(admits).length > 0) given.admits = admits;
      continue;
    }
    given[key] = value;
  }
  return given as ListingFacts;
}

/**
 * The facts as the owner sends them. Every key is optional and may be null ("keine Angabe"); unknown keys are
 * dropped, never stored; lists keep each value once.
 */
export const ListingFactsBody = z
  .object(
    {
      careLevel: factEnum(CARE_LEVELS, OWNER_MSG.careLevel),
      services: factList(CARE_SERVICES, OWNER_MSG.services),
      feedingsPerDay: factInt(FACT_LIMITS.feedingsPerDay.min, FACT_LIMITS.feedingsPerDay.max, OWNER_MSG.feedingsPerDay),
      stallDutyHours: factInt(FACT_LIMITS.stallDutyHours.min, FACT_LIMITS.stallDutyHours.max, OWNER_MSG.stallDutyHours),
      turnoutHoursSummer: factSteps(
        FACT_LIMITS.turnoutHours.min,
        FACT_LIMITS.turnoutHours.max,
        2,
        OWNER_MSG.turnoutHours,
      ),
      turnoutHoursWinter: factSteps(
        FACT_LIMITS.turnoutHours.min,
        FACT_LIMITS.turnoutHours.max,
        2,
        OWNER_MSG.turnoutHours,
      ),
      turnoutGrouping: factEnum(TURNOUT_GROUPINGS, OWNER_MSG.turnoutGrouping),
      groupSize: factInt(FACT_LIMITS.groupSize.min, FACT_LIMITS.groupSize.max, OWNER_MSG.groupSize),
      herdSexes: factEnum(HERD_SEXES, OWNER_MSG.herdSexes),
      pastureSeason: factEnum(PASTURE_SEASONS, OWNER_MSG.pastureSeason),
      paddockAllWeather: yesNo,
      areaM2: factSteps(FACT_LIMITS.areaM2.min, FACT_LIMITS.areaM2.max, 10, OWNER_MSG.areaM2),
      hasWindow: yesNo,
      paddockAttached: yesNo,
      bedding: factList(BEDDINGS, OWNER_MSG.bedding),
      hay: factEnum(HAY_FEEDINGS, OWNER_MSG.hay),
      haylage: yesNo,
      concentrateIncluded: yesNo,
      maxHeightCm: factInt(FACT_LIMITS.maxHeightCm.min, FACT_LIMITS.maxHeightCm.max, OWNER_MSG.maxHeightCm),
      admits: z
        .object(Object.fromEntries(HORSE_KINDS.map((kind) => [kind, yesNo])) as Record<HorseKind, typeof yesNo>, {
          error: OWNER_MSG.yesNo,
        })
        .nullish(),
      minAge: age,
      maxAge: age,
      hoofs: factEnum(HOOF_RULES, OWNER_MSG.hoofs),
      specialNeeds: factList(SPECIAL_NEEDS, OWNER_MSG.specialNeeds),
      excluded: z.string({ error: OWNER_MSG.excluded }).trim().max(FACT_LIMITS.excluded, OWNER_MSG.excluded).nullish(),
      minTermMonths: months,
      noticeMonths: months,
      trialMonths: months,
    },
    { error: OWNER_MSG.factsInvalid },
  )
  .superRefine((facts, ctx) => {
    if (facts.minAge != null && facts.maxAge != null && facts.minAge > facts.maxAge) {
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: OWNER_MSG.ageOrder });
    }
  })
  .transform(givenFacts);
export type ListingFactsBody = z.infer<typeof ListingFactsBody>;

export const ListingBody = z.object({
  stableId: z
    .number({ error: OWNER_MSG.stableRequired })
    .int(OWNER_MSG.stableRequired)
    .positive(OWNER_MSG.stableRequired),
  title: requiredText(OWNER_MSG.titleRequired, LISTING_TITLE_MAX),
  description: requiredText(OWNER_MSG.descriptionRequired, LISTING_DESCRIPTION_MAX),
  stallType: z.enum(STALL_TYPES, { error: MSG.invalidStallType }),
  pricePerMonth: z
    .number({ error: OWNER_MSG.priceRequired })
    .min(0, OWNER_MSG.priceRequired)
    .max(LISTING_PRICE_MAX, MSG.atMost('100.000 €'))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, OWNER_MSG.priceRequired),
  /** Free places of this listing; 0 shows "Derzeit belegt". One when not given. */
  freePlaces: z
    .number({ error: OWNER_MSG.freePlacesInvalid })
    .int(OWNER_MSG.freePlacesInvalid)
    .min(0, OWNER_MSG.freePlacesInvalid)
    .max(FREE_PLACES_MAX, OWNER_MSG.freePlacesInvalid)
    .optional()
    .default(1),
  /** YYYY-MM-DD; empty or missing means "ab sofort". */
  availableFrom: day
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  /** What comes on top of the base price, or is in it (contract/costs.ts); in the owner's order. */
  priceItems: z.array(PriceItemBody).max(PRICE_ITEMS_MAX, OWNER_MSG.tooManyPriceItems).optional().default([]),
  /** The deposit (Kaution) in euros; null for none. */
  deposit: euroAmount(OWNER_MSG.depositInvalid)
    .nullish()
    .transform((v) => v ?? null),
  /** Free list; blank entries are dropped, duplicates kept once. */
  features: z
    .array(z.string().trim().max(LISTING_FEATURE_MAX, OWNER_MSG.featureTooLong))
    .max(LISTING_FEATURES_MAX, OWNER_MSG.tooManyFeatures)
    .optional()
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
  /** Care, turnout, the place, admission and contract terms; only what the owner said is stored. */
  facts: ListingFactsBody.nullish().transform((facts) => facts ?? {}),
  contactPhone: phone,
  contactEmail: optionalEmail,
  whatsappNumber: phone,
});
export type ListingBody = z.infer<typeof ListingBody>;

// ---- enquiries ----

export const PhotoOrderBody = z.object({
  photoIds: z.array(z.number().int().positive()).min(1).max(PHOTOS_PER_LISTING),
});

// ---- responses ----

/** One stored photo in its responsive sizes; `url` is the middle size, good for cards. */
export interface PhotoDto {
  id: number;
  url: string;
  /** "…-480.webp 480w, …-960.webp 960w, …"; only the sizes the original was large enough for. */
  srcset: string;
  width: number;
  height: number;
}

/** Every photo route answers the listing's photos (cover first) and its status, which an upload may change. */
export interface PhotoListDto {
  photos: PhotoDto[];
  listingStatus: ListingStatus;
}

/** Paths of the owner area that other parts link to (mails, dashboard). */
export const OWNER_PATHS = {
  home: '/my-stables',
  newStable: '/my-stables/stall/neu',
  inbox: '/my-stables/anfragen',
} as const;

export interface OwnStableDto extends StableAmenityFlags {
  id: number;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  region: Region;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  rating: number | null;
  reviewCount: number;
  facilities: StableFacility[];
  indoorArenaSize: string | null;
  createdAt: string;
  /** Listings per status, so the UI can warn before a delete. */
  listingCount: number;
  activeListingCount: number;
}

export interface OwnListingDto {
  id: number;
  stableId: number;
  stableName: string;
  region: Region;
  title: string;
  description: string;
  stallType: StallType;
  pricePerMonth: number;
  priceItems: PriceItem[];
  deposit: number | null;
  freePlaces: number;
  availableFrom: string | null;
  features: string[];
  facts: ListingFacts;
  contactPhone: string | null;
  contactEmail: string | null;
  whatsappNumber: string | null;
  status: ListingStatus;
  isPremium: boolean;
  /** Cover first. */
  photos: PhotoDto[];
  viewCount: number;
  views30: number;
  enquiries30: number;
  unreadEnquiries: number;
  /** Whether the public detail page shows it (active or premium). */
  isPublic: boolean;
  /** A moderation hold and its reason (issue 37): hidden for good, or off until corrected; null without one. */
  moderation: { state: 'hidden' | 'change_requested'; reason: string } | null;
  /** When it runs out for want of the owner's updates, or when it ran out (contract/listing-freshness.ts). */
  expiresAt: string | null;
  expiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListingStatsDto {
  listingId: number;
  from: string; // YYYY-MM-DD, first of the STATS_DAYS days
  to: string; // YYYY-MM-DD, today in the platform's time zone
  days: { day: string; views: number; enquiries: number }[];
  totals: { views: number; enquiries: number };
}
