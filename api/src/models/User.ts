// An account: visitor, stable owner or admin.
import { Model, type Modifiers, type QueryBuilder } from 'objection';

export class User extends Model {
  static override tableName = 'users';

  declare id: number;
  declare email: string;
  declare username: string;
  declare passwordHash: string;
  declare firstName: string | null;
  declare lastName: string | null;
  declare phone: string | null;
  declare isAdmin: boolean;
  declare isStableOwner: boolean;
  /** Null until the address is confirmed through the link mailed to it. */
  declare emailVerifiedAt: Date | null;
  /** A new address the user asked for, active once the link mailed to it is opened. */
  declare pendingEmail: string | null;
  /** Set when the moderation blocked the account: no sign-in, no session. */
  declare blockedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static override modifiers: Modifiers<QueryBuilder<User>> = {
    admins(query) {
      query.where('isAdmin', true);
    },
  };
}
