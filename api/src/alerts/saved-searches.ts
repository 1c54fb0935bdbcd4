// Saved searches of accounts and of visitors (after a double opt-in), the account's alerts on favourites, and
// unsubscribing by the links in alert mails.
import type { Knex } from 'knex';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MSG,
  type FavouriteAlertMode,
  type SavedSearchCreateBody,
  type SavedSearchDto,
  type SavedSearchUpdateBody,
  type SavedSearchVisitorBody,
} from '#contract/saved-searches.ts';
import type { Config } from '../config.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { Geocoder } from '../places/geocoder.ts';
import type { SettingsService } from '../settings/service.ts';
import { readSearch } from './criteria.ts';
import { alertToken, verifyAlertToken } from './links.ts';

/** A visitor's confirmation link works this long; an unconfirmed search is cleared after it. */
export const CONFIRM_DAYS = 7;

export interface SavedSearchRow {
  id: number;
  userId: number | null;
  email: string | null;
  name: string;
  query: string;
  frequency: SavedSearchDto['frequency'];
  paused: boolean;
  confirmedAt: Date | null;
  createdAt: Date;
  lastAlertAt: Date | null;
}

export function presentSavedSearch(row: SavedSearchRow): SavedSearchDto {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    paused: row.paused,
    createdAt: new Date(row.createdAt).toISOString(),
    lastAlertAt: row.lastAlertAt ? new Date(row.lastAlertAt).toISOString() : null,
  };
}

const COLUMNS = [
  'id',
  'userId',
  'email',
  'name',
  'query',
  'frequency',
  'paused',
  'confirmedAt',
  'createdAt',
  'lastAlertAt',
];

export async function listSavedSearches(knex: Knex, userId: number): Promise<SavedSearchDto[]> {
  const rows = (await knex('savedSearches')
    .where({ userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(COLUMNS)) as SavedSearchRow[];
  return rows.map(presentSavedSearch);
}

const tooMany = () => new HttpError(409, SAVED_SEARCH_MSG.tooMany);

export async function createSavedSearch(
  knex: Knex,
  geocoder: Geocoder | null,
  userId: number,
  body: SavedSearchCreateBody,
): Promise<SavedSearchDto> {
  const read = await readSearch(body.query, geocoder);
  return knex.transaction(async (trx) => {
    // The account's row orders simultaneous saves, so the limit holds.
    await trx('users').where({ id: userId }).forUpdate().first('id');
    const [{ n }] = (await trx('savedSearches').where({ userId }).count({ n: '*' })) as [{ n: number | string }];
    if (Number(n) >= SAVED_SEARCH_LIMITS.perAccount) throw tooMany();
    const now = new Date();
    const [row] = (await trx('savedSearches')
      .insert({
        userId,
        name: body.name || read.label,
        query: read.query,
        criteria: JSON.stringify(read.criteria),
        frequency: body.frequency,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning(COLUMNS)) as SavedSearchRow[];
    return presentSavedSearch(row!);
  });
}

export async function updateSavedSearch(
  knex: Knex,
  userId: number,
  id: number,
  body: SavedSearchUpdateBody,
): Promise<SavedSearchDto> {
  const changes: Record<string, unknown> = { updatedAt: new Date() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.frequency !== undefined) changes.frequency = body.frequency;
  if (body.paused !== undefined) changes.paused = body.paused;
  const [row] = (await knex('savedSearches')
    .where({ id, userId })
    .update(changes)
    .returning(COLUMNS)) as SavedSearchRow[];
  if (!row) throw notFound('Suchauftrag');
  return presentSavedSearch(row);
}

export async function deleteSavedSearch(knex: Knex, userId: number, id: number): Promise<void> {
  const gone = await knex('savedSearches').where({ id, userId }).delete().returning('id');
  if (gone.length === 0) throw notFound('Suchauftrag');
}

export interface VisitorDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl' | 'sessionSecret'>;
}

const secretOf = (config: Pick<Config, 'sessionSecret'>) => config.sessionSecret ?? 'missing-secret';

/** A visitor's search: stored unconfirmed, with a mail whose link confirms it (double opt-in). */
export async function createVisitorSearch(
  deps: VisitorDeps,
  knex: Knex,
  geocoder: Geocoder | null,
  body: SavedSearchVisitorBody,
): Promise<void> {
  const read = await readSearch(body.query, geocoder);
  const email = body.email.trim();
  await knex.transaction(async (trx) => {
    // One address's saves in turn, so its limit holds.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`saved-searches:${email.toLowerCase()}`]);
    const [{ n }] = (await trx('savedSearches')
      .whereNull('userId')
      .whereRaw('lower(email) = lower(?)', [email])
      .count({ n: '*' })) as [{ n: number | string }];
    if (Number(n) >= SAVED_SEARCH_LIMITS.perAccount) throw tooMany();
    const now = new Date();
    const [row] = (await trx('savedSearches')
      .insert({
        email,
        name: body.name || read.label,
        query: read.query,
        criteria: JSON.stringify(read.criteria),
        frequency: body.frequency,
        createdAt: now,
        updatedAt: now,
      })
      .returning(['id', 'name'])) as { id: number; name: string }[];
    const { siteName } = await deps.settings.get(trx);
    const link = `${deps.config.siteUrl}/suchauftraege/bestaetigen/${alertToken(secretOf(deps.config), { confirm: row!.id })}`;
    const { text, html } = renderMail({
      siteName,
      greeting: 'Hallo,',
      paragraphs: [
        `du möchtest bei ${siteName} per E-Mail erfahren, wenn neue Stallplätze zu deiner Suche „${row!.name}“ passen.`,
        `Bitte bestätige dazu deine E-Mail-Adresse. Der Link gilt ${CONFIRM_DAYS} Tage.`,
        'Wenn du das nicht warst, ignoriere diese E-Mail einfach: Ohne Bestätigung schicken wir dir nichts.',
      ],
      action: { label: 'Suchauftrag bestätigen', url: link },
    });
    await deps.jobs.enqueueMail(trx, { to: email, subject: 'Bitte bestätige deinen Suchauftrag', text, html });
  });
}

/** Confirms a visitor's search; its name, or null for a link that is forged, expired or of a deleted search. */
export async function confirmVisitorSearch(knex: Knex, secret: string, token: string): Promise<string | null> {
  const subject = verifyAlertToken(secret, token);
  if (!subject || !('confirm' in subject)) return null;
  return knex.transaction(async (trx) => {
    const row = (await trx('savedSearches').where({ id: subject.confirm }).forUpdate().first(COLUMNS)) as
      SavedSearchRow | undefined;
    if (!row) return null;
    if (!row.confirmedAt) {
      if (Date.now() - new Date(row.createdAt).getTime() > CONFIRM_DAYS * 24 * 3600 * 1000) return null;
      await trx('savedSearches').where({ id: row.id }).update({ confirmedAt: new Date(), updatedAt: new Date() });
      // An account with this address proved to be its own takes the search at once.
      const account = (await trx('users')
        .whereRaw('lower(email) = lower(?)', [row.email])
        .whereNotNull('emailVerifiedAt')
        .first('id')) as { id: number } | undefined;
      if (account) await takeOverSavedSearches(trx, account.id, row.email!);
    }
    return row.name;
  });
}

/**
 * Gives `userId` the confirmed searches a visitor saved with `email`, once the account has shown that the address
 * is its own (called with the conversations' take-over: registration confirmed, sign-in with a confirmed address).
 */
export async function takeOverSavedSearches(db: Knex, userId: number, email: string): Promise<number> {
  return db('savedSearches')
    .whereNull('userId')
    .whereNotNull('confirmedAt')
    .whereRaw('lower(email) = lower(?)', [email])
    .update({ userId, email: null, updatedAt: new Date() });
}

export type Unsubscribed = 'search' | 'favourites' | null;

/**
 * Stops what an unsubscribe token names: an account's search is paused (it stays in /suchauftraege to resume), a
 * visitor's search is deleted, an account's alerts on favourites are turned off. Null for a token naming nothing.
 */
export async function unsubscribeAlerts(knex: Knex, secret: string, token: string): Promise<Unsubscribed> {
  const subject = verifyAlertToken(secret, token);
  if (!subject || 'confirm' in subject) return null;
  if ('favourites' in subject) {
    const changed = await knex('users')
      .where({ id: subject.favourites })
      .update({ favouriteAlerts: 'off' })
      .returning('id');
    return changed.length > 0 ? 'favourites' : null;
  }
  const row = (await knex('savedSearches').where({ id: subject.search }).first('id', 'userId')) as
    { id: number; userId: number | null } | undefined;
  if (!row) return null;
  if (row.userId === null) await knex('savedSearches').where({ id: row.id }).delete();
  else await knex('savedSearches').where({ id: row.id }).update({ paused: true, updatedAt: new Date() });
  return 'search';
}

export async function favouriteAlertModeOf(knex: Knex, userId: number): Promise<FavouriteAlertMode> {
  const row = (await knex('users').where({ id: userId }).first('favouriteAlerts')) as
    { favouriteAlerts: FavouriteAlertMode } | undefined;
  return row?.favouriteAlerts ?? 'off';
}

export async function setFavouriteAlertMode(knex: Knex, userId: number, mode: FavouriteAlertMode): Promise<void> {
  await knex('users').where({ id: userId }).update({ favouriteAlerts: mode });
}

/** Visitors' searches never confirmed within the link's time (the hourly housekeeping may call it). */
export async function clearUnconfirmed(knex: Knex, now = new Date()): Promise<number> {
  return knex('savedSearches')
    .whereNull('confirmedAt')
    .where('createdAt', '<', new Date(now.getTime() - CONFIRM_DAYS * 24 * 3600 * 1000))
    .delete();
}
