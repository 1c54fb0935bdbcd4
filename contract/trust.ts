// Verified operators and quality seals (issue 37): what an owner sends to have a stable verified or a seal
// confirmed, the admin's decision, the documents' limits and types, and the answers the owner area, the back
// office and the public operator page (/stall/<slug>) read. Public texts say "du"; the back office's own texts
// live in its screens.
import type { ReviewPageDto } from './reviews.ts';
import type { ListingDto } from './types.ts';
import { z } from './zod.ts';

// ---- documents ----

/** A document may be at most this large (a scan of a trade registration or a utility bill). */
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_FIELD = 'document';

export type DocumentKind = 'pdf' | 'jpeg' | 'png';
export const DOCUMENT_TYPES: Record<DocumentKind, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
};
/** How many leading bytes sniffDocumentType needs at most. */
export const DOCUMENT_SNIFF_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PDF, JPEG or PNG by the first bytes, never by the name or the declared type; null for anything else. */
export function sniffDocumentType(data: Uint8Array): DocumentKind | null {
  if (data.length >= 5 && String.fromCharCode(...data.subarray(0, 5)) === '%PDF-') return 'pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && PNG.every((byte, i) => data[i] === byte)) return 'png';
  return null;
}

// ---- messages ----

export const TRUST_MSG = {
  notMultipart: 'Bitte sende das Formular als multipart/form-data mit dem Nachweis im Feld „document“.',
  badForm: 'Die Formulardaten sind unvollständig oder fehlerhaft.',
  noDocument: 'Bitte lade einen Nachweis hoch (PDF, JPEG oder PNG).',
  wrongType: 'Nur PDF-, JPEG- oder PNG-Dateien sind als Nachweis erlaubt.',
  tooLarge: `Der Nachweis ist größer als ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
  legalName: 'Bitte gib den Namen des Betriebs an, wie er im Nachweis steht',
  address: 'Bitte gib die Anschrift des Betriebs an',
  phone: 'Bitte gib eine Telefonnummer an (Ziffern, Leerzeichen, +, /, -)',
  documentKind: 'Bitte wähle die Art des Nachweises',
  pending: 'Für diesen Stall liegt schon eine Anfrage zur Prüfung vor.',
  sealKind: 'Bitte wähle die Art des Siegels',
  sealName: 'Bitte gib den Namen des Siegels an',
  stars: 'Bitte gib die Sterne des FN-Siegels an (1 bis 5)',
  validUntil: 'Bitte gib an, bis wann das Siegel gilt (TT.MM.JJJJ)',
  validUntilPast: 'Das Siegel muss noch gültig sein',
  decisionAction: 'Entscheidung: „grant“ (erteilen) oder „refuse“ (ablehnen)',
  decisionReason: 'Eine Ablehnung braucht eine Begründung (sie geht per E-Mail an den Stall).',
  decided: 'Darüber wurde schon entschieden.',
  verificationRequested: 'Danke! Wir prüfen deine Angaben und melden uns per E-Mail.',
  sealRequested: 'Danke! Wir prüfen das Siegel und melden uns per E-Mail.',
} as const;

// ---- inputs ----

export const VERIFICATION_DOCUMENT_KINDS = ['trade_register', 'utility_bill'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocumentKind, string> = {
  trade_register: 'Gewerbeanmeldung oder Handelsregisterauszug',
  utility_bill: 'Versorgerrechnung (Strom, Wasser, Gas) auf die Anschrift',
};

const text = (message: string, max: number) => z.string({ error: message }).trim().min(2, message).max(max, message);

/** POST /api/my/stables/:id/verification (multipart: these fields and the file `document`). */
export const VerificationRequestBody = z.object({
  legalName: text(TRUST_MSG.legalName, 160),
  address: text(TRUST_MSG.address, 240),
  phone: z
    .string({ error: TRUST_MSG.phone })
    .trim()
    .regex(/^\+?[0-9][0-9 /()-]{4,38}$/, TRUST_MSG.phone),
  documentKind: z.enum(VERIFICATION_DOCUMENT_KINDS, { error: TRUST_MSG.documentKind }),
});
export type VerificationRequestBody = z.infer<typeof VerificationRequestBody>;

export const SEAL_KINDS = ['fn', 'regional'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];
export const FN_SEAL_NAME = 'FN-geprüfter Pensionspferdebetrieb';

/** POST /api/my/stables/:id/seals (multipart: these fields and the file `document`). */
export const SealRequestBody = z
  .object({
    kind: z.enum(SEAL_KINDS, { error: TRUST_MSG.sealKind }),
    name: z.string().trim().max(120, TRUST_MSG.sealName).optional(),
    stars: z.coerce
      .number({ error: TRUST_MSG.stars })
      .int(TRUST_MSG.stars)
      .min(1, TRUST_MSG.stars)
      .max(5, TRUST_MSG.stars)
      .optional(),
    validUntil: z
      .string({ error: TRUST_MSG.validUntil })
      .regex(/^\d{4}-\d{2}-\d{2}$/, TRUST_MSG.validUntil)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), TRUST_MSG.validUntil),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'fn' && body.stars === undefined)
      ctx.addIssue({ code: 'custom', path: ['stars'], message: TRUST_MSG.stars });
    if (body.kind === 'regional' && (!body.name || body.name.length < 2))
      ctx.addIssue({ code: 'custom', path: ['name'], message: TRUST_MSG.sealName });
  });
export type SealRequestBody = z.infer<typeof SealRequestBody>;

/** POST /api/admin/verifications/:id/decision and /api/admin/seals/:id/decision. */
export const TrustDecisionBody = z.object({
  action: z.enum(['grant', 'refuse'], { error: TRUST_MSG.decisionAction }),
  reason: z.string().trim().max(2000).optional(),
});
export type TrustDecisionBody = z.infer<typeof TrustDecisionBody>;

export const SlugParam = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Ungültige Adresse')
    .max(80),
});

// ---- answers ----

export type CheckStatus = 'pending' | 'granted' | 'refused';
export type SealStatus = 'pending' | 'confirmed' | 'refused' | 'expired';

/** The public badge: what was verified and when. */
export interface VerificationBadgeDto {
  verifiedAt: string;
  /** "Name, Anschrift und Telefon anhand einer Gewerbeanmeldung geprüft". */
  what: string;
}

export interface PublicSealDto {
  id: number;
  kind: SealKind;
  name: string;
  stars: number | null;
  validUntil: string;
  /** "FN-geprüfter Pensionspferdebetrieb ★★★★" / the regional seal's name. */
  label: string;
}

/** What the listing page shows beside the stable's name (Astro.locals.services.trust.ofStable). */
export interface StableTrustDto {
  slug: string;
  badge: VerificationBadgeDto | null;
  seals: PublicSealDto[];
}

export interface OwnerVerificationDto {
  id: number;
  status: CheckStatus;
  legalName: string;
  documentKind: VerificationDocumentKind;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
}

export interface OwnerSealDto extends PublicSealDto {
  status: SealStatus;
  createdAt: string;
  reason: string | null;
}

/** GET /api/my/stables/:id/trust */
export interface OwnerTrustDto {
  stableId: number;
  slug: string;
  badge: VerificationBadgeDto | null;
  verifications: OwnerVerificationDto[];
  seals: OwnerSealDto[];
}

/** One open check in the back office (GET /api/admin/trust-checks). */
export interface AdminTrustCheckDto {
  kind: 'verification' | 'seal';
  id: number;
  stableId: number;
  stableName: string;
  stableSlug: string;
  ownerName: string;
  ownerEmail: string;
  createdAt: string;
  /** The document's download path (admin only) while it is kept. */
  documentUrl: string | null;
  /** Verification only. */
  legalName: string | null;
  address: string | null;
  phone: string | null;
  documentKind: VerificationDocumentKind | null;
  /** Seal only. */
  seal: { kind: SealKind; name: string; stars: number | null; validUntil: string } | null;
}

/** GET /api/admin/trust-checks/count: the sidebar's figure. */
export interface AdminTrustCountDto {
  open: number;
}

export interface ResponseStatsDto {
  /** Conversations counted (the last 12 months). */
  conversations: number;
  /** Share answered by the stable, 0-100. */
  ratePercent: number;
  /** Median minutes to the stable's first reply, over the answered ones; null when none was answered. */
  medianMinutes: number | null;
}

/** GET /api/stables/:slug/profile: the operator page. */
export interface StableProfileDto {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  city: string;
  postalCode: string;
  region: string;
  memberSince: string;
  badge: VerificationBadgeDto | null;
  seals: PublicSealDto[];
  /** Shown only from RESPONSE_STATS_MIN conversations on; null below. */
  response: ResponseStatsDto | null;
  /** The stable's public listings, newest first. */
  listings: ListingDto[];
  /** The first page of its reviews with their summary. */
  reviews: ReviewPageDto;
}

// ---- labels ----

export const VERIFIED_LABEL = 'Verifizierter Betrieb';
/** Where the badge links: what verification means. */
export const VERIFIED_INFO_PATH = '/trust#verifizierte-betriebe';

export function verificationWhat(kind: VerificationDocumentKind): string {
  return kind === 'trade_register'
    ? 'Name, Anschrift und Telefon anhand einer Gewerbeanmeldung oder eines Registerauszugs geprüft'
    : 'Name, Anschrift und Telefon anhand einer Versorgerrechnung geprüft';
}

export function sealLabel(seal: { kind: SealKind; name: string; stars: number | null }): string {
  if (seal.kind === 'fn') return `${FN_SEAL_NAME} (${seal.stars} ${seal.stars === 1 ? 'Stern' : 'Sterne'})`;
  return seal.name;
}

/** "27.11.2026" from an ISO date or moment, without Intl (the pages format dates so). */
export function germanDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}
