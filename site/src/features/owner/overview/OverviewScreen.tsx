// /my-stables: the owner's stables, each with its listings (status, price, the last 30 days' views and
// enquiries, unread ones) and their actions; "Neuer Stall" and "Neue Anzeige" start the forms.
import { CalendarClock, Eye, ImageOff, ListOrdered, Mail, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OwnListingDto, OwnStableDto } from '#contract/owner.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import { formatCount, formatEuro } from '#site/lib/format.ts';
import StatusBadge from '#site/components/ui/StatusBadge.tsx';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import ListingActions from '../listings/ListingActions.tsx';
import ListingExpiry from '../listings/ListingExpiry.tsx';
import { useOwnListings, useOwnStables, useRefreshOwner } from '../queries.ts';
import DeleteStableDialog from '../stables/DeleteStableDialog.tsx';
import { useWaitlistCounts } from '../waitlist/waitlist-queries.ts';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
const smallButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

export default function OverviewScreen() {
  const stables = useOwnStables();
  const listings = useOwnListings();
  const refresh = useRefreshOwner();
  const [deleting, setDeleting] = useState<OwnStableDto | null>(null);

  const hasStables = (stables.data?.length ?? 0) > 0;
  const header = (
    <ScreenHeader
      title="Meine Ställe"
      description={
        stables.data && listings.data
          ? `${count(stables.data.length, 'Stall', 'Ställe')} · ${count(listings.data.length, 'Anzeige', 'Anzeigen')}`
          : 'Deine Ställe und Anzeigen'
      }
      actions={
        <>
          <Link href="/stall/neu" className="btn btn-secondary">
            <Plus aria-hidden="true" className="size-4" />
            Neuer Stall
          </Link>
          {hasStables && (
            <Link href="/anzeige/neu" className="btn btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              Neue Anzeige
            </Link>
          )}
        </>
      }
    />
  );

  if (stables.isPending || listings.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <p className="sr-only" role="status">
          Deine Ställe werden geladen …
        </p>
        <div className="grid gap-6" data-testid="owner-skeleton">
          {[0, 1].map((i) => (
            <div key={i} className="grid gap-4 rounded-2xl border border-stone-200 p-6 dark:border-stone-800">
              <SkeletonBlock className="h-6 w-1/3" />
              <SkeletonBlock className="h-4 w-1/2" />
              <SkeletonBlock className="h-16 w-full" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (stables.isError || listings.isError) {
    return (
      <>
        {header}
        <LoadError
          what="Deine Ställe"
          error={stables.error ?? listings.error}
          onRetry={() => {
            void stables.refetch();
            void listings.refetch();
          }}
        />
      </>
    );
  }

  return (
    <>
      {header}
      {stables.data.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
          <p className="font-semibold">Du hast noch keinen Stall eingetragen.</p>
          <p className="max-w-prose text-sm text-stone-600 dark:text-stone-400">
            Lege zuerst deinen Stall mit Adresse und Lage an. Danach kannst du dafür Anzeigen für freie Plätze schalten.
          </p>
          <Link href="/stall/neu" className="btn btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Ersten Stall anlegen
          </Link>
        </div>
      ) : (
        <div className="grid gap-6">
          {stables.data.map((stable) => (
            <StableCard
              key={stable.id}
              stable={stable}
              listings={listings.data.filter((l) => l.stableId === stable.id)}
              onDelete={() => setDeleting(stable)}
            />
          ))}
        </div>
      )}
      <DeleteStableDialog stable={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </>
  );
}

function StableCard({
  stable,
  listings,
  onDelete,
}: {
  stable: OwnStableDto;
  listings: OwnListingDto[];
  onDelete: () => void;
}) {
  const headingId = `stable-${stable.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <header className="flex flex-col gap-4 border-b border-stone-200 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6 dark:border-stone-800">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold">
            {stable.name}
          </h2>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-stone-600 dark:text-stone-400">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {stable.address}, {stable.postalCode} {stable.city} · {REGION_NAMES[stable.region]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/anzeige/neu?stall=${stable.id}`}
            className={smallButton}
            aria-label={`Neue Anzeige für ${stable.name}`}
          >
            <Plus aria-hidden="true" className="size-4" />
            Neue Anzeige
          </Link>
          <Link href={`/stall/${stable.id}`} className={smallButton} aria-label={`Stall bearbeiten: ${stable.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Stall bearbeiten
          </Link>
          <Link
            href={`/besichtigungen/${stable.id}`}
            className={smallButton}
            aria-label={`Besichtigungstermine: ${stable.name}`}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Besichtigungstermine
          </Link>
          <button
            type="button"
            onClick={onDelete}
            className={`${smallButton} text-red-700 dark:text-red-400`}
            aria-label={`Stall löschen: ${stable.name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Löschen
          </button>
        </div>
      </header>
      {listings.length === 0 ? (
        <div className="p-5 sm:p-6">
          <EmptyState text="Für diesen Stall gibt es noch keine Anzeigen." />
        </div>
      ) : (
        <ul aria-label={`Anzeigen von ${stable.name}`} className="divide-y divide-stone-100 dark:divide-stone-800">
          {listings.map((listing) => (
            <ListingItem key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ListingItem({ listing }: { listing: OwnListingDto }) {
  const cover = listing.photos[0];
  const waiting = useWaitlistCounts().data?.[listing.id] ?? 0;
  return (
    <li className="grid gap-4 p-5 sm:px-6 md:grid-cols-[5rem_1fr] md:items-start">
      <div className="hidden aspect-[4/3] w-20 place-items-center overflow-hidden rounded-lg bg-stone-100 md:grid dark:bg-stone-800">
        {cover ? (
          <img src={cover.url} alt="" width={80} height={60} loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden="true" className="size-5 text-stone-400 dark:text-stone-500" />
        )}
      </div>
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold">
            <Link
              href={`/anzeige/${listing.id}`}
              className="underline-offset-4 hover:text-brand hover:underline dark:hover:text-brand-light"
            >
              {listing.title}
            </Link>
          </h3>
          <span>
            <span className="sr-only">Status: </span>
            <StatusBadge status={listing.status} />
          </span>
          {listing.isPremium && listing.status !== 'premium' && <StatusBadge status="premium" />}
        </div>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
          <div className="flex gap-1">
            <dt className="sr-only">Preis</dt>
            <dd className="font-semibold text-stone-900 dark:text-stone-100">
              {formatEuro(listing.pricePerMonth)} € / Monat
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            <dt className="sr-only">Aufrufe in den letzten 30 Tagen</dt>
            <dd>{count(listing.views30, 'Aufruf', 'Aufrufe')} (30 Tage)</dd>
          </div>
          <div className="flex items-center gap-1">
            <Mail aria-hidden="true" className="size-4" />
            <dt className="sr-only">Anfragen in den letzten 30 Tagen</dt>
            <dd>{count(listing.enquiries30, 'Anfrage', 'Anfragen')} (30 Tage)</dd>
          </div>
          {(waiting > 0 || listing.freePlaces === 0) && (
            <div className="flex items-center gap-1">
              <ListOrdered aria-hidden="true" className="size-4" />
              <dt className="sr-only">Warteliste</dt>
              <dd>
                <Link
                  href={`/warteliste/${listing.id}`}
                  className="font-semibold text-brand underline underline-offset-2 dark:text-brand-light"
                >
                  Warteliste ({formatCount(waiting)})
                </Link>
              </dd>
            </div>
          )}
          {listing.unreadEnquiries > 0 && (
            <div>
              <dt className="sr-only">Ungelesene Anfragen</dt>
              <dd>
                <a
                  href={`/nachrichten?anzeige=${listing.id}`}
                  className="font-semibold text-brand underline underline-offset-2 dark:text-brand-light"
                >
                  {formatCount(listing.unreadEnquiries)} ungelesen
                </a>
              </dd>
            </div>
          )}
        </dl>
        <ListingExpiry listing={listing} />
        <ListingActions listing={listing} />
      </div>
    </li>
  );
}
