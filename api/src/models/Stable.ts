// A stable: owned by a user, located in a region, with the amenities its listings share.
import { Model, type Modifiers, type QueryBuilder } from 'objection';
import { User } from './User.ts';
import type { Region } from '#contract/regions.ts';
import type { StableFacility } from '#contract/facts.ts';

export class Stable extends Model {
  static override tableName = 'stables';

  declare id: number;
  declare ownerId: number;
  declare name: string;
  declare description: string | null;
  declare address: string;
  declare city: string;
  declare postalCode: string;
  declare region: Region;
  declare latitude: number | null;
  declare longitude: number | null;
  declare rating: number | null;
  declare reviewCount: number;
  declare hasWifi: boolean;
  declare hasParking: boolean;
  declare hasWashArea: boolean;
  declare hasRidingArena: boolean;
  declare hasIndoorArena: boolean;
  declare hasTrails: boolean;
  declare hasFeed: boolean;
  declare hasVet: boolean;
  /** text[]: facilities beyond the amenity flags. */
  declare facilities: StableFacility[];
  declare indoorArenaSize: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare owner?: User;

  static override relationMappings = () => ({
    owner: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'stables.ownerId', to: 'users.id' },
    },
  });

  static override modifiers: Modifiers<QueryBuilder<Stable>> = {
    inRegion(query, region: Region) {
      query.where('stables.region', region);
    },
  };
}
