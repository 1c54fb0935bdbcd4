// Contact requests: from the contact form (to the platform) and enquiries about a listing (to its owner). Each is
// written and read back in one statement (INSERT ... RETURNING): an answer that is an error never follows a commit.
import type { ContactFormBody, EnquiryBody } from '#contract/enquiries.ts';
import type { Knex } from 'knex';
import { notFound } from '../http/errors.ts';
import { Enquiry } from '../models/Enquiry.ts';
import { Listing } from '../models/Listing.ts';

export async function createContactMessage(input: ContactFormBody, userId: number | null): Promise<Enquiry> {
  return Enquiry.query()
    .insert({
      source: 'contact_form',
      userId,
      name: input.name,
      email: input.email,
      subject: input.subject ?? null,
      message: input.message,
    })
    .returning('*');
}

/** An enquiry is only possible for a listing the public can see. */
/** `also` runs in the enquiry's transaction: the owner's mail is queued with it or not at all. */
export async function createEnquiry(
  listingId: number,
  input: EnquiryBody,
  userId: number | null,
  also?: (trx: Knex.Transaction, enquiry: Enquiry) => Promise<void>,
): Promise<Enquiry> {
  const listing = await Listing.query().modify('publicOnly').findById(listingId);
  if (!listing) throw notFound('Stallplatz');
  return Enquiry.transaction(async (trx) => {
    const enquiry = await Enquiry.query(trx)
      .insert({
        source: 'enquiry',
        listingId,
        userId,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        moveInDate: input.moveInDate ?? null,
        message: input.message,
        horse: input.horse ?? null,
      })
      .returning('*');
    await also?.(trx, enquiry);
    return enquiry;
  });
}

export type AdminEnquiryRow = Enquiry & { listingTitle: string | null };

/** Every enquiry and contact-form message for the back office, newest first; `search` in any of its texts. */
export async function enquiriesForAdmin(knex: Knex, search: string | undefined): Promise<AdminEnquiryRow[]> {
  const q = knex('contactRequests as c')
    .leftJoin('listings as l', 'l.id', 'c.listingId')
    .select('c.*', 'l.title as listingTitle')
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc');
  if (search) {
    const term = search.toLowerCase();
    q.where((w) => {
      for (const column of ['c.name', 'c.email', 'c.phone', 'c.subject', 'c.message']) {
        w.orWhereRaw('strpos(lower(??), ?) > 0', [column, term]);
      }
    });
  }
  return (await q) as AdminEnquiryRow[];
}
