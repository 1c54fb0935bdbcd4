// "Anzeige ablehnen": the admin may give the owner a reason, which goes into the owner's mail.
import { useState } from 'react';
import { LISTING_REJECTION_REASON_MAX } from '#contract/schemas.ts';
import type { ListingDto } from '#contract/types.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { TextAreaField } from '../settings/SettingsFields.tsx';
import { useReviewDecision } from './listing-changes.ts';

interface Props {
  listing: ListingDto | null;
  onClose: () => void;
}

export default function RejectDialog({ listing, onClose }: Props) {
  return (
    <Dialog open={listing !== null} title="Anzeige ablehnen" onClose={onClose}>
      {/* Keyed, so each listing starts with an empty reason. */}
      {listing && <RejectForm key={listing.id} listing={listing} onClose={onClose} />}
    </Dialog>
  );
}

function RejectForm({ listing, onClose }: { listing: ListingDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewDecision(listing, onClose);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        review.reject(reason);
      }}
    >
      <p>
        „{listing.title}“ wird nicht veröffentlicht. Der Besitzer erhält eine E-Mail und kann die Anzeige überarbeiten.
      </p>
      <TextAreaField
        id="reject-reason"
        name="reason"
        label="Begründung (optional)"
        value={reason}
        maxLength={LISTING_REJECTION_REASON_MAX}
        rows={4}
        onChange={(event) => setReason(event.target.value)}
        hint="Steht so in der E-Mail an den Besitzer."
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className="btn btn-secondary">
          Abbrechen
        </button>
        <button
          type="submit"
          aria-disabled={review.busy}
          className="btn bg-red-700 text-white hover:bg-red-800 aria-disabled:cursor-progress aria-disabled:opacity-60"
        >
          {review.busy ? 'Lehne ab...' : 'Ablehnen'}
        </button>
      </div>
    </form>
  );
}
