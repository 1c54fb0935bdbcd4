// Contact requests: from the contact form (to the platform) and enquiries about a listing (to its owner).
import type { ContactFormBody, EnquiryBody } from '#contract/schemas.ts';
import { notFound } from '../http/errors.ts';
import { ContactRequest } from '../models/ContactRequest.ts';
import { Listing } from '../models/Listing.ts';

export async function createContactMessage(input: ContactFormBody, userId: number | null): Promise<ContactRequest> {
  return ContactRequest.query().insertAndFetch({
    source: 'contact_form',
    userId,
    name: input.name,
    email: input.email,
    subject: input.subject ?? null,
    message: input.message,
  });
}

/** An enquiry is only possible for a listing the public can see. */
export async function createEnquiry(
  listingId: number,
  input: EnquiryBody,
  userId: number | null,
): Promise<ContactRequest> {
  const listing = await Listing.query().modify('publicOnly').findById(listingId);
  if (!listing) throw notFound('Stallplatz');
  return ContactRequest.query().insertAndFetch({
    source: 'enquiry',
    listingId,
    userId,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    moveInDate: input.moveInDate ?? null,
    message: input.message,
  });
}
