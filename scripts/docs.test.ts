// The documentation holds together: every relative link of README.md and docs/*.md reaches a file (and its
// #anchor, by GitHub's heading slugs), every file in docs/ is linked from some page, and the README stays short.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const README = path.join(ROOT, 'README.md');
const README_MAX_LINES = 200;
const README_MAX_LINE = 200;

const pages = [README, ...listFiles(DOCS).filter((file) => file.endsWith('.md'))];

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The page's lines outside fenced code blocks, with their line numbers. */
function proseLines(text: string): { line: string; number: number }[] {
  const lines: { line: string; number: number }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers: its headings' slugs (repeats numbered as GitHub does) and explicit ids. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(fs.readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

interface Link {
  page: string;
  line: number;
  target: string;
}

/** The link targets of a page: inline links and images, reference definitions, and HTML href/src. */
function linksOf(page: string): Link[] {
  const links: Link[] = [];
  for (const { line: raw, number } of proseLines(fs.readFileSync(page, 'utf8'))) {
    const line = raw.replace(/`[^`]*`/g, ''); // code spans are text, not links
    const add = (target: string) => links.push({ page, line: number, target });
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) add(match[1]!);
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line);
    if (definition) add(definition[1]!);
    for (const match of line.matchAll(/\s(?:href|src)="([^"]+)"/g)) add(match[1]!);
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Where a relative link leads: the file (absent for a link within the page) and the anchor. */
function resolve(link: Link): { file: string; anchor: string | null } {
  const [pathPart = '', anchor = null] = link.target.split(/#(.*)/s);
  const decoded = decodeURIComponent(pathPart);
  const file =
    decoded === ''
      ? link.page
      : path.resolve(decoded.startsWith('/') ? ROOT : path.dirname(link.page), decoded.replace(/^\//, ''));
  return { file, anchor: anchor === null ? null : decodeURIComponent(anchor) };
}

const relativeLinks = pages.flatMap(linksOf).filter((link) => !isExternal(link.target));
const where = (link: Link) => `${path.relative(ROOT, link.page)}:${link.line} → ${link.target}`;

describe('the documentation', () => {
  it('has pages to check', () => {
    expect(pages.map((page) => path.relative(ROOT, page))).toContain('docs/architecture.md');
  });

  it('links only to files that exist', () => {
    const broken = relativeLinks.filter((link) => !fs.existsSync(resolve(link).file)).map(where);
    expect(broken).toEqual([]);
  });

  it("links only to anchors the target page has (GitHub's heading slugs)", () => {
    const cache = new Map<string, Set<string>>();
    const anchors = (file: string) => cache.get(file) ?? cache.set(file, anchorsOf(file)).get(file)!;
    const broken = relativeLinks
      .filter((link) => {
        const { file, anchor } = resolve(link);
        if (anchor === null || anchor === '' || !file.endsWith('.md') || !fs.existsSync(file)) return false;
        return !anchors(file).has(anchor);
      })
      .map(where);
    expect(broken).toEqual([]);
  });

  it('links every file in docs/ from another page', () => {
    const targets = new Set(
      relativeLinks.map((link) => resolve(link).file).filter((file, i) => file !== relativeLinks[i]!.page),
    );
    const orphans = listFiles(DOCS)
      .filter((file) => !targets.has(file))
      .map((file) => path.relative(ROOT, file));
    expect(orphans).toEqual([]);
  });

  it(`keeps the README within ${README_MAX_LINES} lines of at most ${README_MAX_LINE} characters outside code`, () => {
    const text = fs.readFileSync(README, 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    const long = proseLines(text)
      .filter(({ line }) => line.length > README_MAX_LINE)
      .map(({ number, line }) => `README.md:${number} (${line.length} characters)`);
    expect(long).toEqual([]);
  });

  it('makes heading slugs as GitHub does', () => {
    expect(slugOf('Travel time (Fahrzeit)')).toBe('travel-time-fahrzeit');
    expect(slugOf('Einen Filter hinzufügen')).toBe('einen-filter-hinzufügen');
    expect(slugOf('"Passt mein Pferd?"')).toBe('passt-mein-pferd');
    expect(slugOf('The boundaries, as the linter holds them')).toBe('the-boundaries-as-the-linter-holds-them');
    expect(slugOf('`npm run bench` and [the bars](performance.md)')).toBe('npm-run-bench-and-the-bars');
    expect(slugOf('Weide & Paddock')).toBe('weide--paddock');
  });
});
