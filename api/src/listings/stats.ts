// Views and enquiries of the owner's listings over the last STATS_DAYS days of the platform's calendar
// (HOME_TIME_ZONE): per listing for the list, per day for one listing's statistics.
import type { Knex } from 'knex';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { STATS_DAYS, type ListingStatsDto } from '#contract/owner.ts';
import { NO_FIGURES, type ListingFigures } from './presenter.ts';

/** The first of the STATS_DAYS days that end today in the platform's time zone, as SQL (a date). */
const FIRST_DAY = `((now() AT TIME ZONE :tz)::date - (:days - 1))`;

/** views30, enquiries30 and unreadEnquiries of the given listings: two grouped queries, whatever their number. */
export async function figuresOf(knex: Knex, listingIds: number[]): Promise<Map<number, ListingFigures>> {
  const figures = new Map<number, ListingFigures>();
  if (listingIds.length === 0) return figures;
  const bindings = { tz: HOME_TIME_ZONE, days: STATS_DAYS, ids: listingIds };
  const [views, enquiries] = await Promise.all([
    knex.raw(
      `SELECT listing_id AS "listingId", sum(views)::int AS views FROM listing_view_days
        WHERE listing_id = ANY(:ids) AND day >= ${FIRST_DAY}
        GROUP BY listing_id`,
      bindings,
    ),
    knex.raw(
      `SELECT listing_id AS "listingId",
              count(*) FILTER (WHERE created_at >= ${FIRST_DAY}::timestamp AT TIME ZONE :tz)::int AS recent,
              count(*) FILTER (WHERE read_at IS NULL)::int AS unread
         FROM contact_requests
        WHERE source = 'enquiry' AND listing_id = ANY(:ids)
        GROUP BY listing_id`,
      bindings,
    ),
  ]);
  const entry = (id: number) => figures.get(id) ?? { ...NO_FIGURES };
  for (const row of views.rows as { listingId: number; views: number }[]) {
    figures.set(row.listingId, { ...entry(row.listingId), views30: row.views });
  }
  for (const row of enquiries.rows as { listingId: number; recent: number; unread: number }[]) {
    figures.set(row.listingId, { ...entry(row.listingId), enquiries30: row.recent, unreadEnquiries: row.unread });
  }
  return figures;
}

export async function listingStats(knex: Knex, listingId: number): Promise<ListingStatsDto> {
  const { rows } = await knex.raw(
    `WITH days AS (
       SELECT generate_series(${FIRST_DAY}, (now() AT TIME ZONE :tz)::date, interval '1 day')::date AS day
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            coalesce(v.views, 0)::int AS views,
            (SELECT count(*) FROM contact_requests c
              WHERE c.source = 'enquiry' AND c.listing_id = :id
                AND c.created_at >= d.day::timestamp AT TIME ZONE :tz
                AND c.created_at < (d.day + 1)::timestamp AT TIME ZONE :tz)::int AS enquiries
       FROM days d
       LEFT JOIN listing_view_days v ON v.listing_id = :id AND v.day = d.day
      ORDER BY d.day`,
    { tz: HOME_TIME_ZONE, days: STATS_DAYS, id: listingId },
  );
  const days = rows as ListingStatsDto['days'];
  return {
    listingId,
    from: days[0]!.day,
    to: days[days.length - 1]!.day,
    days,
    totals: {
      views: days.reduce((sum, d) => sum + d.views, 0),
      enquiries: days.reduce((sum, d) => sum + d.enquiries, 0),
    },
  };
}
