// Admin platform settings: read merged over the defaults, and saved after validation; and what this installation
// can do (a switch for SMS means nothing without a provider: it reads off and cannot be turned on).
import Router from '@koa/router';
import { SMS_UNAVAILABLE_MESSAGE, type SettingsAvailability } from '#contract/settings-availability.ts';
import { SettingsUpdate, type PlatformSettings } from '#contract/settings.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { handle } from '../http/validate.ts';

function availabilityOf(ctx: AppContext): SettingsAvailability {
  return { sms: Boolean(ctx.services.config.smsUrl) };
}

/** The settings as they take effect: SMS stays off without a provider, whatever was stored. */
function effective(ctx: AppContext, settings: PlatformSettings): PlatformSettings {
  return { ...settings, enableSMSNotifications: settings.enableSMSNotifications && availabilityOf(ctx).sms };
}

export function adminSettingsRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/admin/settings', async (ctx) => {
    ctx.body = effective(ctx, await ctx.services.settings.get());
  });

  router.get('/api/admin/settings/availability', async (ctx) => {
    ctx.body = availabilityOf(ctx);
  });

  router.put(
    '/api/admin/settings',
    handle({ body: SettingsUpdate }, async (ctx, { body }) => {
      if (body.enableSMSNotifications && !availabilityOf(ctx).sms) {
        throw badRequest(SMS_UNAVAILABLE_MESSAGE, { enableSMSNotifications: SMS_UNAVAILABLE_MESSAGE });
      }
      ctx.body = effective(ctx, await ctx.services.settings.update(body));
    }),
  );

  return router;
}
