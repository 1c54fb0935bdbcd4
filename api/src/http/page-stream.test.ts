// A page that fails while it streams, compressed: the response must end (Astro destroys it in a write callback,
// which the compressor used to drop, so the browser waited until it gave up).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageHandler } from '../app.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;

/** What Astro's writeResponse does when the page's stream throws after the first chunk. */
const failingPage: PageHandler = async (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.write(`<!doctype html><title>Stallfinder</title>${'<p>Ein Stallplatz</p>'.repeat(200)}`);
  await new Promise((resolve) => setImmediate(resolve));
  res.write('Internal server error', () => res.destroy(new Error('the page failed while it streamed')));
};

beforeAll(async () => {
  server = await startTestServer({ pages: failingPage });
});
afterAll(() => server?.close());

describe('a page that fails while it streams', () => {
  it.each(['gzip', 'br', 'identity'])(
    'ends its response (%s) instead of leaving the browser waiting',
    async (coding) => {
      const outcome = await fetch(`${server.url}/stallplaetze`, {
        headers: { 'Accept-Encoding': coding },
        // Only a response that never ends gets this far; the server answers within milliseconds.
        signal: AbortSignal.timeout(10_000),
      })
        .then((response) => response.text())
        .then(
          () => 'completed',
          (err: Error) => (err.name === 'TimeoutError' ? 'never ended' : 'broken off'),
        );
      expect(outcome).toBe('broken off');
    },
  );
});
