// Mails to stable owners: who owns a listing, how they are greeted, and the rule that every such mail is sent
// only when the settings enable e-mail notifications, queued in the transaction of the write that causes it. The mails themselves live with their domain (enquiries/mails.ts,
// listings/mails.ts).
import type { Knex } from 'knex';
import type { AppContext } from '../http/context.ts';

export interface OwnerOfListing {
  listingId: number;
  title: string;
  region: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

export async function ownerOfListing(db: Knex, listingId: number): Promise<OwnerOfListing | undefined> {
  return db('listings')
    .join('stables', 'stables.id', 'listings.stableId')
    .join('users', 'users.id', 'stables.ownerId')
    .where('listings.id', listingId)
    .first(
      'listings.id as listingId',
      'listings.title',
      'stables.region',
      'users.email',
      'users.username',
      'users.firstName',
      'users.lastName',
    );
}

/** The site says du, so the greeting takes the first name. */
export const greetingOf = (owner: OwnerOfListing) => `Hallo ${owner.firstName || owner.username},`;

/** 2027-03-01 → 01.03.2027 */
export function germanDate(day: string | Date): string {
  const iso = typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** Runs `send` only when notifications are on. */
export async function whenEnabled(ctx: AppContext, db: Knex, send: (siteName: string) => Promise<void>): Promise<void> {
  const settings = await ctx.services.settings.get(db);
  if (settings.enableEmailNotifications) await send(settings.siteName);
}
