// Scenery of the stable pictures: trees, fences, hay bales, a riding arena and clouds.
import type { Prng } from '../prng.ts';
import { n, type Profile } from './svg.ts';

export interface TreeColours {
  dark: string;
  light: string;
  trunk: string;
}

/** A broadleaf tree: trunk and a crown of overlapping discs, lit from `lightSide`. */
export function broadleaf(
  rng: Prng,
  x: number,
  ground: number,
  size: number,
  c: TreeColours,
  lightSide: number,
): string {
  const trunkW = size * 0.1;
  const parts = [
    `<rect x="${n(x - trunkW / 2)}" y="${n(ground - size * 0.55)}" width="${n(trunkW)}" height="${n(size * 0.55)}" fill="${c.trunk}"/>`,
  ];
  const cy = ground - size * 0.85;
  const blobs = rng.int(4, 6);
  const dark: string[] = [];
  const light: string[] = [];
  for (let i = 0; i < blobs; i++) {
    const bx = x + rng.float(-0.32, 0.32) * size;
    const by = cy + rng.float(-0.28, 0.18) * size;
    const r = size * rng.float(0.24, 0.36);
    dark.push(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}"/>`);
    light.push(`<circle cx="${n(bx + lightSide * r * 0.25)}" cy="${n(by - r * 0.22)}" r="${n(r * 0.72)}"/>`);
  }
  parts.push(`<g fill="${c.dark}">${dark.join('')}</g><g fill="${c.light}">${light.join('')}</g>`);
  return parts.join('');
}

/** A spruce: stacked triangles, for alpine scenes. */
export function conifer(x: number, ground: number, size: number, c: TreeColours): string {
  const w = size * 0.42;
  const tiers = [0, 0.28, 0.52].map((t, i) => {
    const bottom = ground - size * 0.12 - size * t;
    const h = size * (0.5 - i * 0.08);
    const half = w * (1 - i * 0.22);
    return `M${n(x - half)} ${n(bottom)}L${n(x)} ${n(bottom - h)}L${n(x + half)} ${n(bottom)}Z`;
  });
  return (
    `<rect x="${n(x - size * 0.035)}" y="${n(ground - size * 0.16)}" width="${n(size * 0.07)}" height="${n(size * 0.16)}" fill="${c.trunk}"/>` +
    `<path d="${tiers.join('')}" fill="${c.dark}"/>`
  );
}

/** Post-and-rail fence following the terrain between x0 and x1. */
export function fence(profile: Profile, x0: number, x1: number, height: number, colour: string, rails: number): string {
  const posts: string[] = [];
  const spacing = height * 1.25;
  for (let x = x0; x <= x1 + 0.1; x += spacing) {
    const y = profile(x);
    posts.push(`M${n(x)} ${n(y + 4)}V${n(y - height - 4)}`);
  }
  const railPaths: string[] = [];
  for (let r = 1; r <= rails; r++) {
    const lift = (height * r) / rails - height * 0.08;
    const points: string[] = [];
    for (let x = x0; x <= x1 + 0.1; x += spacing / 2) points.push(`${n(x)} ${n(profile(x) - lift)}`);
    railPaths.push(`M${points.join('L')}`);
  }
  return (
    `<path d="${railPaths.join('')}" stroke="${colour}" stroke-width="${n(height * 0.07)}" fill="none"/>` +
    `<path d="${posts.join('')}" stroke="${colour}" stroke-width="${n(height * 0.11)}"/>` +
    `<path d="${posts.join('')}" stroke="#000" stroke-width="${n(height * 0.03)}" opacity=".15" transform="translate(${n(height * 0.04)} 0)"/>`
  );
}

/** A round hay bale lying in the field. */
export function hayBale(x: number, ground: number, r: number): string {
  return (
    `<ellipse cx="${n(x + r * 0.2)}" cy="${n(ground)}" rx="${n(r * 1.3)}" ry="${n(r * 0.22)}" fill="#000" opacity=".2"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - r)}" r="${n(r)}" fill="#d6b467"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - r)}" r="${n(r * 0.62)}" fill="none" stroke="#b8944a" stroke-width="${n(r * 0.1)}"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - r)}" r="${n(r * 0.28)}" fill="none" stroke="#b8944a" stroke-width="${n(r * 0.08)}"/>`
  );
}

/** A sand riding arena in gentle perspective, with a white rail around it. */
export function arena(x: number, width: number, top: number): string {
  const depth = 58;
  const inset = 34;
  const outline = `M${n(x + inset)} ${n(top)}H${n(x + width - inset)}L${n(x + width)} ${n(top + depth)}H${n(x)}Z`;
  const rail = (lift: number) =>
    `M${n(x + inset)} ${n(top - lift)}H${n(x + width - inset)}M${n(x)} ${n(top + depth - lift)}H${n(x + width)}M${n(x)} ${n(top + depth - lift)}L${n(x + inset)} ${n(top - lift)}M${n(x + width)} ${n(top + depth - lift)}L${n(x + width - inset)} ${n(top - lift)}`;
  const posts: string[] = [];
  for (let i = 0; i <= 8; i++) {
    posts.push(
      `M${n(x + (width * i) / 8)} ${n(top + depth)}v-20M${n(x + inset + ((width - 2 * inset) * i) / 8)} ${n(top)}v-14`,
    );
  }
  return (
    `<path d="${outline}" fill="#d9c49b"/><path d="${outline}" fill="none" stroke="#c2ab80" stroke-width="3"/>` +
    `<path d="${rail(10)}${rail(18)}${posts.join('')}" stroke="#f4f1ea" stroke-width="3" fill="none"/>`
  );
}

/** A flat-bottomed cumulus cloud. */
export function cloud(rng: Prng, x: number, y: number, width: number, colour: string): string {
  const puffs: string[] = [];
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const cx = x + (width * (i + 0.5)) / count + rng.float(-10, 10);
    const r = width * rng.float(0.13, 0.22);
    puffs.push(`<ellipse cx="${n(cx)}" cy="${n(y - r * 0.35)}" rx="${n(r * 1.15)}" ry="${n(r * 0.8)}"/>`);
  }
  puffs.push(`<ellipse cx="${n(x + width / 2)}" cy="${n(y)}" rx="${n(width / 2)}" ry="${n(width * 0.07)}"/>`);
  return `<g fill="${colour}" opacity=".82">${puffs.join('')}</g>`;
}
