// What a stable place really costs a month (Gesamtkosten): the base price plus the price list's extras. One pure
// calculation for the server (every listing's `totalMonthly`) and the detail page's calculator, summed in whole
// cents (no binary fractions of a euro; a yearly fee counts as its twelfth, rounded to the cent). Free of zod: the
// pages' scripts import it.

export const PRICE_PERIODS = ['monthly', 'yearly', 'once'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** Whether an item is in the base price, owed on top of it, or the tenant's choice. */
export const PRICE_ITEM_KINDS = ['included', 'required', 'optional'] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

export interface PriceItem {
  name: string;
  /** Euros as entered (two decimals); an included item may have none. */
  amount: number;
  period: PricePeriod;
  kind: PriceItemKind;
}

/** A recurring cost as a month: a yearly amount is a twelfth, to the cent. */
export function monthlyCents(item: Pick<PriceItem, 'amount' | 'period'>): number {
  const cents = Math.round(item.amount * 100);
  if (item.period === 'yearly') return Math.round(cents / 12);
  return item.period === 'monthly' ? cents : 0;
}

const euros = (cents: number) => cents / 100;

export interface CostLine {
  /** The item's index in the price list (what the calculator's checkboxes name). */
  index: number;
  name: string;
  /** Per month, in euros; yearly items as a twelfth. */
  monthly: number;
}

export interface CostBreakdown {
  base: number;
  /** Owed every month on top of the base price. */
  required: CostLine[];
  /** Offered on top; `chosen` tells whether the visitor ticked it. */
  optional: (CostLine & { chosen: boolean })[];
  /** In the base price already (shown so nothing is counted twice). */
  included: string[];
  /** Paid once (admission fees and the like), apart from the monthly figure. */
  oneOff: { name: string; amount: number }[];
  /** The deposit (Kaution), apart as well; null when none is asked. */
  deposit: number | null;
  /** Base price, required extras and the chosen optional ones, per month. */
  monthlyTotal: number;
}

/**
 * The month's cost of a place: the base price, every required extra as a month, and the optional items whose
 * index is in `chosen`. One-off items and the deposit are listed apart and never added to the month.
 */
export function costBreakdown(
  base: number,
  items: readonly PriceItem[],
  { chosen = [], deposit = null }: { chosen?: Iterable<number>; deposit?: number | null } = {},
): CostBreakdown {
  const ticked = new Set(chosen);
  const breakdown: CostBreakdown = {
    base,
    required: [],
    optional: [],
    included: [],
    oneOff: [],
    deposit,
    monthlyTotal: 0,
  };
  let cents = Math.round(base * 100);
  items.forEach((item, index) => {
    if (item.kind === 'included') {
      breakdown.included.push(item.name);
    } else if (item.period === 'once') {
      breakdown.oneOff.push({ name: item.name, amount: item.amount });
    } else if (item.kind === 'required') {
      cents += monthlyCents(item);
      breakdown.required.push({ index, name: item.name, monthly: euros(monthlyCents(item)) });
    } else {
      const isChosen = ticked.has(index);
      if (isChosen) cents += monthlyCents(item);
      breakdown.optional.push({ index, name: item.name, monthly: euros(monthlyCents(item)), chosen: isChosen });
    }
  });
  breakdown.monthlyTotal = euros(cents);
  return breakdown;
}

/** What every listing carries as `totalMonthly`: the base price and every required recurring extra, per month. */
export const totalMonthly = (base: number, items: readonly PriceItem[]): number =>
  costBreakdown(base, items).monthlyTotal;
