// Platform settings: their shape, validation and the defaults of spec section 9.
import { z } from './zod.ts';
import { HEX_COLOR_PATTERN, MAX_LISTINGS_LIMIT, MAX_PREMIUM_PRICE, SETTINGS_TEXT_LIMITS as LIMIT } from './limits.ts';
import { MSG } from './messages.ts';

const hexColor = z.string().regex(HEX_COLOR_PATTERN, MSG.hexColor);

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
};
