// Reading reviews: a stable's visible reviews newest first, paged, with the summary (overall and per category,
// from the same visible reviews the stable's rating is computed from), what the signed-in reader may do, and a
// user's own reviews (their page, the account export).
import type { Knex } from 'knex';
import {
  FORMER_MEMBER,
  REVIEW_CATEGORIES,
  reviewBasisLabel,
  type MyReviewDto,
  type ReviewBasis,
  type ReviewCategory,
  type ReviewDto,
  type ReviewPageDto,
  type ReviewSummaryDto,
  type ReviewViewerDto,
} from '#contract/reviews.ts';
import { notFound } from '../http/errors.ts';
import { STABLE } from './aggregate.ts';
import { verifiedContact } from './service.ts';

export interface ReviewRow {
  id: number;
  stableId: number;
  userId: number | null;
  basis: ReviewBasis;
  tenancySince: Date | string | null;
  overall: number;
  welfare: number;
  facilities: number;
  care: number;
  value: number;
  community: number;
  text: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  stableName: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const month = (value: Date | string | null): string | null =>
  value === null ? null : (typeof value === 'string' ? value : value.toISOString()).slice(0, 7);

/** "Anna M.": the given name and the family name's initial; the user name without them. */
function authorNameOf(row: Pick<ReviewRow, 'userId' | 'firstName' | 'lastName' | 'username'>): string {
  if (row.userId === null) return FORMER_MEMBER;
  const given = row.firstName?.trim();
  const initial = row.lastName?.trim().charAt(0);
  if (given) return initial ? `${given} ${initial}.` : given;
  return row.username ?? FORMER_MEMBER;
}

export function presentReview(row: ReviewRow, readerId: number | null): ReviewDto {
  const tenancySince = month(row.tenancySince);
  return {
    id: row.id,
    stableId: row.stableId,
    authorName: authorNameOf(row),
    basis: row.basis,
    tenancySince,
    basisLabel: reviewBasisLabel(row.basis, tenancySince),
    overall: row.overall,
    categories: Object.fromEntries(REVIEW_CATEGORIES.map((key) => [key, row[key]])) as Record<ReviewCategory, number>,
    text: row.text,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    edited: new Date(row.updatedAt).getTime() - new Date(row.createdAt).getTime() > 1000,
    reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: iso(row.repliedAt) } : null,
    mine: readerId !== null && row.userId === readerId,
  };
}

function reviewRows(db: Knex) {
  return db('reviews as r')
    .join('stables as s', 's.id', 'r.stableId')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .whereNull('r.hiddenAt')
    .select('r.*', 'u.firstName', 'u.lastName', 'u.username', 's.name as stableName');
}

const round1 = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

export async function reviewSummary(knex: Knex, stableId: number): Promise<ReviewSummaryDto> {
  const row = (await knex('reviews')
    .where({ stableId })
    .whereNull('hiddenAt')
    .first(
      knex.raw('count(*)::int AS count'),
      knex.raw('round(avg(overall)::numeric, 1) AS rating'),
      ...REVIEW_CATEGORIES.map((key) => knex.raw(`round(avg(??)::numeric, 1) AS ??`, [key, key])),
    )) as Record<string, unknown>;
  const count = Number(row.count ?? 0);
  return {
    rating: count ? round1(row.rating) : null,
    count,
    categories: Object.fromEntries(REVIEW_CATEGORIES.map((key) => [key, count ? round1(row[key]) : null])) as Record<
      ReviewCategory,
      number | null
    >,
  };
}

async function viewerOf(knex: Knex, stable: { id: number; ownerId: number }, readerId: number | null) {
  if (readerId === null) return null;
  const own = (await knex('reviews').where({ stableId: stable.id, userId: readerId }).first('id')) as
    { id: number } | undefined;
  const isOwner = stable.ownerId === readerId;
  const contact = isOwner || own ? null : await verifiedContact(knex, readerId, stable.id);
  const viewer: ReviewViewerDto = {
    canReview: Boolean(contact),
    basisLabel: contact ? reviewBasisLabel(contact.basis, month(contact.tenancySince)) : null,
    ownReviewId: own?.id ?? null,
    isOwner,
  };
  return viewer;
}

/** GET /api/stables/:id/reviews: 404 for a stable without a public listing (nothing to show a visitor). */
export async function stableReviews(
  knex: Knex,
  stableId: number,
  readerId: number | null,
  page: number,
  pageSize: number,
): Promise<ReviewPageDto> {
  const stable = (await knex('stables').where('id', stableId).first('id', 'ownerId', 'name')) as
    { id: number; ownerId: number; name: string } | undefined;
  if (!stable) throw notFound(STABLE);
  const rows = (await reviewRows(knex)
    .where('r.stableId', stableId)
    .orderBy([
      { column: 'r.createdAt', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .offset((page - 1) * pageSize)
    .limit(pageSize + 1)) as ReviewRow[];
  return {
    summary: await reviewSummary(knex, stableId),
    reviews: rows.slice(0, pageSize).map((row) => presentReview(row, readerId)),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
    viewer: await viewerOf(knex, stable, readerId),
    stableName: stable.name,
  };
}

/** One review as its reader sees it (after a write). */
export async function reviewById(knex: Knex, id: number, readerId: number | null): Promise<ReviewDto> {
  const row = (await reviewRows(knex).where('r.id', id).first()) as ReviewRow | undefined;
  if (!row) throw notFound('Bewertung');
  return presentReview(row, readerId);
}

/** The user's own reviews, newest first (GET /api/me/reviews, the account export). */
export async function myReviews(knex: Knex, userId: number): Promise<MyReviewDto[]> {
  const rows = (await reviewRows(knex)
    .where('r.userId', userId)
    .orderBy([
      { column: 'r.createdAt', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])) as ReviewRow[];
  return rows.map((row) => ({ ...presentReview(row, userId), stableName: row.stableName }));
}
