// Demo photos: renders the procedural stable scenes to WebP with sharp and stores them, without any network access.
import sharp from 'sharp';
import type { MediaStorage } from '../media/storage.ts';
import type { DemoImagePool } from './demo-types.ts';
import { TIMES } from './scene/palettes.ts';
import { drawStableScene, type Landscape, type SceneOptions, type TimeOfDay } from './scene/stable-scene.ts';

/** Quality 72 keeps a 1200x800 scene around 20-30 KB while gradients stay free of banding. */
const WEBP_QUALITY = 72;

export async function renderSceneWebp(options: SceneOptions): Promise<Buffer> {
  return sharp(Buffer.from(drawStableScene(options)))
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Sixteen scenes: six in rolling hills, five in the northern lowlands, five before the Alps, at every time of day. */
export const DEMO_SCENES: (SceneOptions & { landscape: Landscape })[] = [
  ...Array.from({ length: 6 }, (_, i) => ({ landscape: 'hills' as const, seed: 101 + i })),
  ...Array.from({ length: 5 }, (_, i) => ({ landscape: 'lowland' as const, seed: 201 + i })),
  ...Array.from({ length: 5 }, (_, i) => ({ landscape: 'alpine' as const, seed: 301 + i })),
].map((scene, i) => ({ ...scene, timeOfDay: TIMES[i % TIMES.length] as TimeOfDay, horses: (i % 3) + 1 }));

/** Renders the demo scenes and stores them as `demo/stable-01.webp` ...; returns their URLs grouped by landscape. */
export async function writeDemoImages(storage: MediaStorage): Promise<DemoImagePool> {
  const pool: DemoImagePool = { hills: [], lowland: [], alpine: [] };
  const urls = await Promise.all(
    DEMO_SCENES.map(async (scene, i) => {
      const key = `demo/stable-${String(i + 1).padStart(2, '0')}.webp`;
      return storage.put(key, await renderSceneWebp(scene), 'image/webp');
    }),
  );
  DEMO_SCENES.forEach((scene, i) => pool[scene.landscape].push(urls[i] as string));
  return pool;
}
