// The enquiries a user sent about listings, with what became of them (Neu, Gelesen, Beantwortet) and the horse
// sent along; shown on /dashboard. (The owner's unread figure comes from the conversations.)
import type { SentEnquiryDto, SentEnquiryStatus } from '#contract/enquiries.ts';
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf } from '#contract/regions.ts';

interface Row {
  id: number;
  createdAt: Date | string;
  status: string;
  readAt: Date | string | null;
  listingId: number | null;
  title: string | null;
  listingStatus: string | null;
  region: string | null;
  horse: { name?: unknown } | string | null;
}

/** The name of the horse sent with the enquiry (jsonb, a string on drivers that do not parse it). */
function horseNameOf(horse: Row['horse']): string | null {
  const data = typeof horse === 'string' ? (JSON.parse(horse) as { name?: unknown } | null) : horse;
  return typeof data?.name === 'string' ? data.name : null;
}

function statusOf(row: Row): SentEnquiryStatus {
  if (row.status === 'answered') return 'answered';
  return row.readAt ? 'read' : 'new';
}

export async function sentEnquiries(knex: Knex, userId: number): Promise<SentEnquiryDto[]> {
  const rows: Row[] = await knex('contactRequests as c')
    .leftJoin('listings as l', 'l.id', 'c.listingId')
    .leftJoin('stables as s', 's.id', 'l.stableId')
    .where({ 'c.userId': userId, 'c.source': 'enquiry' })
    .orderBy([
      { column: 'c.createdAt', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .select(
      'c.id',
      'c.createdAt',
      'c.status',
      'c.readAt',
      'c.listingId',
      'l.title',
      'l.status as listingStatus',
      's.region',
      'c.horse',
    );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    status: statusOf(row),
    horseName: horseNameOf(row.horse),
    listing:
      row.listingId === null
        ? null
        : {
            id: row.listingId,
            title: row.title ?? '',
            // Only public listings have a page to link to.
            path: (PUBLIC_STATUSES as readonly string[]).includes(row.listingStatus ?? '')
              ? `/${countryOf(row.region)}/stallplatz/${row.listingId}`
              : null,
          },
  }));
}
