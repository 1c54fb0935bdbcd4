// What the home page tells a newly registered user, once: the account exists, a confirmation mail went to their
// address, and what to do next. The registration form leaves it in this tab's session storage for the next page.

interface Welcome {
  firstName: string;
  email: string;
  isStableOwner: boolean;
}

const KEY = 'welcome-after-registration';

export function rememberWelcome(welcome: Welcome): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(welcome));
  } catch {
    // storage unavailable: the home page shows no welcome, the dashboard still asks for the confirmation
  }
}

/** The welcome left by the registration, removed so that it shows only once; null when there is none. */
export function takeWelcome(): Welcome | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const value = JSON.parse(raw) as Partial<Welcome> | null;
    if (typeof value?.email !== 'string' || typeof value.firstName !== 'string') return null;
    return { firstName: value.firstName, email: value.email, isStableOwner: value.isStableOwner === true };
  } catch {
    return null;
  }
}
