// The actions on one of the owner's listings: edit, duplicate, pause or resume, delete (after a confirming
// dialog) and, while the public may see it, a link to its public page.
import { useMutation } from '@tanstack/react-query';
import { Copy, Crown, Eye, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { OwnListingDto } from '#contract/owner.ts';
import { countryOf } from '#contract/regions.ts';
import { deleteListing, duplicateListing, pauseListing, resumeListing } from '#site/lib/owner-api.ts';
import { toast } from '#site/stores/toasts.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';
import { useRefreshOwner } from '../queries.ts';

interface Props {
  listing: OwnListingDto;
  /** On the listing's own page: no edit link, and deleting leads back to the overview. */
  onOwnPage?: boolean;
}

export const publicListingPath = (listing: Pick<OwnListingDto, 'id' | 'region'>) =>
  `/${countryOf(listing.region)}/stallplatz/${listing.id}`;

const action =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

export default function ListingActions({ listing, onOwnPage = false }: Props) {
  const refresh = useRefreshOwner();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const paused = listing.status === 'inactive';

  const duplicate = useMutation({
    mutationFn: () => duplicateListing(listing.id),
    onSuccess: async (copy) => {
      toast({ title: 'Anzeige dupliziert', description: `„${copy.title}“ wurde angelegt.` });
      await refresh();
      navigate(`/anzeige/${copy.id}`);
    },
    onError: (error) => toastFailure(error, 'Die Anzeige konnte nicht dupliziert werden.'),
  });
  const toggle = useMutation({
    mutationFn: () => (paused ? resumeListing(listing.id) : pauseListing(listing.id)),
    onSuccess: async (updated) => {
      toast({
        title: paused ? 'Anzeige fortgesetzt' : 'Anzeige pausiert',
        description: paused
          ? updated.status === 'pending'
            ? 'Sie wird nach der Prüfung durch unser Team wieder angezeigt.'
            : 'Sie ist wieder öffentlich sichtbar.'
          : 'Sie erscheint nicht mehr in der Suche.',
      });
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Der Status konnte nicht geändert werden.'),
  });
  const remove = useMutation({
    mutationFn: () => deleteListing(listing.id),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: 'Anzeige gelöscht', description: `„${listing.title}“ wurde gelöscht.` });
      if (onOwnPage) navigate('~/my-stables');
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Die Anzeige konnte nicht gelöscht werden.'),
  });

  return (
    <div className="flex flex-wrap gap-2">
      {!onOwnPage && (
        <Link href={`/anzeige/${listing.id}`} className={action} aria-label={`Bearbeiten: ${listing.title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Bearbeiten
        </Link>
      )}
      <button
        type="button"
        className={action}
        onClick={() => duplicate.mutate()}
        disabled={duplicate.isPending}
        aria-label={`Duplizieren: ${listing.title}`}
      >
        <Copy aria-hidden="true" className="size-4" />
        {duplicate.isPending ? 'Wird dupliziert …' : 'Duplizieren'}
      </button>
      <button
        type="button"
        className={action}
        onClick={() => toggle.mutate()}
        disabled={toggle.isPending}
        aria-label={`${paused ? 'Fortsetzen' : 'Pausieren'}: ${listing.title}`}
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {toggle.isPending ? 'Wird gespeichert …' : paused ? 'Fortsetzen' : 'Pausieren'}
      </button>
      <Link href={`/premium/${listing.id}`} className={action} aria-label={`Premium: ${listing.title}`}>
        <Crown aria-hidden="true" className="size-4" />
        Premium
      </Link>
      {listing.isPublic && (
        <a href={publicListingPath(listing)} className={action} aria-label={`Ansehen: ${listing.title}`}>
          <Eye aria-hidden="true" className="size-4" />
          Ansehen
        </a>
      )}
      <button
        type="button"
        className={`${action} text-red-700 dark:text-red-400`}
        onClick={() => setConfirming(true)}
        aria-label={`Löschen: ${listing.title}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Löschen
      </button>

      <Dialog
        open={confirming}
        title="Anzeige löschen?"
        description={`„${listing.title}“ wird mit allen Fotos endgültig gelöscht. Anfragen dazu bleiben in deinem Posteingang.`}
        onClose={() => setConfirming(false)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Abbrechen
          </button>
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            {remove.isPending ? 'Wird gelöscht …' : 'Endgültig löschen'}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
