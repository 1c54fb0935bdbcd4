// Sends a kept answer (search/answer-cache.ts) in the best encoding the client accepts, compressed once per
// answer rather than per request; the compression middleware leaves a response alone that is encoded already.
import type { Answer, AnswerCache, Encoding } from '../search/index.ts';
import type { AppContext } from './context.ts';

/**
 * The content coding to answer `ctx` in: brotli whenever the client accepts it (browsers list it after gzip, at
 * the same quality), else gzip, else none.
 */
export function negotiatedEncoding(ctx: AppContext): Encoding {
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  return ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
}

export function sendAnswer(ctx: AppContext, answer: Answer, cache: AnswerCache = ctx.services.answers): void {
  const { body, encoding } = cache.encode(answer, negotiatedEncoding(ctx));
  ctx.status = answer.status;
  ctx.set(answer.headers);
  ctx.vary('Accept-Encoding');
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}
