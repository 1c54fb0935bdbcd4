// The one error type of the API and its constructors; the error middleware turns it into `{ message, errors? }`.

export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  /** Further fields of the error body (an unknown place's suggestions). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string>,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
    this.details = details;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Nicht angemeldet') => new HttpError(401, message);
export const forbidden = (message = 'Keine Berechtigung') => new HttpError(403, message);
/** `notFound('Stallplatz')` answers "Stallplatz nicht gefunden". */
export const notFound = (what: string) => new HttpError(404, `${what} nicht gefunden`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Zu viele Anfragen. Bitte versuche es später noch einmal.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
