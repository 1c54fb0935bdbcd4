// A viewing as the API reads it: the viewing with its conversation, listing, stable and both sides' addresses,
// in one query that every route, mail, calendar file and the reminder job shares.
import type { Knex } from 'knex';
import type { ViewingStatus } from '#contract/viewings.ts';
import { notFound } from '../http/errors.ts';

export const VIEWING = 'Besichtigung';
export const SLOT = 'Termin';

export type Side = 'owner' | 'enquirer';

export interface ViewingRow {
  id: number;
  slotId: number | null;
  conversationId: number;
  status: ViewingStatus;
  proposedBy: Side;
  cancelledBy: Side | null;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  listingId: number;
  listingTitle: string;
  listingStatus: string;
  stableId: number;
  stableName: string;
  region: string;
  address: string;
  postalCode: string;
  city: string;
  ownerId: number;
  ownerEmail: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerUsername: string;
  enquirerId: number | null;
  enquirerName: string;
  /** The account's address when the enquirer has one, else the enquiry's. */
  enquirerEmail: string;
}

/** The query behind every ViewingRow; narrow it with where clauses on `v.` (viewings) or `c.` (conversations). */
export function viewingRows(db: Knex) {
  return db('viewings as v')
    .join('conversations as c', 'c.id', 'v.conversationId')
    .join('listings as l', 'l.id', 'c.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .join('users as o', 'o.id', 's.ownerId')
    .leftJoin('users as e', 'e.id', 'c.enquirerId')
    .select(
      'v.id',
      'v.slotId',
      'v.conversationId',
      'v.status',
      'v.proposedBy',
      'v.cancelledBy',
      'v.startsAt',
      'v.endsAt',
      'v.sequence',
      'c.listingId',
      'l.title as listingTitle',
      'l.status as listingStatus',
      's.id as stableId',
      's.name as stableName',
      's.region',
      's.address',
      's.postalCode',
      's.city',
      's.ownerId',
      'o.email as ownerEmail',
      'o.firstName as ownerFirstName',
      'o.lastName as ownerLastName',
      'o.username as ownerUsername',
      'c.enquirerId',
      'c.enquirerName',
      db.raw('coalesce(e.email, c.enquirer_email) as enquirer_email'),
    );
}

export async function viewingRow(db: Knex, id: number): Promise<ViewingRow> {
  const row = (await viewingRows(db).where('v.id', id).first()) as ViewingRow | undefined;
  if (!row) throw notFound(VIEWING);
  return row;
}

/** The side `userId` takes in the viewing's conversation (the owner first, as in conversations/access.ts); else 404. */
export function sideOf(row: ViewingRow, userId: number): Side {
  if (row.ownerId === userId) return 'owner';
  if (row.enquirerId === userId) return 'enquirer';
  throw notFound(VIEWING);
}
