// The things a report can be about, read the one way the moderation needs them: whether a report may be made
// (a listing or review that is public), the item in context for the back office, and the affected person who
// gets the statement of reasons. A conversation's affected person is the side that did not report it.
import type { Knex } from 'knex';
import type { ModerationItemDto, ReportKind } from '#contract/moderation.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf, type Region } from '#contract/regions.ts';
import { notFound } from '../http/errors.ts';

/** Who a decision is about: an account, or (an anonymous enquirer) only an address. */
export interface Affected {
  userId: number | null;
  email: string;
  name: string;
  isAdmin: boolean;
}

const NOUN: Record<ReportKind, string> = {
  listing: 'Stallplatz',
  review: 'Bewertung',
  conversation: 'Unterhaltung',
  user: 'Benutzer',
};

interface PersonRow {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  isAdmin: boolean;
}

const personColumns = (alias: string) => [
  `${alias}.id`,
  `${alias}.email`,
  `${alias}.username`,
  `${alias}.firstName`,
  `${alias}.isAdmin`,
];

const affectedOf = (row: PersonRow | undefined): Affected | null =>
  row ? { userId: row.id, email: row.email, name: row.firstName || row.username, isAdmin: row.isAdmin } : null;

/** A public listing's owner, or 404: only what the public sees can be reported. */
export async function publicListingOwner(db: Knex, listingId: number): Promise<number> {
  const row = (await db('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .where('l.id', listingId)
    .whereIn('l.status', [...PUBLIC_STATUSES])
    .first('s.ownerId')) as { ownerId: number } | undefined;
  if (!row) throw notFound(NOUN.listing);
  return row.ownerId;
}

/** A visible review's author (null for a deleted account), or 404. */
export async function visibleReviewAuthor(db: Knex, reviewId: number): Promise<{ userId: number | null }> {
  const row = (await db('reviews').where('id', reviewId).whereNull('hiddenAt').first('userId')) as
    { userId: number | null } | undefined;
  if (!row) throw notFound(NOUN.review);
  return row;
}

/** The person a decision about this item affects; null when nobody with an address is left. */
export async function affectedPerson(
  db: Knex,
  kind: ReportKind,
  itemId: number,
  reporterId: number | null,
): Promise<Affected | null> {
  if (kind === 'listing') {
    return affectedOf(
      await db('listings as l')
        .join('stables as s', 's.id', 'l.stableId')
        .join('users as u', 'u.id', 's.ownerId')
        .where('l.id', itemId)
        .first(personColumns('u')),
    );
  }
  if (kind === 'review') {
    return affectedOf(
      await db('reviews as r').join('users as u', 'u.id', 'r.userId').where('r.id', itemId).first(personColumns('u')),
    );
  }
  if (kind === 'user') return affectedOf(await db('users as u').where('u.id', itemId).first(personColumns('u')));
  const v = (await db('conversations as v')
    .join('listings as l', 'l.id', 'v.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .where('v.id', itemId)
    .first('v.enquirerId', 'v.enquirerEmail', 'v.enquirerName', 's.ownerId')) as
    { enquirerId: number | null; enquirerEmail: string; enquirerName: string; ownerId: number } | undefined;
  if (!v) return null;
  if (reporterId !== v.ownerId) {
    return affectedOf(await db('users as u').where('u.id', v.ownerId).first(personColumns('u')));
  }
  if (v.enquirerId !== null) {
    return affectedOf(await db('users as u').where('u.id', v.enquirerId).first(personColumns('u')));
  }
  return { userId: null, email: v.enquirerEmail, name: v.enquirerName.split(' ')[0] ?? v.enquirerName, isAdmin: false };
}

async function listingItem(db: Knex, id: number): Promise<ModerationItemDto | null> {
  const row = (await db('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .join('users as u', 'u.id', 's.ownerId')
    .where('l.id', id)
    .first(
      'l.title',
      'l.description',
      'l.status',
      'l.moderationState',
      's.name as stableName',
      's.region',
      'u.id as ownerId',
      'u.username',
    )) as
    | {
        title: string;
        description: string | null;
        status: string;
        moderationState: string | null;
        stableName: string;
        region: Region;
        ownerId: number;
        username: string;
      }
    | undefined;
  if (!row) return null;
  const isPublic = (PUBLIC_STATUSES as readonly string[]).includes(row.status);
  return {
    kind: 'listing',
    id,
    title: `${row.stableName}: ${row.title}`,
    lines: [row.description ?? ''],
    publicPath: isPublic ? `/${countryOf(row.region)}/stallplatz/${id}` : null,
    affected: { id: row.ownerId, name: row.username },
    hidden: row.moderationState === 'hidden' || !isPublic,
  };
}

async function reviewItem(db: Knex, id: number): Promise<ModerationItemDto | null> {
  const row = (await db('reviews as r')
    .join('stables as s', 's.id', 'r.stableId')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .where('r.id', id)
    .first(
      'r.text',
      'r.overall',
      'r.reply',
      'r.hiddenAt',
      'r.stableId',
      's.name as stableName',
      'u.id as userId',
      'u.username',
    )) as
    | {
        text: string;
        overall: number;
        reply: string | null;
        hiddenAt: Date | null;
        stableId: number;
        stableName: string;
        userId: number | null;
        username: string | null;
      }
    | undefined;
  if (!row) return null;
  return {
    kind: 'review',
    id,
    title: `Bewertung von ${row.stableName} (${row.overall} von 5 Sternen)`,
    lines: [row.text, ...(row.reply ? [`Antwort des Stalls: ${row.reply}`] : [])],
    publicPath: row.hiddenAt ? null : `/bewertungen/${row.stableId}`,
    affected: row.userId !== null ? { id: row.userId, name: row.username! } : null,
    hidden: row.hiddenAt !== null,
  };
}

async function conversationItem(db: Knex, id: number, reporterId: number | null): Promise<ModerationItemDto | null> {
  const v = (await db('conversations as v')
    .join('listings as l', 'l.id', 'v.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .where('v.id', id)
    .first('v.enquirerName', 's.name as stableName', 'l.title')) as
    { enquirerName: string; stableName: string; title: string } | undefined;
  if (!v) return null;
  const messages = (await db('conversationMessages')
    .where({ conversationId: id })
    .orderBy([
      { column: 'createdAt', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('body', 'sender')) as { body: string; sender: 'enquirer' | 'owner' | 'system' }[];
  const given = v.enquirerName.split(' ')[0] ?? v.enquirerName;
  const who = { enquirer: given, owner: v.stableName, system: 'System' };
  const affected = await affectedPerson(db, 'conversation', id, reporterId);
  return {
    kind: 'conversation',
    id,
    title: `Unterhaltung zwischen ${given} und ${v.stableName} über „${v.title}“`,
    lines: messages.map((m) => `${who[m.sender]}: ${m.body}`),
    publicPath: null,
    affected: affected?.userId ? { id: affected.userId, name: affected.name } : null,
    hidden: false,
  };
}

async function userItem(db: Knex, id: number): Promise<ModerationItemDto | null> {
  const row = (await db('users')
    .where({ id })
    .first('username', 'firstName', 'createdAt', 'blockedAt', 'isStableOwner')) as
    | { username: string; firstName: string | null; createdAt: Date; blockedAt: Date | null; isStableOwner: boolean }
    | undefined;
  if (!row) return null;
  return {
    kind: 'user',
    id,
    title: `Konto ${row.username}`,
    lines: [
      `${row.isStableOwner ? 'Stallbetreiber' : 'Mitglied'} seit ${new Date(row.createdAt).toISOString().slice(0, 10)}`,
    ],
    publicPath: null,
    affected: { id, name: row.username },
    hidden: row.blockedAt !== null,
  };
}

/** The item in context for the back office; null when it is gone. */
export async function itemInContext(
  db: Knex,
  kind: ReportKind,
  id: number,
  reporterId: number | null,
): Promise<ModerationItemDto | null> {
  if (kind === 'listing') return listingItem(db, id);
  if (kind === 'review') return reviewItem(db, id);
  if (kind === 'conversation') return conversationItem(db, id, reporterId);
  return userItem(db, id);
}
