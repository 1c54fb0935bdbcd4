// The admin report: monthly sign-ups, listings and contacts, the regional split, the most viewed listings
// with their enquiries, and KPIs derived from those figures. Months are calendar months of the
// marketplace's home time zone, whatever the server's.
import type { Knex } from 'knex';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { statusOf } from '#contract/listing-status.ts';
import { REGIONS, type Region } from '#contract/regions.ts';
import type { AdminReport, ReportMonth } from '#contract/types.ts';
import { averageOf, conversionPercent, growthPercent, percentOf } from './report-math.ts';

export const REPORT_MONTHS = 6;
export const TOP_LISTINGS = 5;

const MONTHLY_SQL = `
  WITH months AS (
    SELECT m AS start, m + interval '1 month' AS finish
      FROM generate_series(
        date_trunc('month', now() AT TIME ZONE :tz) - make_interval(months => :back),
        date_trunc('month', now() AT TIME ZONE :tz),
        interval '1 month') AS m
  )
  SELECT to_char(start, 'YYYY-MM') AS month,
    (SELECT count(*) FROM users
      WHERE created_at >= start AT TIME ZONE :tz AND created_at < finish AT TIME ZONE :tz)::int AS users,
    (SELECT count(*) FROM listings
      WHERE created_at >= start AT TIME ZONE :tz AND created_at < finish AT TIME ZONE :tz)::int AS listings,
    (SELECT count(*) FROM contact_requests
      WHERE created_at >= start AT TIME ZONE :tz AND created_at < finish AT TIME ZONE :tz)::int AS contacts
  FROM months
  ORDER BY start`;

const REGIONS_SQL = `
  SELECT s.region, count(*)::int AS listings
    FROM listings l JOIN stables s ON s.id = l.stable_id
   GROUP BY s.region`;

const TOP_LISTINGS_SQL = `
  SELECT t.id, t.title, s.region, t.status, t.view_count AS views,
         (SELECT count(*) FROM contact_requests c WHERE c.listing_id = t.id)::int AS contacts
    FROM (SELECT id, title, status, stable_id, view_count FROM listings ORDER BY view_count DESC, id LIMIT :limit) AS t
    JOIN stables s ON s.id = t.stable_id
   ORDER BY t.view_count DESC, t.id`;

const TOTALS_SQL = `
  SELECT
    (SELECT count(*) FROM users)::int AS users,
    (SELECT count(*) FROM listings)::int AS listings,
    (SELECT count(*) FROM listings WHERE is_premium)::int AS premium,
    (SELECT count(*) FROM contact_requests)::int AS contacts,
    (SELECT count(*) FROM contact_requests WHERE listing_id IS NOT NULL)::int AS enquiries,
    (SELECT coalesce(sum(view_count), 0) FROM listings)::bigint AS views`;

interface TopRow {
  id: number;
  title: string;
  region: Region;
  status: string | null;
  views: number;
  contacts: number;
}

interface Totals {
  users: number;
  listings: number;
  premium: number;
  contacts: number;
  enquiries: number;
  views: number;
}

/** The whole report, its four queries run side by side. */
export async function adminReport(knex: Knex): Promise<AdminReport> {
  const [monthlyResult, regionResult, topResult, totalsResult] = await Promise.all([
    knex.raw(MONTHLY_SQL, { tz: HOME_TIME_ZONE, back: REPORT_MONTHS - 1 }),
    knex.raw(REGIONS_SQL),
    knex.raw(TOP_LISTINGS_SQL, { limit: TOP_LISTINGS }),
    knex.raw(TOTALS_SQL),
  ]);
  const monthly = monthlyResult.rows as ReportMonth[];
  const totals = totalsResult.rows[0] as Totals;
  const byRegion = new Map<string, number>(
    (regionResult.rows as { region: Region; listings: number }[]).map((r) => [r.region, r.listings]),
  );
  const [previousMonth, thisMonth] = monthly.slice(-2);

  return {
    generatedAt: new Date().toISOString(),
    kpis: {
      userGrowthPercent: growthPercent(thisMonth?.users ?? 0, previousMonth?.users ?? 0),
      averageViewsPerListing: averageOf(totals.views, totals.listings),
      conversionRatePercent: conversionPercent(totals.enquiries, totals.views),
      premiumSharePercent: percentOf(totals.premium, totals.listings),
    },
    monthly,
    regions: REGIONS.map((region) => {
      const listings = byRegion.get(region) ?? 0;
      return { region, listings, percent: percentOf(listings, totals.listings) };
    }),
    topListings: (topResult.rows as TopRow[]).map((row) => ({
      ...row,
      status: statusOf(row.status),
      conversionPercent: conversionPercent(row.contacts, row.views),
    })),
    totals: {
      users: totals.users,
      listings: totals.listings,
      contacts: totals.contacts,
      enquiries: totals.enquiries,
      views: totals.views,
    },
  };
}
