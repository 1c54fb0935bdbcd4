// The search page's form on a phone folds into a summary line with "ändern" (SearchExplorer.tsx).
import type { Page } from 'playwright-core';

/** Opens the folded search form where it is folded (a phone); does nothing on a wider screen. */
export async function unfoldSearch(page: Page): Promise<void> {
  const change = page.getByRole('button', { name: 'ändern', exact: true });
  if (await change.isVisible()) await change.click();
}
