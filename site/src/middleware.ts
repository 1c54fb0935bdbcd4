// The search pages are the same for every visitor, so a rendered page is kept in the API's answer cache until a
// listing, stable, photo or setting changes (api/src/listings/answer-cache.ts); the server sends a kept page
// without calling Astro at all (api/src/app.ts), and this middleware keeps what Astro renders on a miss. Only
// complete pages are kept: a redirect to the canonical address or the error state (503) is rendered every time.
//
// A signed-in member who has not accepted the current AGB or Datenschutzerklärung is sent to /zustimmung first.
//
// Every page leaves here with the server's full Content-Security-Policy: Astro's own (security.csp) names only
// script-src and style-src, with the hashes of the inline scripts the page may run; the server's policy takes
// those hashes and adds its other directives (api/src/http/security.ts).
import { defineMiddleware } from 'astro:middleware';
import type { MiddlewareNext } from 'astro';
import { analyticsConfigured } from '#contract/analytics.ts';

const CSP = 'content-security-policy';

async function withPagePolicy(next: MiddlewareNext, locals: App.Locals): Promise<Response> {
  const response = await next();
  const { pagePolicy, services } = locals;
  if (pagePolicy && response.headers.has(CSP)) {
    // Google's origins only while the settings configure analytics (the consent banner decides whether it loads).
    const analytics = services ? analyticsConfigured(await services.settings.get()) : false;
    response.headers.set(CSP, pagePolicy(response.headers.get(CSP), { analytics }));
  }
  return response;
}

/** Pages a member with legal documents to accept still sees: the question, the documents, the imprint. */
const CONSENT_FREE = /^\/(zustimmung|terms|privacy|cookies|impressum|wartung|offline)(\/|$)/;

export const onRequest = defineMiddleware(async (context, next) => {
  const { services, encoding = null, me } = context.locals;
  // A new version of the AGB or the Datenschutzerklärung: the member accepts it before anything else (the search
  // pages kept in the answer cache go out without this renderer, so the next other page asks).
  if (me?.consentsDue?.length && context.request.method === 'GET' && !CONSENT_FREE.test(context.url.pathname)) {
    const wanted = context.url.pathname + context.url.search;
    return context.redirect(`/zustimmung?weiter=${encodeURIComponent(wanted)}`, 303);
  }
  if (!services || context.request.method !== 'GET' || !services.answers.isKeptPage(context.url.pathname))
    return withPagePolicy(next, context.locals);
  const key = services.answers.pageKey(await services.settings.get(), context.url);
  const answer = await services.answers.through(key, async () => {
    const response = await withPagePolicy(next, context.locals);
    const complete = response.status === 200 && !response.headers.has('set-cookie');
    return {
      status: complete ? 200 : response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  });
  const headers = new Headers(answer.headers);
  // Any other answer (a page of an unknown place, 400; a failed search, 503) goes out as it is, and the server's
  // compressor compresses it like every other response.
  if (answer.status !== 200) return new Response(new Uint8Array(answer.body), { status: answer.status, headers });
  const { body, encoding: sent } = services.answers.encode(answer, encoding);
  // A view of the kept bytes, not a copy.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  headers.append('Vary', 'Accept-Encoding');
  if (sent) headers.set('Content-Encoding', sent);
  headers.set('Content-Length', String(body.length));
  return new Response(bytes, { status: 200, headers });
});
