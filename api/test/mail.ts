// Reads the .eml files the mailer writes in file mode (DATA_DIR/mail), for API and browser tests:
// decoded headers, the plain-text part and the links in it.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ReadMail {
  file: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  links: string[];
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = decodeWords(line.slice(at + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function split(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [parseHeaders(raw), ''];
  return [parseHeaders(raw.slice(0, at)), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** The leaf parts of a (possibly nested) multipart body. */
function parts(headers: Record<string, string>, body: string): { type: string; text: string }[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      { type: type.split(';')[0]!.trim().toLowerCase(), text: decodeBody(body, headers['content-transfer-encoding']) },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const [h, b] = split(chunk.replace(/^\r?\n/, ''));
      return parts(h, b.replace(/\r?\n$/, ''));
    });
}

export async function readMailFile(file: string): Promise<ReadMail> {
  const raw = await fs.readFile(file, 'utf8');
  const [headers, body] = split(raw);
  const leaves = parts(headers, body);
  const text = leaves.find((p) => p.type === 'text/plain')?.text ?? '';
  const html = leaves.find((p) => p.type === 'text/html')?.text ?? '';
  return {
    file,
    to: headers.to ?? '',
    from: headers.from ?? '',
    replyTo: headers['reply-to'] ?? null,
    subject: headers.subject ?? '',
    headers,
    text,
    html,
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
  };
}

/**
 * Test servers run no job workers: reading an outbox first sends the mails queued for it (startTestServer
 * registers how), so a test sees what a worker would have sent by now, without waiting for one to poll.
 */
const senders = new Map<string, () => Promise<unknown>>();

export function sendQueuedMailsBeforeReading(outbox: string, send: (() => Promise<unknown>) | null): void {
  if (send) senders.set(outbox, send);
  else senders.delete(outbox);
}

/** Every mail in `outbox`, oldest first (file names start with the time). */
export async function readMails(outbox: string): Promise<ReadMail[]> {
  await senders.get(outbox)?.();
  const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map((n) => readMailFile(path.join(outbox, n))));
}

/** The mails to one address (case-insensitive), oldest first. */
export async function mailsTo(outbox: string, address: string): Promise<ReadMail[]> {
  const wanted = address.toLowerCase();
  return (await readMails(outbox)).filter((m) => m.to.toLowerCase().includes(wanted));
}

/** The newest mail to `address` whose subject matches, waiting for mails sent after the response. */
export async function waitForMailTo(
  outbox: string,
  address: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(outbox, address)).filter((m) => subject.test(m.subject));
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first link in `mail` that leads to `pathname`. */
export function tokenFrom(mail: ReadMail, pathname: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in "${mail.subject}"`);
  return new URL(link).searchParams.get('token') ?? '';
}
