// The mail that gives an anonymous enquirer their conversation: the private link (whoever holds it reads and writes
// as the enquirer) and the invitation to create an account with the same address, which takes the conversation
// over. Always sent, like the account's mails: without it the enquirer could never read the answer.
import type { Knex } from 'knex';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';

export const conversationPath = (id: number) => `/nachrichten/${id}`;
export const conversationLinkPath = (token: string) => `/nachrichten/zugang/${encodeURIComponent(token)}`;

export async function mailConversationLink(
  ctx: AppContext,
  db: Knex,
  enquiry: { name: string; email: string; listingId: number | null },
  token: string,
): Promise<void> {
  const { siteName } = await ctx.services.settings.get(db);
  const listing = (await db('listings').where({ id: enquiry.listingId }).first('title')) as
    { title: string } | undefined;
  const base = publicBaseUrl(ctx);
  const givenName = enquiry.name.trim().split(/\s+/)[0];
  const { text, html } = renderMail({
    siteName,
    greeting: givenName ? `Hallo ${givenName},` : 'Hallo,',
    paragraphs: [
      `deine Anfrage zu „${listing?.title ?? 'einem Stallplatz'}“ ist beim Stall angekommen. Die Antwort liest du in eurer Unterhaltung auf ${siteName}, und dort kannst du auch selbst weiterschreiben.`,
      'Der Link unten ist dein privater Zugang zu dieser Unterhaltung. Gib ihn nicht weiter: Wer ihn hat, kann die Unterhaltung lesen.',
      `Mit einem kostenlosen Konto hast du alle deine Unterhaltungen an einem Ort. Registriere dich dafür mit dieser E-Mail-Adresse (${enquiry.email}) unter ${base}/auth: Sobald du sie bestätigt hast, gehört die Unterhaltung zu deinem Konto.`,
    ],
    action: { label: 'Unterhaltung öffnen', url: `${base}${conversationLinkPath(token)}` },
    footer: [`Du erhältst diese E-Mail, weil du über ${siteName} eine Anfrage geschickt hast.`],
  });
  await ctx.services.jobs.enqueueMail(db, {
    to: enquiry.email,
    subject: `Deine Anfrage zu „${listing?.title ?? 'einem Stallplatz'}“`,
    text,
    html,
  });
}
