// Newsletter mails: the double opt-in confirmation. Like every newsletter mail it carries an unsubscribe
// link in the footer and in the List-Unsubscribe header. Transactional: always sent.
import type { Knex } from 'knex';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';
import { newsletterToken } from './links.ts';

function secretOf(ctx: AppContext): string {
  return ctx.services.config.sessionSecret ?? 'missing-secret';
}

export function unsubscribeUrl(ctx: AppContext, signup: { id: number; email: string }): string {
  return `${publicBaseUrl(ctx)}/newsletter/abmelden?token=${newsletterToken(secretOf(ctx), 'unsubscribe', signup)}`;
}

export async function sendNewsletterConfirmation(
  ctx: AppContext,
  db: Knex,
  signup: { id: number; email: string },
): Promise<void> {
  const { siteName } = await ctx.services.settings.get(db);
  const confirmUrl = `${publicBaseUrl(ctx)}/newsletter/bestaetigen?token=${newsletterToken(secretOf(ctx), 'confirm', signup)}`;
  const unsubscribe = unsubscribeUrl(ctx, signup);
  await ctx.services.jobs.enqueueMail(db, {
    to: signup.email,
    subject: `Bitte bestätige deine Anmeldung zum ${siteName}-Newsletter`,
    ...renderMail({
      siteName,
      greeting: 'Hallo,',
      paragraphs: [
        `schön, dass du dich für Neuigkeiten zur Stallverwaltung von ${siteName} interessierst. Bitte bestätige deine Anmeldung über den folgenden Link. Erst dann schicken wir dir E-Mails.`,
      ],
      action: { label: 'Anmeldung bestätigen', url: confirmUrl },
      footer: [
        'Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail einfach; ohne Bestätigung erhältst du nichts.',
        `Abmelden: ${unsubscribe}`,
      ],
    }),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  });
}
