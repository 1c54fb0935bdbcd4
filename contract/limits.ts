// Business constants and limits of spec section 9, shared by the API and the site.

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

export const FEATURED_LIMIT = 6;
export const FEATURED_MAX_LIMIT = 24;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 100;
/**
 * The deepest OFFSET the search accepts: 10 pages of 24 by number; further pages follow the cursor of the page
 * before (X-Next-Cursor), which costs the same at page 5,000 as at page 2.
 */
export const SEARCH_MAX_OFFSET = 240;
/**
 * A search counts its matches up to this many; above it the total reads "über 1.000", which is true: that many were
 * seen (api/src/search/page.ts).
 */
export const COUNT_CAP = 1_000;
export const SEARCH_SKELETON_CARDS = 9;
export const STRUCTURED_DATA_MAX_ITEMS = 10;

export const DESCRIPTION_TEASER_LENGTH = 100;
export const MOBILE_BREADCRUMB_TITLE_LENGTH = 25;
export const MAP_ZOOM = 13;
/** Default map centre (Munich) when a stable has no coordinates. */
export const DEFAULT_MAP_CENTER = { latitude: 48.1351, longitude: 11.582 } as const;
export const PRICE_VALID_DAYS = 30;
export const CONTACT_RESPONSE_HOURS = 24;

export const POLL_INTERVAL_MS = 30_000;
export const TOAST_DURATION_MS = 5000;

export const THEME_STORAGE_KEY = 'theme';

/** Upper bounds on free text, so a single request cannot store megabytes. */
export const TEXT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
  search: 200,
} as const;

/** The platform's calendar: days and months of statistics and reports are counted in this time zone. */
export const HOME_TIME_ZONE = 'Europe/Berlin';

/** Upper bounds of the numeric platform settings (the API's schema and the settings form check both). */
export const MAX_LISTINGS_LIMIT = 10_000;
export const MAX_PREMIUM_PRICE = 100_000;
/** Longest texts of the platform settings (the API's schema and the settings form check both). */
export const SETTINGS_TEXT_LIMITS = {
  siteName: 80,
  siteDescription: 300,
  maintenanceText: 1000,
  contactEmail: 254,
} as const;
/** A brand colour of the platform settings: six hex digits after '#'. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
