// The freshness mails to a listing's owner, queued in the transaction that marks the listing (the job's reminder
// and expiry): each carries a new single-use "Anzeige verlängern" link that works signed out.
import type { Knex } from 'knex';
import { homeDayLabel, RENEWAL_LINK_DAYS } from '#contract/listing-freshness.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { SettingsService } from '../settings/service.ts';
import { issueRenewalToken } from './tokens.ts';

/** What the mails need: ctx.services fits, and so does the job's own set. */
export interface FreshnessMailDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl'>;
}

/** The page a renewal link opens (site/src/pages/anzeige-verlaengern/[token].astro). */
const RENEWAL_PAGE_PATH = '/anzeige-verlaengern';
/** Where the owner renews when signed in. */
const OWNER_AREA_PATH = '/my-stables';

interface OwnerRow {
  listingId: number;
  title: string;
  stableName: string;
  email: string;
  firstName: string | null;
}

async function ownerOf(db: Knex, listingId: number): Promise<OwnerRow> {
  return (await db('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .join('users as u', 'u.id', 's.ownerId')
    .where('l.id', listingId)
    .first('l.id as listingId', 'l.title', 's.name as stableName', 'u.email', 'u.firstName')) as OwnerRow;
}

async function send(
  deps: FreshnessMailDeps,
  db: Knex,
  listingId: number,
  now: Date,
  compose: (row: OwnerRow, siteName: string) => { subject: string; paragraphs: string[] },
): Promise<void> {
  const row = await ownerOf(db, listingId);
  const { siteName } = await deps.settings.get(db);
  const token = await issueRenewalToken(db, listingId, now);
  const { subject, paragraphs } = compose(row, siteName);
  const { text, html } = renderMail({
    siteName,
    greeting: row.firstName ? `Hallo ${row.firstName},` : 'Hallo,',
    paragraphs,
    action: { label: 'Anzeige verlängern', url: `${deps.config.siteUrl}${RENEWAL_PAGE_PATH}/${token}` },
    footer: [`Du erhältst diese E-Mail, weil du bei ${siteName} eine Stallplatz-Anzeige eingestellt hast.`],
  });
  await deps.jobs.enqueueMail(db, { to: row.email, subject, text, html });
}

/** A week (EXPIRY_REMINDER_DAYS) before the end: renew with one click, or it goes offline on `expiresAt`. */
export async function mailExpiryReminder(
  deps: FreshnessMailDeps,
  db: Knex,
  listingId: number,
  term: { touchedAt: Date; expiresAt: Date; days: number },
  now: Date,
): Promise<void> {
  const day = homeDayLabel(term.expiresAt);
  await send(deps, db, listingId, now, (row) => ({
    subject: `Deine Anzeige läuft am ${day} ab: ${row.title}`,
    paragraphs: [
      `deine Anzeige „${row.title}“ (${row.stableName}) wurde seit dem ${homeDayLabel(term.touchedAt)} nicht aktualisiert. Damit Suchende nur aktuelle Stallplätze finden, läuft sie am ${day} ab und ist dann nicht mehr in der Suche zu sehen.`,
      `Ist der Platz noch zu haben? Dann verlängere die Anzeige mit einem Klick um ${term.days} Tage, auch ohne Anmeldung. Der Link gilt einmal und ${RENEWAL_LINK_DAYS} Tage.`,
      `Du kannst die Anzeige auch unter „Meine Ställe“ verlängern oder bearbeiten: ${deps.config.siteUrl}${OWNER_AREA_PATH}`,
    ],
  }));
}

/** The listing went offline: how to bring it back (nothing is lost, Premium time waits). */
export async function mailExpired(deps: FreshnessMailDeps, db: Knex, listingId: number, now: Date): Promise<void> {
  await send(deps, db, listingId, now, (row) => ({
    subject: `Deine Anzeige ist abgelaufen: ${row.title}`,
    paragraphs: [
      `deine Anzeige „${row.title}“ (${row.stableName}) wurde lange nicht aktualisiert und ist seit heute nicht mehr in der Suche zu sehen. Gelöscht ist nichts: Texte, Fotos und Anfragen bleiben erhalten, und eine gebuchte Premium-Zeit ruht, bis die Anzeige wieder online ist.`,
      `So bringst du sie zurück: Klicke auf „Anzeige verlängern“ (der Link gilt einmal und ${RENEWAL_LINK_DAYS} Tage), oder melde dich an und wähle unter „Meine Ställe“ bei der Anzeige „Verlängern“: ${deps.config.siteUrl}${OWNER_AREA_PATH}`,
      'Hast du die Anzeige seit der letzten Prüfung geändert, schaut unser Team sie kurz an, bevor sie wieder erscheint.',
    ],
  }));
}
