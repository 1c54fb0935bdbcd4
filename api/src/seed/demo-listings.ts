// Demo listings of the stables: stall types, prices, statuses, texts, photos, view history and status changes.
import type { ListingStatus } from '#contract/listing-status.ts';
import type { Region } from '#contract/regions.ts';
import type { StallType } from '#contract/stall-types.ts';
import { DAY_MS, type DemoClock } from './demo-clock.ts';
import type { StableKind, StableSeed } from './demo-stables.ts';
import type { DemoImagePool, DemoListing, DemoStable, DemoStatusChange } from './demo-types.ts';
import { germanDay } from './german-text.ts';
import { listingTexts, type ListingTextInput } from './listing-texts.ts';
import { Prng } from './prng.ts';
import { demoPriceList } from './demo-prices.ts';
import { demoFacts } from './demo-facts.ts';

const VIEW_HISTORY_DAYS = 60;

/** What the listings of a stable share besides the stable row: its hand-written seed and contact details. */
export interface StableContext {
  seed: StableSeed;
  ownerPhone: string;
  email: string;
}

const OFFERS: Record<StableKind, StallType[]> = {
  reitanlage: ['inside_box', 'outside_box', 'inside_box', 'outside_box'],
  pension: ['inside_box', 'outside_box', 'pasture'],
  offenstall: ['open_stable', 'pasture', 'open_stable', 'outside_box'],
  gestuet: ['outside_box', 'pasture', 'inside_box', 'open_stable'],
};

/** Monthly rent in euro: [cheapest, dearest] of each stall type. */
const PRICE_RANGES: Record<StallType, [number, number]> = {
  pasture: [120, 250],
  open_stable: [200, 380],
  inside_box: [350, 650],
  outside_box: [400, 900],
};

/**
 * Prices of all listings: within each stall type the places spread evenly over the price range (so every price band
 * of the search filter has listings), then Swiss yards move up, Austrian ones a little down, riding centres up and
 * open stables down.
 */
function pricesOf(rng: Prng, plans: ListingPlan[], stables: DemoStable[]): number[] {
  const prices: number[] = [];
  for (const [type, [min, max]] of Object.entries(PRICE_RANGES) as [StallType, [number, number]][]) {
    const ofType = plans.flatMap((plan, index) => (plan.stallType === type ? [index] : []));
    const quantiles = rng.shuffle(ofType.map((_, i) => (i + rng.next()) / ofType.length));
    ofType.forEach((index, i) => {
      const plan = plans[index] as ListingPlan;
      const region = stables[plan.stableIndex]?.region;
      const q = quantiles[i] as number;
      const regional = region === 'switzerland' ? 0.45 + 0.55 * q : region === 'austria' ? 0.8 * q : 0.95 * q;
      const bonus = plan.seed.kind === 'reitanlage' ? 0.08 : plan.seed.kind === 'offenstall' ? -0.08 : 0;
      const raw = min + (max - min) * Math.min(1, Math.max(0, regional + bonus));
      const step = raw >= 300 ? 10 : 5;
      prices[index] = Math.round(raw / step) * step;
    });
  }
  return prices;
}

/** Status plan per region: how many listings of each country are premium, inactive or pending. */
const STATUS_QUOTAS: Record<Region, { premium: number; premiumActive: number; inactive: number; pending: number }> = {
  germany: { premium: 4, premiumActive: 2, inactive: 3, pending: 3 },
  austria: { premium: 1, premiumActive: 1, inactive: 1, pending: 1 },
  switzerland: { premium: 1, premiumActive: 1, inactive: 1, pending: 1 },
};

interface ListingPlan {
  stableIndex: number;
  seed: StableSeed;
  stallType: StallType;
  status: ListingStatus;
  isPremium: boolean;
}

function planListings(rng: Prng, stables: DemoStable[], contexts: StableContext[]): ListingPlan[] {
  const plans: ListingPlan[] = [];
  contexts.forEach(({ seed }, stableIndex) => {
    const offers = rng.shuffle(OFFERS[seed.kind]);
    for (let i = 0; i < seed.listings; i++) {
      plans.push({
        stableIndex,
        seed,
        stallType: offers[i % offers.length] as StallType,
        status: 'active',
        isPremium: false,
      });
    }
  });
  for (const region of ['germany', 'austria', 'switzerland'] as const) {
    const quota = STATUS_QUOTAS[region];
    const ofRegion = rng.shuffle(plans.filter((p) => stables[p.stableIndex]?.region === region));
    const take = (count: number, status: ListingStatus, isPremium: boolean) => {
      for (const plan of ofRegion.splice(0, count)) Object.assign(plan, { status, isPremium });
    };
    take(quota.premium, 'premium', true);
    take(quota.premiumActive, 'active', true);
    take(quota.inactive, 'inactive', false);
    take(quota.pending, 'pending', false);
  }
  return plans;
}

/** Simulated daily views from the day a listing went live until it went offline: the total and the recent days. */
function simulateViews(rng: Prng, clock: DemoClock, plan: ListingPlan, age: number, offlineAge: number | null) {
  if (plan.status === 'pending') return { total: 0, days: [] };
  const perDay = plan.isPremium ? rng.float(9, 20) : plan.status === 'inactive' ? rng.float(1, 4) : rng.float(1.5, 8);
  let total = 0;
  const days: { day: string; views: number }[] = [];
  for (let ago = age; ago >= (offlineAge ?? 0); ago--) {
    const date = new Date(clock.today.getTime() - ago * DAY_MS);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.35 : 1;
    const fresh = age - ago < 7 ? 1.5 : 1;
    const views = Math.round(perDay * weekend * fresh * rng.float(0.5, 1.5));
    total += views;
    if (ago < VIEW_HISTORY_DAYS && views > 0) days.push({ day: clock.day(-ago), views });
  }
  return { total, days };
}

/**
 * Free places: mostly one, some stables offer two or three of a kind, and about one listing in ten is let for now
 * ("Derzeit belegt"). Drawn from the listing's own generator, so the rest of the demo data stays as it was.
 */
function freePlaces(listingIndex: number): number {
  const rng = new Prng(0xf4ee_0001 + listingIndex * 104_729);
  const roll = rng.next();
  return roll < 0.1 ? 0 : roll < 0.8 ? 1 : rng.int(2, 3);
}

function availableFrom(rng: Prng, clock: DemoClock, plan: ListingPlan, age: number): string {
  if (plan.status === 'inactive' || rng.chance(0.4)) return clock.day(-Math.max(0, age - rng.int(0, 10)));
  // Places usually free up on the 1st or the 15th of a month.
  const target = new Date(clock.today.getTime() + rng.int(14, 120) * DAY_MS);
  const day = target.getUTCDate() < 15 ? 15 : 1;
  const month = day === 1 ? target.getUTCMonth() + 1 : target.getUTCMonth();
  return new Date(Date.UTC(target.getUTCFullYear(), month, day)).toISOString().slice(0, 10);
}

export function buildListings(
  rng: Prng,
  clock: DemoClock,
  stables: DemoStable[],
  contexts: StableContext[],
  images: DemoImagePool,
): { listings: DemoListing[]; statusChanges: DemoStatusChange[] } {
  const plans = planListings(rng, stables, contexts);
  const prices = pricesOf(rng, plans, stables);
  // Pending listings are the newest (waiting for approval); the others spread over the last seven months.
  const settledAges = rng.shuffle(
    plans.filter((p) => p.status !== 'pending').map((_, i, all) => 12 + Math.round((i * 200) / all.length)),
  );
  const listings: DemoListing[] = [];
  const statusChanges: DemoStatusChange[] = [];
  const titles = new Set<string>();

  plans.forEach((plan, listingIndex) => {
    const stable = stables[plan.stableIndex]!;
    const { seed, ownerPhone, email } = contexts[plan.stableIndex]!;
    const stableAge = clock.ageOf(stable.createdAt);
    const age = plan.status === 'pending' ? rng.int(1, 9) : Math.min(settledAges.pop() ?? 30, stableAge - 2);
    const createdAt = clock.daysAgo(age, rng);
    const offlineAge = plan.status === 'inactive' ? rng.int(3, Math.max(4, Math.floor(age / 2))) : null;
    const from = availableFrom(rng, clock, plan, age);
    const whatsappNumber = rng.chance(0.7) ? ownerPhone : null;
    const textInput: ListingTextInput = {
      stableName: seed.name,
      city: stable.city,
      region: stable.region,
      kind: seed.kind,
      setting: seed.setting,
      amenities: stable,
      stallType: plan.stallType,
      availableLabel: from > clock.day(0) ? germanDay(from, stable.region) : null,
      hasWhatsapp: whatsappNumber !== null,
    };
    const texts = listingTexts(rng, textInput, titles);
    titles.add(texts.title);
    const views = simulateViews(rng, clock, plan, age, offlineAge);
    const imageCount = rng.pick([1, 2, 2, 3, 3, 3, 4, 4]);
    let updatedAt = createdAt;

    if (plan.status === 'inactive' && offlineAge !== null) {
      updatedAt = clock.daysAgo(offlineAge, rng);
      statusChanges.push({
        listingIndex,
        changedByIndex: stable.ownerIndex,
        fromStatus: 'active',
        toStatus: 'inactive',
        createdAt: updatedAt,
      });
    }
    if (plan.status === 'premium') {
      updatedAt = clock.daysAgo(Math.max(1, age - rng.int(2, 20)), rng);
      statusChanges.push({
        listingIndex,
        changedByIndex: null,
        fromStatus: 'active',
        toStatus: 'premium',
        createdAt: updatedAt,
      });
    }
    if (plan.status === 'active' && age < 40) {
      // Recently approved: the platform switched them from pending to active a day after they were created.
      updatedAt = new Date(createdAt.getTime() + DAY_MS);
      statusChanges.push({
        listingIndex,
        changedByIndex: null,
        fromStatus: 'pending',
        toStatus: 'active',
        createdAt: updatedAt,
      });
    }

    listings.push({
      stableIndex: plan.stableIndex,
      ...texts,
      stallType: plan.stallType,
      pricePerMonth: prices[listingIndex] as number,
      ...demoPriceList(listingIndex, plan.stallType, prices[listingIndex] as number, stable.hasIndoorArena),
      freePlaces: freePlaces(listingIndex),
      facts: demoFacts(listingIndex, plan.stallType, seed.kind, [texts.description, ...texts.features].join('\n')),
      availableFrom: from,
      imageUrls: rng.sample(images[seed.landscape], imageCount),
      isPremium: plan.isPremium,
      viewCount: views.total,
      status: plan.status,
      contactPhone: ownerPhone,
      contactEmail: email,
      whatsappNumber,
      createdAt,
      updatedAt,
      viewDays: views.days,
    });
  });

  statusChanges.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { listings, statusChanges };
}
