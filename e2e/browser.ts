// Launches the system Chromium through playwright-core; requests to anything but this machine are blocked.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
    ],
  });
}

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

/** A fresh context (own cookies and storage) that aborts every request leaving this machine. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'de-DE', ...options });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    return LOCAL.test(url) || url.startsWith('data:') || url.startsWith('blob:')
      ? route.continue()
      : route.abort('blockedbyclient');
  });
  return context;
}
