// Finds what a screen cuts off (issue 39.14): a text field or select narrower than its text (the value, else the
// placeholder; a select's chosen option), and a text element whose content is wider than its box ("80331 Mü…").
import type { Locator } from 'playwright-core';

/** Descriptions of the clipped controls and texts inside `scope` that are shown; [] when nothing is cut off. */
export function clippedIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(element).visibility !== 'hidden';
    };
    const fields = root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'select, input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=hidden])',
    );
    for (const field of fields) {
      if (!shown(field)) continue;
      const has = field.getBoundingClientRect().width;
      // The width the control would take to show all of its text (field-sizing: content), measured in place.
      const style = field.getAttribute('style');
      Object.assign(field.style, {
        fieldSizing: 'content',
        width: 'auto',
        minWidth: '0',
        maxWidth: 'none',
        flex: 'none',
      });
      const needs = field.getBoundingClientRect().width;
      if (style === null) field.removeAttribute('style');
      else field.setAttribute('style', style);
      const text =
        field instanceof HTMLSelectElement ? field.selectedOptions[0]?.textContent : field.value || field.placeholder;
      if (needs > has + 0.5) found.push(`${field.name || field.id}: "${text}" needs ${needs}px, has ${has}px`);
    }
    for (const element of root.querySelectorAll('*')) {
      if (!shown(element) || element.closest('.sr-only')) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
      if (ownText && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        found.push(`"${element.textContent!.trim()}" is ${element.scrollWidth}px wide in ${element.clientWidth}px`);
    }
    return found;
  });
}
