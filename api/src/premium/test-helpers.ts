// Factories and readers for the Premium tests: an owner signed in with a listing, an admin, settings changed
// through the admin's route, and the text and attached e-invoice of a PDF (unpdf).
import { extractText, getDocumentProxy } from 'unpdf';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import type { TestClient, TestServer } from '#test/server.ts';

export async function ownerWithListing(server: TestServer, listing: Record<string, unknown> = {}) {
  const knex = server.services.knex;
  const client = server.client();
  const owner = await signInAs(client, knex, { isStableOwner: true });
  const stable = await buildStable(knex, { ownerId: owner.id, name: 'Reiterhof Sonnenwiese' });
  const built = await buildListing(knex, { stableId: stable.id, ...listing });
  return { owner, client, stable, listing: built };
}

export async function signedInAdmin(server: TestServer): Promise<{ id: number; client: TestClient }> {
  const client = server.client();
  const admin = await signInAs(client, server.services.knex, { isAdmin: true });
  return { id: admin.id, client };
}

export async function setSettings(admin: TestClient, body: Record<string, unknown>): Promise<void> {
  const res = await admin.put('/api/admin/settings', body);
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${res.text}`);
}

/** GET of a binary answer: status, headers and bytes (the test client reads text). */
export async function download(client: TestClient, path: string) {
  const res = await fetch(client.baseUrl + path, { headers: { Cookie: client.cookieHeader } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The PDF's text (one string) and its attached files by name. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; files: Map<string, string> }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  const attachments = ((await pdf.getAttachments()) ?? new Map()) as Map<string, unknown>;
  const files = new Map<string, string>();
  for (const name of attachments.keys()) {
    files.set(name, new TextDecoder().decode((await pdf.getAttachmentContent(name)) as Uint8Array));
  }
  return { text, files };
}
