// The waiting list's mails, all transactional (a person waits for them) and queued in the transaction of the
// change: a place offered (to the person), accepted, declined or run out (to the owner; run out also to the
// person), and free places back (to those on the list the owner chose).
import type { Knex } from 'knex';
import { offerDeadlineLabel } from '#contract/waitlists.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { SettingsService } from '../settings/service.ts';
import { listingPathOf, ownerWaitlistPathOf, personNameOf, type EntryRow } from './rows.ts';

/** What the mails need: ctx.services fits, and so does the deadline job's own set. */
export interface WaitlistMailDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  settings: Pick<SettingsService, 'get'>;
  config: Pick<Config, 'siteUrl'>;
}

export type OfferOutcome = 'accepted' | 'declined' | 'expired';

const conversationUrl = (siteUrl: string, conversationId: number | null) =>
  conversationId ? `${siteUrl}/nachrichten/${conversationId}` : `${siteUrl}/dashboard`;

async function send(
  deps: WaitlistMailDeps,
  db: Knex,
  to: { email: string; name: string },
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): Promise<void> {
  const { siteName } = await deps.settings.get(db);
  const { text, html } = renderMail({
    siteName,
    greeting: `Hallo ${to.name},`,
    paragraphs,
    action,
    footer: [`Du erhältst diese E-Mail, weil du über ${siteName} eine Warteliste nutzt.`],
  });
  await deps.jobs.enqueueMail(db, { to: to.email, subject, text, html });
}

const person = (row: EntryRow) => ({ email: row.userEmail, name: personNameOf(row) });
const owner = (row: EntryRow) => ({ email: row.ownerEmail, name: row.stableName });
const placeLine = (row: EntryRow) => `Stall: ${row.stableName}\nStallplatz: ${row.listingTitle}`;

/** To the person: a place is theirs if they accept it by the deadline. */
export async function mailOfferMade(deps: WaitlistMailDeps, db: Knex, row: EntryRow, conversationId: number) {
  const deadline = offerDeadlineLabel(row.offerExpiresAt!);
  await send(
    deps,
    db,
    person(row),
    `Ein Stallplatz wird dir angeboten: ${row.listingTitle}`,
    [
      `${row.stableName} bietet dir von der Warteliste einen Platz an.`,
      placeLine(row),
      `Bitte nimm den Platz bis ${deadline} in der Unterhaltung an oder lehne ihn ab. Danach bekommt ihn die nächste Person auf der Liste.`,
    ],
    { label: 'Zur Unterhaltung', url: conversationUrl(deps.config.siteUrl, conversationId) },
  );
}

const OWNER_SUBJECTS: Record<OfferOutcome, string> = {
  accepted: 'Platz angenommen',
  declined: 'Platz abgelehnt',
  expired: 'Frist abgelaufen',
};

/** To the owner: what became of the offer, and what to do next. */
export async function mailOfferOutcomeToOwner(deps: WaitlistMailDeps, db: Knex, row: EntryRow, outcome: OfferOutcome) {
  const name = personNameOf(row);
  const siteUrl = deps.config.siteUrl;
  const what =
    outcome === 'accepted'
      ? `${name} hat den angebotenen Platz angenommen. Sprecht in der Unterhaltung alles Weitere ab. Denk daran, die freien Plätze der Anzeige anzupassen.`
      : outcome === 'declined'
        ? `${name} hat den angebotenen Platz abgelehnt und steht nicht mehr auf der Warteliste. Du kannst ihn jetzt der nächsten Person anbieten.`
        : `${name} hat den angebotenen Platz nicht bis zur Frist angenommen und steht nicht mehr auf der Warteliste. Du kannst ihn jetzt der nächsten Person anbieten.`;
  await send(
    deps,
    db,
    owner(row),
    `${OWNER_SUBJECTS[outcome]}: ${row.listingTitle}`,
    [what, placeLine(row)],
    outcome === 'accepted'
      ? { label: 'Zur Unterhaltung', url: conversationUrl(siteUrl, row.offerConversationId) }
      : { label: 'Zur Warteliste', url: `${siteUrl}${ownerWaitlistPathOf(row.listingId)}` },
  );
}

/** To the person whose offer ran out. */
export async function mailOfferExpiredToPerson(deps: WaitlistMailDeps, db: Knex, row: EntryRow) {
  await send(
    deps,
    db,
    person(row),
    `Angebot abgelaufen: ${row.listingTitle}`,
    [
      'Die Frist für den dir angebotenen Stallplatz ist abgelaufen; der Platz geht an die nächste Person auf der Warteliste.',
      placeLine(row),
    ],
    { label: 'Zur Unterhaltung', url: conversationUrl(deps.config.siteUrl, row.offerConversationId) },
  );
}

/** To someone on the list: the listing has free places again. */
export async function mailPlacesFree(deps: WaitlistMailDeps, db: Knex, row: EntryRow) {
  await send(
    deps,
    db,
    person(row),
    `Wieder frei: ${row.listingTitle}`,
    [
      `Beim Stallplatz, auf dessen Warteliste du stehst, ist wieder ein Platz frei. Melde dich am besten gleich beim Stall.`,
      placeLine(row),
    ],
    { label: 'Zum Stallplatz', url: `${deps.config.siteUrl}${listingPathOf(row)}` },
  );
}
