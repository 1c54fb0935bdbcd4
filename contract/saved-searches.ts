// Saved searches (Suchaufträge) and alerts on favourites (issue 36): a search saved with how often its new
// matches are mailed, by a signed-in user or, after a double opt-in, by a visitor with an e-mail address. The
// API validates with these schemas; the search page's "Suche speichern", /suchauftraege and the profile read the
// DTOs. The query is the search page's own query string; the API reads it with the search's schema, so a query
// it does not understand answers 400 with the search's own German messages.
import { z } from './zod.ts';
import { email } from './schemas.ts';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'sofort',
  daily: 'täglich',
  weekly: 'wöchentlich',
};

export const FAVOURITE_ALERT_MODES = ['off', 'instant', 'daily'] as const;
export type FavouriteAlertMode = (typeof FAVOURITE_ALERT_MODES)[number];

export const FAVOURITE_ALERT_LABELS: Record<FavouriteAlertMode, string> = {
  off: 'aus',
  instant: 'sofort',
  daily: 'täglich',
};

export const SAVED_SEARCH_LIMITS = {
  name: 80,
  query: 2000,
  /** Saved searches one account (or one confirmed address) may keep. */
  perAccount: 50,
  /** Listings one alert mail shows as cards; the rest are behind the link to all matches. */
  cardsPerMail: 10,
} as const;

/** Daily and weekly alerts go out from this hour on (Europe/Berlin); weekly ones on Mondays. */
export const ALERT_DIGEST_HOUR = 7;

export const SAVED_SEARCH_MSG = {
  query: 'Bitte gib die Suche als Adresse der Suchseite an',
  name: `Der Name darf höchstens ${SAVED_SEARCH_LIMITS.name} Zeichen lang sein`,
  frequency: 'Bitte wähle, wie oft du benachrichtigt werden möchtest: sofort, täglich oder wöchentlich',
  paused: 'Bitte gib „pausiert“ als ja oder nein an',
  nothingToChange: 'Bitte gib an, was du ändern möchtest',
  tooMany: `Du kannst höchstens ${SAVED_SEARCH_LIMITS.perAccount} Suchaufträge speichern. Lösche einen, den du nicht mehr brauchst.`,
  confirmSent:
    'Fast geschafft: Wir haben dir eine E-Mail geschickt. Bestätige darin deine Adresse, dann ist dein Suchauftrag aktiv.',
  confirmed: 'Dein Suchauftrag ist aktiv. Wir schreiben dir, sobald neue Stallplätze passen.',
  invalidConfirmLink: 'Dieser Bestätigungs-Link ist ungültig oder abgelaufen. Speichere die Suche bitte noch einmal.',
  unsubscribed: 'Erledigt: Du bekommst zu diesem Suchauftrag keine E-Mails mehr.',
  invalidUnsubscribeLink:
    'Dieser Abmelde-Link ist ungültig. Angemeldet kannst du deine Suchaufträge unter „Suchaufträge“ verwalten.',
  favouriteAlerts: 'Bitte wähle, wann du Hinweise zu deinen gemerkten Stallplätzen bekommen möchtest.',
  favouritesUnsubscribed:
    'Erledigt: Du bekommst keine Hinweise zu gemerkten Stallplätzen mehr. Im Profil kannst du sie wieder einschalten.',
} as const;

const name = z.string({ error: SAVED_SEARCH_MSG.name }).trim().max(SAVED_SEARCH_LIMITS.name, SAVED_SEARCH_MSG.name);
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: SAVED_SEARCH_MSG.frequency });
/** The search page's query string, with or without its "?"; the API reads it with the search's schema. */
const query = z
  .string({ error: SAVED_SEARCH_MSG.query })
  .trim()
  .max(SAVED_SEARCH_LIMITS.query, SAVED_SEARCH_MSG.query)
  .transform((text) => text.replace(/^\?/, ''));

/** POST /api/me/saved-searches: the name is suggested from the search's label when left empty. */
export const SavedSearchCreateBody = z.object({ query, name: name.optional(), frequency });
export type SavedSearchCreateBody = z.infer<typeof SavedSearchCreateBody>;

/** POST /api/saved-searches: a visitor without an account; the search is active once the address is confirmed. */
export const SavedSearchVisitorBody = SavedSearchCreateBody.extend({ email });
export type SavedSearchVisitorBody = z.infer<typeof SavedSearchVisitorBody>;

/** PATCH /api/me/saved-searches/:id */
export const SavedSearchUpdateBody = z
  .object({
    name: name.min(1, SAVED_SEARCH_MSG.name).optional(),
    frequency: frequency.optional(),
    paused: z.boolean({ error: SAVED_SEARCH_MSG.paused }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), SAVED_SEARCH_MSG.nothingToChange);
export type SavedSearchUpdateBody = z.infer<typeof SavedSearchUpdateBody>;

/** The token of a confirmation or unsubscribe link. */
const token = (message: string) => z.string({ error: message }).min(1, message).max(200, message);
export const SavedSearchConfirmBody = z.object({ token: token(SAVED_SEARCH_MSG.invalidConfirmLink) });
export const SavedSearchUnsubscribeBody = z.object({ token: token(SAVED_SEARCH_MSG.invalidUnsubscribeLink) });
/** The one-click unsubscribe (RFC 8058): the mail's List-Unsubscribe address carries the token. */
export const SavedSearchOneClickQuery = z.object({ token: SavedSearchUnsubscribeBody.shape.token });

export const SavedSearchDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    query: z.string(),
    frequency,
    paused: z.boolean(),
    createdAt: z.string(),
    /** When its last alert mail was written; null before the first. */
    lastAlertAt: z.string().nullable(),
  })
  .meta({ id: 'SavedSearch', description: 'Ein Suchauftrag' });
export type SavedSearchDto = z.infer<typeof SavedSearchDto>;

/** GET/PUT /api/me/favourite-alerts: mails when a favourite gets cheaper, free again, or is taken down. */
export const FavouriteAlertsBody = z
  .object({ mode: z.enum(FAVOURITE_ALERT_MODES, { error: SAVED_SEARCH_MSG.favouriteAlerts }) })
  .meta({ id: 'FavouriteAlerts', description: 'Wann das Konto Hinweise zu gemerkten Stallplätzen bekommt' });
export type FavouriteAlertsDto = z.infer<typeof FavouriteAlertsBody>;
