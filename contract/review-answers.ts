// zod schemas of the review answers (contract/reviews.ts), for the OpenAPI document; each `satisfies` its DTO.
import { z } from './zod.ts';
import { id, isoTime } from './answers.ts';
import {
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  type MyReviewDto,
  type ReviewCategory,
  type ReviewDto,
  type ReviewPageDto,
  type TenancyDto,
} from './reviews.ts';

const stars = z.int().min(1).max(5);
const average = z.number().min(1).max(5).nullable();

const categoriesOf = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(
      REVIEW_CATEGORIES.map((key) => [key, schema.meta({ description: REVIEW_CATEGORY_LABELS[key] })]),
    ) as Record<ReviewCategory, T>,
  );

const reviewShape = {
  id,
  stableId: id,
  authorName: z.string().meta({ description: '„Anna M.“ oder „Ehemaliges Mitglied“' }),
  basis: z.enum(['viewing', 'tenancy']).meta({ description: 'Worauf die Bewertung beruht' }),
  tenancySince: z.string().nullable().meta({ description: 'Bei bestätigten Einstellern: seit wann (JJJJ-MM)' }),
  basisLabel: z.string().meta({ description: '„nach Besichtigung“ oder „Einsteller seit 2025“' }),
  overall: stars,
  categories: categoriesOf(stars),
  text: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  edited: z.boolean(),
  reply: z
    .object({ text: z.string(), repliedAt: isoTime })
    .nullable()
    .meta({ description: 'Die öffentliche Antwort des Stalls' }),
  mine: z.boolean().meta({ description: 'Vom angemeldeten Konto geschrieben' }),
};

export const ReviewAnswer = z
  .object(reviewShape)
  .meta({ id: 'Review', description: 'Eine Bewertung eines Stalls' }) satisfies z.ZodType<ReviewDto>;

export const MyReviewAnswer = z.object({ ...reviewShape, stableName: z.string() }).meta({
  id: 'MyReview',
  description: 'Eine eigene Bewertung mit dem Namen des Stalls',
}) satisfies z.ZodType<MyReviewDto>;

export const ReviewPageAnswer = z
  .object({
    summary: z.object({
      rating: average.meta({ description: 'Durchschnitt der Gesamtnoten; null ohne Bewertungen' }),
      count: z.int().min(0),
      categories: categoriesOf(average),
    }),
    reviews: z.array(ReviewAnswer),
    page: z.int().positive(),
    pageSize: z.int().positive(),
    hasMore: z.boolean(),
    stableName: z.string(),
    viewer: z
      .object({
        canReview: z.boolean(),
        basisLabel: z.string().nullable(),
        ownReviewId: id.nullable(),
        isOwner: z.boolean(),
      })
      .nullable()
      .meta({
        description: 'Für Angemeldete: ob sie bewerten dürfen, ihre eigene Bewertung, ob ihnen der Stall gehört',
      }),
  })
  .meta({
    id: 'ReviewPage',
    description: 'Bewertungen eines Stalls, neueste zuerst',
  }) satisfies z.ZodType<ReviewPageDto>;

export const TenancyAnswer = z
  .object({
    since: z.string().nullable().meta({ description: 'Seit wann (JJJJ-MM); null, solange nicht bestätigt' }),
    possible: z.boolean().meta({ description: 'Ob die anfragende Person ein Konto hat' }),
    message: z.string().optional(),
  })
  .meta({
    id: 'Tenancy',
    description: 'Ob die anfragende Person als Einsteller bestätigt ist',
  }) satisfies z.ZodType<TenancyDto>;
