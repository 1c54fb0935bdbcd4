// The back office's view of the job queue (api/src/jobs/queue.ts): what waits, runs and failed per queue, and
// the mails that failed after their last try, each of which an admin can send again.
import { z } from './zod.ts';

export const JOB_QUEUE_LABELS = { mail: 'E-Mails', housekeeping: 'Aufräumen (stündlich)' } as const;

export interface QueueFiguresDto {
  name: keyof typeof JOB_QUEUE_LABELS;
  waiting: number;
  active: number;
  failed: number;
}

export interface FailedMailDto {
  id: string;
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
