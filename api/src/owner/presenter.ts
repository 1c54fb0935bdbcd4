// The owner area's JSON shape of the enquiries to the owner's listings. Never internal columns.
import type { OwnerEnquiryDto } from '#contract/owner.ts';
import type { ContactRequest } from '../models/ContactRequest.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function isoDay(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

/** `row` may carry its listing (id, title). */
export function presentOwnerEnquiry(row: ContactRequest): OwnerEnquiryDto {
  return {
    id: row.id,
    listing: row.listing ? { id: row.listing.id, title: row.listing.title } : null,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    moveInDate: isoDay(row.moveInDate),
    message: row.message,
    status: row.status === 'answered' ? 'answered' : 'new',
    readAt: row.readAt ? iso(row.readAt) : null,
    createdAt: iso(row.createdAt),
  };
}
