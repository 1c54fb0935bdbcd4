// Seeds the demo data into a fresh in-memory database and checks what visitors and admins will find in it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES, priceBounds } from '#contract/price-bands.ts';
import { REGIONS } from '#contract/regions.ts';
import { STALL_TYPES } from '#contract/stall-types.ts';
import { verifyPassword } from '../auth/password.ts';
import { openDatabase, type Database } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { createLocalStorage } from '../media/storage.ts';
import { buildDemoData } from './demo-data.ts';
import { ListingFactsBody } from '#contract/owner.ts';

import { DEMO_PASSWORD, isEmpty, seedDemoData, type SeedCounts } from './seed.ts';

interface ListingRow {
  id: number;
  stallType: string;
  pricePerMonth: number;
  status: string;
  isPremium: boolean;
  imageUrls: string[];
  viewCount: number;
  region: string;
}

let db: Database;
let mediaDir: string;
let emptyBefore: boolean;
let counts: SeedCounts;
let listings: ListingRow[];

beforeAll(async () => {
  db = await openDatabase({ kind: 'embedded', dataDir: null });
  await migrateLatest(db.knex);
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-seed-'));
  emptyBefore = await isEmpty(db.knex);
  counts = await seedDemoData(db.knex, createLocalStorage(mediaDir));
  listings = await db
    .knex('listings')
    .join('stables', 'stables.id', 'listings.stableId')
    .select('listings.*', 'stables.region');
});

afterAll(async () => {
  await db?.close();
  if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

describe('seedDemoData', () => {
  it('fills an empty database, which then no longer counts as empty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isEmpty(db.knex)).toBe(false);
    const [users] = await db.knex('users').count({ n: '*' });
    const [stables] = await db.knex('stables').count({ n: '*' });
    const [contacts] = await db.knex('contactRequests').count({ n: '*' });
    expect(counts).toEqual({ users: users?.n, stables: stables?.n, listings: listings.length, contacts: contacts?.n });
  });

  it('offers at least 60 listings in all three countries and all four stall types', () => {
    expect(listings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(listings.map((l) => l.region))).toEqual(new Set(REGIONS));
    expect(new Set(listings.map((l) => l.stallType))).toEqual(new Set(STALL_TYPES));
  });

  it.each(PRICE_RANGES)('has listings in the price band %s', (range) => {
    const { min, max } = priceBounds(range);
    const inBand = listings.filter((l) => l.pricePerMonth >= min && (max === null || l.pricePerMonth < max));
    expect(inBand.length).toBeGreaterThan(0);
  });

  it('has premium, inactive and pending listings besides the active ones', () => {
    const statuses = listings.map((l) => l.status);
    expect(listings.some((l) => l.isPremium)).toBe(true);
    for (const status of ['active', 'premium', 'inactive', 'pending']) expect(statuses).toContain(status);
  });

  it('uses five-digit postal codes in Germany and four-digit ones in Austria and Switzerland', async () => {
    const stables: { region: string; postalCode: string }[] = await db.knex('stables').select('region', 'postalCode');
    for (const s of stables) {
      expect(s.postalCode, `${s.region} ${s.postalCode}`).toMatch(s.region === 'germany' ? /^\d{5}$/ : /^\d{4}$/);
    }
  });

  it('places every stable inside Germany, Austria and Switzerland', async () => {
    const stables: { name: string; latitude: number; longitude: number }[] = await db
      .knex('stables')
      .select('name', 'latitude', 'longitude');
    for (const s of stables) {
      expect(s.latitude, s.name).toBeGreaterThanOrEqual(45.8);
      expect(s.latitude, s.name).toBeLessThanOrEqual(55.1);
      expect(s.longitude, s.name).toBeGreaterThanOrEqual(5.9);
      expect(s.longitude, s.name).toBeLessThanOrEqual(17.2);
    }
  });

  it('gives every listing at least one photo of its own that exists in the media storage', async () => {
    for (const l of listings) {
      expect(l.imageUrls.length, `listing ${l.id}`).toBeGreaterThan(0);
      for (const url of l.imageUrls) {
        expect(url).toMatch(new RegExp(`^/media/listings/${l.id}/[A-Za-z0-9_-]{16}-960\\.webp$`));
        await expect(fs.access(fileOf(url))).resolves.toBeUndefined();
      }
    }
  });

  it('stores each photo as 480, 960 and 1200 px WebP files with photo rows in image_urls order', async () => {
    const rows = await db.knex('listingPhotos').orderBy(['listingId', 'position']);
    for (const l of listings) {
      const own = rows.filter((r) => r.listingId === l.id);
      expect(
        own.map((r) => `/media/${r.storageKey}-960.webp`),
        `listing ${l.id}`,
      ).toEqual(l.imageUrls);
      for (const row of own) {
        expect([row.widths, row.width, row.height]).toEqual([[480, 960, 1200], 1200, 800]);
      }
    }
    for (const row of rows.slice(0, 6)) {
      for (const [width, height] of [
        [480, 320],
        [960, 640],
        [1200, 800],
      ] as const) {
        const file = path.join(mediaDir, `${row.storageKey}-${width}.webp`);
        const meta = await sharp(file).metadata();
        expect(meta, file).toMatchObject({ format: 'webp', width, height });
        expect((await fs.stat(file)).size, file).toBeLessThan(60 * 1024);
      }
    }
  });

  it('creates no admin, and every demo account signs in with the demo password', async () => {
    const users: { isAdmin: boolean; isStableOwner: boolean; passwordHash: string }[] = await db
      .knex('users')
      .select('*');
    expect(users.filter((u) => u.isAdmin)).toEqual([]);
    expect(users.some((u) => u.isStableOwner)).toBe(true);
    expect(users.some((u) => !u.isStableOwner)).toBe(true);
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(1);
    expect(await verifyPassword(users[0]?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
  });

  it('leaves two open reports in the moderation queue: a listing and a review', async () => {
    const reports: { kind: string; status: string }[] = await db.knex('moderationReports').select('kind', 'status');
    expect(reports).toEqual([
      { kind: 'listing', status: 'open' },
      { kind: 'review', status: 'open' },
    ]);
  });

  it('records no more daily views for a listing than its view counter shows', async () => {
    const sums: { listingId: number; views: number }[] = await db
      .knex('listingViewDays')
      .select('listingId')
      .sum({ views: 'views' })
      .groupBy('listingId');
    expect(sums.length).toBeGreaterThan(0);
    const viewCount = new Map(listings.map((l) => [l.id, l.viewCount]));
    for (const s of sums) expect(s.views).toBeLessThanOrEqual(viewCount.get(s.listingId) ?? 0);
  });

  it('opens a conversation for every enquiry, with answers from the owners and something unread for a visitor', async () => {
    const [enquiries] = await db.knex('contactRequests').where({ source: 'enquiry' }).count({ n: '*' });
    const conversations: { id: number; enquirerId: number | null }[] = await db.knex('conversations').select();
    expect(conversations.length).toBe(Number(enquiries?.n));
    const replies: { conversationId: number; readAt: Date | null; createdAt: Date }[] = await db
      .knex('conversationMessages')
      .where({ sender: 'owner' })
      .select('conversationId', 'readAt', 'createdAt');
    const answered = new Set(replies.map((r) => r.conversationId));
    expect(conversations.filter((c) => c.enquirerId !== null && answered.has(c.id)).length).toBeGreaterThan(1);
    expect(replies.some((r) => r.readAt === null)).toBe(true);
    for (const r of replies) expect(new Date(r.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('offers viewing slots in the coming four weeks at every stable with a public listing', async () => {
    const slots: { stableId: number; startsAt: Date; capacity: number }[] = await db
      .knex('viewingSlots')
      .select('stableId', 'startsAt', 'capacity');
    const [offering] = await db
      .knex('stables as s')
      .whereExists(db.knex('listings as l').whereRaw('l.stable_id = s.id').whereIn('l.status', ['active', 'premium']))
      .countDistinct({ n: 's.id' });
    expect(new Set(slots.map((slot) => slot.stableId)).size).toBe(Number(offering?.n));
    for (const slot of slots) {
      const inDays = (new Date(slot.startsAt).getTime() - Date.now()) / 86_400_000;
      expect(inDays).toBeGreaterThan(0);
      expect(inDays).toBeLessThan(29);
    }
  });

  it('leaves the owners some unread enquiries, and none answered but unread', async () => {
    const enquiries: { status: string; readAt: Date | null; createdAt: Date }[] = await db
      .knex('contactRequests')
      .where({ source: 'enquiry' })
      .select('status', 'readAt', 'createdAt');
    expect(enquiries.some((e) => e.readAt === null)).toBe(true);
    for (const e of enquiries) {
      if (e.status === 'answered') expect(e.readAt).not.toBeNull();
      if (e.readAt) {
        expect(new Date(e.readAt).getTime()).toBeGreaterThan(new Date(e.createdAt).getTime());
        expect(new Date(e.readAt).getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
  });
});

describe('buildDemoData', () => {
  it('gives every listing facts the contract accepts, using every fact, and every stable its facilities', () => {
    const images = { hills: ['/h.webp'], lowland: ['/l.webp'], alpine: ['/a.webp'] };
    const data = buildDemoData({ now: new Date('2026-11-21T10:00:00Z'), images });
    const used = new Set<string>();
    for (const listing of data.listings) {
      expect(ListingFactsBody.parse(listing.facts)).toEqual(listing.facts);
      expect(listing.facts.careLevel).toBeDefined();
      Object.keys(listing.facts).forEach((key) => used.add(key));
      const boxed = listing.stallType === 'inside_box' || listing.stallType === 'outside_box';
      if (listing.facts.careLevel === 'full') expect(listing.facts.services ?? ['mucking']).toContain('mucking');
      if (!boxed) expect(listing.facts.turnoutHoursSummer).toBe(24);
    }
    expect([...used].sort()).toEqual(Object.keys(ListingFactsBody.in.shape).sort());
    for (const stable of data.stables) {
      expect(stable.facilities.length).toBeGreaterThan(0);
      if (!stable.hasIndoorArena) expect(stable.indoorArenaSize).toBeNull();
    }
    expect(data.stables.some((s) => s.indoorArenaSize)).toBe(true);
  });

  it('builds the same data for the same day', () => {
    const images = { hills: ['/h.webp'], lowland: ['/l.webp'], alpine: ['/a.webp'] };
    const now = new Date('2026-11-21T10:00:00Z');
    expect(buildDemoData({ now, images })).toEqual(buildDemoData({ now: new Date('2026-11-21T18:30:00Z'), images }));
  });
});

describe('the demo reviews', () => {
  it('rest on a verified contact each, and the stables’ ratings are computed from them only', async () => {
    const { verifiedContact } = await import('../reviews/service.ts');
    const reviews = (await db.knex('reviews').select('id', 'stableId', 'userId', 'overall', 'basis')) as {
      stableId: number;
      userId: number;
      overall: number;
      basis: string;
    }[];
    // Enough for the home page's average (20 reviews), some after a viewing and some by confirmed boarders.
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    expect(new Set(reviews.map((r) => r.basis))).toEqual(new Set(['viewing', 'tenancy']));
    for (const review of reviews) {
      const contact = await verifiedContact(db.knex, review.userId, review.stableId);
      expect(contact?.basis, `review of stable ${review.stableId} by user ${review.userId}`).toBe(review.basis);
    }
    const stables = (await db.knex('stables').select('id', 'rating', 'reviewCount')) as {
      id: number;
      rating: number | null;
      reviewCount: number;
    }[];
    for (const stable of stables) {
      const own = reviews.filter((r) => r.stableId === stable.id);
      const average = own.length ? Math.round((own.reduce((s, r) => s + r.overall, 0) / own.length) * 10) / 10 : null;
      expect({ rating: stable.rating === null ? null : Number(stable.rating), count: stable.reviewCount }).toEqual({
        rating: average,
        count: own.length,
      });
    }
    // Some stables have no review yet: no rating, no made-up figure.
    expect(stables.some((s) => s.rating === null && s.reviewCount === 0)).toBe(true);
    // One visitor saw a stable two weeks ago and may still write her review (the demo's "Bewertung schreiben").
    const marie = await db.knex('users').where('username', 'marie.schulz').first('id');
    const pending = (await db
      .knex('viewings as v')
      .join('conversations as c', 'c.id', 'v.conversationId')
      .join('listings as l', 'l.id', 'c.listingId')
      .where('c.enquirerId', marie.id)
      .whereNotExists(db.knex('reviews as r').whereRaw('r.stable_id = l.stable_id').where('r.userId', marie.id))
      .select('l.stableId')) as { stableId: number }[];
    expect(pending.length).toBeGreaterThan(0);
    expect(await verifiedContact(db.knex, marie.id, pending[0]!.stableId)).toEqual({
      basis: 'viewing',
      tenancySince: null,
    });
  });
});
