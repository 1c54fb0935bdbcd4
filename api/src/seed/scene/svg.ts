// Low-level SVG writing shared by the scene drawers: compact numbers, terrain lines and colour shading.

/** Rounds to one decimal so the SVG stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Ground height at x: the picture's terrain, so things stand on it. */
export type Profile = (x: number) => number;

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const out = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  const r = channel((v >> 16) & 255);
  const g = channel((v >> 8) & 255);
  const b = channel(v & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}
