// The update watch of AppUpdates.astro: registers /sw.js through workbox-window and shows the banner from the
// template while a new worker waits. Imported statically: it loads on every page anyway, and so the budget
// counts it up front.
import { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function showBanner(template: HTMLTemplateElement, waiting: Workbox): void {
  if (template.nextElementSibling?.matches('[role="status"]')) return;
  const banner = (template.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
  banner.querySelector('button')!.addEventListener('click', () => {
    waiting.addEventListener('controlling', () => window.location.reload());
    waiting.messageSkipWaiting();
  });
  template.after(banner);
}

function initUpdates(template: HTMLTemplateElement): void {
  template.dataset.ready = '';
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => showBanner(template, wb));
  // Under `astro dev` there is no /sw.js: registering fails quietly.
  void wb.register().catch(() => undefined);
  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-island="AppUpdates"]'))
  initUpdates(template);
