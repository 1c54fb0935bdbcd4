// Stable amenities: the eight flags a stable carries and the six the search filter offers.

export const STABLE_AMENITIES = [
  'hasWifi',
  'hasParking',
  'hasWashArea',
  'hasRidingArena',
  'hasIndoorArena',
  'hasTrails',
  'hasFeed',
  'hasVet',
] as const;
export type StableAmenity = (typeof STABLE_AMENITIES)[number];
/** A stable's eight amenity flags, as its DTOs and forms carry them. */
export type StableAmenityFlags = Record<StableAmenity, boolean>;

export const STABLE_AMENITY_LABELS: Record<StableAmenity, string> = {
  hasWifi: 'WLAN',
  hasParking: 'Parkplatz',
  hasWashArea: 'Waschplatz',
  hasRidingArena: 'Reitplatz',
  hasIndoorArena: 'Reithalle',
  hasTrails: 'Reitwege',
  hasFeed: 'Fütterung',
  hasVet: 'Tierarzt vor Ort',
};

/** Amenity keys of the search filter (spec section 3), in the order the filter shows them. */
export const AMENITY_FILTER_KEYS = [
  'hasRidingArena',
  'hasWashArea',
  'hasWifi',
  'hasParking',
  'hasFeed',
  'hasVet',
] as const satisfies readonly StableAmenity[];
export type AmenityFilterKey = (typeof AMENITY_FILTER_KEYS)[number];

/** The home page's quick filters and the amenity each one stands for. */
export const QUICK_FILTERS = {
  wifi: 'hasWifi',
  parking: 'hasParking',
  washArea: 'hasWashArea',
  ridingArena: 'hasRidingArena',
} as const satisfies Record<string, AmenityFilterKey>;
