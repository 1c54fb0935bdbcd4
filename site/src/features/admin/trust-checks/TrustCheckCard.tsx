// One open check: the stable and its owner, what was sent (the business's data or the seal), the document's
// download, and the decision: "Erteilen" or "Ablehnen" (a reason is required and is mailed to the owner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Download, Medal } from 'lucide-react';
import { useState } from 'react';
import { germanDate, VERIFICATION_DOCUMENT_LABELS, VERIFIED_LABEL, type AdminTrustCheckDto } from '#contract/trust.ts';
import { ApiError } from '#site/lib/api.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import { decideTrustCheck, trustChecksKey } from './trust-api.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

export default function TrustCheckCard({ check }: { check: AdminTrustCheckDto }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = `${check.kind}-${check.id}`;
  const decide = useMutation({
    mutationFn: (action: 'grant' | 'refuse') => decideTrustCheck(check, { action, reason }),
    onSuccess: async (_answer, action) => {
      toast({
        title: action === 'grant' ? 'Erteilt' : 'Abgelehnt',
        description: 'Der Stall wurde per E-Mail benachrichtigt.',
      });
      await queryClient.invalidateQueries({ queryKey: trustChecksKey });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.serverMessage);
      else toastFailure(failure, 'Die Entscheidung konnte nicht gespeichert werden');
    },
  });
  const title =
    check.kind === 'verification' ? `${VERIFIED_LABEL}: ${check.stableName}` : `Siegel: ${check.stableName}`;
  const Icon = check.kind === 'verification' ? BadgeCheck : Medal;

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900">
      <article aria-labelledby={`${key}-title`} className="grid gap-3">
        <header className="grid gap-1">
          <h2 id={`${key}-title`} className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand dark:text-brand-light" />
            {title}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {check.ownerName} ({check.ownerEmail}) · eingegangen am{' '}
            <time dateTime={check.createdAt}>{dateTime.format(new Date(check.createdAt))} Uhr</time> ·{' '}
            <a href={`/stall/${check.stableSlug}`} className="underline">
              Stallseite
            </a>
          </p>
        </header>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {check.kind === 'verification' ? (
            <>
              <dt className="font-medium">Name laut Nachweis</dt>
              <dd>{check.legalName}</dd>
              <dt className="font-medium">Anschrift</dt>
              <dd>{check.address}</dd>
              <dt className="font-medium">Telefon</dt>
              <dd>{check.phone}</dd>
              <dt className="font-medium">Nachweis</dt>
              <dd>{check.documentKind && VERIFICATION_DOCUMENT_LABELS[check.documentKind]}</dd>
            </>
          ) : (
            <>
              <dt className="font-medium">Siegel</dt>
              <dd>{check.seal?.name}</dd>
              <dt className="font-medium">Gültig bis</dt>
              <dd>{check.seal && germanDate(check.seal.validUntil)}</dd>
            </>
          )}
        </dl>
        {check.documentUrl && (
          <p>
            <a href={check.documentUrl} className="btn btn-secondary" download>
              <Download aria-hidden="true" className="size-4" />
              Nachweis herunterladen
            </a>
          </p>
        )}
        <div className="grid gap-1.5">
          <label htmlFor={`${key}-reason`} className="text-sm font-medium">
            Begründung (bei Ablehnung erforderlich)
          </label>
          <textarea
            id={`${key}-reason`}
            rows={3}
            className="field"
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${key}-error` : `${key}-hint`}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${key}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : (
            <p id={`${key}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
              Steht so in der E-Mail an den Stall.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn bg-brand text-white hover:bg-brand-dark"
            disabled={decide.isPending}
            onClick={() => decide.mutate('grant')}
          >
            {check.kind === 'verification' ? 'Verifizierung erteilen' : 'Siegel bestätigen'}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={decide.isPending}
            onClick={() => {
              if (!reason.trim()) return setError('Bitte geben Sie eine Begründung an; sie geht an den Stall.');
              decide.mutate('refuse');
            }}
          >
            Ablehnen
          </button>
        </div>
      </article>
    </li>
  );
}
