// The colour theme: light by default, saved under the key "theme", applied as a class on <html>.
import { atom } from 'nanostores';
import { THEME_STORAGE_KEY } from '#contract/limits.ts';

export type Theme = 'light' | 'dark';

/** The class the inline head script set; components show it only after mounting (useMounted). */
export const $theme = atom<Theme>(
  typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light',
);

export function setTheme(theme: Theme): void {
  $theme.set(theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage may be unavailable (private mode); the theme still applies to this page
  }
}

export function toggleTheme(): void {
  setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}
