// The browser's offer to install the app: an inline script in BaseLayout keeps the early
// `beforeinstallprompt` event (window.__sfInstallPrompt) until this store, loaded with the header's script, takes it.
import { atom } from 'nanostores';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    __sfInstallPrompt?: InstallPromptEvent | null;
  }
}

/** The kept event while installation is offered; null when not offered, installed or running as the app. */
export const $installPrompt = atom<InstallPromptEvent | null>(null);

function runningInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

let listening = false;

export function watchInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if (!runningInstalled() && window.__sfInstallPrompt) $installPrompt.set(window.__sfInstallPrompt);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (!runningInstalled()) $installPrompt.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    window.__sfInstallPrompt = null;
    $installPrompt.set(null);
  });
}

/** Shows the browser's install dialog; the event can be used once. */
export async function installApp(): Promise<void> {
  const event = $installPrompt.get();
  if (!event) return;
  window.__sfInstallPrompt = null;
  $installPrompt.set(null);
  await event.prompt();
}
