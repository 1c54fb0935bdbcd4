// Builds the site if needed and starts the real server on a free port with a fresh data directory and
// demo data; the tests get its URL through inject('baseUrl').
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { startLocalServer } from '../scripts/local-server.ts';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-passwort' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's outbox: the .eml files of every mail it sent. */
    mailDir: string;
    adminUsername: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  // All browser tests come from one IP: a higher allowance keeps the journeys clear of the rate limits,
  // whose behaviour the API tests check.
  const server = await startLocalServer({
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    RATE_LIMIT_SCALE: '20',
  });
  project.provide('baseUrl', server.url);
  project.provide('mailDir', server.mailDir);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
  return () => server.stop();
}
