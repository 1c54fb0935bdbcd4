// The session cookie's name and lifetimes: the API sets them, the cookie and privacy pages state them.

export const SESSION_COOKIE = 'sf.sid';
/** A session ends after this long without a request. */
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** A session ends this long after the sign-in, whatever the activity. */
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
