// Mails to stable owners: who owns a listing, how they are greeted, and the rule that every such mail is sent
// only when the settings enable e-mail notifications, after the write committed, with a failure logged and
// never failing the request that caused it. The mails themselves live with their domain (enquiries/mails.ts,
// listings/mails.ts).
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

export async function ownerOfListing(ctx: AppContext, listingId: number): Promise<OwnerOfListing | undefined> {
  return ctx.services
    .knex('listings')
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

export const greetingOf = (owner: OwnerOfListing) =>
  `Guten Tag ${[owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.username},`;

/** 2027-03-01 → 01.03.2027 */
export function germanDate(day: string | Date): string {
  const iso = typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** Runs `send` only when notifications are on; logs instead of throwing. */
export async function whenEnabled(
  ctx: AppContext,
  what: string,
  send: (siteName: string) => Promise<void>,
): Promise<void> {
  try {
    const settings = await ctx.services.settings.get();
    if (!settings.enableEmailNotifications) return;
    await send(settings.siteName);
  } catch (err) {
    ctx.services.log.warn(`could not send the ${what} mail`, { err, requestId: ctx.state.requestId });
  }
}
