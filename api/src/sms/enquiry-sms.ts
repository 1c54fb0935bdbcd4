// The SMS about a new enquiry, to the listing's owner when SMS are on and the owner gave a phone number: who asked
// about which listing, and where to answer (never the message itself: an SMS is read on a lock screen).
import type { Knex } from 'knex';
import type { AppContext } from '../http/context.ts';
import { publicBaseUrl } from '../mail/public-url.ts';
import { conversationPath } from '../conversations/mails.ts';
import { queueSms, smsEnabled, smsNumber } from './outbox.ts';

export async function smsNewEnquiry(
  ctx: AppContext,
  db: Knex,
  enquiry: { listingId: number | null; name: string; conversationId: number },
): Promise<void> {
  if (!enquiry.listingId) return;
  const settings = await ctx.services.settings.get(db);
  if (!smsEnabled(settings, ctx.services.config)) return;
  const owner = await db('listings')
    .join('stables', 'stables.id', 'listings.stableId')
    .join('users', 'users.id', 'stables.ownerId')
    .where('listings.id', enquiry.listingId)
    .first('listings.title', 'users.phone');
  const to = smsNumber(owner?.phone);
  if (!owner || !to) return;
  await queueSms(db, {
    to,
    text: `${settings.siteName}: Neue Anfrage von ${enquiry.name} zu „${owner.title}“. Antworten: ${publicBaseUrl(ctx)}${conversationPath(enquiry.conversationId)}`,
  });
}
