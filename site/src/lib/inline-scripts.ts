// The few scripts that must run inline, before the first paint, and the hashes the pages' Content-Security-Policy
// lists for them (Astro.csp.insertScriptHash): no other inline script runs (api/src/http/security.ts). Each is
// written into the page exactly as it stands here, so the hash matches.
import { createHash } from 'node:crypto';

export interface InlineScript {
  source: string;
  /** 'sha256-…', as CSP source lists name it. */
  hash: `sha256-${string}`;
}

export function inline(source: string): InlineScript {
  return { source, hash: `sha256-${createHash('sha256').update(source).digest('base64')}` };
}

const APPLY_THEME = `try {
  if (localStorage.getItem('theme') === 'dark') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // Storage is blocked (private mode, strict settings): the light theme stays.
}`;

/**
 * Every site page: the saved theme before the first paint, so the page never flashes the wrong one; a session
 * exists (readable hint cookie): "Anmelden" hides until the header knows the user, so a cached page never offers
 * a signed-in user to sign in; the browser's install offer is kept until the header's script shows
 * "App installieren".
 */
export const PAGE_START = inline(`${APPLY_THEME}
if (/(?:^|;\\s*)sf\\.in=1/.test(document.cookie)) document.documentElement.classList.add('signed-in');
addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault();
  window.__sfInstallPrompt = e;
});`);

/** The back office: only the theme. */
export const ADMIN_START = inline(APPLY_THEME);

/** Search pages: controls that need JavaScript hide without it, and the fallbacks hide with it. */
export const JS_FLAG = inline(`document.documentElement.dataset.js = '';`);
