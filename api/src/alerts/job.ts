// The minute's alert job (docs/alerts.md): record what changed (events.ts), match it against the saved searches and
// favourites (match.ts), then mail what is due: instant searches and accounts every minute, daily ones once a day
// from ALERT_DIGEST_HOUR (Europe/Berlin), weekly ones on Mondays from then. A mail's rows are locked (SKIP LOCKED),
// marked mailed and its mail queued (the outbox) in one transaction, so several workers never mail one match twice.
import type { Knex } from 'knex';
import { ALERT_DIGEST_HOUR } from '#contract/saved-searches.ts';
import type { HorseData } from '#contract/horses.ts';
import type { Region } from '#contract/regions.ts';
import type { ListingDto } from '#contract/types.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { presentHorse, type HorseRow } from '../horses/presenter.ts';
import type { JobQueue, ScheduledWork } from '../jobs/queue.ts';
import type { SearchEngine } from '../search/index.ts';
import type { SettingsService } from '../settings/service.ts';
import type { Criteria } from './criteria.ts';
import { berlinToday, detectChanges } from './events.ts';
import { favouriteAlertMail, searchAlertMail, type FavouriteNews } from './mail.ts';
import { matchEvents, type MatchFigures } from './match.ts';
import { clearUnconfirmed } from './saved-searches.ts';

export const ALERT_QUEUE = 'alerts';

export interface AlertDeps {
  jobs: Pick<JobQueue, 'enqueueMail' | 'enqueueMails'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl' | 'sessionSecret'>;
  search: Pick<SearchEngine, 'listings'>;
}

const berlinHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' });
const berlinWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short' });

/** The frequencies due at `now`: instant always, daily from the digest hour, weekly on Mondays from then. */
export function dueFrequencies(now: Date): ('instant' | 'daily' | 'weekly')[] {
  if (Number(berlinHour.format(now)) < ALERT_DIGEST_HOUR) return ['instant'];
  return berlinWeekday.format(now) === 'Mon' ? ['instant', 'daily', 'weekly'] : ['instant', 'daily'];
}

/** SQL: a saved search `s` due at `now` (bindings: the frequencies, today in Berlin). */
const DUE = `s.frequency = ANY (?::text[]) AND NOT s.paused AND s.confirmed_at IS NOT NULL
  AND (s.frequency = 'instant' OR s.digest_at IS NULL OR (s.digest_at AT TIME ZONE 'Europe/Berlin')::date < ?::date)`;

/** Searches mailed in one transaction. */
const SEARCHES_PER_BATCH = 500;

interface DueSearch {
  id: number;
  userId: number | null;
  email: string;
  firstName: string | null;
  name: string;
  query: string;
  criteria: Criteria | string;
  frequency: string;
}

/** Mails every due search's new matches; answers how many mails were queued. */
export async function sendSearchAlerts(deps: AlertDeps, knex: Knex, now: Date): Promise<number> {
  const due = dueFrequencies(now);
  const today = berlinToday(now);
  const dueList = `{${due.join(',')}}`;
  const { siteName } = await deps.settings.get(knex);
  let mailed = 0;
  let after = 0;
  /** The listings of this run's mails, read once for all batches (a listing is new to many searches). */
  const listings = new Map<number, ListingDto>();
  const read = new Set<number>();
  for (;;) {
    // First, outside the transaction (the listings are read through the search engine's own connection): the next
    // due searches with news, their matches and listings, and their accounts' horses.
    const peek = await knex.raw<{ rows: { id: number }[] }>(
      `SELECT s.id FROM saved_searches s
        WHERE ${DUE} AND s.id > ?
          AND EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.saved_search_id = s.id AND m.mailed_at IS NULL)
        ORDER BY s.id LIMIT ${SEARCHES_PER_BATCH}`,
      [dueList, today, after],
    );
    if (peek.rows.length === 0) break;
    const ids = peek.rows.map((row) => row.id);
    after = ids[ids.length - 1]!;
    const pending = await knex.raw<{ rows: { listingId: number }[] }>(
      `SELECT DISTINCT listing_id AS "listingId" FROM saved_search_matches
        WHERE saved_search_id = ANY (?::integer[]) AND mailed_at IS NULL`,
      [`{${ids.join(',')}}`],
    );
    const asked = new Set(pending.rows.map((row) => row.listingId));
    const askedIds = [...asked].filter((id) => !read.has(id));
    for (const id of askedIds) read.add(id);
    for (let i = 0; i < askedIds.length; i += 500) {
      for (const listing of await deps.search.listings(askedIds.slice(i, i + 500))) listings.set(listing.id, listing);
    }
    mailed += await knex.transaction(async (trx) => {
      const locked = await trx.raw<{ rows: DueSearch[] }>(
        `SELECT s.id, s.user_id AS "userId", coalesce(u.email, s.email) AS email, u.first_name AS "firstName",
                s.name, s.query, s.criteria, s.frequency
           FROM saved_searches s LEFT JOIN users u ON u.id = s.user_id
          WHERE s.id = ANY (?::integer[]) AND ${DUE}
          ORDER BY s.id FOR UPDATE OF s SKIP LOCKED`,
        [`{${ids.join(',')}}`, dueList, today],
      );
      if (locked.rows.length === 0) return 0;
      const lockedIds = locked.rows.map((row) => row.id);
      const matches = await trx.raw<{ rows: { savedSearchId: number; listingId: number }[] }>(
        `SELECT saved_search_id AS "savedSearchId", listing_id AS "listingId" FROM saved_search_matches
          WHERE saved_search_id = ANY (?::integer[]) AND mailed_at IS NULL
          ORDER BY created_at DESC, event_id DESC`,
        [`{${lockedIds.join(',')}}`],
      );
      const userIds = [...new Set(locked.rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
      const horses = new Map<number, HorseData>();
      if (userIds.length > 0) {
        const rows = (
          await trx.raw<{ rows: HorseRow[] }>(
            `SELECT DISTINCT ON (user_id) id, user_id AS "userId", name, height_cm AS "heightCm", gender, age, type, breed,
                  hoofs, needs, turnout, discipline, created_at AS "createdAt", updated_at AS "updatedAt"
             FROM horses WHERE user_id = ANY (?::integer[]) ORDER BY user_id, updated_at DESC, id DESC`,
            [`{${userIds.join(',')}}`],
          )
        ).rows;
        for (const row of rows) horses.set(row.userId, presentHorse(row));
      }
      const bySearch = new Map<number, number[]>();
      const done: { s: number; l: number }[] = [];
      for (const { savedSearchId, listingId } of matches.rows) {
        // A listing not read before the transaction came in meanwhile: it waits for the next run.
        if (!asked.has(listingId)) continue;
        done.push({ s: savedSearchId, l: listingId });
        // A listing no longer public is marked, not shown.
        if (!listings.has(listingId)) continue;
        const list = bySearch.get(savedSearchId) ?? [];
        list.push(listingId);
        bySearch.set(savedSearchId, list);
      }
      const messages: MailMessage[] = [];
      const alerted: number[] = [];
      for (const search of locked.rows) {
        const found = bySearch.get(search.id);
        if (!found || found.length === 0) continue;
        const criteria =
          typeof search.criteria === 'string' ? (JSON.parse(search.criteria) as Criteria) : search.criteria;
        const message = searchAlertMail(
          {
            searchId: search.id,
            to: search.email,
            firstName: search.firstName,
            account: search.userId !== null,
            name: search.name,
            query: search.query,
            criteria,
            listings: found.slice(0, 10).map((id) => listings.get(id)!),
            count: found.length,
            horse: search.userId === null ? null : (horses.get(search.userId) ?? null),
          },
          siteName,
          deps.config,
        );
        messages.push(message);
        alerted.push(search.id);
      }
      // The batch's mails in the outbox, in the transaction that marks their matches mailed.
      await deps.jobs.enqueueMails(trx, messages, { bulk: true });
      if (done.length > 0) {
        await trx.raw(
          `UPDATE saved_search_matches m SET mailed_at = ?
             FROM unnest(?::integer[], ?::integer[]) AS t (s, l)
            WHERE m.saved_search_id = t.s AND m.listing_id = t.l`,
          [now, `{${done.map((d) => d.s).join(',')}}`, `{${done.map((d) => d.l).join(',')}}`],
        );
      }
      if (alerted.length > 0) {
        await trx('savedSearches').whereIn('id', alerted).update({ lastAlertAt: now });
      }
      // A daily or weekly search is due once per day: mailed or not, it waits for the next.
      await trx.raw(
        `UPDATE saved_searches SET digest_at = ? WHERE id = ANY (?::integer[]) AND frequency <> 'instant'`,
        [now, `{${lockedIds.join(',')}}`],
      );
      return messages.length;
    });
  }
  // The due daily and weekly searches without news have had their day (or week) too.
  if (due.length > 1) {
    await knex.raw(`UPDATE saved_searches s SET digest_at = ? WHERE ${DUE} AND s.frequency <> 'instant'`, [
      now,
      dueList,
      today,
    ]);
  }
  return mailed;
}

/** Mails each account's news about its favourites (instant every minute, daily from the digest hour). */
export async function sendFavouriteAlerts(deps: AlertDeps, knex: Knex, now: Date): Promise<number> {
  const daily = dueFrequencies(now).includes('daily');
  const today = berlinToday(now);
  const { siteName } = await deps.settings.get(knex);
  return knex.transaction(async (trx) => {
    const users = await trx.raw<{ rows: { id: number; email: string; firstName: string | null; mode: string }[] }>(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.favourite_alerts AS mode
         FROM users u
        WHERE (u.favourite_alerts = 'instant'
               OR (? AND u.favourite_alerts = 'daily'
                   AND (u.favourite_digest_at IS NULL
                        OR (u.favourite_digest_at AT TIME ZONE 'Europe/Berlin')::date < ?::date)))
          AND EXISTS (SELECT 1 FROM favourite_alert_items i WHERE i.user_id = u.id AND i.mailed_at IS NULL)
        ORDER BY u.id FOR UPDATE OF u SKIP LOCKED`,
      [daily, today],
    );
    if (users.rows.length === 0) return 0;
    const items = await trx.raw<{
      rows: (Omit<FavouriteNews, 'price' | 'total' | 'oldPrice' | 'oldTotal'> & {
        userId: number;
        eventId: number;
        region: Region;
        price: string | null;
        total: string | null;
        oldPrice: string | null;
        oldTotal: string | null;
      })[];
    }>(
      `SELECT i.user_id AS "userId", i.event_id AS "eventId", i.listing_id AS "listingId", i.kind, l.title,
              st.region, ls.price, ls.total, e.old_price AS "oldPrice", e.old_total AS "oldTotal"
         FROM favourite_alert_items i
         JOIN alert_events e ON e.id = i.event_id
         JOIN listings l ON l.id = i.listing_id
         JOIN stables st ON st.id = l.stable_id
         LEFT JOIN listing_search ls ON ls.listing_id = i.listing_id
        WHERE i.user_id = ANY (?::integer[]) AND i.mailed_at IS NULL
        ORDER BY i.event_id`,
      [`{${users.rows.map((u) => u.id).join(',')}}`],
    );
    const byUser = new Map<number, FavouriteNews[]>();
    for (const item of items.rows) {
      // "cheaper" of a listing taken down meanwhile says nothing more.
      if (item.kind !== 'gone' && item.price === null) continue;
      const list = byUser.get(item.userId) ?? [];
      // One line per listing and kind: the latest.
      const same = list.findIndex((n) => n.listingId === item.listingId && n.kind === item.kind);
      const news: FavouriteNews = {
        listingId: item.listingId,
        kind: item.kind,
        title: item.title,
        region: item.region,
        price: item.price === null ? null : Number(item.price),
        total: item.total === null ? null : Number(item.total),
        oldPrice: item.oldPrice === null ? null : Number(item.oldPrice),
        oldTotal: item.oldTotal === null ? null : Number(item.oldTotal),
      };
      if (same >= 0) list[same] = { ...news, oldPrice: list[same]!.oldPrice, oldTotal: list[same]!.oldTotal };
      else list.push(news);
      byUser.set(item.userId, list);
    }
    let mailed = 0;
    for (const user of users.rows) {
      const news = byUser.get(user.id);
      if (!news?.length) continue;
      await deps.jobs.enqueueMail(
        trx,
        favouriteAlertMail(
          { userId: user.id, email: user.email, firstName: user.firstName },
          news,
          siteName,
          deps.config,
          user.mode === 'daily',
        ),
        { bulk: true },
      );
      mailed += 1;
    }
    const ids = `{${users.rows.map((u) => u.id).join(',')}}`;
    await trx.raw(
      `UPDATE favourite_alert_items SET mailed_at = ? WHERE user_id = ANY (?::integer[]) AND mailed_at IS NULL`,
      [now, ids],
    );
    await trx.raw(
      `UPDATE users SET favourite_digest_at = ? WHERE id = ANY (?::integer[]) AND favourite_alerts = 'daily'`,
      [now, ids],
    );
    return mailed;
  });
}

export interface AlertRun extends MatchFigures {
  detected: number;
  searchMails: number;
  favouriteMails: number;
  /** Milliseconds of the three steps. */
  ms: { detect: number; match: number; mail: number };
}

/** One run of the job at `now`. */
export async function runAlerts(deps: AlertDeps, knex: Knex, now: Date): Promise<AlertRun> {
  const t0 = performance.now();
  const detected = await detectChanges(knex, now);
  const t1 = performance.now();
  const figures = await matchEvents(knex, deps.search, now);
  const t2 = performance.now();
  const searchMails = await sendSearchAlerts(deps, knex, now);
  const favouriteMails = await sendFavouriteAlerts(deps, knex, now);
  await clearUnconfirmed(knex, now);
  const ms = { detect: t1 - t0, match: t2 - t1, mail: performance.now() - t2 };
  return { detected, ...figures, searchMails, favouriteMails, ms };
}

/** The job as the queue runs it: every minute, once per minute whichever process. */
export function alertWork(deps: Omit<AlertDeps, 'jobs'>): ScheduledWork {
  return {
    name: ALERT_QUEUE,
    cron: '* * * * *',
    run: async ({ knex, now, queue }) => {
      await runAlerts({ ...deps, jobs: queue }, knex, now);
    },
  };
}
