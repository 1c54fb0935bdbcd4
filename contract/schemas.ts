// zod schemas of every API input; the server validates with them and the site reuses them for forms.
import { acceptTerms } from './consents.ts';
import { z } from './zod.ts';
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
import { REGIONS } from './regions.ts';
import { decodeCursor, INVALID_CURSOR } from './search-cursor.ts';
import { RADII_KM } from './places.ts';
import { SORT_ORDERS } from './sort.ts';
import { TRAVEL_MINUTES } from './travel.ts';
import { readFilters, type FilterValues } from './search-filters.ts';

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
  /** The AGB and the Datenschutzerklärung, accepted in their current versions (contract/legal.ts). */
  acceptTerms,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

// ---- public listings ----

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

/**
 * Where a listing search looks and the text it looks for: the region, free text, and the place (a radius around
 * `near`, travel times from `from` and `from2`, a map area). The filters are the registry's
 * (contract/search-filters.ts), read by `withFilters`.
 */
export const searchWhereShape = {
  region: filterValue(REGIONS, MSG.invalidRegion),
  search: searchText,
  location: optionalText(TEXT_LIMITS.search),
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
  /** Only stables inside this map area: `west,south,east,north` in degrees. */
  bbox: z.preprocess((v) => (v === '' ? undefined : v), bboxText.optional()),
};

/**
 * Reads a query's registry filters into `filters` (a value not understood answers 400 under its parameter, with the
 * filter's message) and keeps only the parameters of `shape` besides them.
 */
export function withFilters<S extends z.ZodRawShape>(shape: S) {
  return (query: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const text = (key: string) => {
      const value = query[key];
      if (Array.isArray(value)) return value.join(',');
      return typeof value === 'string' ? value : undefined;
    };
    const { values, errors } = readFilters(text);
    for (const { key, message } of errors) ctx.addIssue({ code: 'custom', path: [key], message });
    const kept = Object.fromEntries(Object.keys(shape).map((key) => [key, query[key]]));
    return { ...kept, filters: values } as z.output<z.ZodObject<S>> & { filters: FilterValues };
  };
}

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

const searchShape = {
  ...searchWhereShape,
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
};

export const ListingSearchQuery = z
  .looseObject(searchShape)
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
  })
  .transform(withFilters(searchShape));
export type ListingSearchQuery = z.output<typeof ListingSearchQuery>;

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
    .string({ error: 'Bitte gib die IDs der Stallplätze an' })
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
  /** `soon`: "bald ablaufend", runs out within EXPIRY_REMINDER_DAYS (contract/listing-freshness.ts). */
  expiring: filterValue(['soon'], 'Unbekannter Ablauf-Filter'),
});

export const AdminStableQuery = z.object({
  search: searchText,
  region: filterValue(REGIONS, MSG.invalidRegion),
});
