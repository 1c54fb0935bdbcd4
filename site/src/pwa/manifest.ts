// The web app manifest, built from the platform settings (name, description, colours) so an install
// follows what the admin configured. Served by site/src/pages/manifest.webmanifest.ts.
import type { PlatformSettings } from '#contract/settings.ts';

/** Home-screen label: the site name, cut at a word boundary to 12 characters where needed. */
export function shortNameOf(siteName: string): string {
  if (siteName.length <= 12) return siteName;
  const firstWord = siteName.split(/\s+/)[0] ?? siteName;
  return firstWord.length <= 12 ? firstWord : firstWord.slice(0, 12);
}

export function webAppManifest(
  settings: Pick<PlatformSettings, 'siteName' | 'siteDescription' | 'primaryColor' | 'secondaryColor'>,
) {
  return {
    id: '/',
    name: settings.siteName,
    short_name: shortNameOf(settings.siteName),
    description: settings.siteDescription,
    lang: 'de',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: settings.primaryColor,
    background_color: settings.secondaryColor,
    categories: ['lifestyle', 'shopping', 'sports'],
    icons: [
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/pwa/screenshot-narrow.webp',
        sizes: '390x844',
        type: 'image/webp',
        form_factor: 'narrow',
        label: 'Stallplätze suchen auf dem Smartphone',
      },
      {
        src: '/pwa/screenshot-wide.webp',
        sizes: '1366x900',
        type: 'image/webp',
        form_factor: 'wide',
        label: 'Stallplätze suchen und vergleichen am Computer',
      },
    ],
    shortcuts: [
      {
        name: 'Stallplätze suchen',
        short_name: 'Suchen',
        url: '/stallplaetze',
        icons: [{ src: '/pwa/shortcut-search-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Merkliste',
        short_name: 'Merkliste',
        url: '/merkliste',
        icons: [{ src: '/pwa/shortcut-favourites-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  };
}
