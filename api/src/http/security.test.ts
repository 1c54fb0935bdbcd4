// The pages' policy: scripts only from the site or by listed hash, photos and tiles from their hosts.
import { describe, expect, it } from 'vitest';
import { pageCsp, scriptHashesOf } from './security.ts';

const HASH = "'sha256-amSsWGPSLm2X/UqbnXuz/fnBzNsB+/2YhgieXeDJ9jU='";

function directive(policy: string, name: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))!;
}

describe('pageCsp', () => {
  it('runs scripts from the site and the listed hashes only', () => {
    const policy = pageCsp({ tileOrigin: null, mediaOrigin: null }, [HASH]);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${HASH}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('drops anything in the renderer’s list that is not a hash', () => {
    const policy = pageCsp({ tileOrigin: null, mediaOrigin: null }, [HASH, "'unsafe-inline'", 'https://evil.example']);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${HASH}`);
  });

  it('loads images and lets the service worker fetch from the tile server and the photo store', () => {
    const policy = pageCsp({ tileOrigin: 'https://tile.example', mediaOrigin: 'https://photos.example' });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://tile.example https://photos.example");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://tile.example https://photos.example");
  });

  it('allows Google Analytics only on pages where the settings configure it', () => {
    const origins = { tileOrigin: null, mediaOrigin: null };
    expect(pageCsp(origins, [HASH])).not.toMatch(/google/);
    const policy = pageCsp(origins, [HASH], { analytics: true });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${HASH} https://www.googletagmanager.com`);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
  });
});

describe('scriptHashesOf', () => {
  it('reads the hashes of a renderer’s script-src', () => {
    expect(scriptHashesOf(`script-src 'self' ${HASH} 'sha384-abc'; style-src 'self' 'sha256-xyz='`)).toEqual([
      HASH,
      "'sha384-abc'",
    ]);
    expect(scriptHashesOf(null)).toEqual([]);
    expect(scriptHashesOf("style-src 'self' 'sha256-xyz='")).toEqual([]);
  });
});
