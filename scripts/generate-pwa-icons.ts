// Draws the app icons of the web app manifest from the brand mark (site/src/components/Logo.astro: a stable
// roof over a horseshoe on a brand-coloured tile) with sharp, into public/pwa/. The PNGs are committed source
// assets; run again after changing the mark: `node scripts/generate-pwa-icons.ts`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'pwa');
const BRAND = DEFAULT_SETTINGS.primaryColor;
const CREAM = DEFAULT_SETTINGS.secondaryColor;

/** The mark's strokes on a 32-unit grid, as in Logo.astro. */
const STROKES =
  `<path d="M6 14 16 6l10 8" fill="none" stroke="${CREAM}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M11.5 25v-5.5a4.5 4.5 0 0 1 9 0V25" fill="none" stroke="${CREAM}" stroke-width="2.4" stroke-linecap="round"/>`;

/** "any": the rounded tile as in the header. */
function anySvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${STROKES}</svg>`;
}

/** "maskable": full bleed, the mark inside the 80 % safe zone. */
function maskableSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${STROKES}</g></svg>`;
}

/** Shortcut icons: a magnifier (search) and a heart (favourites) on the brand tile. */
const SHORTCUTS: Record<string, string> = {
  'shortcut-search': `<circle cx="14" cy="14" r="6.5" fill="none" stroke="${CREAM}" stroke-width="2.6"/><path d="m19 19 6 6" stroke="${CREAM}" stroke-width="2.8" stroke-linecap="round"/>`,
  'shortcut-favourites': `<path d="M16 25s-9-5.4-9-11.4A4.9 4.9 0 0 1 16 11a4.9 4.9 0 0 1 9 2.6C25 19.6 16 25 16 25z" fill="${CREAM}"/>`,
};

async function png(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(OUT, file));
}

fs.mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) await png(anySvg(size), `icon-${size}.png`);
await png(maskableSvg(512), 'icon-maskable-512.png');
await png(anySvg(180).replace('rx="7"', 'rx="0"'), 'apple-touch-icon.png');
for (const [name, drawing] of Object.entries(SHORTCUTS)) {
  await png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${drawing}</svg>`,
    `${name}-96.png`,
  );
}
process.stdout.write(`PWA icons written to ${path.relative(process.cwd(), OUT)}\n`);
