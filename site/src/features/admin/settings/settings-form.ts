// The settings form's values and checks. They apply the limits, patterns and messages of contract/ that
// contract/settings.ts builds its zod schema from (the browser must not import that schema: it carries zod), so
// most mistakes are named before anything is sent; the server's field errors cover the rest.
import { looksLikeEmail } from '#contract/email.ts';
import {
  HEX_COLOR_PATTERN,
  MAX_LISTINGS_LIMIT,
  MAX_PREMIUM_PRICE,
  SETTINGS_TEXT_LIMITS as TEXT_LIMITS,
} from '#contract/limits.ts';
import { MSG } from '#contract/messages.ts';
import type { PlatformSettings } from '#contract/settings.ts';

/** Text inputs hold strings: the numbers are parsed on saving. */
export type SettingsForm = Omit<PlatformSettings, 'premiumPrice' | 'maxListingsPerUser'> & {
  premiumPrice: string;
  maxListingsPerUser: string;
};

export type SettingsErrors = Partial<Record<keyof PlatformSettings, string>>;

const WHOLE_NUMBER = /^\d+$/;
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

export function toForm(settings: PlatformSettings): SettingsForm {
  return {
    ...settings,
    // German notation, a decimal comma: "29,99"; the input takes a point as well.
    premiumPrice: settings.premiumPrice.toFixed(2).replace('.', ','),
    maxListingsPerUser: String(settings.maxListingsPerUser),
  };
}

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** The field's message, or undefined when it is fine. */
export function checkField<K extends keyof PlatformSettings>(key: K, form: SettingsForm): string | undefined {
  const value = form[key];
  switch (key) {
    case 'siteName':
      if (!form.siteName.trim()) return MSG.adminRequiredFields;
      return form.siteName.trim().length > TEXT_LIMITS.siteName ? MSG.tooLong(TEXT_LIMITS.siteName) : undefined;
    case 'siteDescription':
    case 'maintenanceText': {
      const limit = TEXT_LIMITS[key as 'siteDescription' | 'maintenanceText'];
      return (value as string).trim().length > limit ? MSG.tooLong(limit) : undefined;
    }
    case 'contactEmail':
      if (!looksLikeEmail(form.contactEmail)) return MSG.emailInvalid;
      return form.contactEmail.trim().length > TEXT_LIMITS.contactEmail
        ? MSG.tooLong(TEXT_LIMITS.contactEmail)
        : undefined;
    case 'maxListingsPerUser': {
      const text = form.maxListingsPerUser.trim();
      if (!WHOLE_NUMBER.test(text)) return MSG.integerMin0;
      return Number(text) > MAX_LISTINGS_LIMIT ? MSG.atMost('10.000') : undefined;
    }
    case 'premiumPrice': {
      const text = form.premiumPrice.trim();
      if (!AMOUNT.test(text)) return MSG.decimalMin0;
      return parseAmount(text) > MAX_PREMIUM_PRICE ? MSG.atMost('100.000 €') : undefined;
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
 * price as a decimal number, the listing limit as an integer, texts trimmed as the server stores them.
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
      premiumPrice: parseAmount(form.premiumPrice.trim()),
    },
  };
}
