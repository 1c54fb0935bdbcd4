// Contact requests: from the contact form (to the platform) and enquiries about a listing (to its owner). Each is
// written and read back in one statement (INSERT ... RETURNING): an answer that is an error never follows a commit.
import type { ContactFormBody, EnquiryBody } from '#contract/enquiries.ts';
import type { Knex } from 'knex';
import { CONVERSATION_MSG } from '#contract/conversations.ts';
import { senderBlocked } from '../conversations/blocks.ts';
import { openConversation, type OpenedConversation } from '../conversations/service.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Enquiry } from '../models/Enquiry.ts';
import { Listing } from '../models/Listing.ts';
import { Stable } from '../models/Stable.ts';

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

/**
 * An enquiry is only possible for a listing the public can see, and not from a sender its owner blocked. It opens
 * the conversation with the owner in the same transaction (attached to the account of a signed-in enquirer, else
 * reached by a private link). `also` runs in that transaction: the mails are queued with it or not at all.
 */
export async function createEnquiry(
  listingId: number,
  input: EnquiryBody,
  userId: number | null,
  also?: (trx: Knex.Transaction, enquiry: Enquiry, conversation: OpenedConversation) => Promise<void>,
): Promise<{ enquiry: Enquiry; conversation: OpenedConversation }> {
  const listing = await Listing.query().modify('publicOnly').findById(listingId);
  if (!listing) throw notFound('Stallplatz');
  const stable = await Stable.query().findById(listing.stableId).select('ownerId');
  if (stable && (await senderBlocked(Enquiry.knex(), stable.ownerId, input.email, userId))) {
    throw forbidden(CONVERSATION_MSG.enquiryBlocked);
  }
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
    const conversation = await openConversation(trx, { ...enquiry, listingId }, userId);
    await also?.(trx, enquiry, conversation);
    return { enquiry, conversation };
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
