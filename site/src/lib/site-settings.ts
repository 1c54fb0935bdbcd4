// The platform settings of the current request, read once however many components ask (page and layout
// share Astro.locals); null where no server runs (the pre-rendered 404 page).
import type { PlatformSettings } from '#contract/settings.ts';
import { SUPPORT_EMAIL } from './brand.ts';

const perRequest = new WeakMap<App.Locals, Promise<PlatformSettings>>();

export function requestSettings(locals: App.Locals): Promise<PlatformSettings | null> {
  const services = locals.services;
  if (!services) return Promise.resolve(null);
  let settings = perRequest.get(locals);
  if (!settings) {
    settings = services.settings.get();
    perRequest.set(locals, settings);
  }
  return settings;
}

/** The settings on a page that only works server-rendered. */
export async function requiredSettings(locals: App.Locals): Promise<PlatformSettings> {
  const settings = await requestSettings(locals);
  if (!settings) throw new Error('This page needs the API services in Astro.locals (it cannot be pre-rendered)');
  return settings;
}

/** The address visitors write to: the settings' contact e-mail (SUPPORT_EMAIL where no server runs). */
export async function contactEmailOf(locals: App.Locals): Promise<string> {
  return (await requestSettings(locals))?.contactEmail ?? SUPPORT_EMAIL;
}
