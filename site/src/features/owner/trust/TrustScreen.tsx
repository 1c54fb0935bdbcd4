// "Prüfung und Siegel" of one stable (/my-stables/stall/:id/pruefung): the owner asks for verification ("Verifizierter
// Betrieb") with the business's legal name, address, phone and a document, and claims quality seals with their
// valid-until date and a document. Shows what was decided, with the reason of a refusal.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { VERIFIED_LABEL, type OwnerTrustDto } from '#contract/trust.ts';
import { api } from '#site/lib/api.ts';
import { useOwnStable } from '../queries.ts';
import FormSkeleton from '../ui/FormSkeleton.tsx';
import ScreenError from '../ui/ScreenError.tsx';
import { SealForm, SealList } from './SealSection.tsx';
import { dayText } from './trust-form.ts';
import { trustKey } from './use-trust-form.ts';

const STATUS = { pending: 'In Prüfung', granted: 'Erteilt', refused: 'Abgelehnt' } as const;
import VerificationForm from './VerificationForm.tsx';

export default function TrustScreen({ id }: { id: number }) {
  const stable = useOwnStable(id);
  const trust = useQuery({
    queryKey: trustKey(id),
    queryFn: ({ signal }) => api<OwnerTrustDto>(`/api/my/stables/${id}/trust`, { signal }),
  });
  if (stable.isPending || trust.isPending) return <FormSkeleton title="Prüfung und Siegel" />;
  if (stable.isError || trust.isError)
    return (
      <ScreenError
        what="Der Stall"
        goneText="Diesen Stall gibt es nicht (mehr)."
        error={stable.error ?? trust.error}
        onRetry={() => void Promise.all([stable.refetch(), trust.refetch()])}
      />
    );
  const data = trust.data;
  const open = data.verifications.some((v) => v.status === 'pending');

  return (
    <div className="grid gap-6">
      <div>
        <Link
          href={`~/my-stables/stall/${id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zu {stable.data.name}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">Prüfung und Siegel: {stable.data.name}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Deine Nachweise sieht nur unser Team; nach der Entscheidung löschen wir sie.{' '}
          <a
            href={`/stall/${data.slug}`}
            className="inline-flex items-center gap-1 font-medium text-brand underline dark:text-brand-light"
          >
            Öffentliche Stallseite <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </p>
      </div>

      <section
        aria-labelledby="verification-heading"
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900"
      >
        <h2 id="verification-heading" className="text-lg font-semibold">
          {VERIFIED_LABEL}
        </h2>
        {data.badge ? (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              Verifiziert am {dayText(data.badge.verifiedAt)}: {data.badge.what}.
            </span>
          </p>
        ) : (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            Mit dem Zeichen „{VERIFIED_LABEL}“ sehen Pferdebesitzer, dass wir Name, Anschrift und Telefon deines
            Betriebs anhand eines Nachweises geprüft haben.
          </p>
        )}
        {data.verifications.length > 0 && (
          <ul aria-label="Deine Anträge" className="grid gap-2 text-sm">
            {data.verifications.map((v) => (
              <li key={v.id} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
                <span className="font-semibold">{STATUS[v.status]}</span> · {v.legalName} · beantragt am{' '}
                {dayText(v.createdAt)}
                {v.reason && (
                  <span className="mt-1 block text-stone-700 dark:text-stone-300">Begründung: {v.reason}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {open ? (
          <p role="status" className="text-sm font-medium">
            Dein Antrag ist in Prüfung. Wir melden uns per E-Mail.
          </p>
        ) : (
          <VerificationForm stableId={id} />
        )}
      </section>

      <section
        aria-labelledby="seals-heading"
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900"
      >
        <h2 id="seals-heading" className="text-lg font-semibold">
          Qualitätssiegel
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Siegel erscheinen erst, wenn wir sie bestätigt haben, und verschwinden nach ihrem Ablaufdatum von selbst. 30
          Tage vorher erinnern wir dich.
        </p>
        <SealList seals={data.seals} />
        <SealForm stableId={id} />
      </section>
    </div>
  );
}
