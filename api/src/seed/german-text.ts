// Small German-language helpers the demo texts share: lists with "und", articles of stable names, Swiss spelling.
import type { Region } from '#contract/regions.ts';

/** "a", "a und b", "a, b und c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

const ARTICLES: [prefix: string, article: 'der' | 'die' | 'das'][] = [
  ['Reitstall', 'der'],
  ['Reiterhof', 'der'],
  ['Pferdehof', 'der'],
  ['Reitanlage', 'die'],
  ['Pferdepension', 'die'],
  ['Gestüt', 'das'],
  ['Gut', 'das'],
];

/** The definite article a stable's name takes in the nominative ("der Reitstall Sonnenhof"). */
export function articleOf(stableName: string): 'der' | 'die' | 'das' {
  return ARTICLES.find(([prefix]) => stableName.startsWith(`${prefix} `))?.[1] ?? 'der';
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Swiss Standard German writes "ss" for "ß"; texts of Swiss stables follow it. */
export function localSpelling(text: string, region: Region): string {
  return region === 'switzerland' ? text.replaceAll('ß', 'ss') : text;
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const MONTHS_AT = ['Jänner', ...MONTHS.slice(1)];

/** "1. März" for a YYYY-MM-DD day; Austria says "Jänner". */
export function germanDay(isoDay: string, region: Region): string {
  const [, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const names = region === 'austria' ? MONTHS_AT : MONTHS;
  return `${day}. ${names[month - 1]}`;
}
