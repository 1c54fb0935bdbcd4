// The map tile server: configurable, so a self-hosted or commercial tile service can replace the default
// (contract/map-tiles.ts).

/** Origin of a tile URL template, for the Content-Security-Policy's img-src. */
export function tileOriginOf(template: string): string | null {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
}
