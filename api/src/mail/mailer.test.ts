import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '#test/mail.ts';
import { createLogger } from '../log.ts';
import { renderMail } from './layout.ts';
import { createMailer } from './mailer.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-mail-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('file mailer', () => {
  it('writes each message as an .eml file with German text, HTML, reply-to and headers intact', async () => {
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Stallfinder <no-reply@stallfinder.example>', dataDir },
      createLogger('silent'),
    );
    const body = renderMail({
      siteName: 'Pferdeglück',
      greeting: 'Hallo Jürgen,',
      paragraphs: ['Für deinen Stallplatz „Große Box“ gibt es eine neue Anfrage.\nZweite Zeile <b>ohne</b> HTML.'],
      action: { label: 'Anfrage ansehen', url: 'http://localhost:4321/my-stables?tab=anfragen' },
      footer: ['Du erhältst diese E-Mail, weil du eine Anzeige aufgegeben hast.'],
    });
    await mailer.send({
      to: 'juergen@example.de',
      subject: 'Neue Anfrage für „Große Box“',
      replyTo: 'anna@example.de',
      headers: { 'X-Test': 'ja' },
      ...body,
    });

    expect(mailer.outbox).toBe(path.join(dataDir, 'mail'));
    const [mail] = await mailsTo(mailer.outbox!, 'juergen@example.de');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Neue Anfrage für „Große Box“');
    expect(mail!.replyTo).toContain('anna@example.de');
    expect(mail!.headers['x-test']).toBe('ja');
    expect(mail!.text).toContain('Hallo Jürgen,');
    expect(mail!.text).toContain('Dein Pferdeglück-Team');
    expect(mail!.links).toEqual(['http://localhost:4321/my-stables?tab=anfragen']);
    expect(mail!.html).toContain('Zweite Zeile &lt;b&gt;ohne&lt;/b&gt; HTML.');
    expect(mail!.html).toContain('href="http://localhost:4321/my-stables?tab=anfragen"');
  });
});
