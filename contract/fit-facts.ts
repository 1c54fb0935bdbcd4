// The facts of a listing that the fit check (contract/fit.ts) reads, picked for what carries them to the browser:
// the search's cards (data-facts) and the detail page's panel. Apart from fit.ts so the search page's up-front
// script carries only this, not the check.
import type { ListingFacts } from './facts.ts';

/** The facts the check reads: what a card or the detail page's panel need to carry of a listing. */
export const FIT_FACT_KEYS = [
  'maxHeightCm',
  'admits',
  'minAge',
  'maxAge',
  'hoofs',
  'specialNeeds',
  'turnoutGrouping',
] as const satisfies readonly (keyof ListingFacts)[];
export type FitFacts = Pick<ListingFacts, (typeof FIT_FACT_KEYS)[number]>;

/** Only the facts the check reads, and only those the owner gave. */
export function fitFacts(facts: ListingFacts | undefined): FitFacts {
  const picked: Record<string, unknown> = {};
  for (const key of FIT_FACT_KEYS) if (facts?.[key] != null) picked[key] = facts[key];
  return picked as FitFacts;
}
