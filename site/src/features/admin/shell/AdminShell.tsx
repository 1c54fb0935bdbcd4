// The signed-in frame of the back office: the session check (polled every 30 s; failure leads to the login),
// the sidebar with the sections, the admin's name, theme toggle and logout, and a collapsible menu on phones.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  BarChart3,
  ExternalLink,
  FileText,
  Flag,
  LayoutDashboard,
  LoaderCircle,
  LogOut,
  Mail,
  Menu,
  ReceiptText,
  Settings,
  Users,
  Warehouse,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BRAND } from '#site/lib/brand.ts';
import { toast } from '#site/stores/toasts.ts';
import { adminLogout, fetchModerationCount } from '../admin-api.ts';
import { SECTIONS } from '../sections.ts';
import OpenChecksCount from '../trust-checks/OpenChecksCount.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';
import BrandMark from './BrandMark.tsx';
import { isSignedOut, useAdminSession } from './session.ts';
import ThemeToggle from './ThemeToggle.tsx';

const ICONS: Record<(typeof SECTIONS)[number]['path'], LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/users': Users,
  '/listings': FileText,
  '/stables': Warehouse,
  '/contacts': Mail,
  '/trust-checks': BadgeCheck,
  '/moderation': Flag,
  '/invoices': ReceiptText,
  '/reports': BarChart3,
  '/settings': Settings,
};

const SIDEBAR_ID = 'admin-sidebar';
const DESKTOP_QUERY = '(min-width: 64rem)';

const isActive = (location: string, path: string) => location === path || location.startsWith(`${path}/`);

export default function AdminShell({ children }: { children: ReactNode }) {
  const session = useAdminSession({ poll: true });
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Closing by button or Escape returns focus to the menu button, once the page is no longer inert.
  const returnFocus = useRef(false);

  // 401 (no or an expired session) and 403 (signed in, but no admin) end the visit; so does a first check
  // that failed otherwise. A passing failure of a later poll (network, 500) keeps the admin where they are.
  const signedOut = session.isError && (isSignedOut(session.error) || !session.data);
  useEffect(() => {
    if (!signedOut) return;
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [signedOut, queryClient, navigate]);

  const section = SECTIONS.find(({ path }) => isActive(location, path));
  // The open reports beside "Meldungen"; asked again on every screen change and after each decision.
  const moderation = useQuery({
    queryKey: ['admin', 'moderation', 'count', location],
    queryFn: fetchModerationCount,
    enabled: Boolean(session.data),
  });
  const openReports = moderation.data?.open ?? 0;
  useEffect(() => {
    document.title = `${section ? `${section.label} | ` : ''}Admin-Bereich | ${BRAND}`;
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [location, section]);

  const closeMenu = () => {
    returnFocus.current = true;
    setMenuOpen(false);
  };

  useEffect(() => {
    if (!menuOpen) {
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
      return;
    }
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    // The drawer is a phone layout: widening the window past it closes the drawer (and un-inerts the page).
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = () => desktop.matches && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onWiden);
    return () => {
      window.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onWiden);
    };
  }, [menuOpen]);

  const logout = useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      toast({ title: 'Abgemeldet', description: 'Sie wurden erfolgreich abgemeldet.' });
      queryClient.clear();
      navigate('/login');
    },
    onError: (error) => toastFailure(error, 'Abmeldung fehlgeschlagen'),
  });

  if (!session.data || signedOut) {
    return (
      <main className="grid min-h-screen place-items-center">
        <p role="status" className="flex items-center gap-3 text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand dark:text-brand-light" />
          Sitzung wird geprüft...
        </p>
      </main>
    );
  }

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded-lg bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Zum Inhalt springen
      </a>

      {/* Phones: a top bar with the menu button; the sidebar opens over the page. */}
      <header
        inert={menuOpen}
        className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-stone-200 bg-white/95 px-4 backdrop-blur lg:hidden dark:border-stone-800 dark:bg-stone-900/95"
      >
        <Link href="/dashboard" className="flex items-center gap-2 rounded-lg font-bold tracking-tight">
          <BrandMark className="size-7" />
          <span>{BRAND}</span>
          <span className="rounded-md bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
            Admin
          </span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
        >
          <Menu aria-hidden="true" className="size-5" />
          Menü
        </button>
      </header>

      {menuOpen && <div aria-hidden="true" onClick={closeMenu} className="fixed inset-0 z-40 bg-black/50 lg:hidden" />}

      <aside
        id={SIDEBAR_ID}
        aria-label="Seitenleiste"
        className={`${menuOpen ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] flex-col border-r border-stone-200 bg-white shadow-2xl lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:shadow-none dark:border-stone-800 dark:bg-stone-900`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-stone-200 px-5 dark:border-stone-800">
          <Link href="/dashboard" className="flex items-center gap-2.5 rounded-lg font-bold tracking-tight">
            <BrandMark className="size-8" />
            <span className="grid leading-tight">
              <span>{BRAND}</span>
              <span className="text-xs font-medium text-stone-600 dark:text-stone-400">Admin-Bereich</span>
            </span>
          </Link>
          <button
            ref={closeButton}
            type="button"
            onClick={closeMenu}
            aria-label="Menü schließen"
            className="rounded-lg p-2 hover:bg-stone-100 lg:hidden dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        <nav aria-label="Admin-Navigation" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="grid gap-1">
            {SECTIONS.map(({ path, label }) => {
              const Icon = ICONS[path];
              const active = isActive(location, path);
              return (
                <li key={path}>
                  <Link
                    href={path}
                    aria-current={active ? 'page' : undefined}
                    className={`group flex items-center gap-3 rounded-xl px-3 py-2.5 text-[0.9375rem] font-medium transition-colors ${
                      active
                        ? 'bg-brand text-white shadow-sm dark:bg-brand-light dark:text-stone-950'
                        : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
                    }`}
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {label}
                    {path === '/trust-checks' && <OpenChecksCount active={active} />}
                    {path === '/moderation' && openReports > 0 && (
                      <span
                        className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${
                          active
                            ? 'bg-white text-brand dark:bg-stone-950 dark:text-brand-light'
                            : 'bg-red-700 text-white dark:bg-red-400 dark:text-stone-950'
                        }`}
                      >
                        {openReports}
                        <span className="sr-only"> offen</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="grid gap-3 border-t border-stone-200 p-4 dark:border-stone-800">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 font-semibold uppercase text-brand dark:bg-brand-light/15 dark:text-brand-light"
            >
              {session.data.username.slice(0, 1)}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold" title={session.data.username}>
                {session.data.username}
              </p>
              <span className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                Administrator
              </span>
            </div>
          </div>
          <div className="flex items-center justify-between gap-2">
            <a
              href="/"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Zur Website
            </a>
            <ThemeToggle />
          </div>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="btn btn-secondary w-full"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {logout.isPending ? 'Abmeldung...' : 'Abmelden'}
          </button>
        </div>
      </aside>

      <main id="admin-main" tabIndex={-1} inert={menuOpen} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">{children}</div>
      </main>
    </div>
  );
}
