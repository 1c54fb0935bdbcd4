// "Meine Daten herunterladen": everything stored about the signed-in user as one JSON file (GDPR Art. 15/20).
import { listConsents } from '../consents/service.ts';
import type { Knex } from 'knex';
import { horsesOf } from '../horses/service.ts';
import { ownerInvoices } from '../premium/invoices.ts';
import type { User } from '../models/User.ts';
import { presentUser } from '../users/presenter.ts';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const day = (value: Date | string | null | undefined) =>
  value ? (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)) : null;

const ENQUIRY_COLUMNS = [
  'c.id',
  'c.listingId',
  'l.title as listingTitle',
  'c.name',
  'c.email',
  'c.phone',
  'c.message',
  'c.moveInDate',
  'c.status',
  'c.readAt',
  'c.createdAt',
];

interface EnquiryRow {
  id: number;
  listingId: number | null;
  listingTitle: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  moveInDate: Date | string | null;
  status: string;
  readAt: Date | string | null;
  createdAt: Date | string;
}

const presentEnquiry = (r: EnquiryRow) => ({
  id: r.id,
  listingId: r.listingId,
  listingTitle: r.listingTitle,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  moveInDate: day(r.moveInDate),
  status: r.status,
  readAt: iso(r.readAt),
  createdAt: iso(r.createdAt),
});

export async function exportAccount(knex: Knex, user: User) {
  const stables = await knex('stables').where({ ownerId: user.id }).orderBy('id');
  const listings = await knex('listings')
    .join('stables', 'stables.id', 'listings.stableId')
    .where('stables.ownerId', user.id)
    .orderBy('listings.id')
    .select('listings.*');
  const favourites = await knex('favourites as f')
    .join('listings as l', 'l.id', 'f.listingId')
    .where('f.userId', user.id)
    .orderBy('f.createdAt', 'desc')
    .select('f.listingId', 'l.title', 'f.createdAt');
  const sent: EnquiryRow[] = await knex('contactRequests as c')
    .leftJoin('listings as l', 'l.id', 'c.listingId')
    .where('c.userId', user.id)
    .orderBy('c.createdAt', 'desc')
    .select(...ENQUIRY_COLUMNS, 'c.source', 'c.subject');
  const received: EnquiryRow[] = listings.length
    ? await knex('contactRequests as c')
        .join('listings as l', 'l.id', 'c.listingId')
        .whereIn(
          'c.listingId',
          listings.map((l: { id: number }) => l.id),
        )
        .where('c.source', 'enquiry')
        .orderBy('c.createdAt', 'desc')
        .select(...ENQUIRY_COLUMNS)
    : [];
  // What the account wrote in conversations (the other side's messages are the other side's data).
  const written: { conversationId: number; listingTitle: string; body: string; createdAt: Date }[] = await knex(
    'conversationMessages as m',
  )
    .join('conversations as v', 'v.id', 'm.conversationId')
    .join('listings as l', 'l.id', 'v.listingId')
    .where('m.authorId', user.id)
    .orderBy([
      { column: 'm.createdAt', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ])
    .select('m.conversationId', 'l.title as listingTitle', 'm.body', 'm.createdAt');
  // The visit checklists, the comparisons shared (their links are stored only as hashes), and the viewings
  // arranged in the account's conversations, on either side.
  const checklists: { listingId: number; title: string; answers: unknown; notes: unknown; updatedAt: Date }[] =
    await knex('checklists as c')
      .join('listings as l', 'l.id', 'c.listingId')
      .where('c.userId', user.id)
      .orderBy('c.updatedAt', 'desc')
      .select('c.listingId', 'l.title', 'c.answers', 'c.notes', 'c.updatedAt');
  const shares: { listingIds: unknown; createdAt: Date }[] = await knex('comparisonShares')
    .where({ userId: user.id })
    .orderBy('createdAt', 'desc')
    .select('listingIds', 'createdAt');
  const viewings: { conversationId: number; title: string; status: string; startsAt: Date; endsAt: Date }[] =
    await knex('viewings as w')
      .join('conversations as v', 'v.id', 'w.conversationId')
      .join('listings as l', 'l.id', 'v.listingId')
      .join('stables as s', 's.id', 'l.stableId')
      .where((w) => w.where('v.enquirerId', user.id).orWhere('s.ownerId', user.id))
      .orderBy('w.startsAt', 'desc')
      .select('w.conversationId', 'l.title', 'w.status', 'w.startsAt', 'w.endsAt');
  // The waiting lists the account stands or stood on (the latest offer's state included).
  const waitlists: { listingId: number; title: string; note: string | null; state: string; createdAt: Date }[] =
    await knex('waitlistEntries as e')
      .join('listings as l', 'l.id', 'e.listingId')
      .where('e.userId', user.id)
      .orderBy('e.createdAt', 'desc')
      .select('e.listingId', 'l.title', 'e.note', 'e.state', 'e.createdAt');
  // Saved searches (Suchaufträge).
  const savedSearches: { name: string; query: string; frequency: string; paused: boolean; createdAt: Date }[] =
    await knex('savedSearches')
      .where({ userId: user.id })
      .orderBy('createdAt', 'desc')
      .select('name', 'query', 'frequency', 'paused', 'createdAt');
  // Reviews the account wrote (hidden ones included) and the boarder confirmations it holds.
  const reviews: Record<string, unknown>[] = await knex('reviews as r')
    .join('stables as s', 's.id', 'r.stableId')
    .where('r.userId', user.id)
    .orderBy('r.createdAt', 'desc')
    .select(
      'r.stableId',
      's.name as stableName',
      'r.basis',
      'r.overall',
      'r.welfare',
      'r.facilities',
      'r.care',
      'r.value',
      'r.community',
      'r.text',
      'r.reply',
      'r.createdAt',
      'r.updatedAt',
    );
  const tenancies: { stableId: number; stableName: string; since: string | Date }[] = await knex('tenancies as t')
    .join('stables as s', 's.id', 't.stableId')
    .where('t.userId', user.id)
    .orderBy('t.since', 'desc')
    .select('t.stableId', 's.name as stableName', 't.since');
  // Sign-ups under an address the account has not proved to own are someone else's data, not the account's.
  const newsletter = user.emailVerifiedAt
    ? await knex('newsletterSignups').whereRaw('lower(email) = lower(?)', [user.email]).orderBy('id')
    : [];

  return {
    exportedAt: new Date().toISOString(),
    profile: { ...presentUser(user), emailVerifiedAt: iso(user.emailVerifiedAt), updatedAt: iso(user.updatedAt) },
    stables: stables.map((s: Record<string, unknown>) => ({
      id: s.id,
      name: s.name,
      description: s.description ?? null,
      address: s.address,
      postalCode: s.postalCode,
      city: s.city,
      region: s.region,
      latitude: s.latitude === null ? null : Number(s.latitude),
      longitude: s.longitude === null ? null : Number(s.longitude),
      amenities: Object.fromEntries(Object.entries(s).filter(([k]) => k.startsWith('has'))),
      createdAt: iso(s.createdAt as Date),
    })),
    listings: listings.map((l: Record<string, unknown>) => ({
      id: l.id,
      stableId: l.stableId,
      title: l.title,
      description: l.description,
      stallType: l.stallType,
      pricePerMonth: Number(l.pricePerMonth),
      availableFrom: day(l.availableFrom as string | null),
      features: l.features,
      imageUrls: l.imageUrls,
      status: l.status,
      isPremium: l.isPremium,
      viewCount: l.viewCount,
      createdAt: iso(l.createdAt as Date),
    })),
    favourites: favourites.map((f: { listingId: number; title: string; createdAt: Date }) => ({
      listingId: f.listingId,
      title: f.title,
      createdAt: iso(f.createdAt),
    })),
    horses: await horsesOf(knex, user.id),
    enquiriesSent: sent.map((r) => ({ ...presentEnquiry(r), source: (r as EnquiryRow & { source: string }).source })),
    enquiriesReceived: received.map(presentEnquiry),
    messagesWritten: written.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    viewings: viewings.map((v) => ({ ...v, startsAt: iso(v.startsAt), endsAt: iso(v.endsAt) })),
    waitlists: waitlists.map((w) => ({ ...w, createdAt: iso(w.createdAt) })),
    savedSearches: savedSearches.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
    reviews: reviews.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt as Date),
      updatedAt: iso(r.updatedAt as Date),
    })),
    tenancies: tenancies.map((t) => ({ ...t, since: day(t.since as string)?.slice(0, 7) ?? null })),
    checklists: checklists.map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
    // Each acceptance of the AGB and the Datenschutzerklärung, with the document's version and when.
    consents: await listConsents(knex, user.id),
    // Premium invoices and credit notes issued to the account (kept ten years; the export shows them as issued).
    invoices: await ownerInvoices(knex, user.id),
    comparisonsShared: shares.map((share) => ({ listingIds: share.listingIds, createdAt: iso(share.createdAt) })),
    newsletterSubscriptions: newsletter.map(
      (n: { topic: string; email: string; confirmedAt: Date | null; createdAt: Date }) => ({
        topic: n.topic,
        email: n.email,
        confirmedAt: iso(n.confirmedAt),
        createdAt: iso(n.createdAt),
      }),
    ),
  };
}
