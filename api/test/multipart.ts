// Multipart uploads for API tests: sends FormData through fetch with the client's cookies and our Origin,
// the way a browser page would.
import type { TestClient, TestResponse } from './server.ts';

export interface TestFile {
  name: string;
  data: Buffer | string;
  /** The declared type; the server must not trust it. */
  type?: string;
}

export async function uploadFiles<T = any>(
  client: TestClient,
  pathname: string,
  files: TestFile[],
  options: { field?: string; origin?: string | null; method?: string } = {},
): Promise<TestResponse<T>> {
  const form = new FormData();
  for (const file of files) {
    const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    form.append(
      options.field ?? 'photos',
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (client.cookieHeader) headers.Cookie = client.cookieHeader;
  if (options.origin !== null) headers.Origin = options.origin ?? client.baseUrl;
  const res = await fetch(client.baseUrl + pathname, { method: options.method ?? 'POST', headers, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}
