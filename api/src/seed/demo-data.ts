// Builds the demo data set in memory: owners and their stables, listings, visitors, messages and newsletter sign-ups.
// Deterministic: a fixed PRNG seed, and all dates relative to the day passed in, so a given day always yields the same data.
import { STABLE_AMENITIES, type StableAmenity } from '#contract/amenities.ts';
import { DAY_MS, DemoClock } from './demo-clock.ts';
import { buildContacts, buildNewsletterSignups, buildVisitors } from './demo-contacts.ts';
import { buildListings, type StableContext } from './demo-listings.ts';
import { STABLE_OWNERS, type StableKind } from './demo-stables.ts';
import type { DemoData, DemoImagePool, DemoStable, DemoUser } from './demo-types.ts';
import { mobileNumber } from './phone-numbers.ts';
import { Prng } from './prng.ts';
import { stableDescription } from './stable-texts.ts';
import { townByName } from './towns.ts';
import { demoFacilities } from './demo-facts.ts';

/** How likely a stable of each kind has each amenity. */
const AMENITY_ODDS: Record<StableKind, Record<StableAmenity, number>> = {
  reitanlage: {
    hasWifi: 0.7,
    hasParking: 1,
    hasWashArea: 0.95,
    hasRidingArena: 1,
    hasIndoorArena: 0.85,
    hasTrails: 0.55,
    hasFeed: 0.95,
    hasVet: 0.4,
  },
  pension: {
    hasWifi: 0.45,
    hasParking: 0.9,
    hasWashArea: 0.8,
    hasRidingArena: 0.75,
    hasIndoorArena: 0.3,
    hasTrails: 0.85,
    hasFeed: 0.9,
    hasVet: 0.15,
  },
  offenstall: {
    hasWifi: 0.25,
    hasParking: 0.85,
    hasWashArea: 0.5,
    hasRidingArena: 0.5,
    hasIndoorArena: 0.05,
    hasTrails: 0.95,
    hasFeed: 0.8,
    hasVet: 0.1,
  },
  gestuet: {
    hasWifi: 0.6,
    hasParking: 1,
    hasWashArea: 0.9,
    hasRidingArena: 0.85,
    hasIndoorArena: 0.6,
    hasTrails: 0.7,
    hasFeed: 1,
    hasVet: 0.6,
  },
};

/** "Gut Birkenhain" -> "gut-birkenhain", for the stables' example e-mail domains. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface BuildOptions {
  now?: Date;
  images: DemoImagePool;
}

export function buildDemoData({ now = new Date(), images }: BuildOptions): DemoData {
  const rng = new Prng(20_261_121);
  const clock = new DemoClock(now);
  const users: DemoUser[] = [];
  const stables: DemoStable[] = [];
  const contexts: StableContext[] = [];

  STABLE_OWNERS.forEach((owner, ownerIndex) => {
    const homeRegion = townByName(owner.stables[0]!.town).region;
    const phone = mobileNumber(rng, homeRegion);
    const ownerCreated = clock.daysAgo(245 - ownerIndex * 4, rng);
    const { firstName, lastName, username, email } = owner;
    users.push({ email, username, firstName, lastName, phone, isStableOwner: true, createdAt: ownerCreated });
    for (const seed of owner.stables) {
      const town = townByName(seed.town);
      const amenities = Object.fromEntries(
        STABLE_AMENITIES.map((key) => [key, rng.chance(AMENITY_ODDS[seed.kind][key])]),
      ) as Record<StableAmenity, boolean>;
      // The draws that once made up a rating and a count stay, so the rest of the demo data stays as it was.
      rng.float(0, 1);
      rng.int(0, 1);
      stables.push({
        ownerIndex,
        name: seed.name,
        description: stableDescription(rng, {
          name: seed.name,
          region: town.region,
          kind: seed.kind,
          setting: seed.setting,
          amenities,
        }),
        address: seed.street,
        city: town.name,
        postalCode: town.postalCode,
        region: town.region,
        // Stables lie on the outskirts, not on the town hall square.
        latitude: Math.round((town.latitude + rng.float(-0.025, 0.025)) * 1e5) / 1e5,
        longitude: Math.round((town.longitude + rng.float(-0.035, 0.035)) * 1e5) / 1e5,
        // No rating of its own: computed from the demo's reviews (demo-reviews.ts), like any stable's.
        rating: null,
        reviewCount: 0,
        createdAt: new Date(ownerCreated.getTime() + rng.int(1, 8) * DAY_MS),
        ...amenities,
        ...demoFacilities(stables.length, seed.kind, amenities.hasIndoorArena),
      });
      contexts.push({ seed, ownerPhone: phone, email: `info@${slugOf(seed.name)}.example` });
    }
  });

  const { listings, statusChanges } = buildListings(rng, clock, stables, contexts, images);
  // A listing that names the hall's size speaks for its stable.
  for (const listing of listings) {
    const stable = stables[listing.stableIndex]!;
    if (stable.hasIndoorArena && listing.features.includes('Reithalle 20 × 40 m')) stable.indoorArenaSize = '20 × 40 m';
  }
  users.push(...buildVisitors(rng, clock));
  return {
    users,
    stables,
    listings,
    statusChanges,
    contacts: buildContacts(rng, clock, { users, stables, listings }),
    newsletterSignups: buildNewsletterSignups(rng, clock),
  };
}
