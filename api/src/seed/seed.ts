// Fills an empty database with the demo data set: pictures first, then every row in one transaction.
import type { Knex } from 'knex';
import { hashPassword } from '../auth/password.ts';
import type { MediaStorage } from '../media/storage.ts';
import { buildDemoData } from './demo-data.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoViewingSlots } from './demo-viewings.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoTrust } from './demo-trust.ts';
import { seedDemoModeration } from './demo-moderation.ts';
import { currentConsentRows } from '../consents/service.ts';
import { seedDemoFreshness } from './demo-freshness.ts';
import { attachPhotoCopies } from '../photos/copies.ts';
import { writeDemoImages } from './images.ts';

/** The documented password of every demo account (never of the admin, which the server creates separately). */
export const DEMO_PASSWORD = 'stallfinder-demo';

export interface SeedOptions {
  /** A ready argon2id hash of DEMO_PASSWORD; hashing once per process keeps repeated seeding (tests) fast. */
  passwordHash?: string;
  /** The reference day the demo dates count back from; today by default. */
  now?: Date;
}

// A type alias (not an interface), so the counts can go straight into a log line's fields.
export type SeedCounts = {
  users: number;
  stables: number;
  listings: number;
  contacts: number;
};

/** The argon2id hash of DEMO_PASSWORD, computed once and shared by every demo account. */
export function hashDemoPassword(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

/** True when there is nothing to show yet: no stables and no listings. */
export async function isEmpty(knex: Knex): Promise<boolean> {
  const [stables] = await knex('stables').count({ count: '*' });
  const [listings] = await knex('listings').count({ count: '*' });
  return Number(stables?.count ?? 0) === 0 && Number(listings?.count ?? 0) === 0;
}

async function insertReturningId(trx: Knex.Transaction, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = (await trx(table).insert(row).returning('id')) as { id: number }[];
  if (!inserted) throw new Error(`Insert into ${table} returned no id`);
  return inserted.id;
}

function idAt(ids: number[], index: number | null): number | null {
  if (index === null) return null;
  const id = ids[index];
  if (id === undefined) throw new Error(`Demo data refers to missing row ${index}`);
  return id;
}

export async function seedDemoData(knex: Knex, storage: MediaStorage, opts: SeedOptions = {}): Promise<SeedCounts> {
  // Pictures go first: the rows refer to their URLs, and a file without a row is harmless while the reverse is not.
  const { pool: images, scenes } = await writeDemoImages(storage);
  const data = buildDemoData({ now: opts.now, images });
  const passwordHash = opts.passwordHash ?? (await hashDemoPassword());

  let extraContacts = 0;
  await knex.transaction(async (trx) => {
    const userIds: number[] = [];
    for (const user of data.users) {
      userIds.push(
        await insertReturningId(trx, 'users', {
          ...user,
          passwordHash,
          isAdmin: false,
          updatedAt: user.createdAt,
          emailVerifiedAt: user.createdAt,
        }),
      );
    }

    // The demo members accepted the current AGB and Datenschutzerklärung, so no journey starts with that question.
    await trx('user_consents').insert(currentConsentRows(userIds, opts.now ?? new Date()));

    const stableIds: number[] = [];
    for (const { ownerIndex, ...stable } of data.stables) {
      stableIds.push(
        await insertReturningId(trx, 'stables', {
          ...stable,
          ownerId: idAt(userIds, ownerIndex),
          updatedAt: stable.createdAt,
        }),
      );
    }

    const listingIds: number[] = [];
    const viewDays: { listingId: number; day: string; views: number }[] = [];
    for (const { stableIndex, viewDays: days, imageUrls, features, priceItems, facts, ...listing } of data.listings) {
      const listingId = await insertReturningId(trx, 'listings', {
        ...listing,
        priceItems: JSON.stringify(priceItems),
        facts: JSON.stringify(facts),
        stableId: idAt(stableIds, stableIndex),
        imageUrls: JSON.stringify(imageUrls),
        features: JSON.stringify(features),
      });
      listingIds.push(listingId);
      for (const d of days) viewDays.push({ listingId, ...d });
      // Each listing gets its own photo rows and files (copies of the scenes), like an owner's upload: the
      // pages show them with srcset, and the owner can reorder or delete them without touching other listings.
      const sources = imageUrls.map((url) => scenes.get(url)).filter((photo) => photo !== undefined);
      await attachPhotoCopies(trx, storage, listingId, sources);
    }
    await trx.batchInsert('listing_view_days', viewDays, 500);

    await trx('listing_status_changes').insert(
      data.statusChanges.map(({ listingIndex, changedByIndex, ...change }) => ({
        ...change,
        listingId: idAt(listingIds, listingIndex),
        changedBy: idAt(userIds, changedByIndex),
      })),
    );
    await trx('contact_requests').insert(
      data.contacts.map(({ listingIndex, userIndex, ...contact }) => ({
        ...contact,
        listingId: idAt(listingIds, listingIndex),
        userId: idAt(userIds, userIndex),
      })),
    );
    await seedDemoConversations(trx, opts.now ?? new Date());
    await seedDemoViewingSlots(trx, opts.now ?? new Date());
    extraContacts = (await seedDemoReviews(trx, opts.now ?? new Date())).contacts;
    await seedDemoTrust(trx, opts.now ?? new Date());
    await seedDemoModeration(trx, opts.now ?? new Date());
    await seedDemoFreshness(trx, opts.now ?? new Date());
    await trx('newsletter_signups').insert(data.newsletterSignups);
  });

  return {
    users: data.users.length,
    stables: data.stables.length,
    listings: data.listings.length,
    contacts: data.contacts.length + extraContacts,
  };
}
