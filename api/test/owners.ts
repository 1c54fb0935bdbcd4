// Shared pieces of the owner-area tests: valid bodies and the role matrix every /api/my route must pass.
import { expect } from 'vitest';
import { OWNER_MSG } from '#contract/owner.ts';
import { signInAs } from './factories.ts';
import type { TestServer } from './server.ts';

export const validStable = (overrides: Record<string, unknown> = {}) => ({
  name: 'Reiterhof Sonnenwiese',
  address: 'Wiesenweg 4',
  postalCode: '82256',
  city: 'Fürstenfeldbruck',
  region: 'germany',
  latitude: 48.17,
  longitude: 11.25,
  description: 'Familiärer Hof am Ortsrand.',
  hasWifi: true,
  hasRidingArena: true,
  ...overrides,
});

export const validListing = (stableId: number, overrides: Record<string, unknown> = {}) => ({
  stableId,
  title: 'Helle Innenbox mit Paddock',
  description: 'Große Box, täglicher Weidegang.',
  stallType: 'inside_box',
  pricePerMonth: 420.5,
  availableFrom: '2027-01-01',
  features: ['Heu ad libitum', 'Weidegang'],
  contactPhone: '+49 171 2345678',
  contactEmail: 'Hof@Example.de',
  whatsappNumber: '+49 171 2345678',
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Anonymous 401, a plain user 403, an admin who is no owner 403, with the German messages. */
export async function expectOwnersOnly(
  server: TestServer,
  method: Method,
  path: string,
  body?: unknown,
): Promise<void> {
  const anonymous = await server.client().request(method, path, { body });
  expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
  expect(anonymous.body.message).toBe('Bitte melde dich an');

  const user = server.client();
  await signInAs(user, server.services.knex);
  const asUser = await user.request(method, path, { body });
  expect(asUser.status, `${method} ${path} user`).toBe(403);
  expect(asUser.body.message).toBe(OWNER_MSG.ownersOnly);

  const admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  const asAdmin = await admin.request(method, path, { body });
  expect(asAdmin.status, `${method} ${path} admin`).toBe(403);
  expect(asAdmin.body.message).toBe(OWNER_MSG.ownersOnly);
}
