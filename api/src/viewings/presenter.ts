// A viewing's JSON answer, the same for both sides except what the signed-in side may do with it.
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf } from '#contract/regions.ts';
import { timeZoneOfRegion, type ViewingDto } from '#contract/viewings.ts';
import type { Side, ViewingRow } from './rows.ts';

/** The conversation's page on the site (site/src/pages/nachrichten/). */
export function conversationPathOf(id: number): string {
  return `/nachrichten/${id}`;
}

export function calendarPathOf(id: number): string {
  return `/api/me/viewings/${id}/calendar.ics`;
}

export function listingPathOf(row: Pick<ViewingRow, 'listingId' | 'listingStatus' | 'region'>): string | null {
  // Only public listings have a page to link to.
  return (PUBLIC_STATUSES as readonly string[]).includes(row.listingStatus)
    ? `/${countryOf(row.region)}/stallplatz/${row.listingId}`
    : null;
}

export function ownerNameOf(row: ViewingRow): string {
  return row.stableName;
}

export function presentViewing(row: ViewingRow, role: Side, now = new Date()): ViewingDto {
  const upcoming = new Date(row.startsAt).getTime() > now.getTime();
  const active = row.status !== 'cancelled' && upcoming;
  return {
    id: row.id,
    slotId: row.slotId,
    conversationId: row.conversationId,
    listing: { id: row.listingId, title: row.listingTitle, path: listingPathOf(row) },
    stable: { id: row.stableId, name: row.stableName },
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    timeZone: timeZoneOfRegion(row.region),
    status: row.status,
    role,
    proposedBy: row.proposedBy,
    cancelledBy: row.cancelledBy,
    otherParty: { name: role === 'owner' ? row.enquirerName : ownerNameOf(row) },
    canAccept: active && role === 'enquirer' && row.status === 'proposed',
    canMove: active,
    canCancel: active,
    calendarPath: calendarPathOf(row.id),
  };
}
