// The JavaScript budgets per page (gzip) and the measure behind them: what a page's HTML makes the browser load
// up front (module scripts and the islands hydrated on load or when idle, with their static imports) and what it
// loads on demand (islands hydrated when visible, and dynamic imports). Used by scripts/audit.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;

interface Budget {
  /** What the row stands for in the printout. */
  kind: string;
  matches: (page: string) => boolean;
  bytes: number;
  /** The budget covers what loads on demand too (the listing with its map). */
  withOnDemand?: boolean;
}

const CONTENT_PAGES = new Set([
  '/ueber-uns',
  '/impressum',
  '/stall-vermieten',
  '/premium',
  '/pricing',
  '/help',
  '/faq',
  '/security',
  '/trust',
  '/terms',
  '/privacy',
  '/cookies',
  '/seite-gibt-es-nicht',
  '/stallplatz/999999',
]);

/** First match wins; every page has one. */
export const BUDGETS: Budget[] = [
  { kind: 'home', matches: (p) => p === '/', bytes: 80 * KB },
  {
    kind: 'content',
    matches: (p) => CONTENT_PAGES.has(p) || p === '/blog' || p.startsWith('/blog/'),
    bytes: 15 * KB,
  },
  { kind: 'form', matches: (p) => p === '/kontakt' || p.startsWith('/auth'), bytes: 90 * KB },
  // The search island carries the filter registry (contract/search-filters.ts): the filters' URL form, labels,
  // controls and the rules the offline search applies, "Passt mein Pferd?" among them (issue 33). One more KB
  // (issues 35 and 39): the header's unread-messages badge every page has now, and the search's own summary line
  // on a phone, the filter panel's live count and the empty result's suggestions (their counting loads on demand).
  { kind: 'search', matches: (p) => /^\/(stallplaetze|de|at|ch)(\?|$)/.test(p), bytes: 105 * KB },
  // The detail page with its map loaded: two more KB (issues 36 and 39) for the waiting-list box of a full listing
  // (a module script, no island) and the enquiry's German date field; the reviews are server markup.
  { kind: 'detail', matches: (p) => /^\/(de|at|ch)\/stallplatz\/\d+$/.test(p), bytes: 152 * KB, withOnDemand: true },
  // A stable's own page (issue 37): server markup, the cards' hearts and the header's scripts, no island.
  { kind: 'operator', matches: (p) => p.startsWith('/stall/'), bytes: 25 * KB },
  { kind: 'other', matches: () => true, bytes: 100 * KB },
];

export function budgetOf(page: string): Budget {
  return BUDGETS.find((b) => b.matches(page))!;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The entry modules of a page: up front (module scripts, islands `client:load`, `client:idle`, `client:only`)
 * and on demand (islands `client:visible` and `client:media`, which wait for the viewport). */
export function entriesOfPage(html: string): { upFront: Set<string>; onDemand: Set<string> } {
  const upFront = new Set<string>();
  const onDemand = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const into = ['visible', 'media'].includes(attribute(tag, 'client') ?? '') ? onDemand : upFront;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(tag, name);
      if (url?.endsWith('.js')) into.add(url);
    }
  }
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g)) upFront.add(m[1]!);
  for (const url of upFront) onDemand.delete(url);
  return { upFront, onDemand };
}

/** The modules behind the entries: static imports load with them, dynamic imports on demand. */
export function modulesOfPage(html: string, clientDir: string): { upFront: Set<string>; onDemand: Set<string> } {
  const entries = entriesOfPage(html);
  const upFront = new Set<string>();
  const onDemand = new Set<string>();
  const dynamic: string[] = [];
  const visit = (url: string, into: Set<string>) => {
    if (into.has(url) || upFront.has(url)) return;
    const file = path.join(clientDir, url);
    if (!fs.existsSync(file)) return;
    into.add(url);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
      visit(path.posix.join(path.posix.dirname(url), m[1]!), into);
    for (const m of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g))
      dynamic.push(path.posix.join(path.posix.dirname(url), m[1]!));
  };
  for (const entry of entries.upFront) visit(entry, upFront);
  // Dynamic imports found on the way join the queue while it runs.
  dynamic.unshift(...entries.onDemand);
  for (const url of dynamic) visit(url, onDemand);
  for (const url of upFront) onDemand.delete(url);
  return { upFront, onDemand };
}

const gzipSize = (clientDir: string, urls: Set<string>) =>
  [...urls].reduce((sum, url) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, url))).length, 0);
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}

/** Prints every page's figures against its budget; true when a page is over. */
export async function reportJsBudgets(baseUrl: string, pages: string[], clientDir: string): Promise<boolean> {
  const rows = [['page', 'kind', 'up front (gzip)', 'on demand (gzip)', 'budget', '']];
  let over = false;
  for (const page of pages) {
    const html = await (await fetch(`${baseUrl}${page}`)).text();
    const { upFront, onDemand } = modulesOfPage(html, clientDir);
    const budget = budgetOf(page);
    const upFrontBytes = gzipSize(clientDir, upFront);
    const onDemandBytes = gzipSize(clientDir, onDemand);
    const counted = upFrontBytes + (budget.withOnDemand ? onDemandBytes : 0);
    if (counted > budget.bytes) over = true;
    rows.push([
      page,
      budget.kind,
      kb(upFrontBytes),
      kb(onDemandBytes),
      `${kb(budget.bytes)}${budget.withOnDemand ? ' (both)' : ''}`,
      counted > budget.bytes ? `OVER BUDGET by ${kb(counted - budget.bytes)}` : 'ok',
    ]);
  }
  console.log(
    `\nJavaScript per page (gzip). Up front: module scripts and islands hydrated on load or when idle, with their` +
      ` static imports. On demand: islands hydrated when scrolled into view (client:visible) and dynamic imports.` +
      ` The budget counts the up-front bytes; "(both)" counts both.\n${table(rows)}`,
  );
  return over;
}
