// The stable's seals with their state, the form to claim one (FN with its stars, or a regional seal by name), and
// the document field both trust forms share.
import { useState } from 'react';
import { FieldMessages, fieldDescribedBy, FormField } from '#site/components/ui/FormField.tsx';
import { DOCUMENT_MAX_BYTES, FN_SEAL_NAME, germanDate, type OwnerSealDto } from '#contract/trust.ts';
import { submitForm, useTrustForm } from './use-trust-form.ts';
import { checkDocument, DOCUMENT_ACCEPT } from './trust-form.ts';

const SEAL_STATUS = {
  pending: 'In Prüfung',
  confirmed: 'Bestätigt',
  refused: 'Abgelehnt',
  expired: 'Abgelaufen',
} as const;

export function DocumentField({ id, error }: { id: string; error?: string | undefined }) {
  const hint = `PDF, JPEG oder PNG, höchstens ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
        Nachweis
      </label>
      <input
        id={id}
        name="document"
        type="file"
        accept={DOCUMENT_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-medium dark:file:bg-stone-800 dark:file:text-stone-100"
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SealList({ seals }: { seals: OwnerSealDto[] }) {
  if (seals.length === 0) return null;
  return (
    <ul aria-label="Deine Siegel" className="grid gap-2 text-sm">
      {seals.map((seal) => (
        <li key={seal.id} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
          <span className="font-semibold">{SEAL_STATUS[seal.status]}</span> · {seal.label} · gültig bis{' '}
          {germanDate(seal.validUntil)}
          {seal.reason && (
            <span className="mt-1 block text-stone-700 dark:text-stone-300">Begründung: {seal.reason}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SealForm({ stableId }: { stableId: number }) {
  const { send, errors, setErrors } = useTrustForm(stableId, `/api/my/stables/${stableId}/seals`, 'Siegel eingereicht');
  const [kind, setKind] = useState<'fn' | 'regional'>('fn');
  return (
    <form
      noValidate
      aria-label="Siegel einreichen"
      className="grid gap-4"
      onSubmit={async (event) => {
        const form = submitForm(event);
        const problem = await checkDocument(form.get('document') as File | null);
        if (problem) return setErrors({ document: problem });
        send.mutate(form);
      }}
    >
      <h3 className="font-semibold">Siegel einreichen</h3>
      <div className="grid gap-1.5">
        <label htmlFor="seal-kind" className="text-sm font-medium">
          Siegel
        </label>
        <select
          id="seal-kind"
          name="kind"
          className="field"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'fn' | 'regional')}
        >
          <option value="fn">{FN_SEAL_NAME}</option>
          <option value="regional">Regionales Siegel</option>
        </select>
      </div>
      {kind === 'fn' ? (
        <div className="grid gap-1.5">
          <label htmlFor="seal-stars" className="text-sm font-medium">
            Sterne
          </label>
          <select
            id="seal-stars"
            name="stars"
            className="field"
            defaultValue="3"
            aria-describedby={fieldDescribedBy('seal-stars', errors.stars)}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'Stern' : 'Sterne'}
              </option>
            ))}
          </select>
          <FieldMessages id="seal-stars" error={errors.stars} />
        </div>
      ) : (
        <FormField id="seal-name" name="name" label="Name des Siegels" error={errors.name} required />
      )}
      <FormField
        id="seal-valid-until"
        name="validUntil"
        label="Gültig bis"
        type="date"
        error={errors.validUntil}
        required
      />
      <DocumentField id="seal-document" error={errors.document} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? 'Wird gesendet …' : 'Siegel einreichen'}
        </button>
      </div>
    </form>
  );
}
