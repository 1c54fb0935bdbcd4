// SMS notifications: whether they are on (the setting, and a provider configured in SMS_URL) and queuing one in
// the transaction of the change that causes it. The scheduled `sms` work sends them (sms/job.ts). What is sent by
// SMS: a new enquiry, to the listing's owner, when the owner gave a phone number (enquiries/routes.ts).
import type { Knex } from 'knex';
import type { PlatformSettings } from '#contract/settings.ts';
import type { Config } from '../config.ts';

/** An SMS is a single message of at most this many characters (three concatenated parts). */
export const SMS_MAX_LENGTH = 459;

/** SMS go out only with a provider configured and the admin's switch on. */
export function smsEnabled(settings: Pick<PlatformSettings, 'enableSMSNotifications'>, config: Pick<Config, 'smsUrl'>) {
  return Boolean(config.smsUrl) && settings.enableSMSNotifications;
}

/** A phone number as providers take it: digits with a leading +, a German 0 prefix read as +49; null if unusable. */
export function smsNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s()/.-]/g, '');
  if (/^\+\d{7,15}$/.test(digits)) return digits;
  if (/^00\d{7,15}$/.test(digits)) return `+${digits.slice(2)}`;
  if (/^0\d{6,14}$/.test(digits)) return `+49${digits.slice(1)}`;
  return null;
}

export async function queueSms(db: Knex, sms: { to: string; text: string }): Promise<void> {
  const text = sms.text.length > SMS_MAX_LENGTH ? `${sms.text.slice(0, SMS_MAX_LENGTH - 1)}…` : sms.text;
  await db('smsOutbox').insert({ to: sms.to, text });
}
