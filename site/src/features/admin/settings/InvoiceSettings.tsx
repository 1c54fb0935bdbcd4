// The card "Premium & Rechnungen": the price Premium is booked at, when a booked period starts, and the seller's
// details every invoice carries (§ 14 UStG: name, address, tax number or VAT id, VAT rate or the small-business
// note).
import { Receipt } from 'lucide-react';
import { INVOICE_TEXT_LIMITS } from '#contract/settings-rules.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import type { CardProps } from './card-props.ts';
import { ChoiceField, SettingsCard, SwitchField } from './SettingsFields.tsx';

const STARTS_ON = [
  {
    value: 'booking',
    label: 'Bei Buchung',
    description: 'Premium gilt sofort; die Rechnung ist innerhalb von 14 Tagen zu zahlen.',
  },
  {
    value: 'payment',
    label: 'Bei Zahlung',
    description: 'Premium beginnt, sobald Sie die Rechnung als bezahlt markieren.',
  },
] as const;

export default function InvoiceSettings({ form, errors, set }: CardProps) {
  const text = (
    key: 'invoiceSellerName' | 'invoiceSellerStreet' | 'invoiceSellerZip' | 'invoiceSellerCity' | 'invoiceTaxNumber',
  ) => ({
    id: `setting-${key}`,
    name: key,
    value: form[key],
    error: errors[key],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  return (
    <SettingsCard
      title="Premium & Rechnungen"
      description="Preis und Beginn von Premium, Angaben auf jeder Rechnung"
      icon={<Receipt aria-hidden="true" className="size-5" />}
    >
      <FormField
        id="setting-premiumPrice"
        name="premiumPrice"
        inputMode="decimal"
        label="Premium-Preis (€ pro Monat)"
        value={form.premiumPrice}
        onChange={(event) => set('premiumPrice', event.target.value)}
        error={errors.premiumPrice}
        hint="Nettobetrag für 30 Tage, z. B. 29,99; 7 und 90 Tage kosten anteilig. Steht auf den Seiten Preise und Premium und bei der Buchung (mit USt.)."
      />
      <ChoiceField
        name="premiumStartsOn"
        legend="Premium beginnt"
        value={form.premiumStartsOn}
        options={STARTS_ON}
        onChange={(value) => set('premiumStartsOn', value)}
      />
      <FormField
        {...text('invoiceSellerName')}
        label="Verkäufer (Firmenname)"
        maxLength={INVOICE_TEXT_LIMITS.invoiceSellerName}
      />
      <FormField
        {...text('invoiceSellerStreet')}
        label="Straße und Hausnummer"
        maxLength={INVOICE_TEXT_LIMITS.invoiceSellerStreet}
      />
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <FormField {...text('invoiceSellerZip')} label="PLZ" inputMode="numeric" maxLength={5} />
        <FormField {...text('invoiceSellerCity')} label="Ort" maxLength={INVOICE_TEXT_LIMITS.invoiceSellerCity} />
      </div>
      <FormField
        {...text('invoiceTaxNumber')}
        label="Steuernummer"
        optional
        maxLength={INVOICE_TEXT_LIMITS.invoiceTaxNumber}
        hint="Jede Rechnung nennt die Steuernummer oder die USt-IdNr. (§ 14 Abs. 4 UStG)."
      />
      <FormField
        id="setting-invoiceVatId"
        name="invoiceVatId"
        label="USt-IdNr."
        optional
        autoComplete="off"
        value={form.invoiceVatId}
        maxLength={15}
        onChange={(event) => set('invoiceVatId', event.target.value)}
        error={errors.invoiceVatId}
        hint="Zum Beispiel DE123456789."
      />
      <FormField
        id="setting-vatRate"
        name="vatRate"
        inputMode="decimal"
        label="Umsatzsteuersatz (%)"
        value={form.vatRate}
        onChange={(event) => set('vatRate', event.target.value)}
        error={errors.vatRate}
        hint="In Deutschland regulär 19."
      />
      <SwitchField
        id="setting-smallBusiness"
        label="Kleinunternehmer (§ 19 UStG)"
        description="Rechnungen ohne Umsatzsteuer, mit dem Hinweis auf die Kleinunternehmerregelung; der Steuersatz gilt dann nicht."
        checked={form.smallBusiness}
        onChange={(on) => set('smallBusiness', on)}
      />
    </SettingsCard>
  );
}
