// Absolute links for mails: always the configured public address (SITE_URL, or this process's own address on
// localhost outside production), never the request's Host or X-Forwarded-Host, which whoever asks for a
// password reset chooses.
import type { AppContext } from '../http/context.ts';

export function publicBaseUrl(ctx: AppContext): string {
  return ctx.services.config.siteUrl;
}
