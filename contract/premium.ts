// Premium as a product owners book themselves (issue 38): the offers and their prices, the booking's input, the
// invoices as the owner and the back office see them, and the German messages. The prices are derived here once,
// for the API, the owner area and the invoice alike.
//
// The price rule: the setting `premiumPrice` is the NET price of 30 days (B2B: stable owners book as businesses).
// 7 days cost 7/30 of it, 90 days three times it: plain pro rata, no discount, each rounded to the cent. VAT is the
// setting `vatRate` of the net, rounded to the cent; under the small-business rule (§ 19 UStG) there is no VAT and
// the gross is the net.
import { z } from './zod.ts';

export const PREMIUM_DAYS = [7, 30, 90] as const;
export type PremiumDays = (typeof PREMIUM_DAYS)[number];

/** Days between invoice date and due date when Premium starts on booking. */
export const PAYMENT_TERM_DAYS = 14;
/** The owner's reminder goes this many days before a Premium period ends. */
export const PREMIUM_REMINDER_DAYS = 3;

export const PREMIUM_MSG = {
  days: 'Bitte 7, 30 oder 90 Tage wählen',
  invoice: 'Rechnung',
  alreadyPaid: 'Die Rechnung ist bereits bezahlt',
  cancelled: 'Die Rechnung ist storniert',
  creditNote: 'Eine Stornorechnung kann nicht bezahlt oder storniert werden',
  booked: 'Premium gebucht',
  paid: 'Rechnung als bezahlt markiert',
  cancelledDone: 'Rechnung storniert',
} as const;

/** The words of the small-business rule, printed on an invoice instead of VAT. */
export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).';

export interface PremiumOffer {
  days: PremiumDays;
  /** Euros, two decimals. */
  net: number;
  vat: number;
  gross: number;
}

export interface PriceSettings {
  premiumPrice: number;
  vatRate: number;
  smallBusiness: boolean;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The amounts of one booking, in cents (what invoices store). */
export function premiumCents(
  days: number,
  settings: PriceSettings,
): { net: number; vat: number; gross: number; rate: number } {
  const net = Math.round((cents(settings.premiumPrice) * days) / 30);
  const rate = settings.smallBusiness ? 0 : settings.vatRate;
  const vat = Math.round((net * rate) / 100);
  return { net, vat, gross: net + vat, rate };
}

/** The three offers with their prices in euros. */
export function premiumOffers(settings: PriceSettings): PremiumOffer[] {
  return PREMIUM_DAYS.map((days) => {
    const { net, vat, gross } = premiumCents(days, settings);
    return { days, net: net / 100, vat: vat / 100, gross: gross / 100 };
  });
}

/** 1234.5 → "1.234,50 €" (no Intl: the same on the server, in the browser and in the PDF). */
export function formatEuro(euros: number): string {
  const negative = euros < 0;
  const [whole, fraction] = Math.abs(euros).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${fraction} €`;
}

// ---- input ----

export const PremiumBookingBody = z.object({
  days: z.union(
    PREMIUM_DAYS.map((d) => z.literal(d)),
    { error: PREMIUM_MSG.days },
  ),
});
export type PremiumBookingBody = z.output<typeof PremiumBookingBody>;

// ---- answers ----

export interface PremiumStateDto {
  /** Premium shows now (a running period, or the admin's override). */
  active: boolean;
  /** The start of the running (or next) period and the end of the last booked one, ISO 8601. */
  startsAt?: string;
  endsAt?: string;
  offers: PremiumOffer[];
  /** The VAT rate the offers carry (0 under the small-business rule). */
  vatRate: number;
}

export interface PremiumBookingDto {
  invoice: { id: number; number: string; gross: number };
  /** Absent while the period waits for the payment (setting premiumStartsOn = payment). */
  startsAt?: string;
  endsAt?: string;
}

export type InvoiceKind = 'invoice' | 'credit_note';
export type InvoiceState = 'open' | 'paid' | 'cancelled' | 'credit_note';

export interface InvoiceDto {
  id: number;
  number: string;
  kind: InvoiceKind;
  state: InvoiceState;
  /** Day of issue, YYYY-MM-DD. */
  issuedOn: string;
  /** Due day (invoices only). */
  dueOn: string | null;
  listingId: number | null;
  listingTitle: string;
  days: number;
  /** Service period, YYYY-MM-DD; null while Premium waits for the payment. */
  periodFrom: string | null;
  periodTo: string | null;
  net: number;
  vat: number;
  gross: number;
  vatRate: number;
  paidAt: string | null;
  /** For an invoice: its credit note's number once cancelled; for a credit note: the invoice it cancels. */
  relatedNumber: string | null;
}

export interface AdminInvoiceDto extends InvoiceDto {
  buyerName: string;
  buyerEmail: string;
}
