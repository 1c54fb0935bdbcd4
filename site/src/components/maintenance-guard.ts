// The maintenance watch of MaintenanceGuard.astro: shows its screen over the page while maintenance is on
// (not for admins or under /admin), and on the maintenance page reloads once it is over. An admin browsing the
// public site during maintenance gets the reminder bar instead, checked as soon as the page knows the admin.
import { POLL_INTERVAL_MS } from '#contract/limits.ts';
import type { MaintenanceInfo } from '#contract/types.ts';
import { fetchMaintenance } from '../lib/api.ts';
import { $user } from '../stores/user.ts';

function initGuard(template: HTMLTemplateElement): void {
  const onMaintenancePage = template.hasAttribute('data-on-maintenance-page');
  const barTemplate = document.querySelector<HTMLTemplateElement>('template[data-maintenance-admin-bar]');
  let info: MaintenanceInfo | null = null;
  let overlay: HTMLElement | null = null;
  let bar: HTMLElement | null = null;
  let checkedForAdmin = false;

  const render = () => {
    const on = !onMaintenancePage && info?.maintenanceMode === true && !window.location.pathname.startsWith('/admin');
    const admin = $user.get()?.isAdmin === true;
    if (on && admin) {
      if (!bar && barTemplate) {
        bar = (barTemplate.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement;
        // Under the header, where the offline notice sits too; the bar scrolls away with the page.
        (document.querySelector('body > header') ?? template).after(bar);
      }
    } else {
      bar?.remove();
      bar = null;
    }
    if (!on || admin) {
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
  // Visitors never reach a page during maintenance (the server answers with the maintenance page), so only an
  // admin's page asks at once rather than at the first poll.
  $user.subscribe((user) => {
    if (user?.isAdmin && !checkedForAdmin && !onMaintenancePage) {
      checkedForAdmin = true;
      void check();
    }
    render();
  });
  template.dataset.ready = '';
}

for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-island="MaintenanceGuard"]'))
  initGuard(template);
