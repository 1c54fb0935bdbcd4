// The browser's e-mail check, deliberately loose (something@something.tld): the API's zod schema is the strict
// one, and the browser forms stay free of zod.

const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return LOOSE_EMAIL.test(value.trim());
}
