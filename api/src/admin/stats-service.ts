// The admin dashboard's figures: real counts, and the latest events (registrations, new listings, contact
// requests, status changes) merged into one feed.
import type { Knex } from 'knex';
import { LISTING_STATUS_LABELS, statusOf } from '#contract/listing-status.ts';
import type { ActivityItem, ActivityType, AdminStats } from '#contract/types.ts';

export const RECENT_ACTIVITY_LIMIT = 20;
const TITLE_MAX = 60;

/** Long listing titles are cut so one feed line stays one line. */
function shorten(text: string): string {
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1).trimEnd()}…` : text;
}

interface EventRow {
  type: ActivityType;
  at: Date | string;
  subject: string;
  detail: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  /** A status change the listing's owner caused (an edit, new photos, a resume), not an admin's decision. */
  byOwner: boolean | null;
}

function describe(row: EventRow): string {
  switch (row.type) {
    case 'registration':
      return `Neuer Benutzer registriert: ${row.subject}`;
    case 'listing':
      return `Neue Anzeige: ${shorten(row.subject)}`;
    case 'contact':
      return row.detail
        ? `Neue Kontaktanfrage von ${row.subject} zu „${shorten(row.detail)}“`
        : `Neue Kontaktanfrage von ${row.subject}`;
    case 'status': {
      const [title, from, to] = [shorten(row.subject), statusOf(row.fromStatus), statusOf(row.toStatus)];
      // The owner's own moves back to review say what the owner did; the admin's decisions name both statuses.
      if (row.byOwner && to === 'pending') {
        return `„${title}“ ${from === 'inactive' ? 'wieder aktiviert' : 'bearbeitet'}, wartet auf Freigabe`;
      }
      return `Status von „${title}“ geändert: ${LISTING_STATUS_LABELS[from]} → ${LISTING_STATUS_LABELS[to]}`;
    }
  }
}

/** The dashboard's counts, read in one statement. */
export async function adminStats(knex: Knex): Promise<AdminStats> {
  const { rows } = await knex.raw(`
      SELECT
        (SELECT count(*) FROM users)::int AS "totalUsers",
        (SELECT count(*) FROM users WHERE created_at >= now() - interval '7 days')::int AS "recentRegistrations",
        (SELECT count(*) FROM stables)::int AS "totalStables",
        (SELECT count(*) FROM listings WHERE status IN ('active', 'premium'))::int AS "activeListings",
        (SELECT count(*) FROM listings WHERE is_premium)::int AS "premiumListings",
        (SELECT count(*) FROM contact_requests)::int AS "totalContacts",
        (SELECT count(*) FROM listings)::int AS "totalListings",
        (SELECT coalesce(round(avg(rating), 1), 0)::float8 FROM stables) AS "averageRating",
        (SELECT count(*) FROM listings WHERE status = 'pending')::int AS "pendingListings"`);
  return rows[0];
}

/** The newest events of every kind, merged newest first. */
export async function recentActivity(knex: Knex): Promise<ActivityItem[]> {
  // Each branch takes only its own newest rows (served by the created_at indexes) before the merge.
  const { rows } = await knex.raw(
    `
      SELECT * FROM (
        (SELECT 'registration' AS type, created_at AS at, id, username AS subject, NULL AS detail,
                NULL AS "fromStatus", NULL AS "toStatus", NULL::boolean AS "byOwner"
           FROM users ORDER BY created_at DESC, id DESC LIMIT :limit)
        UNION ALL
        (SELECT 'listing', created_at, id, title, NULL, NULL, NULL, NULL
           FROM listings ORDER BY created_at DESC, id DESC LIMIT :limit)
        UNION ALL
        (SELECT 'contact', c.created_at, c.id, c.name, l.title, NULL, NULL, NULL
           FROM contact_requests c LEFT JOIN listings l ON l.id = c.listing_id
          ORDER BY c.created_at DESC, c.id DESC LIMIT :limit)
        UNION ALL
        -- A listing's first status (from none) is its submission, which "Neue Anzeige" already reports; shown
        -- as a change it read "Ausstehend → Ausstehend".
        (SELECT 'status', sc.created_at, sc.id, l.title, NULL, sc.from_status, sc.to_status,
                coalesce(sc.changed_by = s.owner_id, false)
           FROM listing_status_changes sc
           JOIN listings l ON l.id = sc.listing_id
           JOIN stables s ON s.id = l.stable_id
          WHERE sc.from_status IS NOT NULL AND sc.from_status <> sc.to_status
          ORDER BY sc.created_at DESC, sc.id DESC LIMIT :limit)
      ) AS events
      ORDER BY at DESC, id DESC
      LIMIT :limit`,
    { limit: RECENT_ACTIVITY_LIMIT },
  );
  return (rows as EventRow[]).map((row) => ({
    action: describe(row),
    timestamp: new Date(row.at).toISOString(),
    type: row.type,
  }));
}
