// /my-stables/anzeige/neu[?stall=:id]: a new listing for one of the owner's stables. Once saved, the owner
// goes on to the listing's page, where the photos are added.
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { createListing } from '#site/lib/owner-api.ts';
import { toast } from '#site/stores/toasts.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import { useOwnStables, useRefreshOwner } from '../queries.ts';
import FormSkeleton from '../ui/FormSkeleton.tsx';
import ListingForm from './ListingForm.tsx';
import ReviewNotice from './ReviewNotice.tsx';

export default function NewListingScreen() {
  const stables = useOwnStables();
  const search = useSearch();
  const [, navigate] = useLocation();
  const refresh = useRefreshOwner();
  const requested = Number(new URLSearchParams(search).get('stall'));

  if (stables.isPending) return <FormSkeleton title="Neue Anzeige" />;
  if (stables.isError)
    return <LoadError what="Deine Ställe" error={stables.error} onRetry={() => void stables.refetch()} />;

  const initialStableId = stables.data.some((s) => s.id === requested) ? requested : undefined;
  return (
    <div className="grid gap-6">
      <div>
        <Link
          href="~/my-stables"
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zu Meine Ställe
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">Neue Anzeige</h1>
        <p className="mt-1 text-stone-600 dark:text-stone-400">
          Fotos fügst du im nächsten Schritt hinzu, sobald die Anzeige gespeichert ist.
        </p>
      </div>
      {stables.data.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
          <p className="font-semibold">Eine Anzeige gehört immer zu einem Stall.</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">Lege bitte zuerst deinen Stall an.</p>
          <Link href="/stall/neu" className="btn btn-primary">
            Stall anlegen
          </Link>
        </div>
      ) : (
        <>
          <ReviewNotice status="new" />
          <ListingForm
            stables={stables.data}
            initialStableId={initialStableId}
            submitLabel="Anzeige speichern und Fotos hinzufügen"
            save={createListing}
            onSaved={async (saved) => {
              toast({
                title: 'Anzeige angelegt',
                description:
                  saved.status === 'pending'
                    ? 'Füge jetzt Fotos hinzu. Unser Team prüft die Anzeige vor der Veröffentlichung.'
                    : 'Füge jetzt Fotos hinzu.',
              });
              await refresh();
              navigate(`/anzeige/${saved.id}`);
            }}
          />
        </>
      )}
    </div>
  );
}
