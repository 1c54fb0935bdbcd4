// A multipart POST (the owner's verification and seal documents): apart from lib/api.ts, so the search and listing
// pages' shared script does not carry it.
import { failure } from './api.ts';

/** POSTs a multipart form (fields and files; the browser sets its boundary) and returns the JSON answer. */
export async function apiForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}
