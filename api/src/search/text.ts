// Free text as conditions on listing_search. A term of digits is a postal-code prefix
// (listing_search_postal_code_idx); any other term matches a listing when it lies within one of its words, folded
// (search_fold), so "box" finds "Innenbox" and "Muenchen" finds "München". The words a term lies within are looked
// up first in the vocabulary (its trigram index), and the search asks for the listings with any of them
// (listing_search_words_idx): with the words written out, the planner knows from its statistics how many listings
// hold them, and reads a rare word through the index and a common one by scanning until it has enough.
import type { Knex } from 'knex';
import type { Condition } from '#contract/search-filter-kinds.ts';
import { isPostalPrefix, searchTerms } from '#contract/search-terms.ts';
import { prepared } from './prepared.ts';

/** A term as the search tests it: a postal-code prefix, or the words of the vocabulary it lies within. */
export type TextTerm = { postalPrefix: string } | { words: string[] };

/** User input is matched literally: LIKE's wildcards and its escape character are escaped. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A text array as PostgreSQL reads it (words never hold a space; quotes and backslashes are escaped). */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** The terms of a search's text, each with the words it lies within; none without text. */
export async function resolveText(knex: Knex, text: string | undefined): Promise<TextTerm[]> {
  const terms = searchTerms(text);
  const words = terms.filter((term) => !isPostalPrefix(term));
  if (words.length === 0) return terms.map((term) => ({ postalPrefix: term }));
  const found = await prepared<{ term: number; words: string[] }>(
    knex,
    'search_vocabulary',
    `SELECT t.n AS term, coalesce(array_agg(v.word) FILTER (WHERE v.word IS NOT NULL), '{}') AS words
       FROM unnest(?::text[]) WITH ORDINALITY AS t (term, n)
       LEFT JOIN listing_search_vocabulary AS v ON v.word LIKE '%' || search_fold(t.term) || '%'
      GROUP BY t.n`,
    [textArray(words.map(escapeLike))],
  );
  const byTerm = new Map(found.map((row) => [Number(row.term), row.words]));
  let n = 0;
  return terms.map((term) => (isPostalPrefix(term) ? { postalPrefix: term } : { words: byTerm.get(++n) ?? [] }));
}

/**
 * The conditions of the terms. `find`: conditions the words' index serves. `by type`: the same, on the listings of
 * one stall type, which the index of the words with their stall types answers at once. `walk`: the same tests on
 * expressions no index serves, for a walk along an order's index, which tests them on every entry it passes.
 */
export function textConditions(terms: readonly TextTerm[], use: 'find' | 'walk' | { byType: string }): Condition[] {
  return terms.map((term) => {
    if ('postalPrefix' in term) {
      return use === 'walk'
        ? { sql: 'starts_with(postal_code, ?)', bindings: [term.postalPrefix] }
        : { sql: 'postal_code LIKE ?', bindings: [`${term.postalPrefix}%`] };
    }
    if (use === 'find') return { sql: 'words && ?::text[]', bindings: [textArray(term.words)] };
    if (use === 'walk') return { sql: `(words || '{}'::text[]) && ?::text[]`, bindings: [textArray(term.words)] };
    const typed = term.words.map((word) => `${use.byType}:${word}`);
    return { sql: 'listing_search_typed_words(stall_type, words) && ?::text[]', bindings: [textArray(typed)] };
  });
}
