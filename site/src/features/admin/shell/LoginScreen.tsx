// Admin sign-in (/admin/login): username and password, the spec's toasts, then the dashboard. An admin who
// is already signed in goes straight to the dashboard.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye, EyeOff, LoaderCircle, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { MSG } from '#contract/messages.ts';
import { ApiError } from '#site/lib/api.ts';
import { BRAND } from '#site/lib/brand.ts';
import { toast } from '#site/stores/toasts.ts';
import { adminLogin } from '../admin-api.ts';
import BrandMark from './BrandMark.tsx';
import { SESSION_KEY, useAdminSession } from './session.ts';
import ThemeToggle from './ThemeToggle.tsx';

export default function LoginScreen() {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username: boolean; password: boolean }>({
    username: false,
    password: false,
  });
  const [showPassword, setShowPassword] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId(), hint: useId() };

  useEffect(() => {
    document.title = `Admin-Anmeldung | ${BRAND}`;
  }, []);

  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: (data) => {
      queryClient.setQueryData(SESSION_KEY, data);
      toast({ title: 'Login erfolgreich', description: 'Willkommen im Admin-Bereich' });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : MSG.invalidCredentials;
      toast({ title: 'Login fehlgeschlagen', description: message, variant: 'destructive' });
      passwordRef.current?.select();
    },
  });

  if (session.data) return <Redirect to="/dashboard" replace />;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = { username: !username.trim(), password: !password };
    setMissing(empty);
    if (empty.username || empty.password) {
      toast({ title: 'Fehler', description: MSG.adminFieldsMissing, variant: 'destructive' });
      (empty.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  const pending = login.isPending;
  return (
    <div className="relative flex min-h-screen flex-col bg-gradient-to-br from-cream via-stone-50 to-orange-50 dark:from-stone-950 dark:via-stone-950 dark:to-stone-900">
      <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <a
          href="/"
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-white/70 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zur Website
        </a>
        <ThemeToggle />
      </header>

      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div className="mb-8 flex flex-col items-center text-center">
            <BrandMark className="size-14 drop-shadow-sm" />
            <p className="mt-3 text-lg font-bold tracking-tight text-brand dark:text-brand-light">{BRAND}</p>
            <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Admin-Anmeldung</h1>
            <p id={ids.hint} className="mt-2 text-stone-600 dark:text-stone-400">
              Melden Sie sich mit Ihrem Administrator-Konto an, um die Plattform zu verwalten.
            </p>
          </div>

          <form
            noValidate
            onSubmit={onSubmit}
            aria-describedby={ids.hint}
            className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-xl shadow-stone-900/5 sm:p-8 dark:border-stone-800 dark:bg-stone-900 dark:shadow-black/30"
          >
            <div className="grid gap-1.5">
              <label htmlFor={ids.username} className="text-sm font-medium">
                Benutzername
              </label>
              <input
                ref={usernameRef}
                id={ids.username}
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-invalid={missing.username || undefined}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                className="field"
              />
            </div>

            <div className="grid gap-1.5">
              <label htmlFor={ids.password} className="text-sm font-medium">
                Passwort
              </label>
              <div className="relative">
                <input
                  ref={passwordRef}
                  id={ids.password}
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  aria-invalid={missing.password || undefined}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className="field pr-12"
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? 'Passwort verbergen' : 'Passwort anzeigen'}
                  aria-controls={ids.password}
                  className="absolute inset-y-0 right-1 my-1 rounded-lg px-2.5 text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                </button>
              </div>
            </div>

            <button type="submit" disabled={pending} className="btn btn-primary mt-1 w-full py-3">
              {pending ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  Anmeldung...
                </>
              ) : (
                <>
                  <LockKeyhole aria-hidden="true" className="size-5" />
                  Anmelden
                </>
              )}
            </button>
          </form>

          <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
            Sie möchten sich als Pferdebesitzer oder Stallbesitzer anmelden?{' '}
            <a href="/auth" className="font-medium text-brand underline-offset-4 hover:underline dark:text-brand-light">
              Zur Anmeldung
            </a>
          </p>
        </div>
      </main>
    </div>
  );
}
