// Mails to stable owners: who owns a listing, how they are greeted, and the rule that every such mail is sent
// only when the settings enable e-mail notifications, after the write committed, with a failure logged and
// never failing the request that caused it. Here too the new-enquiry mail (reply-to the enquirer); the
// review mails live with the listings.
import { OWNER_PATHS } from '#contract/owner.ts';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';

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

export interface EnquiryForMail {
  listingId: number | null;
  name: string;
  email: string;
  phone: string | null;
  moveInDate: string | Date | null;
  message: string;
}

export async function mailNewEnquiry(ctx: AppContext, enquiry: EnquiryForMail): Promise<void> {
  if (!enquiry.listingId) return;
  await whenEnabled(ctx, 'new enquiry', async (siteName) => {
    const owner = await ownerOfListing(ctx, enquiry.listingId!);
    if (!owner) return;
    const details = [
      `Name: ${enquiry.name}`,
      `E-Mail: ${enquiry.email}`,
      ...(enquiry.phone ? [`Telefon: ${enquiry.phone}`] : []),
      ...(enquiry.moveInDate ? [`Gewünschter Einzug: ${germanDate(enquiry.moveInDate)}`] : []),
    ];
    const { text, html } = renderMail({
      siteName,
      greeting: greetingOf(owner),
      paragraphs: [
        `${enquiry.name} hat Ihnen über ${siteName} eine Anfrage zu Ihrem Stallplatz „${owner.title}“ geschickt.`,
        details.join('\n'),
        `Nachricht:\n${enquiry.message}`,
        `Sie können direkt auf diese E-Mail antworten; Ihre Antwort geht an ${enquiry.name}.`,
      ],
      action: { label: 'Alle Anfragen ansehen', url: `${publicBaseUrl(ctx)}${OWNER_PATHS.inbox}` },
      footer: [`Sie erhalten diese E-Mail, weil Sie auf ${siteName} einen Stallplatz anbieten.`],
    });
    await ctx.services.mail.send({
      to: owner.email,
      replyTo: enquiry.email,
      subject: `Neue Anfrage für „${owner.title}“`,
      text,
      html,
    });
  });
}
