// An enquiry: a message to the platform (contact form, source 'contact_form') or to a listing's owner (source
// 'enquiry'), stored in contact_requests.
import { Model } from 'objection';
import type { HorseBody } from '#contract/horses.ts';
import { Listing } from './Listing.ts';

export class Enquiry extends Model {
  static override tableName = 'contact_requests';
  static override jsonAttributes = ['horse'];

  declare id: number;
  declare source: 'contact_form' | 'enquiry';
  declare listingId: number | null;
  declare userId: number | null;
  declare name: string;
  declare email: string;
  declare phone: string | null;
  declare subject: string | null;
  declare message: string;
  declare moveInDate: string | null;
  /** The horse sent with an enquiry ("Pferd mitsenden"), a copy of its profile then. */
  declare horse: HorseBody | null;
  declare status: 'new' | 'answered';
  /** When the listing's owner first opened it (enquiries only). */
  declare readAt: Date | null;
  declare createdAt: Date;
  declare listing?: Listing | null;

  static override relationMappings = () => ({
    listing: {
      relation: Model.BelongsToOneRelation,
      modelClass: Listing,
      join: { from: 'contact_requests.listingId', to: 'listings.id' },
    },
  });
}
