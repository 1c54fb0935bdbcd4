// Compresses the built client files once, at build time: brotli (quality 11) and gzip (level 9) copies beside
// each text file, which the server's static handler (koa-send) sends as they are. Compressing per request cost
// the largest bundle most of its throughput; dynamic responses are still compressed on the fly, cheaply.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the extra file costs. */
const MIN_BYTES = 1024;

export function precompressDir(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += content.length;
    brotliBytes += Math.min(brotli.length, content.length);
  }
  return { files, bytes, brotliBytes };
}

/** Runs last among the integrations, after the service worker has been written. */
export function precompress(): AstroIntegration {
  return {
    name: 'stallfinder:precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const { files, bytes, brotliBytes } = precompressDir(fileURLToPath(dir));
        logger.info(
          `${files} files compressed once: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`,
        );
      },
    },
  };
}
