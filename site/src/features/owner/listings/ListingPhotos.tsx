// The listing's photos on its page in the owner area: the photo manager (upload, order, cover, delete). Its
// changes may move the listing back to "Ausstehend", so the owner's lists are refreshed after each one.
import type { OwnListingDto } from '#contract/owner.ts';
import PhotoManager from '../PhotoManager.tsx';

export default function ListingPhotos({ listing, onChange }: { listing: OwnListingDto; onChange: () => void }) {
  return <PhotoManager listingId={listing.id} initialPhotos={listing.photos} onChange={() => onChange()} />;
}
