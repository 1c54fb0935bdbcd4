import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PriceItem } from '#contract/costs.ts';
import CostCalculator from './CostCalculator.tsx';

const render = (items: PriceItem[]) =>
  renderToStaticMarkup(createElement(CostCalculator, { base: 300, items, deposit: null }));
const required: PriceItem = { name: 'Reithalle', amount: 35, period: 'monthly', kind: 'required' };
const optional: PriceItem = { name: 'Eindecken', amount: 20, period: 'monthly', kind: 'optional' };

describe('the cost note', () => {
  it('speaks of chosen options only where there are options to choose', () => {
    expect(render([required])).toContain('Grundpreis und alle Pflicht-Zusatzkosten (jährliche als Zwölftel).');
    expect(render([required])).not.toContain('gewählten Optionen');
    expect(render([required, optional])).toContain('und die gewählten Optionen.');
  });
});
