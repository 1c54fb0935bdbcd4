// The filters of the listings screen as they stand in its URL (?search=&status=&region=&stableId=): unknown
// values fall back to "all", so a hand-edited or outdated link still opens the screen.
import { LISTING_STATUSES, type ListingStatus } from '../../../../../contract/listing-status.ts';
import { ALL_REGIONS, isRegion, type RegionFilter } from '../../../../../contract/regions.ts';

export interface ListingScreenFilters {
  search: string;
  status: ListingStatus | 'all';
  region: RegionFilter;
  stableId: number | null;
}

const isStatus = (value: string | null): value is ListingStatus => (LISTING_STATUSES as readonly (string | null)[]).includes(value);

export function parseListingFilters(params: URLSearchParams): ListingScreenFilters {
  const status = params.get('status');
  const region = params.get('region');
  const stableId = params.get('stableId') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    status: isStatus(status) ? status : 'all',
    region: isRegion(region) ? region : ALL_REGIONS,
    stableId: /^[1-9]\d{0,9}$/.test(stableId) && Number(stableId) <= 2_147_483_647 ? Number(stableId) : null,
  };
}
