// The words of the search's facts filters (contract/search-facts.ts): the advanced panel and the labels of saved
// searches show them.
import type { PriceBasis, SearchFacility } from './search-facts.ts';

export const SEARCH_FACILITY_LABELS: Record<SearchFacility, string> = {
  indoorArena: 'Reithalle',
  horseWalker: 'Führanlage',
  trainer: 'Trainer vor Ort',
};

export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = { base: 'Grundpreis', total: 'Gesamtkosten' };
/** What the all-in month holds, said wherever the search offers it. */
export const TOTAL_EXPLAINED =
  'Gesamtkosten: Grundpreis plus alle Pflicht-Nebenkosten pro Monat (ohne Kaution und Einmalkosten)';
