// Launches the system Chromium through playwright-core; requests to anything but this machine are blocked.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { watch } from './diagnose.ts';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

/**
 * Chromium 156 renders the address bar's suggestion popup as a web page (WebUI) in every headless window, one
 * renderer per browser that took a fifth of the CPU of a browser-test file (auth.test.ts: 102 CPU-seconds with
 * it, 82 without), time taken from the pages under test and, in the audit, from Lighthouse's measurements.
 */
export const HEADLESS_UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright itself switches off (playwright-core's chromiumSwitches.ts): Chromium takes only the
 * last --disable-features, so ours must repeat them (PaintHolding above all, which changes when pages paint).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** The discard port, on which nothing listens here. */
const UNREACHABLE_PROXY = 'http://127.0.0.1:9';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Everything but this machine goes to a proxy that is not there, so it fails: Chromium sends loopback
      // addresses past a proxy by itself. A route on every request would do the same at the price of pausing
      // each one over the DevTools protocol and turning the HTTP cache off.
      `--proxy-server=${UNREACHABLE_PROXY}`,
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_UNUSED_FEATURES].join(',')}`,
    ],
  });
}

/**
 * A fresh context (own cookies and storage); the browser itself refuses every request leaving this machine. If a
 * test fails while it is open, what its pages were doing is printed (diagnose.ts).
 */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'de-DE', ...options });
  watch(context);
  return context;
}
