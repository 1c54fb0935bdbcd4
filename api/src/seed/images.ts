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

/** The scene's own size and the smaller widths stored beside it, as for uploaded photos (srcset). */
export const DEMO_SCENE_SIZE = { width: 1200, height: 800 } as const;
export const DEMO_WIDTHS = [480, 960, DEMO_SCENE_SIZE.width] as const;

/** One rendered scene in the media storage: files `<storageKey>-<width>.webp`, the shape of a photo row. */
export interface DemoScenePhoto {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

export interface DemoImages {
  /** The scenes' URLs (largest size) grouped by landscape, for the demo listings. */
  pool: DemoImagePool;
  /** The stored sizes behind each of those URLs, so each listing can get its own photos from them. */
  scenes: Map<string, DemoScenePhoto>;
}

/**
 * Renders the demo scenes and stores each in the photo widths as `demo/stable-01-480.webp` ...; returns
 * their URLs grouped by landscape and the stored sizes behind each URL.
 */
export async function writeDemoImages(storage: MediaStorage): Promise<DemoImages> {
  const pool: DemoImagePool = { hills: [], lowland: [], alpine: [] };
  const scenes = new Map<string, DemoScenePhoto>();
  const stored = await Promise.all(
    DEMO_SCENES.map(async (scene, i) => {
      const storageKey = `demo/stable-${String(i + 1).padStart(2, '0')}`;
      const full = await renderSceneWebp(scene);
      let url = '';
      for (const width of DEMO_WIDTHS) {
        const data =
          width === DEMO_SCENE_SIZE.width
            ? full
            : await sharp(full).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
        url = await storage.put(`${storageKey}-${width}.webp`, data, 'image/webp');
      }
      return { url, photo: { storageKey, widths: [...DEMO_WIDTHS], ...DEMO_SCENE_SIZE } };
    }),
  );
  DEMO_SCENES.forEach((scene, i) => {
    const { url, photo } = stored[i]!;
    pool[scene.landscape].push(url);
    scenes.set(url, photo);
  });
  return { pool, scenes };
}
