// A failed zod check as one German message per field (the first one): the `errors` body of the API's 400
// answers, and the field errors the owner forms show before anything is sent.
import type * as z from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    // An item of a list (amenities.0) is reported under the list's own name; an issue of the whole input under '_'.
    const named = issue.path.filter((segment) => typeof segment !== 'number').map(String);
    const key = named.length ? named.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
