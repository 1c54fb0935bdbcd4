// Waits for an Astro island to hydrate: Astro drops the island's `ssr` attribute once React owns it, and
// interacting before that would only reach the server's static HTML.
import type { Page } from 'playwright-core';

export async function hydrated(page: Page, component: string): Promise<void> {
  await page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}
