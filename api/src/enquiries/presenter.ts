// The JSON shapes of enquiries: the owner's inbox and the back office. Never internal columns.
import type { OwnerEnquiryDto, ContactRequestDto } from '#contract/enquiries.ts';
import type { Enquiry } from '../models/Enquiry.ts';
import type { AdminEnquiryRow } from './service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function isoDay(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

/** `row` may carry its listing (id, title). */
export function presentOwnerEnquiry(row: Enquiry): OwnerEnquiryDto {
  return {
    id: row.id,
    listing: row.listing ? { id: row.listing.id, title: row.listing.title } : null,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    moveInDate: isoDay(row.moveInDate),
    message: row.message,
    horse: row.horse ?? null,
    status: row.status === 'answered' ? 'answered' : 'new',
    readAt: row.readAt ? iso(row.readAt) : null,
    createdAt: iso(row.createdAt),
  };
}

export function presentAdminEnquiry(row: AdminEnquiryRow): ContactRequestDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    subject: row.subject ?? null,
    message: row.message,
    moveInDate: row.moveInDate ?? null,
    source: row.source,
    status: row.status,
    listingId: row.listingId ?? null,
    listingTitle: row.listingTitle ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
