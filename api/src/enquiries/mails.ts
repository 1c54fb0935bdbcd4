// The new-enquiry mail to the listing's owner: who asked and what, and the link to answer in the conversation on the
// site (no reply-to: the answer belongs in the conversation, where the enquirer reads it).
import type { Knex } from 'knex';
import { describeHorse, type HorseData } from '#contract/horses.ts';
import type { AppContext } from '../http/context.ts';
import { conversationPath } from '../conversations/mails.ts';
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
  conversationId: number;
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
        `${enquiry.name} hat dir über ${siteName} eine Anfrage zu deinem Stallplatz „${owner.title}“ geschickt.`,
        details.join('\n'),
        `Nachricht:\n${enquiry.message}`,
        ...(enquiry.horse
          ? [
              `Pferd:\n${describeHorse(enquiry.horse)
                .map((row) => `${row.label}: ${row.value}`)
                .join('\n')}`,
            ]
          : []),
        `Antworte ${enquiry.name} in eurer Unterhaltung auf ${siteName}: Dort siehst du auch, wann deine Antwort gelesen wurde, und kannst einen Besichtigungstermin vorschlagen.`,
      ],
      action: { label: 'Unterhaltung öffnen', url: `${publicBaseUrl(ctx)}${conversationPath(enquiry.conversationId)}` },
      footer: [`Du erhältst diese E-Mail, weil du auf ${siteName} einen Stallplatz anbietest.`],
    });
    await ctx.services.jobs.enqueueMail(db, {
      to: owner.email,
      subject: `Neue Anfrage für „${owner.title}“`,
      text,
      html,
    });
  });
}
