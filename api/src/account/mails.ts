// The account's transactional mails: password reset and e-mail confirmation. They are always sent (not
// gated by enableEmailNotifications), queued in the transaction that issues their link (jobs/queue.ts).
import type { Knex } from 'knex';
import { EMAIL_CONFIRMATION_HOURS, PASSWORD_RESET_MINUTES } from '#contract/account.ts';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';

interface Recipient {
  email: string;
  firstName: string | null;
}

const greetingOf = (user: Recipient) => (user.firstName ? `Hallo ${user.firstName},` : 'Hallo,');

async function deliver(ctx: AppContext, db: Knex, to: string, subject: string, body: { text: string; html: string }) {
  await ctx.services.jobs.enqueueMail(db, { to, subject, ...body });
}

export async function sendPasswordResetMail(ctx: AppContext, db: Knex, user: Recipient, token: string): Promise<void> {
  const { siteName } = await ctx.services.settings.get(db);
  const url = `${publicBaseUrl(ctx)}/passwort-zuruecksetzen?token=${encodeURIComponent(token)}`;
  await deliver(
    ctx,
    db,
    user.email,
    `Passwort zurücksetzen bei ${siteName}`,
    renderMail({
      siteName,
      greeting: greetingOf(user),
      paragraphs: [
        `du hast angefordert, dein Passwort bei ${siteName} zurückzusetzen. Über den folgenden Link kannst du ein neues Passwort festlegen.`,
        `Der Link ist ${PASSWORD_RESET_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`,
      ],
      action: { label: 'Neues Passwort festlegen', url },
      footer: [
        'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
      ],
    }),
  );
}

/** After registration, an address change or on request: the link confirms `user.email`. */
export async function sendConfirmationMail(ctx: AppContext, db: Knex, user: Recipient, token: string): Promise<void> {
  const { siteName } = await ctx.services.settings.get(db);
  const url = `${publicBaseUrl(ctx)}/email-bestaetigen?token=${encodeURIComponent(token)}`;
  await deliver(
    ctx,
    db,
    user.email,
    'Bitte bestätige deine E-Mail-Adresse',
    renderMail({
      siteName,
      greeting: greetingOf(user),
      paragraphs: [
        `bitte bestätige, dass diese E-Mail-Adresse zu deinem Konto bei ${siteName} gehört. Erst dann kannst du zum Beispiel Stallplätze inserieren.`,
        `Der Link ist ${EMAIL_CONFIRMATION_HOURS} Stunden gültig.`,
      ],
      action: { label: 'E-Mail-Adresse bestätigen', url },
      footer: [`Falls du kein Konto bei ${siteName} angelegt hast, kannst du diese E-Mail ignorieren.`],
    }),
  );
}
