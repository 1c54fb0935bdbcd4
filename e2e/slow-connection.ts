// A proxy in front of the test server that hands out HTML pages in small pieces with pauses between them, as a
// slow connection or a busy server does, so that a test sees what the browser paints of a page still arriving.
// Everything else (styles, scripts, API answers) passes at once. Only GET requests: what a page load makes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowConnection {
  url: string;
  close(): Promise<void>;
}

export async function slowConnection(
  baseUrl: string,
  { pieceBytes = 2048, pauseMs = 80 }: { pieceBytes?: number; pauseMs?: number } = {},
): Promise<SlowConnection> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', baseUrl), {
        headers: { cookie: req.headers.cookie ?? '', 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'connection'].includes(name)),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, headers);
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) return res.end(body);
      for (let start = 0; start < body.length; start += pieceBytes) {
        res.write(body.subarray(start, start + pieceBytes));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.end();
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
