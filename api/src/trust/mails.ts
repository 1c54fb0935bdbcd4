// The trust checks' mails to the stable's owner, queued in the transaction of the change: a verification granted
// or refused (with the admin's reason: the statement of reasons), a seal confirmed or refused, and the reminder
// 30 days before a seal runs out.
import type { Knex } from 'knex';
import { germanDate, VERIFIED_LABEL } from '#contract/trust.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { SettingsService } from '../settings/service.ts';

export interface TrustMailDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl'>;
}

export interface StableOwnerRow {
  stableId: number;
  stableName: string;
  slug: string;
  ownerEmail: string;
  ownerName: string;
}

/** The stable with its owner's address, for the mails. */
export async function stableOwnerOf(db: Knex, stableId: number): Promise<StableOwnerRow> {
  return (await db('stables as s')
    .join('users as u', 'u.id', 's.ownerId')
    .where('s.id', stableId)
    .first(
      's.id as stableId',
      's.name as stableName',
      's.slug',
      'u.email as ownerEmail',
      db.raw(`coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username)
        AS "ownerName"`),
    )) as StableOwnerRow;
}

async function send(deps: TrustMailDeps, db: Knex, row: StableOwnerRow, subject: string, paragraphs: string[]) {
  const { siteName } = await deps.settings.get(db);
  const { text, html } = renderMail({
    siteName,
    greeting: `Hallo ${row.ownerName},`,
    paragraphs,
    action: {
      label: 'Zur Prüfung deines Stalls',
      url: `${deps.config.siteUrl}/my-stables/stall/${row.stableId}/pruefung`,
    },
    footer: [`Du erhältst diese E-Mail, weil du für ${row.stableName} eine Prüfung auf ${siteName} beantragt hast.`],
  });
  await deps.jobs.enqueueMail(db, { to: row.ownerEmail, subject, text, html });
}

export async function mailVerificationDecision(
  deps: TrustMailDeps,
  db: Knex,
  row: StableOwnerRow,
  granted: boolean,
  reason: string | null,
) {
  if (granted) {
    await send(deps, db, row, `${row.stableName} ist jetzt „${VERIFIED_LABEL}“`, [
      `Wir haben die Angaben zu ${row.stableName} geprüft. Dein Stall trägt ab sofort das Zeichen „${VERIFIED_LABEL}“ auf seinen Anzeigen und auf seiner Seite: ${deps.config.siteUrl}/stall/${row.slug}`,
      ...(reason ? [`Hinweis: ${reason}`] : []),
      'Deinen Nachweis haben wir nach der Prüfung gelöscht.',
    ]);
  } else {
    await send(deps, db, row, `Deine Verifizierung für ${row.stableName} wurde abgelehnt`, [
      `Wir konnten ${row.stableName} leider nicht verifizieren.`,
      `Begründung: ${reason ?? ''}`,
      'Deinen Nachweis haben wir gelöscht. Du kannst die Prüfung mit passenden Angaben jederzeit neu beantragen.',
    ]);
  }
}

export async function mailSealDecision(
  deps: TrustMailDeps,
  db: Knex,
  row: StableOwnerRow,
  seal: { label: string; validUntil: string },
  granted: boolean,
  reason: string | null,
) {
  if (granted) {
    await send(deps, db, row, `Siegel bestätigt: ${seal.label}`, [
      `Wir haben das Siegel „${seal.label}“ für ${row.stableName} bestätigt. Es erscheint bis zum ${germanDate(seal.validUntil)} auf deinen Anzeigen und auf deiner Stallseite.`,
      ...(reason ? [`Hinweis: ${reason}`] : []),
      'Deinen Nachweis haben wir nach der Prüfung gelöscht. 30 Tage vor Ablauf erinnern wir dich.',
    ]);
  } else {
    await send(deps, db, row, `Siegel abgelehnt: ${seal.label}`, [
      `Wir konnten das Siegel „${seal.label}“ für ${row.stableName} leider nicht bestätigen.`,
      `Begründung: ${reason ?? ''}`,
      'Deinen Nachweis haben wir gelöscht. Du kannst das Siegel mit einem passenden Nachweis neu einreichen.',
    ]);
  }
}

export async function mailSealReminder(
  deps: TrustMailDeps,
  db: Knex,
  row: StableOwnerRow,
  seal: { label: string; validUntil: string },
) {
  await send(deps, db, row, `Dein Siegel läuft am ${germanDate(seal.validUntil)} ab`, [
    `Das Siegel „${seal.label}“ von ${row.stableName} gilt bis zum ${germanDate(seal.validUntil)}. Danach blenden wir es automatisch aus.`,
    'Wenn dein Stall erneut geprüft wurde, reiche das Siegel mit dem neuen Nachweis und dem neuen Datum ein.',
  ]);
}
