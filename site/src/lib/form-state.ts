// What the forms share: reading a form's text fields, focusing the first invalid one, and the failure
// toast's wording for API errors and lost connections.
import { ApiError } from './api.ts';

export function textValues<K extends string>(form: HTMLFormElement, fields: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<K, string>;
}

/** Moves the focus to the first field (in form order) that has an error. */
export function focusFirstError(form: HTMLFormElement, errors: Partial<Record<string, string>>): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLInputElement).focus();
      return;
    }
  }
}

/** The toast text of a failed call: the spec's "{status}: {message}" for API errors. */
export function failureMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Der Server ist gerade nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.';
}
