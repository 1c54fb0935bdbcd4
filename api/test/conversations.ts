// A conversation to test with: an owner with a listing (both signed in as clients), and an enquiry sent to it by a
// signed-in enquirer or, anonymously, with the private link's token read from the enquirer's mail.
import { buildListing, buildStable, signInAs } from './factories.ts';
import { mailsTo } from './mail.ts';
import type { TestClient, TestServer } from './server.ts';

export interface TestConversation {
  id: number;
  listingId: number;
  owner: TestClient;
  ownerUser: { id: number; email: string };
  /** The enquirer's client: signed in, or anonymous (then `token` opens the conversation). */
  enquirer: TestClient;
  enquirerEmail: string;
  token: string | null;
}

let counter = 0;

export async function startConversation(
  server: TestServer,
  options: { anonymous?: boolean; message?: string; horse?: Record<string, unknown> } = {},
): Promise<TestConversation> {
  const knex = server.services.knex;
  const owner = server.client();
  const ownerUser = await signInAs(owner, knex, { isStableOwner: true });
  const stable = await buildStable(knex, { ownerId: ownerUser.id, name: `Gut Sonnenhof ${++counter}` });
  const listing = await buildListing(knex, { stableId: stable.id, title: `Helle Box ${counter}` });
  const enquirer = server.client();
  let enquirerEmail = `reiterin${counter}-${Date.now()}@example.de`;
  if (!options.anonymous) enquirerEmail = (await signInAs(enquirer, knex, { email: enquirerEmail })).email;
  const res = await enquirer.post(`/api/listings/${listing.id}/enquiries`, {
    name: 'Rita Reiterin',
    email: enquirerEmail,
    phone: '+49 171 1234567',
    message: options.message ?? 'Hallo,\nist die Box noch frei?',
    ...(options.horse ? { horse: options.horse } : {}),
  });
  if (res.status !== 201) throw new Error(`enquiry failed: ${res.status} ${res.text}`);
  let token: string | null = null;
  if (options.anonymous) {
    const mail = (await mailsTo(server.services.mail.outbox!, enquirerEmail)).find((m) =>
      m.subject.startsWith('Deine Anfrage'),
    );
    const link = mail?.links.find((l) => new URL(l).pathname.startsWith('/nachrichten/zugang/'));
    if (!link) throw new Error('no private link mailed to the enquirer');
    token = decodeURIComponent(new URL(link).pathname.slice('/nachrichten/zugang/'.length));
  }
  return {
    id: res.body.conversationId,
    listingId: listing.id,
    owner,
    ownerUser,
    enquirer,
    enquirerEmail,
    token,
  };
}
