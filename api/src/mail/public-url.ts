// Absolute links for mails: SITE_URL when configured, else the address the request came in on.
import type { AppContext } from '../http/context.ts';

export function publicBaseUrl(ctx: AppContext): string {
  return ctx.services.config.siteUrl ?? `${ctx.protocol}://${ctx.host}`;
}
