// What the home page tells a newly registered user, once: the account exists, a confirmation mail went to their
// address, and what to do next. The registration form leaves it in this tab's session storage for the next page.

interface Welcome {
  firstName: string;
  email: string;
  isStableOwner: boolean;
}

/** Read and removed, before the first paint, by the home page's WelcomeNotice.astro. */
export const WELCOME_KEY = 'welcome-after-registration';

export function rememberWelcome(welcome: Welcome): void {
  try {
    sessionStorage.setItem(WELCOME_KEY, JSON.stringify(welcome));
  } catch {
    // storage unavailable: the home page shows no welcome, the dashboard still asks for the confirmation
  }
}
