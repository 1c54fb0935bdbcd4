// The owner's inbox in the database: only enquiries to listings of the owner's own stables are ever read or
// changed (ownEnquiries), so another owner's enquiry answers as if it did not exist. Since conversations (issue
// 35) the inbox is theirs; these routes stay for API clients, and their changes follow in the conversation.
import type { EnquiryUpdateBody, OwnerEnquiryQuery } from '#contract/enquiries.ts';
import type * as z from 'zod';
import { Enquiry } from '../models/Enquiry.ts';
import { ownEnquiries } from '../owner/ownership.ts';

type Filter = z.infer<typeof OwnerEnquiryQuery>;

/** Newest first, each with its listing (id and title). */
export async function ownerEnquiries(ownerId: number, filter: Filter): Promise<Enquiry[]> {
  const q = ownEnquiries(ownerId)
    .withGraphFetched('listing(idAndTitle)')
    .modifiers({ idAndTitle: (b) => b.select('listings.id', 'listings.title') })
    .orderBy('contactRequests.createdAt', 'desc')
    .orderBy('contactRequests.id', 'desc');
  if (filter.listingId) q.where('contactRequests.listingId', filter.listingId);
  if (filter.unread === 'true') q.whereNull('contactRequests.readAt');
  if (filter.unread === 'false') q.whereNotNull('contactRequests.readAt');
  return q;
}

/**
 * The old inbox's flags, carried over to the enquiry's conversation: read is the enquiry's message read by the
 * owner, answered the owner's status (an archived conversation stays archived).
 */
async function followInConversation(enquiryId: number, patch: { readAt?: Date | null; status?: 'new' | 'answered' }) {
  const knex = Enquiry.knex();
  const conversation = knex('conversations').where({ enquiryId }).select('id');
  if (patch.readAt !== undefined) {
    const first = knex('conversationMessages')
      .whereIn('conversationId', conversation)
      .where({ sender: 'enquirer' })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }])
      .limit(1)
      .select('id');
    await knex('conversationMessages').whereIn('id', first).update({ readAt: patch.readAt });
  }
  if (patch.status) {
    await knex('conversations')
      .where({ enquiryId })
      .whereNot({ ownerStatus: 'archived' })
      .update({ ownerStatus: patch.status === 'answered' ? 'answered' : 'open' });
  }
}

/** The changed enquiry with its listing, or undefined when it is not the owner's. */
export async function updateOwnerEnquiry(
  ownerId: number,
  id: number,
  body: z.infer<typeof EnquiryUpdateBody>,
): Promise<Enquiry | undefined> {
  const enquiry = await ownEnquiries(ownerId).findById(id);
  if (!enquiry) return undefined;
  const patch: { readAt?: Date | null; status?: 'new' | 'answered' } = {};
  // Reading again keeps the first reading time.
  if (body.read === true && !enquiry.readAt) patch.readAt = new Date();
  if (body.read === false) patch.readAt = null;
  if (body.status) patch.status = body.status;
  if (Object.keys(patch).length) await enquiry.$query().patch(patch);
  await followInConversation(id, patch);
  return enquiry
    .$query()
    .withGraphFetched('listing(idAndTitle)')
    .modifiers({ idAndTitle: (b) => b.select('listings.id', 'listings.title') });
}
