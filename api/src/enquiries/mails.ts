// The new-enquiry mail to the listing's owner, with reply-to set to the enquirer.
import type { Knex } from 'knex';
import { describeHorse, type HorseData } from '#contract/horses.ts';
import { OWNER_PATHS } from '#contract/owner.ts';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';
import { germanDate, greetingOf, ownerOfListing, whenEnabled } from '../owner/mails.ts';

export interface EnquiryForMail {
  listingId: number | null;
  name: string;
  email: string;
  phone: string | null;
  moveInDate: string | Date | null;
  message: string;
  horse?: HorseData | null;
}

export async function mailNewEnquiry(ctx: AppContext, db: Knex, enquiry: EnquiryForMail): Promise<void> {
  if (!enquiry.listingId) return;
  await whenEnabled(ctx, db, async (siteName) => {
    const owner = await ownerOfListing(db, enquiry.listingId!);
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
        ...(enquiry.horse
          ? [
              `Pferd:\n${describeHorse(enquiry.horse)
                .map((row) => `${row.label}: ${row.value}`)
                .join('\n')}`,
            ]
          : []),
        `Sie können direkt auf diese E-Mail antworten; Ihre Antwort geht an ${enquiry.name}.`,
      ],
      action: { label: 'Alle Anfragen ansehen', url: `${publicBaseUrl(ctx)}${OWNER_PATHS.inbox}` },
      footer: [`Sie erhalten diese E-Mail, weil Sie auf ${siteName} einen Stallplatz anbieten.`],
    });
    await ctx.services.jobs.enqueueMail(db, {
      to: owner.email,
      replyTo: enquiry.email,
      subject: `Neue Anfrage für „${owner.title}“`,
      text,
      html,
    });
  });
}
