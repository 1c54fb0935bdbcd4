// Visitors, horse owners and stable owners are addressed with "du" everywhere they read: pages, components,
// contract messages, API errors and mail templates (issue 39, point 8 – a deliberate departure from the spec's
// "Sie" texts). The admin back office keeps "Sie", and the demo seed is user content, so both are left out.
// "Sie" meaning "they" or "it" passes only as one of the sentences listed below, each used somewhere.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where people outside the back office read text, and what under it is not for them. */
const SCANNED = ['site/src', 'contract', 'api/src'];
const SKIPPED = [
  'site/src/features/admin/', // the back office
  'site/src/pages/admin/',
  'api/src/admin/',
  'api/src/seed/', // texts written by the demo stable owners
];

/** Per file, the sentences where a capitalised pronoun is not formal address, or that only the back office reads. */
const ALLOWED: Record<string, string[]> = {
  // Back office messages in shared modules
  'api/src/auth/current-user.ts': ['Bitte melden Sie sich als Administrator an'],
  'contract/messages.ts': [
    "adminFieldsMissing: 'Bitte geben Sie alle Felder ein'",
    "adminRequiredFields: 'Bitte füllen Sie alle Pflichtfelder aus'",
  ],
  // "Sie" = "it" or "they" at the start of a sentence
  'site/src/features/owner/listings/ListingActions.tsx': [
    'Sie wird nach der Prüfung durch unser Team wieder angezeigt.', // the listing
    'Sie ist wieder öffentlich sichtbar.',
    'Sie erscheint nicht mehr in der Suche.',
  ],
  'site/src/features/owner/viewings/SlotForms.tsx': ['Sie sind jetzt buchbar.'], // the viewing slots
  'api/src/openapi/conversation-operations.ts': ['Sie antwortet 200 mit der schon gespeicherten Nachricht.'], // the route
  'api/src/http/security.ts': ['Anfrage abgelehnt: Sie muss von dieser Website kommen'], // the request
  'site/src/features/content/blog.ts': ['Sie sind im Winter geschützt', 'Sie sollten frisch riechen'], // boxes; hay
  'site/src/features/content/faq.ts': ['Sie werden nicht an uns übertragen'], // the favourites
  'contract/moderation-texts.ts': [
    // the back office's messages
    'Bitte geben Sie eine Begründung an: Sie geht als Begründung an die betroffene Person.',
    'Bitte wählen Sie eine Maßnahme.',
  ],
};

const FORMAL = /(?<!\p{L})(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?!\p{L})/gu;

interface Finding {
  line: number;
  text: string;
}

/** Formal address in `source`, after blanking the allowed sentences; `used` collects the ones that occurred. */
function formalAddress(source: string, allowed: string[] = [], used = new Set<string>()): Finding[] {
  let blanked = source;
  for (const sentence of allowed) {
    if (!blanked.includes(sentence)) continue;
    used.add(sentence);
    blanked = blanked.split(sentence).join(' '.repeat(sentence.length));
  }
  const findings: Finding[] = [];
  blanked.split('\n').forEach((line, index) => {
    if (FORMAL.test(line)) findings.push({ line: index + 1, text: source.split('\n')[index]!.trim() });
    FORMAL.lastIndex = 0;
  });
  return findings;
}

function publicSources(): string[] {
  return SCANNED.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.includes('.test.'))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !SKIPPED.some((skipped) => file.startsWith(skipped))),
  );
}

describe('du-form', () => {
  it('finds formal address, and lets an allowed sentence pass without hiding the rest of its line', () => {
    expect(formalAddress('Bitte bestätigen Sie Ihre E-Mail-Adresse.')).toHaveLength(1);
    expect(formalAddress('Vielen Dank für\nIhr Verständnis')).toEqual([{ line: 2, text: 'Ihr Verständnis' }]);
    const allowed = ['Sie sind jetzt buchbar.'];
    expect(formalAddress('Bitte bestätige deine E-Mail-Adresse. Sie sind jetzt buchbar.', allowed)).toEqual([]);
    expect(formalAddress('Sie sind jetzt buchbar. Melden Sie sich an.', allowed)).toHaveLength(1);
    expect(formalAddress('Siegel, Ihringen, sie, ihr Pferd')).toEqual([]);
  });

  it('addresses people with "du" in every public page, component, message and mail template', () => {
    const used = new Set<string>();
    const findings = publicSources().flatMap((file) => {
      const usedHere = new Set<string>();
      const found = formalAddress(fs.readFileSync(path.join(ROOT, file), 'utf8'), ALLOWED[file], usedHere);
      for (const sentence of usedHere) used.add(`${file}: ${sentence}`);
      return found.map(({ line, text }) => `${file}:${line}: ${text}`);
    });
    expect(findings).toEqual([]);
    // A sentence nobody writes any more leaves the list, so it cannot let a new formal one through.
    const unused = Object.entries(ALLOWED).flatMap(([file, sentences]) =>
      sentences.map((sentence) => `${file}: ${sentence}`).filter((entry) => !used.has(entry)),
    );
    expect(unused).toEqual([]);
  });
});
