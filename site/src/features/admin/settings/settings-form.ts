// The settings form's values and checks. They apply the limits, patterns and messages of contract/ that
// contract/settings.ts builds its zod schema from (the browser must not import that schema: it carries zod), so
// most mistakes are named before anything is sent; the server's field errors cover the rest.
import { looksLikeEmail } from '#contract/email.ts';
import { HEX_COLOR_PATTERN, MAX_LISTINGS_LIMIT, MAX_PREMIUM_PRICE, SETTINGS_TEXT_LIMITS } from '#contract/limits.ts';
import { MSG } from '#contract/messages.ts';
import {
  INVOICE_TEXT_LIMITS,
  LISTING_EXPIRY_DAYS,
  MEASUREMENT_ID_PATTERN,
  SETTINGS_MSG,
  VAT_ID_PATTERN,
} from '#contract/settings-rules.ts';
import type { PlatformSettings } from '#contract/settings.ts';

/** The settings typed as numbers; their inputs hold strings, parsed on saving. */
type NumberSetting = 'premiumPrice' | 'maxListingsPerUser' | 'listingExpiryDays' | 'vatRate';

export type SettingsForm = Omit<PlatformSettings, NumberSetting> & Record<NumberSetting, string>;

export type SettingsErrors = Partial<Record<keyof PlatformSettings, string>>;

const WHOLE_NUMBER = /^\d+$/;
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
const ZIP = /^\d{4,5}$/;

/** German notation, a decimal comma: 29.99 → "29,99". */
const decimal = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

export function toForm(settings: PlatformSettings): SettingsForm {
  return {
    ...settings,
    premiumPrice: decimal(settings.premiumPrice, 2),
    maxListingsPerUser: String(settings.maxListingsPerUser),
    listingExpiryDays: String(settings.listingExpiryDays),
    vatRate: Number.isInteger(settings.vatRate) ? String(settings.vatRate) : decimal(settings.vatRate, 2),
  };
}

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

const TEXT_LIMITS = { ...SETTINGS_TEXT_LIMITS, ...INVOICE_TEXT_LIMITS };
type LimitedText = keyof typeof TEXT_LIMITS;

function limited(key: LimitedText, value: string, required: boolean): string | undefined {
  if (required && !value.trim()) return MSG.adminRequiredFields;
  return value.trim().length > TEXT_LIMITS[key] ? MSG.tooLong(TEXT_LIMITS[key]) : undefined;
}

/** The field's message, or undefined when it is fine. */
export function checkField<K extends keyof PlatformSettings>(key: K, form: SettingsForm): string | undefined {
  const value = form[key];
  switch (key) {
    case 'siteName':
    case 'invoiceSellerName':
    case 'invoiceSellerStreet':
    case 'invoiceSellerCity':
      return limited(key, value as string, true);
    case 'siteDescription':
    case 'maintenanceText':
    case 'invoiceTaxNumber':
      return limited(key, value as string, false);
    case 'contactEmail':
      if (!looksLikeEmail(form.contactEmail)) return MSG.emailInvalid;
      return limited('contactEmail', form.contactEmail, false);
    case 'maxListingsPerUser': {
      const text = form.maxListingsPerUser.trim();
      if (!WHOLE_NUMBER.test(text)) return MSG.integerMin0;
      return Number(text) > MAX_LISTINGS_LIMIT ? MSG.atMost('10.000') : undefined;
    }
    case 'listingExpiryDays': {
      const text = form.listingExpiryDays.trim();
      const { min, max } = LISTING_EXPIRY_DAYS;
      const ok = WHOLE_NUMBER.test(text) && Number(text) >= min && Number(text) <= max;
      return ok ? undefined : SETTINGS_MSG.integerBetween(min, max);
    }
    case 'premiumPrice': {
      const text = form.premiumPrice.trim();
      if (!AMOUNT.test(text)) return MSG.decimalMin0;
      return parseAmount(text) > MAX_PREMIUM_PRICE ? MSG.atMost('100.000 €') : undefined;
    }
    case 'vatRate': {
      const text = form.vatRate.trim();
      return AMOUNT.test(text) && parseAmount(text) <= 100 ? undefined : SETTINGS_MSG.vatRate;
    }
    case 'invoiceSellerZip':
      return ZIP.test(form.invoiceSellerZip.trim()) ? undefined : SETTINGS_MSG.zipCode;
    case 'invoiceVatId': {
      const text = form.invoiceVatId.trim().toUpperCase();
      return text === '' || VAT_ID_PATTERN.test(text) ? undefined : SETTINGS_MSG.vatId;
    }
    case 'analyticsMeasurementId': {
      const text = form.analyticsMeasurementId.trim();
      return text === '' || MEASUREMENT_ID_PATTERN.test(text) ? undefined : SETTINGS_MSG.measurementId;
    }
    case 'primaryColor':
    case 'secondaryColor':
      return HEX_COLOR_PATTERN.test(value as string) ? undefined : MSG.hexColor;
    default:
      return undefined;
  }
}

/** "29,99" or "29.99" → 29.99, exactly two decimals at most (cents, no float noise). */
function parseAmount(text: string): number {
  return Math.round(Number(text.replace(',', '.')) * 100) / 100;
}

/**
 * Every field's message, and the body of PUT /api/admin/settings when there are none: all fields, the
 * amounts as decimal numbers, the counts as integers, texts trimmed as the server stores them.
 */
export function checkSettings(form: SettingsForm): { errors: SettingsErrors; body: PlatformSettings | null } {
  const errors: SettingsErrors = {};
  for (const key of Object.keys(form) as (keyof PlatformSettings)[]) {
    const message = checkField(key, form);
    if (message) errors[key] = message;
  }
  if (Object.keys(errors).length > 0) return { errors, body: null };
  return {
    errors,
    body: {
      ...form,
      siteName: form.siteName.trim(),
      siteDescription: form.siteDescription.trim(),
      contactEmail: form.contactEmail.trim(),
      maintenanceText: form.maintenanceText.trim(),
      maxListingsPerUser: Number.parseInt(form.maxListingsPerUser.trim(), 10),
      listingExpiryDays: Number.parseInt(form.listingExpiryDays.trim(), 10),
      premiumPrice: parseAmount(form.premiumPrice.trim()),
      vatRate: parseAmount(form.vatRate.trim()),
      invoiceSellerName: form.invoiceSellerName.trim(),
      invoiceSellerStreet: form.invoiceSellerStreet.trim(),
      invoiceSellerZip: form.invoiceSellerZip.trim(),
      invoiceSellerCity: form.invoiceSellerCity.trim(),
      invoiceTaxNumber: form.invoiceTaxNumber.trim(),
      invoiceVatId: form.invoiceVatId.trim().toUpperCase(),
      analyticsMeasurementId: form.analyticsMeasurementId.trim(),
    },
  };
}
