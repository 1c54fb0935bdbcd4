// The brand colours of the platform settings applied to the site: custom properties that override the
// Tailwind theme tokens on <html>, so every brand utility follows the admin's choice, and the contrast
// figures the settings form warns with.
import { HEX_COLOR_PATTERN as HEX } from '#contract/limits.ts';

export interface BrandColors {
  primaryColor: string;
  secondaryColor: string;
}

/**
 * Inline style for <html>: the primary colour becomes --color-brand (with a darker hover shade and a
 * lighter shade for dark mode), the secondary colour the cream page background. Colours equal to the
 * defaults are left to the stylesheet, whose hand-tuned shades then stay; undefined when nothing differs.
 */
export function themeStyle(colors: BrandColors, defaults: BrandColors): string | undefined {
  const declarations: string[] = [];
  const primary = colors.primaryColor;
  if (HEX.test(primary) && primary.toLowerCase() !== defaults.primaryColor.toLowerCase()) {
    declarations.push(
      `--color-brand: ${primary}`,
      `--color-brand-dark: color-mix(in srgb, ${primary} 80%, black)`,
      `--color-brand-light: color-mix(in srgb, ${primary} 45%, white)`,
    );
  }
  const secondary = colors.secondaryColor;
  if (HEX.test(secondary) && secondary.toLowerCase() !== defaults.secondaryColor.toLowerCase()) {
    declarations.push(`--color-cream: ${secondary}`);
  }
  return declarations.length ? declarations.join('; ') : undefined;
}

/** Relative luminance of a #RRGGBB colour (WCAG 2.1). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #RRGGBB colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What body text needs against its background (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;
