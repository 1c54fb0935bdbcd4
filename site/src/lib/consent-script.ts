// The cookie banner's script, inline and tiny (no island): it runs as the page is parsed, so the banner shows in
// the first paint, fixed at the bottom (nothing moves), and the analytics tag loads only after a "Zustimmen". The
// choice stays in this browser (localStorage, no cookie of ours); "Cookie-Einstellungen" in the footer reopens it,
// and withdrawing it deletes Google's _ga cookies and reloads the page without the tag. The page's CSP lists this
// script's hash; the measurement id and whether to ask come from the banner's data attributes.
import { inline } from './inline-scripts.ts';

export const CONSENT_STORAGE_KEY = 'sf.analytics';

export const CONSENT_SCRIPT = inline(`(() => {
  const box = document.getElementById('cookie-consent');
  if (!box) return;
  const id = box.dataset.measurementId;
  const key = '${CONSENT_STORAGE_KEY}';
  const read = () => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const load = () => {
    if (window.gtag) return;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () {
      window.dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', id);
    const tag = document.createElement('script');
    tag.async = true;
    tag.src = 'https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(id);
    document.head.append(tag);
  };
  const state = box.querySelector('[data-consent-state]');
  const show = () => {
    const choice = read();
    state.textContent = choice === 'yes' ? 'Derzeit: zugestimmt.' : choice === 'no' ? 'Derzeit: abgelehnt.' : '';
    box.hidden = false;
  };
  if (box.dataset.ask !== '1') return load();
  const choice = read();
  if (choice === 'yes') load();
  else if (choice !== 'no') show();
  box.addEventListener('click', (event) => {
    const answer = event.target.closest('[data-consent]')?.dataset.consent;
    if (!answer) return;
    try {
      localStorage.setItem(key, answer);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    box.hidden = true;
    if (answer === 'yes') return load();
    if (!window.gtag) return;
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0].trim();
      if (!name.startsWith('_ga')) continue;
      document.cookie = name + '=; Max-Age=0; path=/';
      document.cookie = name + '=; Max-Age=0; path=/; domain=' + location.hostname;
    }
    location.reload();
  });
  document.addEventListener('click', (event) => {
    if (!event.target.closest('[data-cookie-settings]')) return;
    show();
    box.querySelector('[data-consent="yes"]').focus();
  });
})();`);
