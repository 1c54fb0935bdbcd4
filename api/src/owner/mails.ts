// Mails to stable owners: a new enquiry (reply-to the enquirer) and the admin's decision on a pending listing.
// Sent only when the settings enable e-mail notifications, after the write committed; a failure is logged
// and never fails the request that caused it.
import { OWNER_PATHS } from '#contract/owner.ts';
import { countryOf } from '#contract/regions.ts';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';

interface OwnerOfListing {
  listingId: number;
  title: string;
  region: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

async function ownerOfListing(ctx: AppContext, listingId: number): Promise<OwnerOfListing | undefined> {
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

const greetingOf = (owner: OwnerOfListing) =>
  `Guten Tag ${[owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.username},`;

/** 2027-03-01 → 01.03.2027 */
export function germanDate(day: string | Date): string {
  const iso = typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

export function publicListingUrl(base: string, listing: { listingId: number; region: string }): string {
  return `${base}/${countryOf(listing.region)}/stallplatz/${listing.listingId}`;
}

/** Runs `send` only when notifications are on; logs instead of throwing. */
async function whenEnabled(ctx: AppContext, what: string, send: (siteName: string) => Promise<void>): Promise<void> {
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

export async function mailListingApproved(ctx: AppContext, listingId: number): Promise<void> {
  await whenEnabled(ctx, 'listing approved', async (siteName) => {
    const owner = await ownerOfListing(ctx, listingId);
    if (!owner) return;
    const { text, html } = renderMail({
      siteName,
      greeting: greetingOf(owner),
      paragraphs: [
        `gute Nachricht: Unser Team hat Ihre Anzeige „${owner.title}“ geprüft und freigeschaltet. Sie ist ab sofort auf ${siteName} zu finden.`,
      ],
      action: { label: 'Anzeige ansehen', url: publicListingUrl(publicBaseUrl(ctx), owner) },
    });
    await ctx.services.mail.send({
      to: owner.email,
      subject: `Ihre Anzeige „${owner.title}“ ist freigeschaltet`,
      text,
      html,
    });
  });
}

export async function mailListingRejected(
  ctx: AppContext,
  listingId: number,
  reason: string | undefined,
): Promise<void> {
  await whenEnabled(ctx, 'listing rejected', async (siteName) => {
    const owner = await ownerOfListing(ctx, listingId);
    if (!owner) return;
    const { text, html } = renderMail({
      siteName,
      greeting: greetingOf(owner),
      paragraphs: [
        `unser Team hat Ihre Anzeige „${owner.title}“ geprüft und kann sie so leider nicht freischalten.`,
        ...(reason ? [`Begründung:\n${reason}`] : []),
        'Sie können die Anzeige in Ihrem Bereich „Meine Ställe“ überarbeiten und erneut zur Prüfung einreichen.',
      ],
      action: { label: 'Zu meinen Anzeigen', url: `${publicBaseUrl(ctx)}${OWNER_PATHS.home}` },
    });
    await ctx.services.mail.send({
      to: owner.email,
      subject: `Ihre Anzeige „${owner.title}“ wurde nicht freigeschaltet`,
      text,
      html,
    });
  });
}
