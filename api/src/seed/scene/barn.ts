// The stable building of a scene, in four styles: red barn, half-timbered, alpine and modern.
import type { Prng } from '../prng.ts';
import { horseHeadInDoor } from './horse.ts';
import { n, shade } from './svg.ts';

export type BarnStyle = 'red' | 'timbered' | 'alpine' | 'modern';

interface BarnColours {
  wall: string;
  gable: string;
  trim: string;
  roof: string;
  roofDark: string;
  door: string;
}

const BARN_COLOURS: Record<BarnStyle, BarnColours[]> = {
  red: [
    { wall: '#9b3a2c', gable: '#ad4535', trim: '#f3efe6', roof: '#4a4f57', roofDark: '#3a3e45', door: '#7d2c21' },
    { wall: '#8c3428', gable: '#a2402f', trim: '#ece6d8', roof: '#5b5148', roofDark: '#463e37', door: '#6e271d' },
  ],
  timbered: [
    { wall: '#f1e8d6', gable: '#f7f0e1', trim: '#4a3426', roof: '#a4452c', roofDark: '#863823', door: '#5c3d28' },
    { wall: '#ece3cf', gable: '#f4ecda', trim: '#3e2c22', roof: '#8e3b29', roofDark: '#722f21', door: '#4f3424' },
  ],
  alpine: [
    { wall: '#8a5a34', gable: '#9a6a40', trim: '#f2eee6', roof: '#5a5550', roofDark: '#47433f', door: '#6b4426' },
    { wall: '#7b4f2e', gable: '#8d5f38', trim: '#efe9de', roof: '#6c5f52', roofDark: '#554a40', door: '#5e3b21' },
  ],
  modern: [
    { wall: '#e4e0d6', gable: '#ece8de', trim: '#3d4a43', roof: '#3d4a43', roofDark: '#2f3a34', door: '#53665a' },
    { wall: '#dcd7cb', gable: '#e6e1d6', trim: '#4b4f55', roof: '#4b4f55', roofDark: '#3b3f44', door: '#6a5a48' },
  ],
};

export interface BarnOptions {
  x: number; // left end of the gable
  base: number; // ground line
  scale: number;
  style: BarnStyle;
  mirrored: boolean;
  lit: boolean; // the gable faces the light
}

/** A stable building seen from a corner: gable end with the big door, long side with a row of box doors. */
export function barn(rng: Prng, o: BarnOptions): string {
  const c = rng.pick(BARN_COLOURS[o.style]);
  const gw = rng.float(150, 190); // gable width
  const len = rng.float(270, 360); // long side
  const wh = rng.float(95, 118); // wall height
  const rh = o.style === 'alpine' || o.style === 'modern' ? gw * 0.32 : gw * rng.float(0.5, 0.62);
  const top = -wh;
  const apexX = gw / 2;
  const apexY = top - rh;
  const width = gw + len;
  const parts: string[] = [];

  // Shadow on the ground, then walls.
  parts.push(`<ellipse cx="${n(width / 2 + 20)}" cy="4" rx="${n(width * 0.58)}" ry="16" fill="#000" opacity=".18"/>`);
  const gableFill = o.lit ? c.gable : shade(c.gable, -0.12);
  const wallFill = o.lit ? shade(c.wall, -0.08) : c.wall;
  parts.push(`<path d="M0 0V${n(top)}L${n(apexX)} ${n(apexY)}L${n(gw)} ${n(top)}V0Z" fill="${gableFill}"/>`);
  parts.push(`<rect x="${n(gw)}" y="${n(top)}" width="${n(len)}" height="${n(wh)}" fill="${wallFill}"/>`);

  if (o.style === 'timbered') parts.push(timbering(gw, len, wh, apexX, apexY, c.trim));
  if (o.style === 'alpine') parts.push(planking(gw, len, wh, c.trim));
  if (o.style === 'red') parts.push(boards(gw, len, wh, apexX, apexY));

  // Gable: large double door with braces, and a hay loft hatch under the apex.
  const dw = gw * 0.46;
  const dh = wh * 0.8;
  const dx = (gw - dw) / 2;
  parts.push(
    `<rect x="${n(dx - 4)}" y="${n(-dh - 4)}" width="${n(dw + 8)}" height="${n(dh + 4)}" fill="${c.trim}"/>`,
    `<rect x="${n(dx)}" y="${n(-dh)}" width="${n(dw)}" height="${n(dh)}" fill="${c.door}"/>`,
    `<path d="M${n(dx + dw / 2)} ${n(-dh)}V0M${n(dx)} ${n(-dh)}L${n(dx + dw / 2)} 0L${n(dx + dw)} ${n(-dh)}M${n(dx)} 0L${n(dx + dw / 2)} ${n(-dh)}L${n(dx + dw)} 0" stroke="${c.trim}" stroke-width="4" fill="none"/>`,
  );
  const hatch = Math.min(rh * 0.42, 34);
  parts.push(
    `<rect x="${n(apexX - hatch / 2)}" y="${n(top - rh * 0.55)}" width="${n(hatch)}" height="${n(hatch * 0.9)}" fill="${c.door}" stroke="${c.trim}" stroke-width="4"/>`,
  );

  // Long side: Dutch box doors, some with a horse looking out.
  const doors = Math.max(3, Math.floor(len / 68));
  const step = len / doors;
  for (let i = 0; i < doors; i++) {
    const x = gw + step * i + step * 0.22;
    const w = step * 0.56;
    const h = wh * 0.66;
    parts.push(`<rect x="${n(x - 3)}" y="${n(-h - 3)}" width="${n(w + 6)}" height="${n(h + 3)}" fill="${c.trim}"/>`);
    parts.push(`<rect x="${n(x)}" y="${n(-h)}" width="${n(w)}" height="${n(h * 0.45)}" fill="#2a2420"/>`);
    parts.push(`<rect x="${n(x)}" y="${n(-h * 0.55)}" width="${n(w)}" height="${n(h * 0.55)}" fill="${c.door}"/>`);
    parts.push(
      `<path d="M${n(x)} ${n(-h * 0.55)}L${n(x + w)} 0M${n(x + w)} ${n(-h * 0.55)}L${n(x)} 0" stroke="${c.trim}" stroke-width="3"/>`,
    );
    if (rng.chance(0.35)) parts.push(horseHeadInDoor(x + w / 2, -h * 0.5, w, rng));
    if (o.style !== 'alpine' && i % 2 === 1) {
      const wy = top + 10;
      parts.push(
        `<rect x="${n(x + w * 0.15)}" y="${n(wy)}" width="${n(w * 0.7)}" height="12" fill="#cfe0e8" stroke="${c.trim}" stroke-width="2"/>`,
      );
    }
  }

  // Roof: the visible slope over the long side, then the verge boards of the gable.
  const ov = 14;
  parts.push(
    `<path d="M${n(apexX)} ${n(apexY)}H${n(apexX + len)}L${n(width + ov)} ${n(top + 6)}H${n(gw + ov * 0.4)}Z" fill="${c.roof}"/>`,
  );
  const rows = 6;
  const lines: string[] = [];
  for (let i = 1; i < rows; i++) {
    const t = i / rows;
    const y = apexY + (top + 6 - apexY) * t;
    const x0 = apexX + (gw + ov * 0.4 - apexX) * t;
    const x1 = apexX + len + (width + ov - apexX - len) * t;
    lines.push(`M${n(x0)} ${n(y)}H${n(x1)}`);
  }
  parts.push(`<path d="${lines.join('')}" stroke="${c.roofDark}" stroke-width="2" opacity=".7"/>`);
  parts.push(
    `<path d="M${n(-ov)} ${n(top + 8)}L${n(apexX)} ${n(apexY - 4)}L${n(gw + ov * 0.4)} ${n(top + 6)}" stroke="${c.roofDark}" stroke-width="9" fill="none" stroke-linejoin="round"/>`,
  );
  parts.push(`<path d="M${n(apexX)} ${n(apexY)}H${n(apexX + len)}" stroke="${c.roofDark}" stroke-width="6"/>`);
  if (o.style === 'red' || (o.style === 'timbered' && rng.chance(0.5))) parts.push(cupola(apexX + len * 0.5, apexY, c));

  const mirror = o.mirrored ? ` translate(${n(width)} 0) scale(-1 1)` : '';
  return `<g transform="translate(${n(o.x)} ${n(o.base)}) scale(${Math.round(o.scale * 1000) / 1000})${mirror}">${parts.join('')}</g>`;
}

function timbering(gw: number, len: number, wh: number, apexX: number, apexY: number, colour: string): string {
  const d: string[] = [`M0 ${n(-wh / 2)}H${n(gw + len)}`, `M0 ${n(-wh)}H${n(gw + len)}`];
  for (let x = gw; x <= gw + len + 1; x += len / 6) d.push(`M${n(x)} 0V${n(-wh)}`);
  for (let x = gw; x < gw + len - 1; x += len / 3) d.push(`M${n(x)} ${n(-wh / 2)}L${n(x + len / 6)} ${n(-wh)}`);
  d.push(
    `M0 0V${n(-wh)}M${n(apexX)} ${n(-wh)}V${n(apexY + 10)}M${n(apexX * 0.5)} ${n(-wh)}L${n(apexX)} ${n((apexY - wh) / 2)}`,
  );
  return `<path d="${d.join('')}" stroke="${colour}" stroke-width="6" fill="none"/>`;
}

function planking(gw: number, len: number, wh: number, trim: string): string {
  // Alpine stables: whitewashed masonry below, timber above.
  return `<rect x="0" y="${n(-wh * 0.42)}" width="${n(gw + len)}" height="${n(wh * 0.42)}" fill="${trim}" opacity=".92"/>`;
}

function boards(gw: number, len: number, wh: number, apexX: number, apexY: number): string {
  const d: string[] = [];
  for (let x = gw + 12; x < gw + len; x += 12) d.push(`M${n(x)} 0V${n(-wh)}`);
  for (let x = 12; x < gw; x += 12) {
    const roofY = x < apexX ? -wh + (apexY + wh) * (x / apexX) : -wh + (apexY + wh) * ((gw - x) / apexX);
    d.push(`M${n(x)} 0V${n(roofY)}`);
  }
  return `<path d="${d.join('')}" stroke="#000" stroke-width="1.5" opacity=".14"/>`;
}

function cupola(x: number, ridge: number, c: BarnColours): string {
  return (
    `<rect x="${n(x - 14)}" y="${n(ridge - 30)}" width="28" height="30" fill="${c.trim}"/>` +
    `<path d="M${n(x - 20)} ${n(ridge - 28)}L${n(x)} ${n(ridge - 48)}L${n(x + 20)} ${n(ridge - 28)}Z" fill="${c.roofDark}"/>` +
    `<path d="M${n(x)} ${n(ridge - 48)}V${n(ridge - 66)}M${n(x - 9)} ${n(ridge - 60)}H${n(x + 9)}" stroke="#333" stroke-width="2"/>`
  );
}
