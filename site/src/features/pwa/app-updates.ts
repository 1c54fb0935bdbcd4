// The update watch of AppUpdates.astro: registers /sw.js and shows the banner from the template while a new
// worker waits; "Neu laden" asks it to take over (the worker's SKIP_WAITING message) and reloads the page under
// it. The plain service worker API: the 2 KB of workbox-window were the largest script of every page.
// Imported statically: it loads on every page anyway, and so the budget counts it up front.

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function showBanner(template: HTMLTemplateElement, waiting: ServiceWorker): void {
  if (template.nextElementSibling?.matches('[role="status"]')) return;
  const banner = (template.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
  banner.querySelector('button')!.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  template.after(banner);
}

/** Offers every new version that installs while a worker controls the page (the first install needs no offer). */
function watch(registration: ServiceWorkerRegistration, template: HTMLTemplateElement): void {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) showBanner(template, worker);
  };
  // A version that already waited when the page loaded.
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

function initUpdates(template: HTMLTemplateElement): void {
  template.dataset.ready = '';
  if (!('serviceWorker' in navigator)) return;
  // Under `astro dev` there is no /sw.js: registering fails quietly.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      watch(registration, template);
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
    () => undefined,
  );
}

for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-island="AppUpdates"]'))
  initUpdates(template);
