// The interactive part of the header: region picker, theme toggle, user menu or sign-in buttons, and on
// small screens the side sheet "Menü" with the same choices.
import { useStore } from '@nanostores/react';
import { ChevronDown, LogOut, Menu, Moon, Sun, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { REGION_NAMES, REGIONS, type RegionFilter } from '#contract/regions.ts';
import type { PublicUser } from '#contract/types.ts';
import { useMounted } from '../lib/use-mounted.ts';
import { $region, selectRegion } from '../stores/region.ts';
import { $theme, toggleTheme } from '../stores/theme.ts';
import InstallButton from './InstallButton.tsx';
import { $user, initUser, signOut } from '../stores/user.ts';
import { FAVOURITES_LINK, MAIN_LINKS } from './nav-links.ts';

interface Props {
  /** The signed-in user as the server knew it; undefined on pre-rendered pages (then loaded from the API). */
  user?: PublicUser | null;
}

const REGION_OPTIONS: { value: RegionFilter; label: string }[] = [
  { value: 'all', label: 'Alle Regionen' },
  ...REGIONS.map((r) => ({ value: r, label: REGION_NAMES[r] })),
];

export function displayName(user: PublicUser): string {
  return user.firstName?.trim() || user.username;
}

function userLinks(user: PublicUser) {
  return [
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/profile', label: 'Profil' },
    ...(user.isStableOwner ? [{ href: '/my-stables', label: 'Meine Ställe' }] : []),
  ];
}

function RegionSelect({ id, className }: { id: string; className?: string }) {
  const region = useStore($region);
  const mounted = useMounted();
  return (
    <select
      id={id}
      value={mounted ? region : 'all'}
      onChange={(e) => selectRegion(e.target.value as RegionFilter)}
      className={`rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm dark:border-stone-700 dark:bg-stone-900 ${className ?? ''}`}
    >
      {REGION_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function ThemeToggle() {
  const theme = useStore($theme);
  const dark = useMounted() && theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={dark ? 'Helles Design aktivieren' : 'Dunkles Design aktivieren'}
      aria-pressed={dark}
      className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}

function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        <UserRound aria-hidden="true" className="size-4" />
        {displayName(user)}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 top-full z-50 mt-2 w-52 rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {userLinks(user).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="mt-1 border-t border-stone-200 pt-1 dark:border-stone-700">
            <button
              type="button"
              onClick={() => void signOut()}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Abmelden
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** `pending`: the user is not known yet; then the buttons keep their room but stay hidden while the
 * layout's head script has seen a session (class "signed-in"). */
function AuthButtons({ stacked = false, pending = false }: { stacked?: boolean; pending?: boolean }) {
  return (
    <div
      className={`${stacked ? 'grid gap-2' : 'flex items-center gap-2'} ${pending ? '[.signed-in_&]:invisible' : ''}`}
    >
      <a
        href="/auth"
        className="rounded-lg border border-stone-300 px-4 py-2 text-center text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
      >
        Anmelden
      </a>
      <a
        href="/auth?tab=register"
        className="rounded-lg bg-brand px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-dark"
      >
        Registrieren
      </a>
    </div>
  );
}

function MobileSheet({ user, onClose }: { user: PublicUser | null | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const regionId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${regionId}-title`}
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      className="ml-auto mr-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 text-stone-900 backdrop:bg-black/50 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="flex h-full flex-col gap-6 p-5">
        <div className="flex items-center justify-between">
          <h2 id={`${regionId}-title`} className="text-lg font-semibold">
            Menü
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Menü schließen"
            className="rounded-lg p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="grid gap-2">
          <label htmlFor={regionId} className="text-sm font-medium">
            Region auswählen:
          </label>
          <RegionSelect id={regionId} className="w-full" />
        </div>
        <nav aria-label="Hauptnavigation mobil">
          <ul className="grid gap-1">
            {[...MAIN_LINKS, FAVOURITES_LINK].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-lg px-3 py-2 font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <InstallButton className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800" />
        <div className="mt-auto border-t border-stone-200 pt-4 dark:border-stone-700">
          {user ? (
            <div className="grid gap-1">
              <p className="px-3 pb-2 text-sm text-stone-600 dark:text-stone-400">Angemeldet als {displayName(user)}</p>
              {userLinks(user).map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  className="block rounded-lg px-3 py-2 hover:bg-stone-100 dark:hover:bg-stone-800"
                >
                  {link.label}
                </a>
              ))}
              <button
                type="button"
                onClick={() => void signOut()}
                className="rounded-lg px-3 py-2 text-left hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                Abmelden
              </button>
            </div>
          ) : (
            <AuthButtons stacked />
          )}
        </div>
      </div>
    </dialog>
  );
}

export default function HeaderControls({ user: known }: Props) {
  const user = useStore($user);
  const [sheetOpen, setSheetOpen] = useState(false);
  const regionId = useId();
  useEffect(() => {
    void initUser(known);
  }, [known]);
  // Before hydration (and on the server) the user the page was rendered with.
  const shown = user === undefined ? known : user;

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <div className="hidden items-center lg:flex">
        <label htmlFor={regionId} className="sr-only">
          Region
        </label>
        <RegionSelect id={regionId} />
      </div>
      <ThemeToggle />
      <InstallButton className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 lg:flex dark:text-stone-200 dark:hover:bg-stone-800" />
      <div className="hidden min-w-44 justify-end lg:flex">
        {shown ? <UserMenu user={shown} /> : <AuthButtons pending={shown === undefined} />}
      </div>
      <button
        type="button"
        onClick={() => setSheetOpen(true)}
        aria-label="Menü öffnen"
        aria-haspopup="dialog"
        className="rounded-lg p-2 hover:bg-stone-100 lg:hidden dark:hover:bg-stone-800"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {sheetOpen && <MobileSheet user={shown} onClose={() => setSheetOpen(false)} />}
    </div>
  );
}
