// The header's behaviour on the shared stores (region, theme, user, install offer), so React islands on the
// same page see every change: picking a region navigates to its search, the theme toggle saves the theme, the
// user menu follows sign-in and sign-out, and the side sheet "Menü" is cloned from its template when opened.
import type { RegionFilter } from '#contract/regions.ts';
import type { PublicUser } from '#contract/types.ts';
import { $installPrompt, installApp, watchInstallPrompt } from '../../pwa/install.ts';
import { $region, selectRegion, shownRegion } from '../../stores/region.ts';
import { $theme, toggleTheme } from '../../stores/theme.ts';
import { $unread, refreshUnread } from '../../stores/unread.ts';
import { $offlineAccount, $user, initUser, signOut } from '../../stores/user.ts';
import { readStored } from '../../lib/stored.ts';
import { messagesLabel, unreadBadge } from '../nav-links.ts';
import { displayName, userLinks, type HeaderUser } from './user-links.ts';

type Cleanup = () => void;

function wireRegionSelect(select: HTMLSelectElement): Cleanup {
  select.addEventListener('change', () => selectRegion(select.value as RegionFilter));
  return $region.subscribe((region) => {
    select.value = shownRegion(region, window.location.pathname);
  });
}

function wireInstallButtons(scope: ParentNode): Cleanup {
  const buttons = [...scope.querySelectorAll<HTMLButtonElement>('[data-install]')];
  for (const button of buttons) button.addEventListener('click', () => void installApp());
  return $installPrompt.subscribe((offered) => {
    for (const button of buttons) button.hidden = !offered;
  });
}

function wireSignOut(scope: ParentNode): void {
  for (const button of scope.querySelectorAll('[data-sign-out]'))
    button.addEventListener('click', () => void signOut());
}

/** Keeps the links the user gets (the templates carry every link) and fills in the name. */
function personalise(scope: ParentNode, user: HeaderUser): void {
  const allowed = new Set(userLinks(user).map((link) => link.href));
  for (const element of scope.querySelectorAll<HTMLElement>('[data-link]')) {
    if (!allowed.has(element.dataset.link ?? '')) element.remove();
  }
  for (const name of scope.querySelectorAll('[data-user-name]')) name.textContent = displayName(user);
}

function wireUserMenu(menu: HTMLElement): void {
  const button = menu.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  const list = menu.querySelector<HTMLElement>('ul')!;
  const onMouseDown = (event: MouseEvent) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
    if (open) {
      document.addEventListener('mousedown', onMouseDown);
      document.addEventListener('keydown', onKeyDown);
    } else {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    }
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  wireSignOut(menu);
}

/** Shows a count on a link: its badge ("99+" above 99, none for 0) and its accessible name. */
function showCount(link: HTMLAnchorElement, count: number, label: string): void {
  const badge = link.querySelector<HTMLElement>('[data-count-badge]')!;
  badge.hidden = count === 0;
  badge.textContent = unreadBadge(count);
  link.setAttribute('aria-label', label);
}

/** The "Nachrichten" link for a signed-in user, with the unread count: asked on every page, on focus and when back. */
function wireMessages(root: HTMLElement, shown: () => HeaderUser | null | undefined): void {
  const link = root.querySelector<HTMLAnchorElement>('[data-messages-link]')!;
  const render = () => {
    link.hidden = !shown();
    const unread = $unread.get() ?? 0;
    showCount(link, unread, messagesLabel(unread));
  };
  $unread.subscribe(render);
  $user.subscribe((user) => {
    render();
    if (user) void refreshUnread();
  });
  const refresh = () => {
    if ($user.get() && document.visibilityState === 'visible') void refreshUnread();
  };
  window.addEventListener('focus', refresh);
  window.addEventListener('pageshow', (event) => event.persisted && refresh());
  document.addEventListener('visibilitychange', refresh);
}

/**
 * The header's heart: the count of favourites in its badge and accessible name, read from this device's storage
 * (the account's list is kept there too) at first and whenever favourites.ts changes it (its event "favourites").
 */
function wireFavourites(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-favourites-link]')!;
  const count = () => {
    const n = readStored<unknown[]>('favourites', []).length;
    showCount(link, n, `Merkliste${n ? `, ${n} Stallpl${n > 1 ? 'ätze' : 'atz'}` : ''}`);
  };
  count();
  addEventListener('favourites', count);
}

function clone(root: HTMLElement, selector: string): DocumentFragment {
  return root.querySelector<HTMLTemplateElement>(selector)!.content.cloneNode(true) as DocumentFragment;
}

function userKey(user: HeaderUser | null | undefined): string {
  return user === undefined
    ? 'pending'
    : user === null
      ? 'visitor'
      : JSON.stringify([displayName(user), userLinks(user)]);
}

function initHeader(root: HTMLElement): void {
  const known = root.dataset.user === undefined ? undefined : (JSON.parse(root.dataset.user) as PublicUser | null);
  // Offline, a signed-in user is shown as this device last saw the account, not as a visitor.
  const shown = (): HeaderUser | null | undefined => {
    const user = $user.get();
    return user === undefined ? known : (user ?? $offlineAccount.get());
  };

  wireRegionSelect(root.querySelector<HTMLSelectElement>('#sf-region')!);

  const toggle = root.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;
  toggle.addEventListener('click', toggleTheme);
  $theme.subscribe((theme) => {
    const dark = theme === 'dark';
    toggle.setAttribute('aria-label', dark ? 'Helles Design aktivieren' : 'Dunkles Design aktivieren');
    toggle.setAttribute('aria-pressed', String(dark));
  });

  watchInstallPrompt();
  wireInstallButtons(root);
  wireMessages(root, shown);
  wireFavourites();

  // The desktop user area: the server rendered it for `known`; re-rendered when the user turns out different.
  const slot = root.querySelector<HTMLElement>('[data-user-slot]')!;
  let rendered = userKey(known);
  const menu = slot.querySelector<HTMLElement>('[data-user-menu]');
  if (menu) wireUserMenu(menu);
  $user.subscribe(() => {
    const user = shown();
    if (userKey(user) === rendered || user === undefined) return;
    rendered = userKey(user);
    if (user) {
      const fragment = clone(root, '[data-user-menu-template]');
      personalise(fragment, user);
      const next = fragment.querySelector<HTMLElement>('[data-user-menu]')!;
      wireUserMenu(next);
      slot.replaceChildren(next);
    } else {
      slot.replaceChildren(clone(root, '[data-auth-template]'));
    }
  });

  root.querySelector('[data-sheet-open]')!.addEventListener('click', () => openSheet(root, shown()));
  void initUser(known);
  root.dataset.ready = '';
}

function openSheet(root: HTMLElement, user: HeaderUser | null | undefined): void {
  const fragment = clone(root, '[data-sheet-template]');
  const dialog = fragment.querySelector('dialog')!;
  const signedIn = fragment.querySelector<HTMLElement>('[data-sheet-user]')!;
  const visitor = fragment.querySelector<HTMLElement>('[data-sheet-guest]')!;
  if (user) {
    personalise(signedIn, user);
    const unread = $unread.get() ?? 0;
    showCount(signedIn.querySelector<HTMLAnchorElement>('[data-sheet-messages]')!, unread, messagesLabel(unread));
    visitor.remove();
  } else {
    signedIn.remove();
    visitor.replaceWith(...visitor.childNodes);
  }
  wireSignOut(dialog);
  const cleanups = [wireRegionSelect(dialog.querySelector('select')!), wireInstallButtons(dialog)];
  dialog.querySelector('[data-sheet-close]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    for (const cleanup of cleanups) cleanup();
    dialog.remove();
  });
  root.append(dialog);
  dialog.showModal();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island="HeaderControls"]')) initHeader(root);
