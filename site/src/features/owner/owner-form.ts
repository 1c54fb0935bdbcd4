// Form state of the owner area: the client-side check of a stable, and the form values to and from the
// contract's shapes.
import { fieldErrors } from '#contract/field-errors.ts';
import { STABLE_AMENITIES, type StableAmenity } from '#contract/amenities.ts';
import { OWNER_MSG, POSTAL_CODE_PATTERNS, StableBody, type OwnListingDto, type OwnStableDto } from '#contract/owner.ts';
import type { Region } from '#contract/regions.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { PriceItem } from '#contract/costs.ts';
import type { StableFacility } from '#contract/facts.ts';
import { factsFormValues, factsInput, type FactsFormValues } from './listings/facts-form.ts';
import { formatGermanDate, parseGermanDate } from '#site/lib/german-date.ts';

export type FieldErrors = Record<string, string>;

/**
 * The messages of StableBody for a form's input. The schema checks the postal code against the country only
 * once every field passed; here it is checked alongside, so the owner sees every problem at once.
 */
export function stableErrors(input: Record<string, unknown>): FieldErrors | null {
  const parsed = StableBody.safeParse(input);
  if (parsed.success) return null;
  const errors = fieldErrors(parsed.error);
  const region = input.region as Region;
  const postalCode = String(input.postalCode ?? '').trim();
  if (
    !errors.postalCode &&
    postalCode &&
    region in POSTAL_CODE_PATTERNS &&
    !POSTAL_CODE_PATTERNS[region].test(postalCode)
  ) {
    errors.postalCode = POSTAL_CODE_MESSAGES[region];
  }
  return errors;
}

const POSTAL_CODE_MESSAGES: Record<Region, string> = {
  germany: OWNER_MSG.postalCodeGermany,
  austria: OWNER_MSG.postalCodeAustria,
  switzerland: OWNER_MSG.postalCodeSwitzerland,
};

export interface StableFormValues {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  region: Region;
  /** Text of the number inputs; the pin writes them too. Empty: not yet placed. */
  latitude: string;
  longitude: string;
  description: string;
  amenities: Record<StableAmenity, boolean>;
  facilities: StableFacility[];
  /** Shown and sent with a Reithalle only. */
  indoorArenaSize: string;
}

export function stableFormValues(stable?: OwnStableDto): StableFormValues {
  return {
    name: stable?.name ?? '',
    address: stable?.address ?? '',
    postalCode: stable?.postalCode ?? '',
    city: stable?.city ?? '',
    region: stable?.region ?? 'germany',
    latitude: stable?.latitude == null ? '' : String(stable.latitude),
    longitude: stable?.longitude == null ? '' : String(stable.longitude),
    description: stable?.description ?? '',
    amenities: Object.fromEntries(STABLE_AMENITIES.map((key) => [key, stable?.[key] ?? false])) as Record<
      StableAmenity,
      boolean
    >,
    facilities: stable?.facilities ?? [],
    indoorArenaSize: stable?.indoorArenaSize ?? '',
  };
}

/** A coordinate typed in German ("48,1") or English ("48.1") notation; NaN when it is no number. */
export function parseCoordinate(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body StableBody checks (unparsed: the schema trims and reports). */
export function stableInput(values: StableFormValues): Record<string, unknown> {
  return {
    name: values.name,
    address: values.address,
    postalCode: values.postalCode,
    city: values.city,
    region: values.region,
    latitude: parseCoordinate(values.latitude),
    longitude: parseCoordinate(values.longitude),
    description: values.description,
    ...values.amenities,
    facilities: values.facilities,
    indoorArenaSize: values.amenities.hasIndoorArena ? values.indoorArenaSize : null,
  };
}

export interface PriceItemValues extends Omit<PriceItem, 'amount'> {
  amount: string;
}

/** An amount as the form shows it: "12,5" for 12.5. */
const amountText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount).replace('.', ',');

export interface ListingFormValues {
  stableId: string;
  title: string;
  description: string;
  stallType: StallType;
  pricePerMonth: string;
  /** The price list as typed: amounts as text ("12,50"). */
  priceItems: PriceItemValues[];
  deposit: string;
  freePlaces: string;
  availableFrom: string;
  features: string[];
  /** Care, turnout, the place, admission and contract terms (listings/facts-form.ts). */
  facts: FactsFormValues;
  contactPhone: string;
  contactEmail: string;
  whatsappNumber: string;
}

export function listingFormValues(listing?: OwnListingDto, stableId?: number): ListingFormValues {
  return {
    stableId: String(listing?.stableId ?? stableId ?? ''),
    title: listing?.title ?? '',
    description: listing?.description ?? '',
    stallType: listing?.stallType ?? 'outside_box',
    pricePerMonth: listing ? amountText(listing.pricePerMonth) : '',
    // An included item costs nothing extra: its field stays empty rather than showing 0.
    priceItems: (listing?.priceItems ?? []).map((item) => ({
      ...item,
      amount: item.kind === 'included' && item.amount === 0 ? '' : amountText(item.amount),
    })),
    deposit: amountText(listing?.deposit),
    freePlaces: String(listing?.freePlaces ?? 1),
    // Shown and typed as TT.MM.JJJJ (issue 39.18); sent as the ISO date.
    availableFrom: formatGermanDate(listing?.availableFrom?.slice(0, 10) ?? ''),
    features: listing?.features ?? [],
    facts: factsFormValues(listing?.facts),
    contactPhone: listing?.contactPhone ?? '',
    contactEmail: listing?.contactEmail ?? '',
    whatsappNumber: listing?.whatsappNumber ?? '',
  };
}

/** A price typed as "450", "450,50" or "1.250,00"; undefined when empty, NaN when it is no amount. */
export function parsePrice(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (!trimmed) return undefined;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The body ListingBody checks. */
export function listingInput(values: ListingFormValues): Record<string, unknown> {
  return {
    stableId: values.stableId ? Number(values.stableId) : undefined,
    title: values.title,
    description: values.description,
    stallType: values.stallType,
    pricePerMonth: parsePrice(values.pricePerMonth),
    // An included item without an amount costs nothing extra.
    priceItems: values.priceItems.map((item) => ({
      ...item,
      amount: parsePrice(item.amount) ?? (item.kind === 'included' ? 0 : undefined),
    })),
    deposit: parsePrice(values.deposit) ?? null,
    freePlaces: values.freePlaces.trim() === '' ? undefined : Number(values.freePlaces.trim()),
    // A text that is no date goes on as it is, for ListingBody's message.
    availableFrom: parseGermanDate(values.availableFrom) ?? (values.availableFrom.trim() || null),
    features: values.features,
    facts: factsInput(values.facts),
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
    whatsappNumber: values.whatsappNumber,
  };
}
