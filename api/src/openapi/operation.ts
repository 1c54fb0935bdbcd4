// What the OpenAPI document says about one route, declared beside the other routes of its area (the
// *-operations.ts files): the contract's schemas of its input and answer, who may call it and what it may answer
// besides. document.ts derives the rest (400 for input, 401/403 for access, 429 for limits, the error body).
import type * as z from 'zod';

/** The document's tags, in the order the reference shows them, with what each groups. */
export const TAGS = {
  Stallplätze: 'Suche, Karte, Orte und die Stallplätze selbst: öffentlich, ohne Anmeldung.',
  Kontakt: 'Anfragen zu Stallplätzen, das Kontaktformular und der Newsletter.',
  Anmeldung: 'Registrieren, Anmelden und Abmelden; die Sitzung steckt in einem Cookie.',
  Konto: 'Das eigene Konto: Profil, E-Mail, Passwort, gemerkte Stallplätze, gesendete Anfragen, Datenexport.',
  Pferde: 'Die Pferdeprofile des angemeldeten Kontos.',
  Nachrichten:
    'Unterhaltungen zwischen Anfragenden und Ställen, die eine Anfrage eröffnet; die Verwaltung liest nur gemeldete.',
  Stallbesitzer: 'Eigene Ställe, Anzeigen, Fotos und Anfragen: nur für Stallbesitzer.',
  Verwaltung: 'Der Verwaltungsbereich: nur für Administratoren.',
  Betrieb: 'Wartungshinweis, Zustand des Servers und diese Beschreibung.',
} as const;
export type Tag = keyof typeof TAGS;

/** Who may call a route: anyone, any signed-in account, stable owners, admins. */
export type Access = 'public' | 'user' | 'owner' | 'admin';

/** Error statuses a route may answer beyond those that follow from its declaration. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422;

/** Response headers the document describes once (document.ts) and routes name. */
export type HeaderName =
  | 'X-Total-Count'
  | 'X-Total-Count-Exact'
  | 'X-Next-Cursor'
  | 'X-Near-Centre'
  | 'X-Near-Label'
  | 'X-From-Centre'
  | 'X-From-Label'
  | 'X-From2-Centre'
  | 'X-From2-Label'
  | 'Content-Disposition';

export interface Answer {
  status?: 200 | 201 | 202;
  /** The JSON body; none for answers that are not JSON (`type`). */
  schema?: z.ZodType;
  /** German: what the answer holds. */
  description: string;
  headers?: HeaderName[];
  /** A content type other than JSON (the docs page's HTML, its files). */
  type?: string;
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as the Koa router writes it: /api/listings/:id. */
  path: string;
  tag: Tag;
  /** German, one line: what the route does. */
  summary: string;
  description?: string;
  access?: Access;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  /** The query also takes the search's filters (contract/search-filters.ts), which the document lists from the registry. */
  filters?: true;
  answer: Answer;
  errors?: ErrorStatus[];
  /** A rate limit applies: 429 with Retry-After. */
  limited?: true;
}

/** The OpenAPI form of a Koa path: /api/listings/:id → /api/listings/{id}. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
