// The back office's view of the job queue (api/src/jobs/queue.ts): what waits, runs and failed per queue, and
// the mails that failed after their last try, each of which an admin can send again.
import { z } from './zod.ts';

export const JOB_QUEUE_LABELS = {
  mail: 'E-Mails',
  // Without "E-Mails" in it: the back office names a row by its label, and one label must not contain another.
  'mail-bulk': 'Sammelversand (Newsletter, Übersichten)',
  housekeeping: 'Aufräumen (stündlich)',
  'viewing-reminders': 'Erinnerungen an Besichtigungen',
  'message-mails': 'Hinweise auf ungelesene Nachrichten (minütlich)',
  'waitlist-offer-deadlines': 'Fristen angebotener Wartelisten-Plätze',
  alerts: 'Suchaufträge und gemerkte Stallplätze: Änderungen finden und benachrichtigen',
  'seal-expiry': 'Qualitätssiegel: Erinnerung vor Ablauf, danach ausblenden (stündlich)',
  'premium-periods': 'Premium: Ende der gebuchten Zeiträume, Erinnerung 3 Tage vorher',
  sms: 'SMS-Benachrichtigungen an den SMS-Anbieter senden (minütlich)',
  'listing-freshness': 'Anzeigen ohne Aktualisierung: Erinnerung 7 Tage vorher, danach offline',
} as const;

/** The queues that hold mails: what a person waits for, and the bulk that goes out behind it. */
export type MailQueueName = 'mail' | 'mail-bulk';

export interface QueueFiguresDto {
  name: keyof typeof JOB_QUEUE_LABELS;
  waiting: number;
  active: number;
  failed: number;
}

export interface FailedMailDto {
  id: string;
  queue: MailQueueName;
  to: string;
  subject: string;
  error: string;
  tries: number;
  failedAt: string;
}

export interface JobOverviewDto {
  queues: QueueFiguresDto[];
  failedMails: FailedMailDto[];
}

export const JobIdParam = z.object({
  id: z.uuid({ error: 'Ungültige Auftragsnummer' }),
});

export const JOB_MSG = {
  retried: 'Die E-Mail wird erneut gesendet.',
  notFound: 'Fehlgeschlagene E-Mail',
} as const;
