// Verified reviews (Bewertungen, issue 37): a user reviews a stable only after a verified contact (a viewing that
// took place, or a tenancy the owner confirmed), once per stable, editable; the owner answers once, publicly. The
// stable's rating and review count are computed from these reviews only: no review, no rating. The API validates
// with these schemas; the detail page, the review form and the owner's reply read the DTOs and messages.
import { z } from './zod.ts';
import { REVIEW_CATEGORIES, REVIEW_CATEGORY_LABELS, type ReviewBasis, type ReviewCategory } from './review-labels.ts';

export * from './review-labels.ts';

// ---- categories, limits and messages ----

export const REVIEW_LIMITS = {
  minText: 30,
  maxText: 3000,
  maxReply: 2000,
  pageSize: 5,
  maxPageSize: 50,
} as const;

export const REVIEW_MSG = {
  stars: 'Bitte vergib 1 bis 5 Sterne',
  overall: 'Bitte vergib eine Gesamtnote von 1 bis 5 Sternen',
  category: (label: string) => `Bitte bewerte „${label}“ mit 1 bis 5 Sternen`,
  textShort: `Bitte beschreibe deine Erfahrung in mindestens ${REVIEW_LIMITS.minText} Zeichen`,
  textLong: `Bitte fasse dich kürzer: höchstens ${REVIEW_LIMITS.maxText.toLocaleString('de-DE')} Zeichen`,
  reply: 'Bitte schreibe eine Antwort',
  replyLong: `Bitte fasse dich kürzer: höchstens ${REVIEW_LIMITS.maxReply.toLocaleString('de-DE')} Zeichen`,
  noContact:
    'Du kannst diesen Stall erst bewerten, wenn du ihn besichtigt hast oder der Stall dich als Einsteller bestätigt hat.',
  ownStable: 'Deinen eigenen Stall kannst du nicht bewerten.',
  duplicate: 'Du hast diesen Stall schon bewertet. Bearbeite deine Bewertung.',
  since: 'Bitte gib Monat und Jahr als JJJJ-MM an',
  sinceFuture: 'Der Beginn darf nicht in der Zukunft liegen',
  tenancyNoAccount:
    'Diese Person hat kein Konto bei uns. Bestätigen kannst du nur Einsteller, die mit ihrem Konto angefragt haben.',
  created: 'Danke! Deine Bewertung ist veröffentlicht.',
  updated: 'Deine Bewertung ist geändert.',
  replied: 'Deine Antwort ist veröffentlicht.',
  tenancyConfirmed: 'Als Einsteller bestätigt.',
} as const;

// ---- inputs ----

const stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

export const ReviewCategoriesBody = z.object(
  Object.fromEntries(
    REVIEW_CATEGORIES.map((key) => [key, stars(REVIEW_MSG.category(REVIEW_CATEGORY_LABELS[key]))]),
  ) as Record<ReviewCategory, z.ZodNumber>,
  { error: REVIEW_MSG.stars },
);

/** POST /api/stables/:id/reviews and PUT /api/me/reviews/:id. */
export const ReviewBody = z.object({
  overall: stars(REVIEW_MSG.overall),
  categories: ReviewCategoriesBody,
  text: z
    .string({ error: REVIEW_MSG.textShort })
    .trim()
    .min(REVIEW_LIMITS.minText, REVIEW_MSG.textShort)
    .max(REVIEW_LIMITS.maxText, REVIEW_MSG.textLong),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

/** POST /api/my/reviews/:id/reply: the owner's public answer; sent again, it replaces the answer. */
export const ReviewReplyBody = z.object({
  text: z
    .string({ error: REVIEW_MSG.reply })
    .trim()
    .min(1, REVIEW_MSG.reply)
    .max(REVIEW_LIMITS.maxReply, REVIEW_MSG.replyLong),
});
export type ReviewReplyBody = z.infer<typeof ReviewReplyBody>;

/** GET /api/stables/:id/reviews?page=&pageSize= */
export const ReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEW_LIMITS.maxPageSize).default(REVIEW_LIMITS.pageSize),
});

/** POST /api/my/conversations/:id/tenancy: the enquirer boards here since this month. */
export const TenancyBody = z.object({
  since: z.string({ error: REVIEW_MSG.since }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, REVIEW_MSG.since),
});
export type TenancyBody = z.infer<typeof TenancyBody>;

// ---- answers ----

export interface ReviewDto {
  id: number;
  stableId: number;
  /** "Anna M." or "Ehemaliges Mitglied". */
  authorName: string;
  basis: ReviewBasis;
  /** YYYY-MM of a confirmed tenancy, else null. */
  tenancySince: string | null;
  /** "nach Besichtigung" / "Einsteller seit 2025". */
  basisLabel: string;
  overall: number;
  categories: Record<ReviewCategory, number>;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** Whether the author changed it after publishing. */
  edited: boolean;
  reply: { text: string; repliedAt: string } | null;
  /** Whether the signed-in reader wrote it (may edit). */
  mine: boolean;
}

export interface ReviewSummaryDto {
  /** Average overall rating, one decimal; null without reviews. */
  rating: number | null;
  count: number;
  /** Per-category averages, one decimal; null without reviews. */
  categories: Record<ReviewCategory, number | null>;
}

export interface ReviewPageDto {
  summary: ReviewSummaryDto;
  reviews: ReviewDto[];
  page: number;
  pageSize: number;
  /** Whether "Weitere Bewertungen" has more to show. */
  hasMore: boolean;
  /** For the signed-in reader: may they write (verified contact, no review yet), their own review's id, owner. */
  viewer: ReviewViewerDto | null;
  stableName: string;
}

export interface ReviewViewerDto {
  canReview: boolean;
  /** What the review would rest on, when the reader may review. */
  basisLabel: string | null;
  ownReviewId: number | null;
  isOwner: boolean;
}

export interface MyReviewDto extends ReviewDto {
  stableName: string;
}

export interface TenancyDto {
  /** YYYY-MM, or null while none is confirmed. */
  since: string | null;
  /** Whether the conversation's enquirer has an account (only then can a tenancy be confirmed). */
  possible: boolean;
}
