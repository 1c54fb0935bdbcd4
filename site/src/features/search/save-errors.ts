// What a failed "Suche speichern" shows, and where: the API's German message at the dialog's own fields (name,
// frequency, e-mail), a message about the search itself (its query or one of its filters, which the dialog has no
// field for) and anything else above the buttons.
import { ApiError } from '#site/lib/api.ts';

export type SaveField = 'name' | 'frequency' | 'email';
const FIELDS: readonly string[] = ['name', 'frequency', 'email'] satisfies SaveField[];

export interface SaveErrors {
  fields: Partial<Record<SaveField, string>>;
  /** Shown above the buttons: the search's own messages, a limit reached, a lost connection. */
  general: string;
}

export const OFFLINE_SAVE_TEXT = 'Du bist offline. Speichere die Suche, sobald du wieder verbunden bist.';
const UNREACHABLE_TEXT = 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';
export const SIGNED_OUT_TEXT =
  'Du bist nicht mehr angemeldet. Gib deine E-Mail-Adresse an oder melde dich wieder an, um die Suche zu speichern.';

export function saveErrors(err: unknown, online = true): SaveErrors {
  if (!(err instanceof ApiError)) return { fields: {}, general: online ? UNREACHABLE_TEXT : OFFLINE_SAVE_TEXT };
  if (err.status === 401) return { fields: {}, general: SIGNED_OUT_TEXT };
  const fields: SaveErrors['fields'] = {};
  const search: string[] = [];
  for (const [key, message] of Object.entries(err.fieldErrors)) {
    if (FIELDS.includes(key)) fields[key as SaveField] = message;
    else if (!search.includes(message)) search.push(message);
  }
  if (search.length) return { fields, general: `Diese Suche lässt sich so nicht speichern: ${search.join(' ')}` };
  return { fields, general: Object.keys(fields).length ? '' : err.serverMessage || UNREACHABLE_TEXT };
}
