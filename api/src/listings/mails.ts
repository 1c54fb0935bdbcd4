// The owner's mails about the admin's review of a pending listing: approved (public now, with its link) or
// rejected (with the admin's reason). Queued in the status change's transaction, like every mail to owners.
import type { Knex } from 'knex';
import { OWNER_PATHS } from '#contract/owner.ts';
import { countryOf } from '#contract/regions.ts';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';
import { greetingOf, ownerOfListing, whenEnabled, type OwnerOfListing } from '../owner/mails.ts';
import type { ReviewOutcome } from './lifecycle.ts';

const publicListingUrl = (base: string, listing: OwnerOfListing) =>
  `${base}/${countryOf(listing.region)}/stallplatz/${listing.listingId}`;

async function mailListingApproved(ctx: AppContext, db: Knex, listingId: number): Promise<void> {
  await whenEnabled(ctx, db, async (siteName) => {
    const owner = await ownerOfListing(db, listingId);
    if (!owner) return;
    const { text, html } = renderMail({
      siteName,
      greeting: greetingOf(owner),
      paragraphs: [
        `gute Nachricht: Unser Team hat deine Anzeige „${owner.title}“ geprüft und freigeschaltet. Ab sofort ist sie auf ${siteName} zu finden.`,
      ],
      action: { label: 'Anzeige ansehen', url: publicListingUrl(publicBaseUrl(ctx), owner) },
    });
    await ctx.services.jobs.enqueueMail(db, {
      to: owner.email,
      subject: `Deine Anzeige „${owner.title}“ ist freigeschaltet`,
      text,
      html,
    });
  });
}

async function mailListingRejected(
  ctx: AppContext,
  db: Knex,
  listingId: number,
  reason: string | undefined,
): Promise<void> {
  await whenEnabled(ctx, db, async (siteName) => {
    const owner = await ownerOfListing(db, listingId);
    if (!owner) return;
    const { text, html } = renderMail({
      siteName,
      greeting: greetingOf(owner),
      paragraphs: [
        `unser Team hat deine Anzeige „${owner.title}“ geprüft und kann sie so leider nicht freischalten.`,
        ...(reason ? [`Begründung:\n${reason}`] : []),
        'Du kannst die Anzeige in deinem Bereich „Meine Ställe“ überarbeiten und erneut zur Prüfung einreichen.',
      ],
      action: { label: 'Zu meinen Anzeigen', url: `${publicBaseUrl(ctx)}${OWNER_PATHS.home}` },
    });
    await ctx.services.jobs.enqueueMail(db, {
      to: owner.email,
      subject: `Deine Anzeige „${owner.title}“ wurde nicht freigeschaltet`,
      text,
      html,
    });
  });
}

/** Tells the owner what the review of their pending listing decided. */
export async function mailReviewOutcome(
  ctx: AppContext,
  db: Knex,
  listingId: number,
  outcome: ReviewOutcome,
  reason: string | undefined,
): Promise<void> {
  if (outcome === 'approved') await mailListingApproved(ctx, db, listingId);
  else await mailListingRejected(ctx, db, listingId, reason);
}
