// Composes a stable landscape as SVG from a seed: sky by time of day, hills or mountains, a stable, horses and fence.
import { Prng } from '../prng.ts';
import { barn, type BarnStyle } from './barn.ts';
import { horse, HORSE_COATS } from './horse.ts';
import { PALETTES, TIMES, type TimeOfDay } from './palettes.ts';
import { arena, broadleaf, cloud, conifer, fence, hayBale } from './props.ts';
import { n, shade, type Profile } from './svg.ts';

export type { BarnStyle } from './barn.ts';
export type { TimeOfDay } from './palettes.ts';

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

export type Landscape = 'hills' | 'alpine' | 'lowland';

export interface SceneOptions {
  seed: number;
  timeOfDay?: TimeOfDay;
  landscape?: Landscape;
  barnStyle?: BarnStyle;
  horses?: number; // 0-3
}

const LANDSCAPES: Landscape[] = ['hills', 'alpine', 'lowland'];
const BARN_STYLES: Record<Landscape, BarnStyle[]> = {
  hills: ['red', 'timbered', 'modern'],
  alpine: ['alpine', 'alpine', 'timbered'],
  lowland: ['red', 'timbered', 'modern'],
};

/** A rolling terrain line: a base height plus a few sine waves with random phase. */
function terrain(rng: Prng, base: number, amplitude: number): Profile {
  const waves = [0, 1, 2].map((i) => ({
    a: (amplitude * rng.float(0.4, 1)) / (i + 1),
    f: (rng.float(0.6, 1.4) * (i + 1) * Math.PI) / SCENE_WIDTH,
    p: rng.float(0, Math.PI * 2),
  }));
  return (x) => base + waves.reduce((sum, w) => sum + w.a * Math.sin(w.f * x + w.p), 0);
}

function area(profile: Profile, fill: string): string {
  const points: string[] = [];
  for (let x = 0; x <= SCENE_WIDTH; x += 24) points.push(`${x} ${n(profile(x))}`);
  return `<path d="M0 ${SCENE_HEIGHT}L${points.join('L')}L${SCENE_WIDTH} ${SCENE_HEIGHT}Z" fill="${fill}"/>`;
}

function mountains(rng: Prng, horizon: number): string {
  const points: string[] = [`0 ${horizon}`];
  let x = 0;
  while (x < SCENE_WIDTH) {
    const peakX = x + rng.float(110, 220);
    const peakY = horizon - rng.float(120, 270);
    points.push(`${n(peakX)} ${n(peakY)}`, `${n(peakX + rng.float(70, 150))} ${n(horizon - rng.float(40, 110))}`);
    x = peakX + rng.float(90, 170);
  }
  points.push(`${SCENE_WIDTH} ${horizon}`);
  return `<path d="M${points.join('L')}Z" fill="url(#rock)"/>`;
}

/** The SVG source of one stable picture, 1200x800. The same options always give the same picture. */
export function drawStableScene(options: SceneOptions): string {
  const rng = new Prng(options.seed * 7919 + 17);
  const time = options.timeOfDay ?? rng.pick(TIMES);
  const landscape = options.landscape ?? rng.pick(LANDSCAPES);
  const style = options.barnStyle ?? rng.pick(BARN_STYLES[landscape]);
  const horseCount = options.horses ?? rng.int(1, 3);
  const pal = PALETTES[time];
  const W = SCENE_WIDTH;
  const H = SCENE_HEIGHT;
  const horizon = landscape === 'lowland' ? 470 : landscape === 'alpine' ? 420 : 445;
  const sunX = rng.float(0.12, 0.88) * W;
  const lightSide = sunX < W / 2 ? -1 : 1;

  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.sky[0]}"/><stop offset=".6" stop-color="${pal.sky[1]}"/><stop offset="1" stop-color="${pal.sky[2]}"/></linearGradient>`,
    `<linearGradient id="rock" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".3" stop-color="#c9d2dc"/><stop offset=".55" stop-color="${shade(pal.far, -0.15)}"/><stop offset="1" stop-color="${pal.far}"/></linearGradient>`,
    `<linearGradient id="mid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(pal.mid, 0.08)}"/><stop offset="1" stop-color="${shade(pal.mid, -0.12)}"/></linearGradient>`,
    `<linearGradient id="front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.front}"/><stop offset="1" stop-color="${shade(pal.front, -0.3)}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${pal.sun?.glow ?? '#fff'}" stop-opacity=".75"/><stop offset="1" stop-color="${pal.sun?.glow ?? '#fff'}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>`,
  ];
  const out: string[] = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];

  if (pal.sun) {
    out.push(`<circle cx="${n(sunX)}" cy="${pal.sun.y}" r="190" fill="url(#glow)"/>`);
    out.push(`<circle cx="${n(sunX)}" cy="${pal.sun.y}" r="34" fill="${pal.sun.colour}"/>`);
  }
  const clouds = time === 'overcast' ? rng.int(6, 8) : rng.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const y = rng.float(60, horizon - 190);
    out.push(
      cloud(
        rng,
        rng.float(-80, W - 120),
        y,
        rng.float(160, 320),
        time === 'overcast' ? shade(pal.cloud, -rng.float(0, 0.12)) : pal.cloud,
      ),
    );
  }

  // Distance: mountains or hazy hills, then a line of far trees.
  if (landscape === 'alpine') out.push(mountains(rng, horizon + 20));
  const far = terrain(rng, horizon, landscape === 'lowland' ? 8 : landscape === 'alpine' ? 45 : 38);
  out.push(area(far, pal.far));
  const farTrees: string[] = [];
  for (let x = rng.float(0, 40); x < W; x += rng.float(14, 60)) {
    const r = rng.float(7, 15);
    if (rng.chance(0.55))
      farTrees.push(`<ellipse cx="${n(x)}" cy="${n(far(x) - r * 0.45)}" rx="${n(r * 1.35)}" ry="${n(r)}"/>`);
  }
  out.push(`<g fill="${shade(pal.far, -0.22)}">${farTrees.join('')}</g>`);

  // Middle: the pasture the stable stands on.
  const mid = terrain(rng, horizon + rng.float(55, 80), landscape === 'lowland' ? 6 : 14);
  out.push(area(mid, 'url(#mid)'));

  const barnScale = rng.float(0.78, 0.95);
  const barnWidth = 520 * barnScale;
  const barnX = rng.chance(0.5) ? rng.float(60, 260) : rng.float(W - barnWidth - 260, W - barnWidth - 60);
  const barnBase = Math.max(mid(barnX), mid(barnX + barnWidth)) + 14;
  const barnOnLeft = barnX + barnWidth / 2 < W / 2;

  const treeAt = (x: number, ground: number, size: number) =>
    landscape === 'alpine' && rng.chance(0.7)
      ? conifer(x, ground, size * 1.2, pal.trees)
      : broadleaf(rng, x, ground, size, pal.trees, lightSide);
  const behind = rng.int(1, 3);
  for (let i = 0; i < behind; i++) {
    const x = barnX + rng.float(-40, barnWidth + 40);
    out.push(treeAt(x, mid(x) + 8, rng.float(150, 220)));
  }
  out.push(
    barn(rng, {
      x: barnX,
      base: barnBase,
      scale: barnScale,
      style,
      mirrored: !barnOnLeft,
      lit: barnOnLeft ? lightSide < 0 : lightSide > 0,
    }),
  );

  // Sand track from the bottom edge to the stable door.
  const doorX = barnOnLeft ? barnX + 85 * barnScale : barnX + barnWidth - 85 * barnScale;
  const startX = W / 2 + rng.float(-150, 150);
  out.push(
    `<path d="M${n(doorX - 26)} ${n(barnBase)}Q${n((doorX + startX) / 2 - 60)} ${n(barnBase + 120)} ${n(startX - 110)} ${H}H${n(startX + 110)}Q${n((doorX + startX) / 2 + 60)} ${n(barnBase + 120)} ${n(doorX + 26)} ${n(barnBase)}Z" fill="#cdb68c" opacity=".9"/>`,
  );

  // Trees beside the stable, on the side away from the track.
  const sideX = barnOnLeft ? barnX + barnWidth + rng.float(40, 200) : barnX - rng.float(40, 200);
  out.push(treeAt(sideX, mid(sideX) + 14, rng.float(170, 240)));
  if (rng.chance(0.6)) {
    const x = barnOnLeft ? rng.float(W - 160, W - 20) : rng.float(20, 160);
    out.push(treeAt(x, mid(x) + 20, rng.float(190, 260)));
  }

  // Hay bales and horses in the pasture, nearer ones larger.
  const framingTree = rng.chance(0.35);
  const pastureFrom = barnOnLeft ? barnX + barnWidth + 20 : framingTree ? 240 : 40;
  const pastureTo = barnOnLeft ? (framingTree ? W - 240 : W - 40) : barnX - 20;
  if (rng.chance(0.5)) {
    const x = rng.float(pastureFrom, pastureTo);
    out.push(hayBale(x, mid(x) + 50, 22));
  }
  // Some stables get a sand arena beside the pasture; horses then stand on the remaining side.
  let horseFrom = Math.min(pastureFrom, pastureTo - 120);
  let horseTo = pastureTo;
  if (rng.chance(0.4) && pastureTo - pastureFrom > 560) {
    const width = rng.float(300, 360);
    const x0 = barnOnLeft ? pastureFrom + 10 : pastureTo - width - 10;
    out.push(arena(x0, width, mid(x0 + width / 2) + 22));
    if (barnOnLeft) horseFrom = x0 + width + 30;
    else horseTo = x0 - 30;
  }
  const slot = (horseTo - horseFrom) / Math.max(1, horseCount);
  const horseSpots = Array.from({ length: horseCount }, (_, i) => ({
    x: horseFrom + slot * (i + rng.float(0.25, 0.75)),
    depth: rng.float(50, 120),
  })).sort((a, b) => a.depth - b.depth);
  for (const spot of horseSpots) {
    const ground = mid(spot.x) + spot.depth;
    out.push(
      horse({
        x: spot.x,
        ground,
        height: 42 + spot.depth * 0.55,
        facingLeft: rng.chance(0.5),
        headDown: rng.chance(0.4) ? rng.float(18, 28) : rng.float(-8, 10),
        coat: rng.pick(HORSE_COATS),
      }),
    );
  }

  // Foreground: fence on the near meadow's edge, tufts of grass, sometimes a big framing tree.
  const front = terrain(rng, rng.float(665, 700), 16);
  out.push(area(front, 'url(#front)'));
  const fenceColour = style === 'modern' || rng.chance(0.5) ? '#f4f1ea' : '#8a6a48';
  out.push(
    fence(
      (x) => front(x) + 16,
      rng.float(-30, 0),
      W + 30,
      rng.float(58, 72),
      fenceColour,
      2 + (rng.chance(0.4) ? 1 : 0),
    ),
  );
  const tufts: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = rng.float(0, W);
    const y = rng.float(front(x) + 30, H);
    const h = 6 + (y - 650) * 0.09;
    tufts.push(`M${n(x - h * 0.4)} ${n(y)}L${n(x)} ${n(y - h)}L${n(x + h * 0.4)} ${n(y)}`);
  }
  out.push(`<path d="${tufts.join('')}" stroke="${shade(pal.front, -0.25)}" stroke-width="2" fill="none"/>`);
  if (framingTree) {
    const x = barnOnLeft ? W - rng.float(20, 70) : rng.float(20, 70);
    out.push(
      broadleaf(rng, x, H + 30, rng.float(380, 460), { ...pal.trees, dark: shade(pal.trees.dark, -0.2) }, lightSide),
    );
  }

  if (pal.tint.opacity > 0)
    out.push(`<rect width="${W}" height="${H}" fill="${pal.tint.colour}" opacity="${pal.tint.opacity}"/>`);
  out.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${out.join('')}</svg>`;
}
