// The listing's price list: one row per cost (name, amount, monthly / yearly / once, included / required /
// optional), rows added and removed, the deposit, and the all-in monthly figure as visitors will see it
// (contract/costs.ts), updated while typing.
import { Plus, Trash2 } from 'lucide-react';
import { totalMonthly, type PriceItemKind, type PricePeriod } from '#contract/costs.ts';
import { PRICE_ITEMS_MAX, PRICE_ITEM_NAME_MAX } from '#contract/owner.ts';
import { FieldMessages } from '#site/components/ui/FormField.tsx';
import { formatAmount } from '#site/lib/format.ts';
import { parsePrice, type PriceItemValues } from '../owner-form.ts';

/** Items owners add most, offered while typing a name; any other name may be typed. */
const SUGGESTIONS = [
  'Heu',
  'Stroh',
  'Späne',
  'Kraftfutter',
  'Reithallennutzung',
  'Weidegeld',
  'Paddock',
  'Eindecken',
  'Fliegenmaske',
  'Führanlage',
  'Stalldienst-Ersatz',
  'Nebenkosten',
  'Jahresbeitrag/Vereinsbeitrag',
];

const PERIODS: Record<PricePeriod, string> = { monthly: 'pro Monat', yearly: 'pro Jahr', once: 'einmalig' };
const KINDS: Record<PriceItemKind, string> = {
  required: 'Pflicht, zusätzlich',
  optional: 'Optional',
  included: 'Im Preis enthalten',
};

interface Props {
  items: PriceItemValues[];
  onItems: (items: PriceItemValues[]) => void;
  deposit: string;
  onDeposit: (deposit: string) => void;
  /** The base price as typed, for the all-in figure. */
  basePrice: string;
  /** The first message of any row (the API reports a list's problems under its name). */
  error?: string | undefined;
  depositError?: string | undefined;
}

const small = 'text-xs font-medium text-stone-700 dark:text-stone-300';

export default function PriceListInput({ items, onItems, deposit, onDeposit, basePrice, error, depositError }: Props) {
  const change = (index: number, part: Partial<PriceItemValues>) =>
    onItems(items.map((item, i) => (i === index ? { ...item, ...part } : item)));
  const base = parsePrice(basePrice);
  const valid = items.flatMap((item) => {
    const amount = parsePrice(item.amount);
    return amount === undefined || Number.isNaN(amount) ? [] : [{ ...item, amount }];
  });
  const total = base === undefined || Number.isNaN(base) ? null : totalMonthly(base, valid);

  return (
    <div className="grid gap-3">
      <datalist id="price-item-names">
        {SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {items.length > 0 && (
        <ol aria-label="Kostenpositionen" className="grid gap-3">
          {items.map((item, i) => {
            const id = `price-item-${i}`;
            return (
              <li
                key={i}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_auto] dark:border-stone-700"
              >
                <div className="col-span-3 grid gap-1 sm:col-span-1">
                  <label htmlFor={`${id}-name`} className={small}>
                    Position {i + 1}
                  </label>
                  <input
                    id={`${id}-name`}
                    list="price-item-names"
                    value={item.name}
                    maxLength={PRICE_ITEM_NAME_MAX}
                    onChange={(e) => change(i, { name: e.target.value })}
                    placeholder="z. B. Heu"
                    className="field h-11"
                  />
                </div>
                <div className="grid gap-1">
                  <label htmlFor={`${id}-amount`} className={small}>
                    Betrag (€)
                  </label>
                  <input
                    id={`${id}-amount`}
                    inputMode="decimal"
                    value={item.amount}
                    onChange={(e) => change(i, { amount: e.target.value })}
                    placeholder={item.kind === 'included' ? 'enthalten' : 'z. B. 40'}
                    className="field h-11"
                  />
                </div>
                <div className="col-span-2 grid gap-1 sm:col-span-1">
                  <label htmlFor={`${id}-period`} className={small}>
                    Zeitraum
                  </label>
                  <select
                    id={`${id}-period`}
                    value={item.period}
                    onChange={(e) => change(i, { period: e.target.value as PricePeriod })}
                    className="field h-11"
                  >
                    {Object.entries(PERIODS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-span-2 grid gap-1 sm:col-span-1">
                  <label htmlFor={`${id}-kind`} className={small}>
                    Art
                  </label>
                  <select
                    id={`${id}-kind`}
                    value={item.kind}
                    onChange={(e) => change(i, { kind: e.target.value as PriceItemKind })}
                    className="field h-11"
                  >
                    {Object.entries(KINDS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  onClick={() => onItems(items.filter((_, j) => j !== i))}
                  aria-label={`Position ${i + 1}${item.name ? ` (${item.name})` : ''} entfernen`}
                  className="btn btn-secondary h-11 justify-self-start"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => onItems([...items, { name: '', amount: '', period: 'monthly', kind: 'required' }])}
          disabled={items.length >= PRICE_ITEMS_MAX}
          className="btn btn-secondary"
        >
          <Plus aria-hidden="true" className="size-4" />
          Kostenposition hinzufügen
        </button>
        {total !== null && (
          <p aria-live="polite" className="text-sm text-stone-800 dark:text-stone-200">
            Gesamtkosten pro Monat: <strong>{formatAmount(total)} €</strong>
            <span className="text-stone-600 dark:text-stone-400"> (Grundpreis und Pflicht-Zusatzkosten)</span>
          </p>
        )}
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor="listing-deposit" className="text-sm font-medium text-stone-800 dark:text-stone-200">
          Kaution (€) <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
        </label>
        <input
          id="listing-deposit"
          name="deposit"
          inputMode="decimal"
          value={deposit}
          onChange={(e) => onDeposit(e.target.value)}
          aria-invalid={depositError ? true : undefined}
          aria-describedby={depositError ? 'listing-deposit-error' : undefined}
          className="field"
        />
        <FieldMessages id="listing-deposit" error={depositError} />
      </div>
    </div>
  );
}
