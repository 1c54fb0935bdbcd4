// Platform settings: their shape, validation and the defaults of spec section 9.
import { z } from './zod.ts';
import { HEX_COLOR_PATTERN, MAX_LISTINGS_LIMIT, MAX_PREMIUM_PRICE, SETTINGS_TEXT_LIMITS as LIMIT } from './limits.ts';
import { MSG } from './messages.ts';
import {
  INVOICE_TEXT_LIMITS as INVOICE,
  LISTING_EXPIRY_DAYS,
  MEASUREMENT_ID_PATTERN,
  SETTINGS_MSG,
  VAT_ID_PATTERN,
} from './settings-rules.ts';

const hexColor = z.string().regex(HEX_COLOR_PATTERN, MSG.hexColor);
const text = (max: number) => z.string().trim().max(max, MSG.tooLong(max));

export const PlatformSettings = z.object({
  siteName: z.string().trim().min(1, MSG.adminRequiredFields).max(LIMIT.siteName, MSG.tooLong(LIMIT.siteName)),
  siteDescription: z.string().trim().max(LIMIT.siteDescription, MSG.tooLong(LIMIT.siteDescription)),
  contactEmail: z.email(MSG.emailInvalid).max(LIMIT.contactEmail, MSG.tooLong(LIMIT.contactEmail)),
  enableEmailNotifications: z.boolean(),
  enableSMSNotifications: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceText: z.string().trim().max(LIMIT.maintenanceText, MSG.tooLong(LIMIT.maintenanceText)),
  allowRegistrations: z.boolean(),
  requireEmailVerification: z.boolean(),
  maxListingsPerUser: z
    .number({ error: MSG.integerMin0 })
    .int(MSG.integerMin0)
    .min(0, MSG.integerMin0)
    .max(MAX_LISTINGS_LIMIT, MSG.atMost('10.000')),
  premiumPrice: z
    .number({ error: MSG.decimalMin0 })
    .min(0, MSG.decimalMin0)
    .max(MAX_PREMIUM_PRICE, MSG.atMost('100.000 €'))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MSG.decimalMin0),
  autoApproveListings: z.boolean(),
  enableGoogleAnalytics: z.boolean(),
  enableCookieConsent: z.boolean(),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  /** Days without an owner's update after which a listing goes inactive (reminder 7 days before). */
  listingExpiryDays: z
    .number({ error: SETTINGS_MSG.integerBetween(LISTING_EXPIRY_DAYS.min, LISTING_EXPIRY_DAYS.max) })
    .int(SETTINGS_MSG.integerBetween(LISTING_EXPIRY_DAYS.min, LISTING_EXPIRY_DAYS.max))
    .min(LISTING_EXPIRY_DAYS.min, SETTINGS_MSG.integerBetween(LISTING_EXPIRY_DAYS.min, LISTING_EXPIRY_DAYS.max))
    .max(LISTING_EXPIRY_DAYS.max, SETTINGS_MSG.integerBetween(LISTING_EXPIRY_DAYS.min, LISTING_EXPIRY_DAYS.max)),
  /** Whether a booked Premium period starts at booking (payment due in 14 days) or once the invoice is paid. */
  premiumStartsOn: z.enum(['booking', 'payment']),
  /** The seller on Premium invoices (§ 14 UStG). */
  invoiceSellerName: text(INVOICE.invoiceSellerName).min(1, MSG.adminRequiredFields),
  invoiceSellerStreet: text(INVOICE.invoiceSellerStreet).min(1, MSG.adminRequiredFields),
  invoiceSellerZip: z
    .string()
    .trim()
    .regex(/^\d{4,5}$/, SETTINGS_MSG.zipCode),
  invoiceSellerCity: text(INVOICE.invoiceSellerCity).min(1, MSG.adminRequiredFields),
  /** The seller's tax number (Steuernummer); an invoice carries it or the VAT id. */
  invoiceTaxNumber: text(INVOICE.invoiceTaxNumber),
  invoiceVatId: z.union([z.literal(''), z.string().trim().toUpperCase().regex(VAT_ID_PATTERN, SETTINGS_MSG.vatId)]),
  /** VAT rate in percent on Premium invoices. */
  vatRate: z.number({ error: SETTINGS_MSG.vatRate }).min(0, SETTINGS_MSG.vatRate).max(100, SETTINGS_MSG.vatRate),
  /** Kleinunternehmerregelung (§ 19 UStG): invoices carry no VAT and say why. */
  smallBusiness: z.boolean(),
  /** The Google Analytics 4 measurement id; without one no analytics loads and no consent banner is shown. */
  analyticsMeasurementId: z.union([
    z.literal(''),
    z.string().trim().regex(MEASUREMENT_ID_PATTERN, SETTINGS_MSG.measurementId),
  ]),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

/** PUT /api/admin/settings takes every field; a partial body is merged over the stored settings. */
export const SettingsUpdate = PlatformSettings.partial();
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

export const DEFAULT_SETTINGS: PlatformSettings = {
  siteName: 'Stallfinder',
  siteDescription: 'Der Marktplatz für Pferde-Stallplätze in Deutschland, Österreich und der Schweiz.',
  contactEmail: 'info@stallfinder.de',
  enableEmailNotifications: true,
  enableSMSNotifications: false,
  maintenanceMode: false,
  maintenanceText: 'Wir führen gerade Wartungsarbeiten durch. Bitte versuche es später noch einmal.',
  allowRegistrations: true,
  requireEmailVerification: true,
  maxListingsPerUser: 10,
  premiumPrice: 29.99,
  // New listings wait for an admin's review ("Prüfung und Freischaltung durch unser Team", /pricing).
  autoApproveListings: false,
  enableGoogleAnalytics: true,
  enableCookieConsent: true,
  primaryColor: '#8B4513',
  secondaryColor: '#F5F3EF',
  listingExpiryDays: 90,
  premiumStartsOn: 'booking',
  invoiceSellerName: 'Stallfinder GmbH',
  invoiceSellerStreet: 'Leopoldstraße 118',
  invoiceSellerZip: '80802',
  invoiceSellerCity: 'München',
  invoiceTaxNumber: '143/123/45678',
  invoiceVatId: 'DE328714596',
  vatRate: 19,
  smallBusiness: false,
  analyticsMeasurementId: '',
};
