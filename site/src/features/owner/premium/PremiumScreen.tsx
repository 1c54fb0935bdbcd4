// /my-stables/premium/:listingId: Premium for one listing. The owner sees whether it is Premium and until when,
// picks 7, 30 or 90 days with the price shown as net, VAT and gross before booking, and books; a booking while
// Premium runs extends it (the new period starts at the old end). Payment is by invoice (Rechnungen).
import { Crown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatEuro, type PremiumDays, type PremiumOffer } from '#contract/premium.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { formatMoment } from '#site/lib/premium-api.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import { useOwnListing } from '../queries.ts';
import { useBookPremium, usePremium } from './premium-queries.ts';

const card =
  'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';
const smallButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

const LABELS: Record<PremiumDays, string> = { 7: '7 Tage', 30: '30 Tage', 90: '90 Tage' };

export default function PremiumScreen({ listingId }: { listingId: number }) {
  const premium = usePremium(listingId);
  const listing = useOwnListing(listingId);
  const header = (
    <ScreenHeader
      title="Premium"
      description={
        listing.data
          ? `${listing.data.title}: Premium-Anzeigen stehen in der Suche ganz oben und tragen das Premium-Abzeichen.`
          : 'Premium-Anzeigen stehen in der Suche ganz oben und tragen das Premium-Abzeichen.'
      }
      actions={
        <Link href="/" className={smallButton}>
          Zurück zu meinen Anzeigen
        </Link>
      }
    />
  );
  if (premium.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <SkeletonBlock className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (premium.isError) {
    return (
      <>
        {header}
        <LoadError what="Premium" error={premium.error} onRetry={() => void premium.refetch()} />
      </>
    );
  }
  const state = premium.data;
  return (
    <>
      {header}
      <div className="grid gap-6">
        <section className={card} aria-labelledby="premium-now">
          <h2 id="premium-now" className="flex items-center gap-2 text-lg font-semibold">
            <Crown aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
            {state.active ? 'Premium ist aktiv' : 'Kein Premium'}
          </h2>
          {state.startsAt && state.endsAt ? (
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-stone-600 dark:text-stone-400">Beginn</dt>
              <dd data-testid="premium-starts">{formatMoment(state.startsAt)}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Ende</dt>
              <dd data-testid="premium-ends">{formatMoment(state.endsAt)}</dd>
            </dl>
          ) : (
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
              {state.active
                ? 'Premium wurde von unserem Team freigeschaltet.'
                : 'Buche Premium, damit deine Anzeige in der Suche vorne steht.'}
            </p>
          )}
        </section>
        <BookingForm
          listingId={listingId}
          offers={state.offers}
          vatRate={state.vatRate}
          extending={Boolean(state.endsAt)}
        />
      </div>
    </>
  );
}

function BookingForm({
  listingId,
  offers,
  vatRate,
  extending,
}: {
  listingId: number;
  offers: PremiumOffer[];
  vatRate: number;
  extending: boolean;
}) {
  const [days, setDays] = useState<PremiumDays>(30);
  const book = useBookPremium(listingId);
  const name = useId();
  const chosen = offers.find((o) => o.days === days) ?? offers[0]!;
  const vatLabel = vatRate > 0 ? `zzgl. ${String(vatRate).replace('.', ',')} % USt.` : 'USt.';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    book.mutate(days, {
      onSuccess: (booked) => {
        toast({
          title: extending ? 'Premium verlängert' : 'Premium gebucht',
          description: `Rechnung ${booked.invoice.number} über ${formatEuro(booked.invoice.gross)} findest du unter „Rechnungen“.`,
        });
      },
      onError: (error) => toastFailure(error, 'Premium konnte nicht gebucht werden.'),
    });
  }

  return (
    <form className={card} onSubmit={submit} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="text-lg font-semibold">
        {extending ? 'Premium verlängern' : 'Premium buchen'}
      </h2>
      {extending && (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Der neue Zeitraum beginnt am Ende des gebuchten Premiums.
        </p>
      )}
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium">Laufzeit</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {offers.map((offer) => (
            <label
              key={offer.days}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 p-4 has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand/30 dark:border-stone-700"
            >
              <input
                type="radio"
                name={name}
                value={offer.days}
                checked={days === offer.days}
                onChange={() => setDays(offer.days)}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold">{LABELS[offer.days]}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {formatEuro(offer.gross)} inkl. USt.
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="mt-5 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-live="polite">
        <dt>Netto</dt>
        <dd className="text-right" data-testid="premium-net">
          {formatEuro(chosen.net)}
        </dd>
        <dt>{vatRate > 0 ? vatLabel : 'Keine USt. (§ 19 UStG)'}</dt>
        <dd className="text-right" data-testid="premium-vat">
          {formatEuro(chosen.vat)}
        </dd>
        <dt className="font-semibold">Gesamt</dt>
        <dd className="text-right font-semibold" data-testid="premium-gross">
          {formatEuro(chosen.gross)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        Du zahlst per Rechnung, zahlbar innerhalb von 14 Tagen. Die Rechnung kommt als PDF mit E-Rechnung (ZUGFeRD).
      </p>
      <button type="submit" className="btn btn-primary mt-5" disabled={book.isPending}>
        {book.isPending ? 'Wird gebucht …' : `${LABELS[days]} kostenpflichtig buchen`}
      </button>
    </form>
  );
}
