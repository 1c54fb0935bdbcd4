// Takes the web app manifest's screenshots (a phone and a desktop view of the search) from a local server
// with the demo data, into public/pwa/ (committed, compressed). Usage: node scripts/take-pwa-screenshots.ts
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser, newContext } from '../e2e/browser.ts';
import { ensureBuild } from './ensure-build.ts';
import { startLocalServer } from './local-server.ts';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'pwa');
const SHOTS = [
  { file: 'screenshot-narrow.webp', width: 390, height: 844, path: '/stallplaetze' },
  { file: 'screenshot-wide.webp', width: 1366, height: 900, path: '/stallplaetze' },
];

ensureBuild();
const server = await startLocalServer({ ADMIN_PASSWORD: 'screenshot-admin-passwort' });
const browser = await launchBrowser();
try {
  for (const shot of SHOTS) {
    const context = await newContext(browser, { viewport: { width: shot.width, height: shot.height } });
    const page = await context.newPage();
    await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
    const png = await page.screenshot();
    await sharp(png).webp({ quality: 70 }).toFile(path.join(OUT, shot.file));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.stdout.write(`Screenshots written to ${path.relative(process.cwd(), OUT)}\n`);
