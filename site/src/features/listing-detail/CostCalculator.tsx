// The detail page's cost calculator: the base price, every required extra as a month, the optional items as
// checkboxes, what the base price includes, one-off fees and the deposit apart, and one figure, "Gesamtkosten für
// dein Pferd", computed by contract/costs.ts as the API's totalMonthly is. Rendered on the server with nothing
// ticked; the boxes work once the island has started.
import { useState } from 'react';
import { costBreakdown, type PriceItem } from '#contract/costs.ts';
import { formatAmount } from '#site/lib/format.ts';

interface Props {
  base: number;
  items: PriceItem[];
  deposit: number | null;
}

const euro = (amount: number) => `${formatAmount(amount)} €`;
const row = 'flex items-baseline justify-between gap-4 py-2';

export default function CostCalculator({ base, items, deposit }: Props) {
  const [chosen, setChosen] = useState<number[]>([]);
  const costs = costBreakdown(base, items, { chosen, deposit });
  const toggle = (index: number) =>
    setChosen((now) => (now.includes(index) ? now.filter((i) => i !== index) : [...now, index]));
  const apart = [
    ...costs.oneOff.map((item) => `${item.name} ${euro(item.amount)}`),
    ...(costs.deposit === null ? [] : [`Kaution ${euro(costs.deposit)}`]),
  ];

  return (
    <div className="mt-3 grid gap-4">
      <dl className="divide-y divide-stone-200 text-sm dark:divide-stone-800">
        <div className={row}>
          <dt>Grundpreis</dt>
          <dd className="font-medium">{euro(costs.base)} / Monat</dd>
        </div>
        {costs.required.map((line) => {
          const item = items[line.index]!;
          return (
            <div key={line.index} className={row}>
              <dt>
                {line.name}
                {item.period === 'yearly' && (
                  <span className="text-stone-600 dark:text-stone-400"> ({euro(item.amount)} im Jahr)</span>
                )}
              </dt>
              <dd className="font-medium">+ {euro(line.monthly)} / Monat</dd>
            </div>
          );
        })}
      </dl>
      {costs.optional.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">Optional dazubuchen</legend>
          {costs.optional.map((line) => (
            <label key={line.index} className="flex items-center justify-between gap-4 text-sm">
              <span className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={line.chosen}
                  onChange={() => toggle(line.index)}
                  className="size-4 accent-brand"
                />
                {line.name}
              </span>
              <span className="font-medium">+ {euro(line.monthly)} / Monat</span>
            </label>
          ))}
        </fieldset>
      )}
      <p
        aria-live="polite"
        className="rounded-xl bg-brand/10 px-4 py-3 text-lg font-semibold text-stone-900 dark:bg-brand-light/15 dark:text-white"
      >
        Gesamtkosten für dein Pferd: {euro(costs.monthlyTotal)} / Monat
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {costs.optional.length > 0
          ? 'Grundpreis, alle Pflicht-Zusatzkosten (jährliche als Zwölftel) und die gewählten Optionen.'
          : 'Grundpreis und alle Pflicht-Zusatzkosten (jährliche als Zwölftel).'}
        {costs.included.length > 0 && ` Im Grundpreis enthalten: ${costs.included.join(', ')}.`}
        {apart.length > 0 && ` Nicht im Monatsbetrag: ${apart.join(', ')}.`}
      </p>
    </div>
  );
}
