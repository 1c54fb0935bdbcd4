// The invoice as issued (issue 38): everything a PDF or an e-invoice shows, taken from the settings, the buyer's
// account and stable and the booking at the moment of issue and stored in `invoices.data`. Rendering reads only
// this, so an invoice comes out the same however the settings, the account or the stable change later.
import type { PlatformSettings } from '#contract/settings.ts';
import type { InvoiceKind } from '#contract/premium.ts';

export interface InvoiceParty {
  name: string;
  /** A second line: the buyer's stable. */
  company?: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface InvoiceData {
  kind: InvoiceKind;
  number: string;
  /** YYYY-MM-DD, German time. */
  issuedOn: string;
  dueOn: string | null;
  seller: InvoiceParty & { taxNumber: string; vatId: string };
  buyer: InvoiceParty & { email: string };
  line: { description: string; days: number; listingId: number };
  /** The service period, YYYY-MM-DD; null while Premium starts with the payment. */
  periodFrom: string | null;
  periodTo: string | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRate: number;
  smallBusiness: boolean;
  /** A credit note's invoice. */
  corrects?: { number: string; issuedOn: string };
}

const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Germany, YYYY-MM-DD. */
export const berlinDay = (at: Date): string => BERLIN_DAY.format(at);

const COUNTRY_OF_REGION: Record<string, string> = { germany: 'DE', austria: 'AT', switzerland: 'CH' };
export const countryOfRegion = (region: string) => COUNTRY_OF_REGION[region] ?? 'DE';

/** The seller's country: the VAT id's prefix, else Germany. */
const sellerCountry = (vatId: string) => (/^[A-Z]{2}/.test(vatId) ? vatId.slice(0, 2).replace('EL', 'GR') : 'DE');

export function sellerOf(settings: PlatformSettings): InvoiceData['seller'] {
  return {
    name: settings.invoiceSellerName,
    street: settings.invoiceSellerStreet,
    zip: settings.invoiceSellerZip,
    city: settings.invoiceSellerCity,
    country: sellerCountry(settings.invoiceVatId),
    taxNumber: settings.invoiceTaxNumber,
    vatId: settings.invoiceVatId,
  };
}

const DAY_MS = 24 * 3600 * 1000;
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
