// zod schemas of the Premium answers (contract/premium.ts), for the OpenAPI document; each `satisfies` its DTO.
import { z } from './zod.ts';
import { id, isoDay, isoTime } from './answers.ts';
import {
  PREMIUM_DAYS,
  type AdminInvoiceDto,
  type InvoiceDto,
  type PremiumBookingDto,
  type PremiumStateDto,
} from './premium.ts';

const euros = (description: string) => z.number().meta({ description: `${description} in Euro` });

const Offer = z.object({
  days: z.union(PREMIUM_DAYS.map((d) => z.literal(d))),
  net: euros('Netto'),
  vat: euros('Umsatzsteuer'),
  gross: euros('Brutto'),
});

export const PremiumStateAnswer = z
  .object({
    active: z.boolean().meta({ description: 'Premium gilt jetzt' }),
    startsAt: isoTime.optional(),
    endsAt: isoTime.optional().meta({ description: 'Ende der gebuchten Premium-Zeit' }),
    offers: z.array(Offer),
    vatRate: z.number().meta({ description: 'Steuersatz der Angebote in Prozent (0 als Kleinunternehmer)' }),
  })
  .meta({
    id: 'PremiumState',
    description: 'Premium eines Stallplatzes und die Angebote',
  }) satisfies z.ZodType<PremiumStateDto>;

export const PremiumBookingAnswer = z
  .object({
    invoice: z.object({ id, number: z.string(), gross: euros('Brutto') }),
    startsAt: isoTime.optional(),
    endsAt: isoTime.optional(),
  })
  .meta({
    id: 'PremiumBooking',
    description: 'Die Rechnung der Buchung; ohne Zeitraum, solange Premium auf die Zahlung wartet',
  }) satisfies z.ZodType<PremiumBookingDto>;

export const InvoiceAnswer = z
  .object({
    id,
    number: z.string().meta({ description: 'Fortlaufende Nummer, JJJJ-NNNNN' }),
    kind: z.enum(['invoice', 'credit_note']),
    state: z.enum(['open', 'paid', 'cancelled', 'credit_note']),
    issuedOn: isoDay,
    dueOn: isoDay.nullable(),
    listingId: id.nullable(),
    listingTitle: z.string(),
    days: z.int(),
    periodFrom: isoDay.nullable(),
    periodTo: isoDay.nullable(),
    net: euros('Netto (Storno negativ)'),
    vat: euros('Umsatzsteuer'),
    gross: euros('Brutto'),
    vatRate: z.number(),
    paidAt: isoTime.nullable(),
    relatedNumber: z.string().nullable().meta({ description: 'Stornorechnung bzw. stornierte Rechnung' }),
  })
  .meta({ id: 'Invoice', description: 'Eine Rechnung oder Stornorechnung' }) satisfies z.ZodType<InvoiceDto>;

export const AdminInvoiceAnswer = InvoiceAnswer.extend({ buyerName: z.string(), buyerEmail: z.string() }).meta({
  id: 'AdminInvoice',
  description: 'Eine Rechnung mit Käufer',
}) satisfies z.ZodType<AdminInvoiceDto>;
