import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, PlatformSettings } from '#contract/settings.ts';
import { checkSettings, toForm, type SettingsForm } from './settings-form.ts';

const form = (patch: Partial<SettingsForm> = {}): SettingsForm => ({ ...toForm(DEFAULT_SETTINGS), ...patch });

describe('toForm', () => {
  it('shows the price with two decimals after a decimal comma and the limit as digits', () => {
    expect(toForm({ ...DEFAULT_SETTINGS, premiumPrice: 19.5, maxListingsPerUser: 25 })).toMatchObject({
      premiumPrice: '19,50',
      maxListingsPerUser: '25',
    });
  });
});

describe('checkSettings', () => {
  it('turns the defaults back into themselves, a body the API schema accepts', () => {
    const { errors, body } = checkSettings(form());
    expect(errors).toEqual({});
    expect(body).toEqual(DEFAULT_SETTINGS);
    expect(PlatformSettings.safeParse(body).success).toBe(true);
  });

  it('sends the price as a decimal number and the limit as an integer, texts trimmed', () => {
    const { body } = checkSettings(
      form({ premiumPrice: '19,9', maxListingsPerUser: ' 25 ', siteName: '  Pferdeplatz ' }),
    );
    expect(body).toMatchObject({ premiumPrice: 19.9, maxListingsPerUser: 25, siteName: 'Pferdeplatz' });
    // A decimal point is understood as well.
    expect(checkSettings(form({ premiumPrice: '19.90' })).body?.premiumPrice).toBe(19.9);
  });

  it.each<[Partial<SettingsForm>, keyof SettingsForm, string]>([
    [{ primaryColor: 'rot' }, 'primaryColor', 'Bitte eine Farbe im Format #RRGGBB angeben'],
    [{ secondaryColor: '#FFF' }, 'secondaryColor', 'Bitte eine Farbe im Format #RRGGBB angeben'],
    [{ maxListingsPerUser: '-1' }, 'maxListingsPerUser', 'Bitte eine ganze Zahl ab 0 angeben'],
    [{ maxListingsPerUser: '2.5' }, 'maxListingsPerUser', 'Bitte eine ganze Zahl ab 0 angeben'],
    [{ maxListingsPerUser: '' }, 'maxListingsPerUser', 'Bitte eine ganze Zahl ab 0 angeben'],
    [{ maxListingsPerUser: '10001' }, 'maxListingsPerUser', 'Bitte höchstens 10.000 angeben'],
    [{ premiumPrice: '-5' }, 'premiumPrice', 'Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben'],
    [{ premiumPrice: '29.999' }, 'premiumPrice', 'Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben'],
    [{ premiumPrice: '' }, 'premiumPrice', 'Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben'],
    [{ premiumPrice: '100000.01' }, 'premiumPrice', 'Bitte höchstens 100.000 € angeben'],
    [{ contactEmail: 'keine-adresse' }, 'contactEmail', 'Gültige E-Mail-Adresse erforderlich'],
    [{ siteName: '   ' }, 'siteName', 'Bitte füllen Sie alle Pflichtfelder aus'],
  ])('refuses %o with the server’s message', (patch, field, message) => {
    const { errors, body } = checkSettings(form(patch));
    expect(errors).toEqual({ [field]: message });
    expect(body).toBeNull();
    // The server says the same about the value it would receive.
    if (field === 'primaryColor' || field === 'secondaryColor' || field === 'contactEmail' || field === 'siteName') {
      const parsed = PlatformSettings.safeParse({ ...DEFAULT_SETTINGS, [field]: patch[field] });
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });

  it('names every bad field at once', () => {
    expect(Object.keys(checkSettings(form({ primaryColor: 'blau', premiumPrice: '-5' })).errors)).toEqual([
      'premiumPrice',
      'primaryColor',
    ]);
  });
});

describe('the settings of issue 38', () => {
  it('shows days and the VAT rate as digits with a decimal comma, and sends them as numbers', () => {
    expect(toForm({ ...DEFAULT_SETTINGS, listingExpiryDays: 60, vatRate: 7.5 })).toMatchObject({
      listingExpiryDays: '60',
      vatRate: '7,50',
    });
    const { body } = checkSettings(
      form({
        listingExpiryDays: ' 120 ',
        vatRate: '7,7',
        invoiceVatId: ' de123456789 ',
        analyticsMeasurementId: ' G-AB12CD34 ',
      }),
    );
    expect(body).toMatchObject({
      listingExpiryDays: 120,
      vatRate: 7.7,
      invoiceVatId: 'DE123456789',
      analyticsMeasurementId: 'G-AB12CD34',
    });
    expect(PlatformSettings.safeParse(body).success).toBe(true);
  });

  it.each<[Partial<SettingsForm>, keyof SettingsForm]>([
    [{ listingExpiryDays: '13' }, 'listingExpiryDays'],
    [{ listingExpiryDays: '731' }, 'listingExpiryDays'],
    [{ listingExpiryDays: '30.5' }, 'listingExpiryDays'],
    [{ vatRate: '101' }, 'vatRate'],
    [{ vatRate: '-1' }, 'vatRate'],
    [{ invoiceSellerZip: '123' }, 'invoiceSellerZip'],
    [{ invoiceSellerName: ' ' }, 'invoiceSellerName'],
    [{ invoiceSellerCity: '' }, 'invoiceSellerCity'],
    [{ invoiceVatId: '123' }, 'invoiceVatId'],
    [{ analyticsMeasurementId: 'UA-12345-1' }, 'analyticsMeasurementId'],
  ])('refuses %o with the message the API gives', (patch, field) => {
    const { errors, body } = checkSettings(form(patch));
    expect(body).toBeNull();
    const value = field === 'listingExpiryDays' || field === 'vatRate' ? Number(patch[field]) : patch[field];
    const server = PlatformSettings.safeParse({ ...DEFAULT_SETTINGS, [field]: value });
    expect(errors).toEqual({ [field]: server.error?.issues[0]?.message });
  });
});
