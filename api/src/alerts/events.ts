// What changed about the public listings since the last look (docs/alerts.md): each minute the public listings'
// current state (listing_search: public, price, all-in month, free = free places and "frei ab" reached in
// Europe/Berlin) is compared with the snapshot the job keeps (alert_listing_state), the differences are recorded
// as events (published, free, cheaper with the old figures, gone) and the snapshot takes the new state, in one
// transaction under the lock of the cursor row: two processes never record one change twice, and no write path of
// listings needs to know about alerts. A minute in which no listing changed and the day stayed is not compared.
import type { Knex } from 'knex';

export type AlertEventKind = 'published' | 'free' | 'cheaper' | 'gone';

export interface AlertEvent {
  id: number;
  listingId: number;
  kind: AlertEventKind;
  oldPrice: number | null;
  oldTotal: number | null;
  createdAt: Date;
}

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' });
/** YYYY-MM-DD in Europe/Berlin. */
export const berlinToday = (now: Date) => berlinDay.format(now);

interface Difference {
  listingId: number;
  isPublic: boolean;
  wasPublic: boolean;
  price: string | null;
  total: string | null;
  free: boolean | null;
  oldPrice: string | null;
  oldTotal: string | null;
  oldFree: boolean | null;
}

const CHUNK = 2000;

/** Records the events of what changed since the last run; answers how many. */
export async function detectChanges(knex: Knex, now: Date): Promise<number> {
  const today = berlinToday(now);
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT id FROM alert_cursor WHERE id = 1 FOR UPDATE');
    // Nothing compared below can have changed when no listing or stable changed since the last look (the listing
    // generation is raised at every such commit) and the day is the same ("frei ab" is reached by the day). The
    // generation is read before the comparison: a change committed in between is compared now and again next time.
    const unchanged = await trx.raw<{ rows: unknown[] }>(
      `UPDATE alert_cursor SET detected_at = ? WHERE id = 1 AND detected_day = ?::date
          AND detected_generation = (SELECT value FROM listing_generation) RETURNING id`,
      [now, today],
    );
    if (unchanged.rows.length > 0) return 0;
    const generation = (await trx.raw<{ rows: { value: string }[] }>('SELECT value::text FROM listing_generation'))
      .rows[0]!.value;
    const found = await trx.raw<{ rows: Difference[] }>(
      `SELECT coalesce(c.listing_id, a.listing_id) AS "listingId",
              c.listing_id IS NOT NULL AS "isPublic", a.listing_id IS NOT NULL AS "wasPublic",
              c.price, c.total, c.free, a.price AS "oldPrice", a.total AS "oldTotal", a.free AS "oldFree"
         FROM (SELECT listing_id, price, total, free_from <= ?::date AS free FROM listing_search) AS c
         FULL JOIN alert_listing_state AS a ON a.listing_id = c.listing_id
        WHERE c.listing_id IS NULL OR a.listing_id IS NULL
           OR c.price <> a.price OR c.total <> a.total OR c.free <> a.free`,
      [today],
    );
    const events: Omit<AlertEvent, 'id'>[] = [];
    const event = (
      listingId: number,
      kind: AlertEventKind,
      oldPrice: string | null = null,
      oldTotal: string | null = null,
    ) => events.push({ listingId, kind, oldPrice: oldPrice as never, oldTotal: oldTotal as never, createdAt: now });
    const keep: Difference[] = [];
    const gone: number[] = [];
    for (const d of found.rows) {
      if (!d.isPublic) {
        event(d.listingId, 'gone');
        gone.push(d.listingId);
        continue;
      }
      keep.push(d);
      if (!d.wasPublic) {
        event(d.listingId, 'published');
        continue;
      }
      if (d.free && !d.oldFree) event(d.listingId, 'free');
      if (Number(d.price) < Number(d.oldPrice) || Number(d.total) < Number(d.oldTotal)) {
        event(d.listingId, 'cheaper', d.oldPrice, d.oldTotal);
      }
    }
    for (let i = 0; i < events.length; i += CHUNK) await trx('alertEvents').insert(events.slice(i, i + CHUNK));
    for (let i = 0; i < keep.length; i += CHUNK) {
      const part = keep.slice(i, i + CHUNK);
      await trx.raw(
        `INSERT INTO alert_listing_state (listing_id, price, total, free)
         SELECT * FROM unnest(?::integer[], ?::numeric[], ?::numeric[], ?::boolean[])
         ON CONFLICT (listing_id) DO UPDATE SET price = excluded.price, total = excluded.total, free = excluded.free`,
        [
          `{${part.map((d) => d.listingId).join(',')}}`,
          `{${part.map((d) => d.price).join(',')}}`,
          `{${part.map((d) => d.total).join(',')}}`,
          `{${part.map((d) => d.free).join(',')}}`,
        ],
      );
    }
    for (let i = 0; i < gone.length; i += CHUNK) {
      await trx('alertListingState')
        .whereIn('listingId', gone.slice(i, i + CHUNK))
        .delete();
    }
    await trx.raw(
      'UPDATE alert_cursor SET detected_at = ?, detected_generation = ?::bigint, detected_day = ?::date WHERE id = 1',
      [now, generation, today],
    );
    return events.length;
  });
}
