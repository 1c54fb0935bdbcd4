import { describe, expect, it } from 'vitest';
import { contrastRatio, themeStyle } from './theme-colors.ts';

const DEFAULTS = { primaryColor: '#8B4513', secondaryColor: '#F5F3EF' };

describe('themeStyle', () => {
  it('leaves the stylesheet alone while the colours are the defaults, whatever their case', () => {
    expect(themeStyle(DEFAULTS, DEFAULTS)).toBeUndefined();
    expect(themeStyle({ primaryColor: '#8b4513', secondaryColor: '#f5f3ef' }, DEFAULTS)).toBeUndefined();
  });

  it('derives the brand shades from a new primary colour', () => {
    expect(themeStyle({ ...DEFAULTS, primaryColor: '#1F5F3A' }, DEFAULTS)).toBe(
      '--color-brand: #1F5F3A; --color-brand-dark: color-mix(in srgb, #1F5F3A 80%, black); ' +
        '--color-brand-light: color-mix(in srgb, #1F5F3A 45%, white)',
    );
  });

  it('makes a new secondary colour the page background', () => {
    expect(themeStyle({ ...DEFAULTS, secondaryColor: '#EEF4F0' }, DEFAULTS)).toBe('--color-cream: #EEF4F0');
  });

  it('ignores anything that is not a #RRGGBB colour, so nothing can break out of the style attribute', () => {
    expect(themeStyle({ primaryColor: 'red; --x: 1', secondaryColor: '#fff' }, DEFAULTS)).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it('spans 1 to 21 and does not depend on the order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8B4513', '#8B4513')).toBe(1);
  });

  it('matches the WCAG figures of known pairs', () => {
    expect(contrastRatio('#FFFFFF', '#8B4513')).toBeCloseTo(7.1, 1);
    expect(contrastRatio('#FFFFFF', '#777777')).toBeCloseTo(4.48, 2);
  });
});
