// Where sign-in returns to: the `next` parameter of /auth, when it names a path of this site (never another origin).
export function returnPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** /auth with a way back to `path` after signing in. */
export const signInPath = (path: string, tab?: 'register') =>
  `/auth?${new URLSearchParams({ ...(tab ? { tab } : {}), next: path })}`;
