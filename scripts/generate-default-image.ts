// Renders public/images/default-stable.webp, the picture shown for listings without photos, with the demo scene drawer.
// Run once after changing the drawer: `node scripts/generate-default-image.ts`; the output is committed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSceneWebp } from '../api/src/seed/images.ts';

const target = fileURLToPath(new URL('../public/images/default-stable.webp', import.meta.url));

// A calm midday scene: timbered stable in the middle, two horses, no tree in the foreground.
const webp = await renderSceneWebp({
  seed: 2,
  timeOfDay: 'midday',
  landscape: 'hills',
  barnStyle: 'timbered',
  horses: 2,
});
await fs.mkdir(path.dirname(target), { recursive: true });
await fs.writeFile(target, webp);
process.stdout.write(`Wrote ${path.relative(process.cwd(), target)} (${(webp.length / 1024).toFixed(1)} KB)\n`);
