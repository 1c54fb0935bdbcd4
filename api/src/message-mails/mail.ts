// The mail about new messages: who wrote in which conversation, never what (the mail may be read by others than
// its recipient). An account gets a link to each conversation; an anonymous enquirer gets none, because their
// private link's token is stored only as its hash and exists nowhere but in the first mail of their enquiry:
// this mail points them to that mail, or to signing up with the address, which takes the conversation over.
// Every such mail carries a one-click unsubscribe (RFC 8058).
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { SettingsService } from '../settings/service.ts';
import { unsubscribeToken, type UnsubscribeSubject } from './links.ts';

export interface MessageMailDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl' | 'sessionSecret'>;
}

export interface NewsRecipient {
  to:
    | { kind: 'account'; userId: number; email: string; firstName: string | null; role: 'owner' | 'enquirer' }
    | { kind: 'anonymous'; conversationId: number; email: string; name: string; hasPrivateLink: boolean };
  conversations: { id: number; listingTitle: string; otherName: string; count: number }[];
}

export const ONE_CLICK_PATH = '/api/message-mails/one-click';
export const UNSUBSCRIBE_PAGE = '/nachrichten/abbestellen';

const countLabel = (count: number) => (count === 1 ? '1 neue Nachricht' : `${count} neue Nachrichten`);

function subjectOf(news: NewsRecipient['conversations'], digest: boolean): string {
  if (digest) return 'Deine ungelesenen Nachrichten von heute';
  if (news.length === 1) return `Neue Nachricht von ${news[0]!.otherName} zu „${news[0]!.listingTitle}“`;
  return `Neue Nachrichten in ${news.length} Unterhaltungen`;
}

export async function mailMessageNews(
  deps: MessageMailDeps,
  db: Knex,
  to: NewsRecipient['to'],
  news: NewsRecipient['conversations'],
  { digest }: { digest: boolean },
): Promise<void> {
  const { siteName } = await deps.settings.get(db);
  const base = deps.config.siteUrl;
  const subject: UnsubscribeSubject =
    to.kind === 'account' ? { userId: to.userId } : { conversationId: to.conversationId };
  const token = unsubscribeToken(deps.config.sessionSecret ?? 'missing-secret', subject);
  const account = to.kind === 'account';
  const lines = news.map(
    (entry) =>
      `„${entry.listingTitle}“: ${countLabel(entry.count)} von ${entry.otherName}` +
      (account ? `\n${base}/nachrichten/${entry.id}` : ''),
  );
  const name = account ? to.firstName : to.name.trim().split(/\s+/)[0];
  const paragraphs = [
    `${news.length === 1 ? 'in einer deiner Unterhaltungen' : 'in deinen Unterhaltungen'} auf ${siteName} gibt es Neues, das du noch nicht gelesen hast:`,
    lines.join('\n\n'),
  ];
  if (!account) {
    paragraphs.push(
      to.hasPrivateLink
        ? 'Öffne die Unterhaltung über den privaten Link in der E-Mail „Deine Anfrage zu …“, die du nach deiner Anfrage bekommen hast. Aus Sicherheitsgründen schicken wir diesen Link kein zweites Mal.'
        : `Um zu antworten, registriere dich mit dieser E-Mail-Adresse (${to.email}) oder melde dich damit an: Dann gehört die Unterhaltung zu deinem Konto.`,
    );
  }
  const { text, html } = renderMail({
    siteName,
    greeting: name ? `Hallo ${name},` : 'Hallo,',
    paragraphs,
    action: account
      ? {
          label: news.length === 1 ? 'Unterhaltung öffnen' : 'Zu deinen Nachrichten',
          url: news.length === 1 ? `${base}/nachrichten/${news[0]!.id}` : `${base}/nachrichten`,
        }
      : { label: 'Konto anlegen oder anmelden', url: `${base}/auth` },
    footer: [
      account
        ? `Wann wir dir zu neuen Nachrichten schreiben, stellst du in deinem Profil ein: ${base}/profile`
        : `Du bekommst diese E-Mail, weil du über ${siteName} eine Anfrage geschickt hast.`,
      `Keine E-Mails mehr zu neuen Nachrichten: ${base}${UNSUBSCRIBE_PAGE}?token=${token}`,
    ],
  });
  await deps.jobs.enqueueMail(
    db,
    {
      to: to.email,
      subject: subjectOf(news, digest),
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${base}${ONE_CLICK_PATH}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    // A digest waits for nobody; the mail about a message just written is what a person waits for.
    { bulk: digest },
  );
}
