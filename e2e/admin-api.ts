// Signs in as the e2e admin through the API, for tests that change settings or read admin data.
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/** Signs the browser context in as admin (its cookies then carry the admin session). */
export async function signInAdmin(context: BrowserContext): Promise<void> {
  const baseUrl = inject('baseUrl');
  const response = await context.request.post(`${baseUrl}/api/admin/login`, {
    data: { username: inject('adminUsername'), password: inject('adminPassword') },
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`);
}

/** Changes platform settings as admin and returns what they were before, to restore them. */
export async function updateSettings(
  context: BrowserContext,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const baseUrl = inject('baseUrl');
  const before = (await (await context.request.get(`${baseUrl}/api/admin/settings`)).json()) as Record<string, unknown>;
  const response = await context.request.put(`${baseUrl}/api/admin/settings`, {
    data: patch,
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`settings update failed: ${response.status()} ${await response.text()}`);
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key]]));
}
