// Enquiries, in one place: what a visitor sends (the contact form to the platform, an enquiry to a listing's
// owner), what the owner's inbox reads and changes, what the sender sees of their sent enquiries, and the back
// office's view of all of them. The API validates with these schemas, the forms reuse them.
import { z } from './zod.ts';
import { HorseBody, type HorseData } from './horses.ts';
import { TEXT_LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { optionalText, phone, requiredText, searchText } from './schemas.ts';

// ---- sent by visitors ----

export const ContactFormBody = z.object({
  name: requiredText(MSG.requiredFields, TEXT_LIMITS.name),
  email: z
    .string({ error: MSG.requiredFields })
    .trim()
    .min(1, MSG.requiredFields)
    .toLowerCase()
    .max(TEXT_LIMITS.email, MSG.emailInvalid)
    .pipe(z.email(MSG.emailInvalid)),
  subject: optionalText(TEXT_LIMITS.subject),
  message: requiredText(MSG.requiredFields, TEXT_LIMITS.message),
});
export type ContactFormBody = z.infer<typeof ContactFormBody>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidDate)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    MSG.invalidDate,
  );

export const EnquiryBody = z.object({
  name: requiredText(MSG.requiredFields, TEXT_LIMITS.name),
  email: ContactFormBody.shape.email,
  phone,
  moveInDate: isoDate
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : undefined)),
  message: requiredText(MSG.requiredFields, TEXT_LIMITS.message),
  /** "Pferd mitsenden": the profile as it is now, kept with the enquiry. */
  horse: HorseBody.optional(),
});
export type EnquiryBody = z.infer<typeof EnquiryBody>;

// ---- the owner's inbox ----

export const EnquiryUpdateBody = z
  .object({
    read: z.boolean().optional(),
    status: z.enum(['new', 'answered'], { error: MSG.invalidStatus }).optional(),
  })
  .refine((b) => b.read !== undefined || b.status !== undefined, MSG.invalidInput);

export const OwnerEnquiryQuery = z.object({
  listingId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  unread: z.enum(['true', 'false']).optional(),
});

export interface OwnerEnquiryDto {
  id: number;
  listing: { id: number; title: string } | null;
  name: string;
  email: string;
  phone: string | null;
  moveInDate: string | null;
  message: string;
  /** The horse sent with the enquiry, as it was then; null if none. */
  horse: HorseData | null;
  status: 'new' | 'answered';
  readAt: string | null;
  createdAt: string;
}

// ---- the sender's list ----

export type SentEnquiryStatus = 'new' | 'read' | 'answered';

export const SENT_ENQUIRY_STATUS_LABELS: Record<SentEnquiryStatus, string> = {
  new: 'Neu',
  read: 'Gelesen',
  answered: 'Beantwortet',
};

export interface SentEnquiryDto {
  id: number;
  createdAt: string;
  status: SentEnquiryStatus;
  /** The name of the horse sent with the enquiry ("Pferd mitsenden"); null if none. */
  horseName: string | null;
  listing: { id: number; title: string; path: string | null } | null;
}

// ---- the back office ----

export const AdminContactQuery = z.object({
  search: searchText,
});

export interface ContactRequestDto {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  moveInDate: string | null;
  source: 'contact_form' | 'enquiry';
  status: 'new' | 'answered';
  listingId: number | null;
  listingTitle: string | null;
  createdAt: string;
}
