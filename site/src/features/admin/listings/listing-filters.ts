// The filters of the listings screen as they stand in its URL (?search=&status=&region=&stableId=&expiring=), with the
// options of its selects; unknown values fall back to "all", so a hand-edited or outdated link still opens.
import { LISTING_STATUSES, LISTING_STATUS_LABELS, type ListingStatus } from '#contract/listing-status.ts';
import { REGIONS, REGION_NAMES, type RegionFilter } from '#contract/regions.ts';

export const LISTING_FILTER_DEFAULTS = {
  search: '',
  status: 'all' as ListingStatus | 'all',
  region: 'all' as RegionFilter,
  stableId: '',
  expiring: 'all' as 'all' | 'soon',
};

export const LISTING_FILTER_VALUES = {
  status: ['all', ...LISTING_STATUSES],
  region: ['all', ...REGIONS],
  expiring: ['all', 'soon'],
};

/** "bald ablaufend": listings that run out within 7 days (contract/listing-freshness.ts EXPIRY_REMINDER_DAYS). */
export const EXPIRY_OPTIONS: readonly { value: 'all' | 'soon'; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'soon', label: 'Bald ablaufend (7 Tage)' },
];

export const STATUS_OPTIONS: readonly { value: ListingStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'Alle' },
  ...LISTING_STATUSES.map((status) => ({ value: status, label: LISTING_STATUS_LABELS[status] })),
];

export const REGION_OPTIONS: readonly { value: RegionFilter; label: string }[] = [
  { value: 'all', label: 'Alle Regionen' },
  ...REGIONS.map((region) => ({ value: region, label: REGION_NAMES[region] })),
];

/** The stable id of `?stableId=`, or null when it is missing or not a database id. */
export function parseStableId(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}
