// The verification request: legal name, address, phone, the kind of document and the document itself.
import { useState } from 'react';
import { FieldMessages, FormField } from '#site/components/ui/FormField.tsx';
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_DOCUMENT_LABELS } from '#contract/trust.ts';
import { DocumentField } from './SealSection.tsx';
import { submitForm, useTrustForm } from './use-trust-form.ts';
import { checkDocument } from './trust-form.ts';

export default function VerificationForm({ stableId }: { stableId: number }) {
  const { send, errors, setErrors } = useTrustForm(
    stableId,
    `/api/my/stables/${stableId}/verification`,
    'Verifizierung beantragt',
  );
  const [kind, setKind] = useState<string>('trade_register');
  return (
    <form
      noValidate
      aria-label="Verifizierung beantragen"
      className="grid gap-4"
      onSubmit={async (event) => {
        const form = submitForm(event);
        const problem = await checkDocument(form.get('document') as File | null);
        if (problem) return setErrors({ document: problem });
        send.mutate(form);
      }}
    >
      <h3 className="font-semibold">Verifizierung beantragen</h3>
      <FormField
        id="verification-legal-name"
        name="legalName"
        label="Name des Betriebs laut Nachweis"
        error={errors.legalName}
        autoComplete="organization"
        required
      />
      <FormField
        id="verification-address"
        name="address"
        label="Anschrift des Betriebs"
        error={errors.address}
        autoComplete="street-address"
        required
      />
      <FormField
        id="verification-phone"
        name="phone"
        label="Telefon"
        type="tel"
        error={errors.phone}
        autoComplete="tel"
        required
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Art des Nachweises</legend>
        {VERIFICATION_DOCUMENT_KINDS.map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="documentKind"
              value={key}
              checked={kind === key}
              onChange={() => setKind(key)}
              className="size-4 accent-brand"
            />
            {VERIFICATION_DOCUMENT_LABELS[key]}
          </label>
        ))}
        <FieldMessages id="verification-kind" error={errors.documentKind} />
      </fieldset>
      <DocumentField id="verification-document" error={errors.document} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? 'Wird gesendet …' : 'Verifizierung beantragen'}
        </button>
      </div>
    </form>
  );
}
