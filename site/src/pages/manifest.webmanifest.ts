// GET /manifest.webmanifest: the web app manifest from the current platform settings.
import type { APIRoute } from 'astro';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';
import { requestSettings } from '../lib/site-settings.ts';
import { webAppManifest } from '../pwa/manifest.ts';

export const GET: APIRoute = async ({ locals }) => {
  const settings = (await requestSettings(locals)) ?? DEFAULT_SETTINGS;
  return new Response(JSON.stringify(webAppManifest(settings)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
