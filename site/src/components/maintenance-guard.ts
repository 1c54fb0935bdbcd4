// The maintenance watch of MaintenanceGuard.astro: shows its screen over the page while maintenance is on
// (not for admins or under /admin), and on the maintenance page reloads once it is over.
import { POLL_INTERVAL_MS } from '#contract/limits.ts';
import type { MaintenanceInfo } from '#contract/types.ts';
import { fetchMaintenance } from '../lib/api.ts';
import { $user } from '../stores/user.ts';

function initGuard(template: HTMLTemplateElement): void {
  const onMaintenancePage = template.hasAttribute('data-on-maintenance-page');
  let info: MaintenanceInfo | null = null;
  let overlay: HTMLElement | null = null;

  const render = () => {
    const show =
      !onMaintenancePage &&
      info?.maintenanceMode === true &&
      !window.location.pathname.startsWith('/admin') &&
      $user.get()?.isAdmin !== true;
    if (!show) {
      overlay?.remove();
      overlay = null;
      return;
    }
    if (!overlay) {
      overlay = (template.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
      template.after(overlay);
    }
    overlay.querySelector('[data-maintenance-text]')!.textContent = info!.maintenanceText;
  };

  const check = async () => {
    try {
      const next = await fetchMaintenance();
      if (onMaintenancePage && !next.maintenanceMode) window.location.reload();
      info = next;
      render();
    } catch {
      // offline or server restarting: keep what the page shows
    }
  };
  setInterval(() => void check(), POLL_INTERVAL_MS);
  $user.listen(render);
  template.dataset.ready = '';
}

for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-island="MaintenanceGuard"]'))
  initGuard(template);
