// zod schemas of every API input; the server validates with them and the site reuses them for forms.
import { z } from './zod.ts';
import { AMENITY_FILTER_KEYS } from './amenities.ts';
import { LISTING_STATUSES } from './listing-status.ts';
import {
  FEATURED_LIMIT,
  FEATURED_MAX_LIMIT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_OFFSET,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  TEXT_LIMITS,
  USERNAME_MIN_LENGTH,
} from './limits.ts';
import { bboxText } from './bbox.ts';
import { MSG } from './messages.ts';
import { PRICE_RANGES } from './price-bands.ts';
import { REGIONS } from './regions.ts';
import { decodeCursor, INVALID_CURSOR } from './search-cursor.ts';
import { RADII_KM } from './places.ts';
import { SORT_ORDERS } from './sort.ts';
import { STALL_TYPES } from './stall-types.ts';
import { TRAVEL_MINUTES } from './travel.ts';
import { CARE_LEVELS, SPECIAL_NEEDS } from './facts.ts';
import { HOOF_STATES, HORSE_GENDERS, HORSE_LIMITS, HORSE_TURNOUTS, HORSE_TYPES } from './horses.ts';
import { MIN_AREA_RANGE, MIN_HEIGHT_RANGE, SEARCH_FACILITIES, TURNOUT_STEPS } from './search-facts.ts';

z.config(z.locales.de());

/** A required text field: missing, not a string, or blank after trimming all give `message`. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, MSG.tooLong(max));
}

/** An optional text field: blank or missing becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, MSG.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : undefined));
}

// eslint-disable-next-line no-control-regex -- deliberate: control characters are never part of a search
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/u;

/** A search term: trimmed text without control characters (a NUL would otherwise reach the database). */
export const searchText = optionalText(TEXT_LIMITS.search).refine(
  (v) => !v || !CONTROL_CHARACTER.test(v),
  MSG.invalidInput,
);

export const email = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, MSG.emailInvalid)
  .pipe(z.email(MSG.emailInvalid));

export const phone = z
  .string()
  .trim()
  .max(TEXT_LIMITS.phone, MSG.invalidPhone)
  .regex(/^[+0-9 ()/.-]*$/, MSG.invalidPhone)
  .nullish()
  .transform((v) => (v ? v : undefined));

const username = z
  .string({ error: MSG.usernameRequired })
  .trim()
  .min(1, MSG.usernameRequired)
  .min(USERNAME_MIN_LENGTH, MSG.usernameTooShort)
  .max(40, MSG.tooLong(40))
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten');

export const newPassword = z
  .string({ error: MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

// ---- auth ----

export const LoginBody = z.object({
  username: z.string({ error: MSG.usernameRequired }).trim().min(1, MSG.usernameRequired).max(254),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.object({
  email,
  username,
  password: newPassword,
  firstName: requiredText(MSG.firstNameRequired, TEXT_LIMITS.name),
  lastName: requiredText(MSG.lastNameRequired, TEXT_LIMITS.name),
  phone,
  isStableOwner: z.boolean().optional().default(false),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

// ---- public listings ----

const csv = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .string()
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: message })));

/** Query values arrive as strings; "all" and the empty string mean "no filter". */
const filterValue = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(values, { error: message }).optional());

const travelMinutes = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: MSG.invalidMinutes })
    .refine((minutes) => (TRAVEL_MINUTES as readonly number[]).includes(minutes), MSG.invalidMinutes)
    .optional(),
);

/** A whole number from a query string within bounds; the empty string is no filter. */
const wholeIn = ({ min, max }: { min: number; max: number }, message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** A yes/no filter: "true" (or "1") sets it; "false", "0" and the empty string leave it off. */
const flag = z.preprocess(
  (v) => (v === '' || v === 'false' || v === '0' ? undefined : v),
  z
    .enum(['true', '1'], { error: MSG.invalidFlag })
    .optional()
    .transform((v) => (v ? true : undefined)),
);

/**
 * The filters of a listing search, shared by GET /api/listings and the map's clusters (contract/map.ts): the same
 * query values select the same listings in both.
 */
export const listingFilterShape = {
  region: filterValue(REGIONS, MSG.invalidRegion),
  search: searchText,
  location: optionalText(TEXT_LIMITS.search),
  stallType: filterValue(STALL_TYPES, MSG.invalidStallType),
  // An unencoded "600+" in a query string arrives as "600 ".
  priceRange: z.preprocess((v) => (v === '600 ' ? '600+' : v), filterValue(PRICE_RANGES, MSG.invalidPriceRange)),
  amenities: csv(AMENITY_FILTER_KEYS, MSG.invalidAmenity).optional(),
  /** Where the distance is measured from: a postal code, a town or "lat,lon" (the API resolves it). */
  near: searchText,
  /** Kilometres around `near`; RADIUS_DEFAULT_KM when `near` is set without it. */
  radius: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: MSG.invalidRadius })
      .refine((km) => (RADII_KM as readonly number[]).includes(km), MSG.invalidRadius)
      .optional(),
  ),
  /** Travel time (contract/travel.ts): the origins, like `near`, and the longest drive from each in minutes. */
  from: searchText,
  maxMinutes: travelMinutes,
  from2: searchText,
  maxMinutes2: travelMinutes,
  /** The structured facts (contract/search-facts.ts). */
  care: filterValue(CARE_LEVELS, MSG.invalidCare),
  turnout: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: MSG.invalidTurnout })
      .refine((hours) => (TURNOUT_STEPS as readonly number[]).includes(hours), MSG.invalidTurnout)
      .optional(),
  ),
  groupTurnout: flag,
  stallions: flag,
  minHeight: wholeIn(MIN_HEIGHT_RANGE, MSG.invalidMinHeight),
  minArea: wholeIn(MIN_AREA_RANGE, MSG.invalidMinArea),
  freeNow: flag,
  facilities: csv(SEARCH_FACILITIES, MSG.invalidFacility).optional(),
  /** The band of the all-in month (totalMonthly), with the values of `priceRange`. */
  totalRange: z.preprocess((v) => (v === '600 ' ? '600+' : v), filterValue(PRICE_RANGES, MSG.invalidPriceRange)),
  /** The horse of "Nur passende Ställe für {Name}" (contract/horses.ts horseFilterParams). */
  horseName: optionalText(HORSE_LIMITS.name),
  horseHeight: wholeIn(HORSE_LIMITS.heightCm, MSG.invalidHorseHeight),
  horseGender: filterValue(HORSE_GENDERS, MSG.invalidHorse),
  horseAge: wholeIn(HORSE_LIMITS.age, MSG.invalidHorseAge),
  horseType: filterValue(HORSE_TYPES, MSG.invalidHorse),
  horseHoofs: filterValue(HOOF_STATES, MSG.invalidHorse),
  horseNeeds: csv(SPECIAL_NEEDS, MSG.invalidHorse).optional(),
  horseTurnout: filterValue(HORSE_TURNOUTS, MSG.invalidHorse),
  /** Only stables inside this map area: `west,south,east,north` in degrees. */
  bbox: z.preprocess((v) => (v === '' ? undefined : v), bboxText.optional()),
};

type FilterFields = {
  [K in 'near' | 'radius' | 'from' | 'maxMinutes' | 'from2' | 'maxMinutes2']?: string | number | undefined;
};

/** The checks across fields of the filters. */
export function refineFilters(query: FilterFields, ctx: z.RefinementCtx) {
  if (!query.near && query.radius !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['radius'], message: MSG.radiusWithoutPlace });
  }
  if (!query.from && query.maxMinutes !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['maxMinutes'], message: MSG.minutesWithoutOrigin });
  }
  if (!query.from2 && query.maxMinutes2 !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['maxMinutes2'], message: MSG.minutesWithoutOrigin });
  }
  if (query.from2 && !query.from) {
    ctx.addIssue({ code: 'custom', path: ['from2'], message: MSG.secondOriginWithoutFirst });
  }
}

/** Where a search measures its distances from: the place `near`, else the first origin of the travel time. */
export const distanceCentre = (query: { near?: string | undefined; from?: string | undefined }) =>
  query.near ?? query.from;

export const ListingSearchQuery = z
  .object({
    ...listingFilterShape,
    sort: filterValue(SORT_ORDERS, MSG.invalidSort),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    offset: z.coerce
      .number({ error: MSG.invalidOffset })
      .int(MSG.invalidOffset)
      .min(0, MSG.invalidOffset)
      .max(SEARCH_MAX_OFFSET, MSG.offsetTooDeep)
      .default(0),
    /** Where the page starts: the X-Next-Cursor of the page before; sort and filters must be the same. */
    cursor: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined || text === '') return undefined;
        const cursor = decodeCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
        return cursor;
      }),
  })
  .superRefine((query, ctx) => {
    if (!distanceCentre(query) && query.sort === 'distance') {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: MSG.distanceWithoutPlace });
    }
    refineFilters(query, ctx);
    if (!query.cursor) return;
    if (query.offset !== 0) ctx.addIssue({ code: 'custom', path: ['offset'], message: MSG.offsetWithCursor });
    if (query.cursor.sort !== (query.sort ?? (distanceCentre(query) ? 'distance' : 'relevance'))) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: INVALID_CURSOR });
    }
  });
export type ListingSearchQuery = z.infer<typeof ListingSearchQuery>;

/** The travel origins a listing's times are asked from (GET /api/listings/:id/travel, the detail page). */
export const TravelQuery = z.object({ from: searchText, from2: searchText }).superRefine((query, ctx) => {
  if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: MSG.originRequired });
});
export type TravelQuery = z.infer<typeof TravelQuery>;

export const FeaturedQuery = z.object({
  region: filterValue(REGIONS, MSG.invalidRegion),
  limit: z.coerce.number().int().min(1).max(FEATURED_MAX_LIMIT).default(FEATURED_LIMIT),
});
export type FeaturedQuery = z.infer<typeof FeaturedQuery>;

/** A database id (a positive 32-bit integer) as it arrives in a path or query string. */
const idText = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, message);

export const IdParam = z.object({
  id: idText('Ungültige ID'),
});

/** At most this many listings per GET /api/listings/batch (a device keeps at most 200 favourites). */
export const LISTING_BATCH_MAX = 200;

/** GET /api/listings/batch?ids=3,17,42: the ids of the listings to read, comma-separated, distinct. */
export const ListingBatchQuery = z.object({
  ids: z
    .string({ error: 'Bitte geben Sie die IDs der Stallplätze an' })
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'Ungültige ID')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'Ungültige ID')
    .refine((ids) => ids.length <= LISTING_BATCH_MAX, `Höchstens ${LISTING_BATCH_MAX} Stallplätze auf einmal`),
});
export type ListingBatchQuery = z.infer<typeof ListingBatchQuery>;

// ---- contact, enquiries, newsletter ----

export const NewsletterBody = z.object({
  email: z
    .string({ error: MSG.newsletterEmailInvalid })
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, MSG.newsletterEmailInvalid)
    .pipe(z.email(MSG.newsletterEmailInvalid)),
});

// ---- admin ----

export const AdminLoginBody = z.object({
  username: z.string({ error: MSG.adminFieldsMissing }).trim().min(1, MSG.adminFieldsMissing).max(254),
  password: z.string({ error: MSG.adminFieldsMissing }).min(1, MSG.adminFieldsMissing).max(PASSWORD_MAX_LENGTH),
});

const optionalName = optionalText(TEXT_LIMITS.name);

export const AdminCreateUserBody = z.object({
  email,
  username,
  password: newPassword,
  firstName: optionalName,
  lastName: optionalName,
  phone,
  isAdmin: z.boolean().optional().default(false),
  isStableOwner: z.boolean().optional().default(false),
});
export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;

export const AdminUpdateUserBody = z.object({
  email: email.optional(),
  username: username.optional(),
  firstName: optionalName,
  lastName: optionalName,
  phone,
  isAdmin: z.boolean().optional(),
  isStableOwner: z.boolean().optional(),
});
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

export const LISTING_REJECTION_REASON_MAX = 1000;

export const ListingStatusBody = z.object({
  status: z.enum(LISTING_STATUSES, { error: MSG.invalidStatus }),
  /** Optional: why a pending listing is rejected; goes into the owner's mail. */
  reason: optionalText(LISTING_REJECTION_REASON_MAX),
});

export const ListingPremiumBody = z.object({
  isPremium: z.boolean({ error: 'isPremium muss wahr oder falsch sein' }),
});

export const AdminUserQuery = z.object({
  search: searchText,
  role: filterValue(['admin', 'stable_owner', 'user'] as const, 'Unbekannte Rolle'),
});

export const AdminListingQuery = z.object({
  search: searchText,
  status: filterValue(LISTING_STATUSES, MSG.invalidStatus),
  region: filterValue(REGIONS, MSG.invalidRegion),
  /** The listings of one stable (the stables screen links here). */
  stableId: z.preprocess((v) => (v === '' ? undefined : v), idText(MSG.invalidStableId).optional()),
});

export const AdminStableQuery = z.object({
  search: searchText,
  region: filterValue(REGIONS, MSG.invalidRegion),
});
