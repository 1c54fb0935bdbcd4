import { describe, expect, it } from 'vitest';
import { budgetOf, entriesOfPage } from './js-budgets.ts';

describe('entriesOfPage', () => {
  it('counts module scripts and islands hydrated on load or idle up front, visible islands on demand', () => {
    const html = `
      <script type="module" src="/_astro/Header.js"></script>
      <astro-island uid="a" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" ssr client="idle"></astro-island>
      <astro-island uid="b" component-url="/_astro/Featured.js" renderer-url="/_astro/client.js" ssr client="visible"></astro-island>
      <astro-island uid="c" component-url="/_astro/Map.js" renderer-url="/_astro/client.js" client="only"></astro-island>`;
    const { upFront, onDemand } = entriesOfPage(html);
    expect([...upFront].sort()).toEqual([
      '/_astro/Form.js',
      '/_astro/Header.js',
      '/_astro/Map.js',
      '/_astro/client.js',
    ]);
    // The renderer already loads up front, so only the island itself waits for the viewport.
    expect([...onDemand]).toEqual(['/_astro/Featured.js']);
  });
});

describe('budgetOf', () => {
  it('gives each kind of page its budget', () => {
    expect(budgetOf('/ueber-uns').bytes).toBe(15 * 1024);
    expect(budgetOf('/blog/stallwechsel-ohne-stress').kind).toBe('content');
    expect(budgetOf('/kontakt').bytes).toBe(90 * 1024);
    expect(budgetOf('/').bytes).toBe(80 * 1024);
    expect(budgetOf('/at').kind).toBe('search');
    expect(budgetOf('/ch/stallplatz/12')).toMatchObject({ kind: 'detail', bytes: 152 * 1024, withOnDemand: true });
    expect(budgetOf('/merkliste').kind).toBe('other');
  });
});
