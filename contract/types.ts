// Shapes of the API's JSON responses, as the presenters produce them and the site consumes them.
import type { LegalDocument } from './legal.ts';
import type { StableAmenityFlags } from './amenities.ts';
import type { ListingStatus } from './listing-status.ts';
import type { Region } from './regions.ts';
import type { StallType } from './stall-types.ts';
import type { TravelTimeDto } from './travel.ts';
import type { PriceItem } from './costs.ts';
import type { ListingFacts, StableFacility } from './facts.ts';

export interface PublicUser {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isAdmin: boolean;
  isStableOwner: boolean;
  /** Whether the e-mail address was confirmed through the mailed link. */
  emailVerified: boolean;
  /** A new address waiting for its confirmation; `email` stays in use until then. */
  pendingEmail: string | null;
  createdAt: string;
  /** In the session's own answers (GET /api/user, sign-in, sign-up): legal documents whose current version the
   *  member has not accepted yet (contract/legal.ts); the site asks for them at the next visit. */
  consentsDue?: LegalDocument[];
}

export interface StableDto extends StableAmenityFlags {
  id: number;
  name: string;
  description: string | null;
  address: string;
  city: string;
  postalCode: string;
  region: Region;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  reviewCount: number;
  /** Facilities beyond the eight amenity flags (contract/facts.ts). */
  facilities: StableFacility[];
  /** The indoor hall's size as the owner wrote it ("20 × 40 m"), or null. */
  indoorArenaSize: string | null;
}

export interface ListingImageDto {
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
}

export interface ListingDto {
  id: number;
  title: string;
  description: string;
  stallType: StallType;
  /** The base price (Grundpreis); `priceItems` says what is in it and what comes on top. */
  pricePerMonth: number;
  priceItems: PriceItem[];
  /** The deposit (Kaution) in euros, or null. */
  deposit: number | null;
  /** The base price and every required recurring extra, per month (contract/costs.ts totalMonthly). */
  totalMonthly: number;
  /** Free places of this listing; 0: "Derzeit belegt" (the listing stays public). */
  freePlaces: number;
  availableFrom: string | null;
  /** Care, turnout, the place, admission rules and contract terms; a missing key is not known. */
  facts: ListingFacts;
  imageUrls: string[];
  /** The same pictures as imageUrls (cover first) with their responsive sizes; srcset and size are null for
   * pictures stored without sizes (e.g. older demo data). */
  images: ListingImageDto[];
  features: string[];
  isPremium: boolean;
  viewCount: number;
  createdAt: string;
  status: ListingStatus;
  contactPhone: string | null;
  contactEmail: string | null;
  whatsappNumber: string | null;
  stable: StableDto;
  /**
   * Great-circle km from a distance search's place (`near`, else the first travel origin `from`), one decimal;
   * only in the answers of such a search.
   */
  distanceKm?: number;
  /** The driving time from each travel origin (`from`, `from2`, in that order); only in the answers of such a search. */
  travel?: TravelTimeDto[];
}

export interface AdminSession {
  id: number;
  username: string;
  isAdmin: boolean;
}

export interface MaintenanceInfo {
  maintenanceMode: boolean;
  maintenanceText: string;
}

export interface AdminStats {
  totalUsers: number;
  recentRegistrations: number;
  totalStables: number;
  activeListings: number;
  premiumListings: number;
  totalContacts: number;
  totalListings: number;
  averageRating: number;
  pendingListings: number;
}

export type ActivityType = 'registration' | 'listing' | 'contact' | 'status';

export interface ActivityItem {
  action: string;
  timestamp: string;
  type: ActivityType;
}

export interface AdminStableDto extends StableDto {
  owner: { id: number; username: string; name: string; email: string };
  listingCount: number;
  listingStatuses: Record<ListingStatus, number>;
  createdAt: string;
}

export interface ReportMonth {
  month: string; // YYYY-MM
  users: number;
  listings: number;
  contacts: number;
}

export interface AdminReport {
  generatedAt: string;
  kpis: {
    userGrowthPercent: number | null;
    averageViewsPerListing: number;
    conversionRatePercent: number;
    premiumSharePercent: number;
  };
  monthly: ReportMonth[];
  regions: { region: Region; listings: number; percent: number }[];
  /** The most viewed listings of any status; region and status tell whether and where the public sees them. */
  topListings: {
    id: number;
    title: string;
    region: Region;
    status: ListingStatus;
    views: number;
    contacts: number;
    conversionPercent: number;
  }[];
  /** Contacts count every message; enquiries only those about a listing (the conversion's numerator). */
  totals: { users: number; listings: number; contacts: number; enquiries: number; views: number };
}
