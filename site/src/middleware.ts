// The search pages are the same for every visitor, so a rendered page is kept in the API's answer cache until a
// listing, stable, photo or setting changes (api/src/listings/answer-cache.ts); the server sends a kept page
// without calling Astro at all (api/src/app.ts), and this middleware keeps what Astro renders on a miss. Only
// complete pages are kept: a redirect to the canonical address or the error state (503) is rendered every time.
import { defineMiddleware } from 'astro:middleware';

export const onRequest = defineMiddleware(async (context, next) => {
  const { services, encoding = null } = context.locals;
  if (!services || context.request.method !== 'GET' || !services.answers.isKeptPage(context.url.pathname))
    return next();
  const key = services.answers.pageKey(await services.settings.get(), context.url);
  const answer = await services.answers.through(key, async () => {
    const response = await next();
    const complete = response.status === 200 && !response.headers.has('set-cookie');
    return {
      status: complete ? 200 : response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  });
  const { body, encoding: sent } = services.answers.encode(answer, encoding);
  const headers = new Headers(answer.headers);
  // A view of the kept bytes, not a copy.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  if (answer.status !== 200) return new Response(bytes, { status: answer.status, headers });
  headers.append('Vary', 'Accept-Encoding');
  if (sent) headers.set('Content-Encoding', sent);
  headers.set('Content-Length', String(body.length));
  return new Response(bytes, { status: 200, headers });
});
