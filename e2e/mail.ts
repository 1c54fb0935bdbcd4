// The mails the server under test sent, read from its outbox; waits briefly, since mail goes out from the job
// queue after the response that triggered it.
import { inject } from 'vitest';
import { mailsTo, type ReadMail } from '../api/test/mail.ts';

/**
 * The newest mail to `address` whose subject matches, waiting up to `timeoutMs` for it (for the `count`th such
 * mail, when an earlier one may already be there: mails go out from the job queue, one after another).
 */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 10_000, count = 1): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(inject('mailDir'), address)).filter((m) => subject.test(m.subject));
    if (mails.length >= count) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with subject ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
