// /my-stables/anzeige/:id: one listing of the owner with its status and actions, its photos, its statistics of
// the last 30 days, and the form to change it.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { updateListing } from '#site/lib/owner-api.ts';
import { toast } from '#site/stores/toasts.ts';
import StatusBadge from '#site/components/ui/StatusBadge.tsx';
import ScreenError from '../ui/ScreenError.tsx';
import { useOwnListing, useOwnStables, useRefreshOwner } from '../queries.ts';
import FormSkeleton from '../ui/FormSkeleton.tsx';
import { FormSection } from '#site/components/ui/Fields.tsx';
import ListingActions from './ListingActions.tsx';
import ListingForm from './ListingForm.tsx';
import ListingPhotos from './ListingPhotos.tsx';
import ModerationNotice from './ModerationNotice.tsx';
import ReviewNotice from './ReviewNotice.tsx';
import StatsChart from './StatsChart.tsx';

export default function ListingScreen({ id }: { id: number }) {
  const listing = useOwnListing(id);
  const stables = useOwnStables();
  const refresh = useRefreshOwner();

  if (listing.isPending || stables.isPending) return <FormSkeleton title="Anzeige bearbeiten" />;
  if (listing.isError || stables.isError) {
    return (
      <ScreenError
        what="Die Daten der Anzeige"
        goneText="Diese Anzeige gibt es nicht (mehr)."
        error={listing.error ?? stables.error}
        onRetry={() => {
          void listing.refetch();
          void stables.refetch();
        }}
      />
    );
  }
  const data = listing.data;

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Link
          href="~/my-stables"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zu Meine Ställe
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words">{data.title}</h1>
          <span>
            <span className="sr-only">Status: </span>
            <StatusBadge status={data.status} />
          </span>
        </div>
        <p className="text-sm text-stone-600 dark:text-stone-400">{data.stableName}</p>
        <ListingActions listing={data} onOwnPage />
      </div>
      {data.moderation && <ModerationNotice moderation={data.moderation} />}
      <ReviewNotice status={data.status} />

      {/* The photo manager brings its own heading ("Fotos") and drop zone. */}
      <div className="rounded-2xl border border-stone-200 bg-white p-2 shadow-sm sm:p-3 dark:border-stone-800 dark:bg-stone-900">
        <ListingPhotos listing={data} onChange={refresh} />
      </div>

      <FormSection id="listing-stats" title="Statistik" description="Aufrufe und Anfragen der letzten 30 Tage.">
        <StatsChart listingId={data.id} />
      </FormSection>

      <div className="grid gap-2">
        <h2 className="text-xl font-semibold">Angaben bearbeiten</h2>
      </div>
      <ListingForm
        key={data.id}
        stables={stables.data}
        listing={data}
        submitLabel="Änderungen speichern"
        save={(body) => updateListing(data.id, body)}
        onSaved={async (saved) => {
          toast({
            title: 'Anzeige gespeichert',
            description:
              saved.status === 'pending'
                ? 'Unser Team prüft die Änderungen, bevor die Anzeige wieder erscheint.'
                : undefined,
          });
          await refresh();
        }}
      />
    </div>
  );
}
