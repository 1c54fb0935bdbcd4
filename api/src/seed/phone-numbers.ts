// Mobile numbers in the international format each country writes them in, for demo contacts.
import type { Region } from '#contract/regions.ts';
import type { Prng } from './prng.ts';

const PREFIXES: Record<Region, readonly string[]> = {
  germany: ['151', '152', '160', '162', '170', '171', '172', '175', '176', '177', '178', '179'],
  austria: ['650', '660', '664', '676', '699'],
  switzerland: ['76', '77', '78', '79'],
};

/** "+49 171 4829173", "+43 664 3819274", "+41 79 482 91 73". */
export function mobileNumber(rng: Prng, region: Region): string {
  const prefix = rng.pick(PREFIXES[region]);
  if (region === 'switzerland') {
    return `+41 ${prefix} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
  }
  const country = region === 'germany' ? '49' : '43';
  return `+${country} ${prefix} ${rng.int(2_000_000, 9_999_999)}`;
}
