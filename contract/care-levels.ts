// The care levels of a stable place, apart from contract/facts.ts's labels: the search page's address reads them
// in the script every search page loads.

export const CARE_LEVELS = ['full', 'part', 'self'] as const;
export type CareLevel = (typeof CARE_LEVELS)[number];
