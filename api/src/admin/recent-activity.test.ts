import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStable, signInAs } from '#test/factories.ts';
import { validListing } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;
let owner: TestClient;
let stableId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  owner = server.client();
  const ownerUser = await signInAs(owner, server.services.knex, { isStableOwner: true });
  stableId = (await buildStable(server.services.knex, { ownerId: ownerUser.id })).id;
});
afterAll(() => server?.close());

/** The feed's lines about the listing titled `title`, newest first. */
async function activityAbout(title: string): Promise<string[]> {
  const res = await admin.get('/api/admin/recent-activity');
  expect(res.status).toBe(200);
  return (res.body as { action: string }[]).map((item) => item.action).filter((action) => action.includes(title));
}

describe('GET /api/admin/recent-activity on a listing’s way through review', () => {
  it('reports a submission once, as a new listing, not as a change from "Ausstehend" to "Ausstehend"', async () => {
    const title = 'Frisch eingereichte Box';
    const created = await owner.post('/api/my/listings', validListing(stableId, { title }));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');

    expect(await activityAbout(title)).toEqual([`Neue Anzeige: ${title}`]);
  });

  it('says what the owner did when an edit or a resume sends the listing back to review', async () => {
    const title = 'Box am Waldrand';
    const { id } = (await owner.post('/api/my/listings', validListing(stableId, { title }))).body as { id: number };
    expect((await admin.put(`/api/admin/listings/${id}/status`, { status: 'active' })).status).toBe(200);
    const edited = await owner.put(`/api/my/listings/${id}`, validListing(stableId, { title, pricePerMonth: 450 }));
    expect(edited.body.status).toBe('pending');
    expect((await owner.post(`/api/my/listings/${id}/pause`)).body.status).toBe('inactive');
    expect((await owner.post(`/api/my/listings/${id}/resume`)).body.status).toBe('pending');

    expect(await activityAbout(title)).toEqual([
      `„${title}“ wieder aktiviert, wartet auf Freigabe`,
      `Status von „${title}“ geändert: Ausstehend → Inaktiv`,
      `„${title}“ bearbeitet, wartet auf Freigabe`,
      `Status von „${title}“ geändert: Ausstehend → Aktiv`,
      `Neue Anzeige: ${title}`,
    ]);
  });
});
