// Reading waiting-list entries with what their screens and mails need: the place on the list (ranked among the
// active entries, so gaps left by those who went never show), the person, the horse, the listing and its owner,
// and the latest offer.
import type { Knex } from 'knex';
import { countryOf } from '#contract/regions.ts';
import type { WaitlistEntryState, WaitlistOfferState } from '#contract/waitlists.ts';

export const ENTRY = 'Eintrag';
export const OFFER = 'Angebot';

export interface EntryRow {
  id: number;
  listingId: number;
  userId: number;
  horseId: number | null;
  note: string | null;
  position: number | null;
  state: WaitlistEntryState;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** The place among the active entries (1 = first); null for entries that left the list. */
  rank: number | null;
  total: number;
  listingTitle: string;
  listingStatus: string;
  freePlaces: number;
  region: string;
  stableName: string;
  ownerId: number;
  ownerEmail: string;
  userEmail: string;
  userUsername: string;
  userFirstName: string | null;
  userLastName: string | null;
  horseName: string | null;
  horseType: string | null;
  horseBreed: string | null;
  horseAge: number | null;
  horseHeightCm: number | null;
  offerId: number | null;
  offerState: WaitlistOfferState | null;
  offerExpiresAt: Date | string | null;
  offerConversationId: number | null;
}

/**
 * Entries with their rank and the list's length, the listing, the person, the horse and the latest offer. `lists`
 * names the listings whose lists are ranked (a subquery of listing ids): the ranking reads whole lists only.
 */
export function entryRows(db: Knex, lists: Knex.QueryBuilder | number[]) {
  const ranked = db('waitlistEntries')
    .whereIn('listingId', lists)
    .select(
      'waitlistEntries.*',
      db.raw(
        `CASE WHEN position IS NULL THEN NULL
           ELSE row_number() OVER (PARTITION BY listing_id, position IS NULL ORDER BY position, id) END AS rank`,
      ),
      db.raw(`count(position) OVER (PARTITION BY listing_id) AS total`),
    )
    .as('e');
  return db
    .from(ranked)
    .join('listings as l', 'l.id', 'e.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .join('users as owner', 'owner.id', 's.ownerId')
    .join('users as u', 'u.id', 'e.userId')
    .leftJoin('horses as h', 'h.id', 'e.horseId')
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT o.id, o.state, o.expires_at, o.conversation_id FROM waitlist_offers o
         WHERE o.entry_id = e.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS lo ON true`,
    )
    .select(
      'e.id',
      'e.listingId',
      'e.userId',
      'e.horseId',
      'e.note',
      'e.position',
      'e.state',
      'e.createdAt',
      'e.updatedAt',
      'e.rank',
      'e.total',
      'l.title as listingTitle',
      'l.status as listingStatus',
      'l.freePlaces',
      's.region',
      's.name as stableName',
      's.ownerId',
      'owner.email as ownerEmail',
      'u.email as userEmail',
      'u.username as userUsername',
      'u.firstName as userFirstName',
      'u.lastName as userLastName',
      'h.name as horseName',
      'h.type as horseType',
      'h.breed as horseBreed',
      'h.age as horseAge',
      'h.heightCm as horseHeightCm',
      'lo.id as offerId',
      'lo.state as offerState',
      'lo.expiresAt as offerExpiresAt',
      'lo.conversationId as offerConversationId',
    );
}

/** Count columns arrive as strings from PostgreSQL. */
export function normalise(row: EntryRow): EntryRow {
  return { ...row, rank: row.rank == null ? null : Number(row.rank), total: Number(row.total) };
}

export async function entryRow(db: Knex, id: number): Promise<EntryRow | undefined> {
  const row = (await entryRows(db, db('waitlistEntries').where({ id }).select('listingId'))
    .where('e.id', id)
    .first()) as EntryRow | undefined;
  return row && normalise(row);
}

export const personNameOf = (row: Pick<EntryRow, 'userFirstName' | 'userLastName' | 'userUsername'>): string =>
  [row.userFirstName, row.userLastName].filter(Boolean).join(' ') || row.userUsername;

export const listingPathOf = (row: Pick<EntryRow, 'listingId' | 'region'>): string =>
  `/${countryOf(row.region)}/stallplatz/${row.listingId}`;

export const ownerWaitlistPathOf = (listingId: number): string => `/my-stables/warteliste/${listingId}`;
