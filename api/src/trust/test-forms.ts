// Multipart forms for the trust tests: text fields and one document, sent like the owner area's form does.
import type { TestClient, TestResponse } from '#test/server.ts';

export interface FormFile {
  name: string;
  data: Buffer;
  /** The declared type; the server must not trust it. */
  type?: string;
}

export const PDF: FormFile = {
  name: 'gewerbe.pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  type: 'application/pdf',
};

export const verificationFields = (overrides: Record<string, string> = {}) => ({
  legalName: 'Reitanlage Sonnenhof GbR',
  address: 'Hofweg 3, 83236 Übersee',
  phone: '+49 170 1234567',
  documentKind: 'trade_register',
  ...overrides,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers loosely, like api/test/multipart.ts
export async function postForm<T = any>(
  client: TestClient,
  pathname: string,
  fields: Record<string, string | number>,
  file: FormFile | null,
): Promise<TestResponse<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file)
    form.append('document', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name);
  const headers: Record<string, string> = { Accept: 'application/json', Origin: client.baseUrl };
  if (client.cookieHeader) headers.Cookie = client.cookieHeader;
  const res = await fetch(client.baseUrl + pathname, { method: 'POST', headers, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}
