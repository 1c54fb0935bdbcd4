// How a free-text listing search reads its words: the API's SQL search and the browser's offline search over
// saved listings split, cap and classify terms here, so both find the same listings.

/**
 * Each term costs one index lookup per table; beyond this many, further words rarely narrow a search of
 * stable places and only make the statement heavier, so they are ignored.
 */
export const MAX_SEARCH_TERMS = 10;

/** Words of a free-text search; spaces, commas and semicolons separate ("München, 80331"), repeats count once. */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of text.split(/[\s,;]+/)) {
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms.slice(0, MAX_SEARCH_TERMS);
}

/** A term of digits only is a postal-code prefix, not a word. */
export function isPostalPrefix(term: string): boolean {
  return /^\d+$/.test(term);
}

/**
 * The database's search_fold() (migration enable_search_extensions) in JavaScript: lower case, accents off,
 * and ae/oe/ue as a/o/u, so "Muenchen" finds "München".
 */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}
