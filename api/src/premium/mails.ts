// The Premium mails (issue 38): the invoice is issued (with the link to it in the owner area), and Premium ends in
// three days. Queued in the transaction of the write; transactional mail, never bulk.
import type { Knex } from 'knex';
import { formatEuro } from '#contract/premium.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderMail } from '../mail/layout.ts';
import type { SettingsService } from '../settings/service.ts';
import type { InvoiceData } from './invoice-data.ts';

export interface PremiumMailDeps {
  jobs: Pick<JobQueue, 'enqueueMail'>;
  config: Pick<Config, 'siteUrl'>;
}

const germanDay = (day: string) => day.split('-').reverse().join('.');

export async function mailInvoiceIssued(
  deps: PremiumMailDeps,
  trx: Knex,
  data: InvoiceData,
  siteName: string,
): Promise<void> {
  const period =
    data.periodFrom && data.periodTo
      ? `Premium läuft vom ${germanDay(data.periodFrom)} bis ${germanDay(data.periodTo)}.`
      : 'Premium beginnt, sobald deine Zahlung eingegangen ist.';
  const { text, html } = renderMail({
    siteName,
    greeting: `Hallo ${data.buyer.name},`,
    paragraphs: [
      `danke für deine Buchung: ${data.line.description}.`,
      period,
      `Deine Rechnung ${data.number} über ${formatEuro(data.grossCents / 100)} ist bis zum ${germanDay(data.dueOn!)} zahlbar. Du findest sie als PDF in deinem Bereich unter „Rechnungen“.`,
    ],
    action: { label: 'Zu deinen Rechnungen', url: `${deps.config.siteUrl}/my-stables/rechnungen` },
  });
  await deps.jobs.enqueueMail(trx, { to: data.buyer.email, subject: `Deine Rechnung ${data.number}`, text, html });
}

export interface EndingPremium {
  listingId: number;
  title: string;
  endsAt: Date;
  email: string;
  name: string;
}

export async function mailPremiumEndsSoon(
  deps: PremiumMailDeps & { settings: Pick<SettingsService, 'get'> },
  trx: Knex,
  ending: EndingPremium,
): Promise<void> {
  const { siteName } = await deps.settings.get(trx);
  const day = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' }).format(
    ending.endsAt,
  );
  const { text, html } = renderMail({
    siteName,
    greeting: `Hallo ${ending.name},`,
    paragraphs: [
      `Premium für deine Anzeige „${ending.title}“ endet am ${day}. Danach erscheint sie wieder als normale Anzeige.`,
      'Wenn du verlängerst, beginnt der neue Zeitraum genau am Ende des jetzigen.',
    ],
    action: {
      label: 'Premium verlängern',
      url: `${deps.config.siteUrl}/my-stables/premium/${ending.listingId}`,
    },
  });
  await deps.jobs.enqueueMail(trx, { to: ending.email, subject: 'Premium endet in 3 Tagen', text, html });
}
