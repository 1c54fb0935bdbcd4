// Waits for a component to become interactive: a React island once Astro drops its `ssr` attribute, a
// component with a plain script (header, toasts, maintenance watch, update banner) once its script set
// `data-ready` on its root. Interacting before that would only reach the server's static HTML. An island that
// hydrates on intent (client:intent, the search) is first turned to as a visitor would: the pointer over it.
import type { Page } from 'playwright-core';

export async function hydrated(page: Page, component: string): Promise<void> {
  const onIntent = page.locator(`astro-island[component-url*="/${component}."][client="intent"][ssr] > *`).first();
  // The island may hydrate between the count and the hover (its own idle work, another pointer event): the hover
  // then has nothing left to wait for, and the wait below decides.
  if (await onIntent.count()) await onIntent.hover({ position: { x: 4, y: 4 }, timeout: 5_000 }).catch(() => undefined);
  await page
    .locator(`astro-island[component-url*="/${component}."]:not([ssr]), [data-island="${component}"][data-ready]`)
    .first()
    .waitFor({ state: 'attached' });
}
