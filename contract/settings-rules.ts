// The limits and messages of issue 38's platform settings (listing expiry, invoice seller, analytics): apart from
// limits.ts and messages.ts, which every page's shared script carries, since only the settings need them.

/** Days a listing stays online without an update by its owner (default 90). */
export const LISTING_EXPIRY_DAYS = { min: 14, max: 730 } as const;
/** A VAT id: two letters and 2 to 13 characters (DE123456789, ATU12345678, CHE-123.456.789). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9.-]{2,13}$/;
/** A Google Analytics 4 measurement id. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,12}$/;
/** The invoice seller's texts, in characters. */
export const INVOICE_TEXT_LIMITS = {
  invoiceSellerName: 120,
  invoiceSellerStreet: 120,
  invoiceSellerCity: 80,
  invoiceTaxNumber: 30,
} as const;

export const SETTINGS_MSG = {
  integerBetween: (min: number, max: number) => `Bitte eine ganze Zahl von ${min} bis ${max} angeben`,
  vatRate: 'Bitte einen Steuersatz von 0 bis 100 % angeben',
  vatId: 'Bitte eine gültige USt-IdNr. angeben (z. B. DE123456789)',
  zipCode: 'Bitte eine gültige Postleitzahl angeben',
  measurementId: 'Bitte eine Mess-ID im Format G-XXXXXXX angeben',
} as const;
