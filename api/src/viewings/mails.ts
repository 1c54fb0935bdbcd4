// The viewing mails: every change (booked, proposed, accepted, moved, cancelled) to both sides with the viewing's
// .ics, and the reminder of the day before. Queued with the change's transaction; transactional mail, never bulk.
import type { Knex } from 'knex';
import { timeZoneOfRegion, viewingTimeLabel } from '#contract/viewings.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { SettingsService } from '../settings/service.ts';
import { conversationPathOf, ownerNameOf } from './presenter.ts';
import type { Side, ViewingRow } from './rows.ts';

/** What the mails need: ctx.services fits, and so does the reminder job's own set. */
export interface ViewingMailDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl' | 'mailFrom'>;
}

export type ViewingChange = 'booked' | 'proposed' | 'accepted' | 'moved' | 'cancelled';

interface Recipient {
  side: Side;
  name: string;
  email: string;
  /** An enquirer without an account (the private link's side) takes part once signed in with this address. */
  signedOut: boolean;
}

function recipientsOf(row: ViewingRow): Recipient[] {
  const ownerName =
    [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ') || row.ownerUsername || row.stableName;
  return [
    { side: 'enquirer', name: row.enquirerName, email: row.enquirerEmail, signedOut: row.enquirerId === null },
    { side: 'owner', name: ownerName, email: row.ownerEmail, signedOut: false },
  ];
}

export const labelOf = (row: Pick<ViewingRow, 'startsAt' | 'endsAt' | 'region'>) =>
  viewingTimeLabel(row.startsAt, row.endsAt, timeZoneOfRegion(row.region));

/** Who did it, as the other side reads it. */
const actorOf = (row: ViewingRow, side: Side) => (side === 'owner' ? ownerNameOf(row) : row.enquirerName);

const SUBJECTS: Record<ViewingChange, string> = {
  booked: 'Besichtigung gebucht',
  proposed: 'Besichtigungstermin vorgeschlagen',
  accepted: 'Besichtigung zugesagt',
  moved: 'Besichtigung verschoben',
  cancelled: 'Besichtigung abgesagt',
};

function whatHappened(change: ViewingChange, row: ViewingRow, actor: Side, to: Side, previous: string | null): string {
  const who = to === actor ? 'Du hast' : `${actorOf(row, actor)} hat`;
  const label = labelOf(row);
  switch (change) {
    case 'booked':
      return `${who} eine Besichtigung gebucht: ${label}.`;
    case 'proposed':
      return to === 'enquirer' && actor === 'owner'
        ? `${actorOf(row, 'owner')} schlägt dir einen Besichtigungstermin vor: ${label}. Sag in der Unterhaltung zu oder wähle einen anderen Termin.`
        : `${who} einen Besichtigungstermin vorgeschlagen: ${label}. Die Zusage steht noch aus.`;
    case 'accepted':
      return `${who} den Besichtigungstermin zugesagt: ${label}.`;
    case 'moved':
      return `${who} die Besichtigung verschoben${previous ? ` (bisher ${previous})` : ''}: neu ${label}.${
        row.status === 'proposed' ? ' Die Zusage für den neuen Termin steht noch aus.' : ''
      }`;
    case 'cancelled':
      return `${who} die Besichtigung abgesagt: ${label}.`;
  }
}

/** Where the mail leads: the conversation, or for an enquirer without an account the sign-in with this address. */
function actionFor(to: Recipient, row: ViewingRow, siteUrl: string): { label: string; url: string } {
  return to.signedOut
    ? { label: 'Anmelden oder Konto anlegen', url: `${siteUrl}/auth` }
    : { label: 'Zur Unterhaltung', url: `${siteUrl}${conversationPathOf(row.conversationId)}` };
}

const SIGN_IN_HINT =
  'Um Termine zu buchen, zuzusagen, zu verschieben oder abzusagen, melde dich mit dieser E-Mail-Adresse an oder leg ein Konto an: Die Unterhaltung gehört dann zu deinem Konto.';

/** Queues the mail about `change` to both sides, each with the viewing's .ics for their calendar. */
export async function mailViewingChange(
  deps: ViewingMailDeps,
  db: Knex,
  row: ViewingRow,
  change: ViewingChange,
  actor: Side,
  previous: string | null = null,
): Promise<void> {
  const { siteName } = await deps.settings.get(db);
  const siteUrl = deps.config.siteUrl;
  // The calendar's libraries (every zone's VTIMEZONE among them) load when a first file is made.
  const { viewingCalendar } = await import('./calendar.ts');
  for (const to of recipientsOf(row)) {
    const calendar = viewingCalendar(row, { siteUrl, mailFrom: deps.config.mailFrom, siteName, attendee: to });
    const { text, html } = renderMail({
      siteName,
      greeting: `Hallo ${to.name},`,
      paragraphs: [
        whatHappened(change, row, actor, to.side, previous),
        `Stall: ${row.stableName}, ${row.address}, ${row.postalCode} ${row.city}\nStallplatz: ${row.listingTitle}`,
        change === 'cancelled'
          ? 'Im Anhang findest du die Absage für deinen Kalender; sie entfernt den Termin dort.'
          : 'Im Anhang findest du den Termin für deinen Kalender.',
        ...(to.signedOut ? [SIGN_IN_HINT] : []),
      ],
      action: actionFor(to, row, siteUrl),
      footer: [`Du erhältst diese E-Mail, weil du über ${siteName} eine Besichtigung vereinbarst.`],
    });
    await deps.jobs.enqueueMail(db, {
      to: to.email,
      subject: `${SUBJECTS[change]}: ${labelOf(row)}`,
      text,
      html,
      attachments: [calendar],
    });
  }
}

/** The reminder of the day before, to both sides. */
export async function mailViewingReminder(deps: ViewingMailDeps, db: Knex, row: ViewingRow): Promise<void> {
  const { siteName } = await deps.settings.get(db);
  const siteUrl = deps.config.siteUrl;
  for (const to of recipientsOf(row)) {
    const other = to.side === 'owner' ? row.enquirerName : ownerNameOf(row);
    const { text, html } = renderMail({
      siteName,
      greeting: `Hallo ${to.name},`,
      paragraphs: [
        `eine Erinnerung an deine Besichtigung mit ${other}: ${labelOf(row)}.`,
        `Stall: ${row.stableName}, ${row.address}, ${row.postalCode} ${row.city}\nStallplatz: ${row.listingTitle}`,
        'Falls etwas dazwischenkommt, sag den Termin bitte in der Unterhaltung ab oder verschiebe ihn.',
      ],
      action: actionFor(to, row, siteUrl),
      footer: [`Du erhältst diese E-Mail, weil du über ${siteName} eine Besichtigung vereinbart hast.`],
    });
    await deps.jobs.enqueueMail(db, {
      to: to.email,
      subject: `Erinnerung: Besichtigung am ${labelOf(row)}`,
      text,
      html,
    });
  }
}
