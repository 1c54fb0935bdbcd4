// The demo listings' price lists and deposits: what German stables typically put on top of the base price. Boxes
// in full livery include hay and bedding and charge for the indoor arena and a yearly club fee; open stables and
// pastures charge hay and a yearly pasture fee; rugging, the horse walker and fly masks are optional; some ask an
// admission fee once. About a quarter of the listings have no list (the base price is all), most ask a deposit.
// Each listing draws from its own generator, so adding this left the rest of the demo data as it was.
import type { PriceItem } from '#contract/costs.ts';
import type { StallType } from '#contract/stall-types.ts';
import { Prng } from './prng.ts';

/** Euros in steps of five between min and max. */
const fives = (rng: Prng, min: number, max: number) => 5 * rng.int(min / 5, max / 5);

export function demoPriceList(
  listingIndex: number,
  stallType: StallType,
  pricePerMonth: number,
  hasIndoorArena: boolean,
): { priceItems: PriceItem[]; deposit: number | null } {
  const rng = new Prng(0x5eed_c057 + listingIndex * 7919);
  const deposit = rng.chance(0.6) ? Math.max(100, Math.round(pricePerMonth / 50) * 50) : null;
  if (rng.chance(0.25)) return { priceItems: [], deposit };
  const items: PriceItem[] = [];
  const boxed = stallType === 'inside_box' || stallType === 'outside_box';
  if (boxed) {
    items.push({ name: 'Heu', amount: 0, period: 'monthly', kind: 'included' });
    items.push({ name: rng.pick(['Stroh', 'Späne']), amount: 0, period: 'monthly', kind: 'included' });
    if (hasIndoorArena)
      items.push({ name: 'Reithallennutzung', amount: fives(rng, 20, 45), period: 'monthly', kind: 'required' });
    if (rng.chance(0.4)) {
      items.push({
        name: 'Jahresbeitrag/Vereinsbeitrag',
        amount: fives(rng, 60, 180),
        period: 'yearly',
        kind: 'required',
      });
    }
    if (rng.chance(0.5))
      items.push({ name: 'Eindecken', amount: fives(rng, 15, 30), period: 'monthly', kind: 'optional' });
  } else {
    items.push({
      name: 'Heu',
      amount: fives(rng, 35, 70),
      period: 'monthly',
      kind: rng.chance(0.7) ? 'required' : 'included',
    });
    items.push({ name: 'Weidegeld', amount: fives(rng, 120, 240), period: 'yearly', kind: 'required' });
    if (rng.chance(0.5))
      items.push({ name: 'Kraftfutter', amount: fives(rng, 20, 40), period: 'monthly', kind: 'optional' });
  }
  if (rng.chance(0.4))
    items.push({ name: 'Führanlage', amount: fives(rng, 10, 25), period: 'monthly', kind: 'optional' });
  if (rng.chance(0.3))
    items.push({ name: 'Fliegenmaske', amount: fives(rng, 5, 10), period: 'monthly', kind: 'optional' });
  if (rng.chance(0.3))
    items.push({ name: 'Aufnahmegebühr', amount: fives(rng, 100, 250), period: 'once', kind: 'required' });
  return { priceItems: items, deposit };
}
