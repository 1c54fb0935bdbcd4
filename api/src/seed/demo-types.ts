// Shapes of the demo data set: plain rows that refer to each other by position, before the database assigns ids.
import type { StableAmenity } from '#contract/amenities.ts';
import type { ListingStatus } from '#contract/listing-status.ts';
import type { Region } from '#contract/regions.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { PriceItem } from '#contract/costs.ts';
import type { ListingFacts, StableFacility } from '#contract/facts.ts';
import type { Landscape } from './scene/stable-scene.ts';

export type DemoImagePool = Record<Landscape, string[]>;

export interface DemoUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isStableOwner: boolean;
  createdAt: Date;
}

export interface DemoStable extends Record<StableAmenity, boolean> {
  ownerIndex: number;
  name: string;
  description: string;
  address: string;
  city: string;
  postalCode: string;
  region: Region;
  latitude: number;
  longitude: number;
  /** Always null and 0: computed from real reviews only (demo-reviews.ts). */
  rating: null;
  reviewCount: 0;
  facilities: StableFacility[];
  indoorArenaSize: string | null;
  createdAt: Date;
}

export interface DemoListing {
  stableIndex: number;
  title: string;
  description: string;
  stallType: StallType;
  pricePerMonth: number;
  priceItems: PriceItem[];
  deposit: number | null;
  freePlaces: number;
  availableFrom: string; // YYYY-MM-DD
  imageUrls: string[];
  features: string[];
  facts: ListingFacts;
  isPremium: boolean;
  viewCount: number;
  status: ListingStatus;
  contactPhone: string;
  contactEmail: string;
  whatsappNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
  viewDays: { day: string; views: number }[]; // the last 60 days, days without views left out
}

export interface DemoStatusChange {
  listingIndex: number;
  changedByIndex: number | null; // a user index; null for the platform (admins are not part of the demo data)
  fromStatus: ListingStatus | null;
  toStatus: ListingStatus;
  createdAt: Date;
}

export interface DemoContact {
  source: 'contact_form' | 'enquiry';
  listingIndex: number | null;
  userIndex: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  moveInDate: string | null;
  status: 'new' | 'answered';
  /** When the listing's owner opened it; only enquiries are read by owners. */
  readAt: Date | null;
  createdAt: Date;
}

export interface DemoNewsletterSignup {
  topic: 'stallverwaltung';
  email: string;
  confirmedAt: Date | null;
  createdAt: Date;
}

export interface DemoData {
  users: DemoUser[];
  stables: DemoStable[];
  listings: DemoListing[];
  statusChanges: DemoStatusChange[];
  contacts: DemoContact[];
  newsletterSignups: DemoNewsletterSignup[];
}
