// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an .eml
// file under DATA_DIR/mail and logged, so every mail flow works on a fresh machine and tests can read them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
  /** The Message-ID, stable across retries of one mail job, so a receiving server can spot a repeat. */
  messageId?: string;
  /** Files sent along (a viewing's .ics), passed to nodemailer as they are; plain JSON, as the job queue keeps it. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The file's text. */
  content: string;
  /** With parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

export interface Mailer {
  /** Sends one message; resolves once the server accepted it (or the file is written). */
  send(message: MailMessage): Promise<void>;
  /** Where file mode writes its .eml files; null when mail goes to an SMTP server. */
  readonly outbox: string | null;
  /**
   * How many mails of one queue go out at the same time: one for files (a disk write is quick, and one lane keeps
   * what a crash can send twice to one mail), several for SMTP, where each mail waits on the server's answer.
   */
  readonly lanes?: number;
}

/** SMTP connections kept open, one per lane. */
const SMTP_LANES = 5;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: SMTP_LANES });
    return {
      outbox: null,
      lanes: SMTP_LANES,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }

  const outbox = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox,
    lanes: 1,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      // Sortable by time, unique across processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      // Written aside and renamed, so a reader of the outbox never finds half a mail from a process killed
      // mid-write.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log.info('mail written', { to: message.to, subject: message.subject, file });
    },
  };
}
