// zod schemas of the trust answers (contract/trust.ts), for the OpenAPI document; each `satisfies` its DTO.
import { ListingAnswer, id, isoDay, isoTime } from './answers.ts';
import { ReviewPageAnswer } from './review-answers.ts';
import {
  SEAL_KINDS,
  VERIFICATION_DOCUMENT_KINDS,
  type AdminTrustCheckDto,
  type AdminTrustCountDto,
  type OwnerTrustDto,
  type PublicSealDto,
  type StableProfileDto,
  type VerificationBadgeDto,
} from './trust.ts';
import { z } from './zod.ts';

const Badge = z
  .object({
    verifiedAt: isoTime.meta({ description: 'Wann die Verwaltung den Betrieb verifiziert hat' }),
    what: z.string().meta({ description: 'Was geprüft wurde, z. B. „Name, Anschrift und Telefon anhand …“' }),
  })
  .nullable()
  .meta({ description: '„Verifizierter Betrieb“, oder null' }) satisfies z.ZodType<VerificationBadgeDto | null>;

const sealShape = {
  id,
  kind: z
    .enum(SEAL_KINDS)
    .meta({ description: '`fn`: FN-geprüfter Pensionspferdebetrieb; `regional`: ein regionales Siegel' }),
  name: z.string(),
  stars: z.int().min(1).max(5).nullable().meta({ description: 'Sterne des FN-Siegels' }),
  validUntil: isoDay,
  label: z.string(),
};
const PublicSeal = z.object(sealShape) satisfies z.ZodType<PublicSealDto>;

export const StableProfileAnswer = z
  .object({
    id,
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    city: z.string(),
    postalCode: z.string(),
    region: z.string(),
    memberSince: isoTime,
    badge: Badge,
    seals: z.array(PublicSeal).meta({ description: 'Von der Verwaltung bestätigte, gültige Siegel' }),
    response: z
      .object({
        conversations: z.int().min(0),
        ratePercent: z.int().min(0).max(100),
        medianMinutes: z.int().min(0).nullable(),
      })
      .nullable()
      .meta({ description: 'Antwortquote und Median der ersten Antwort; erst ab 5 Unterhaltungen, sonst null' }),
    listings: z.array(ListingAnswer),
    reviews: ReviewPageAnswer,
  })
  .meta({ id: 'StableProfile' }) satisfies z.ZodType<StableProfileDto>;

export const OwnerTrustAnswer = z
  .object({
    stableId: id,
    slug: z.string(),
    badge: Badge,
    verifications: z.array(
      z.object({
        id,
        status: z.enum(['pending', 'granted', 'refused']),
        legalName: z.string(),
        documentKind: z.enum(VERIFICATION_DOCUMENT_KINDS),
        createdAt: isoTime,
        decidedAt: isoTime.nullable(),
        reason: z.string().nullable(),
      }),
    ),
    seals: z.array(
      z.object({
        ...sealShape,
        status: z.enum(['pending', 'confirmed', 'refused', 'expired']),
        createdAt: isoTime,
        reason: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'OwnerTrust' }) satisfies z.ZodType<OwnerTrustDto>;

export const AdminTrustCheckAnswer = z
  .object({
    kind: z.enum(['verification', 'seal']),
    id,
    stableId: id,
    stableName: z.string(),
    stableSlug: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    createdAt: isoTime,
    documentUrl: z
      .string()
      .nullable()
      .meta({ description: 'Download des Nachweises (nur Verwaltung), solange er gespeichert ist' }),
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    documentKind: z.enum(VERIFICATION_DOCUMENT_KINDS).nullable(),
    seal: z
      .object({
        kind: z.enum(SEAL_KINDS),
        name: z.string(),
        stars: z.int().min(1).max(5).nullable(),
        validUntil: isoDay,
      })
      .nullable(),
  })
  .meta({ id: 'AdminTrustCheck' }) satisfies z.ZodType<AdminTrustCheckDto>;

export const AdminTrustCountAnswer = z.object({ open: z.int().min(0) }) satisfies z.ZodType<AdminTrustCountDto>;
