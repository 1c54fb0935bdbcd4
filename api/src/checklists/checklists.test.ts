import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChecklistAnswer,
  ChecklistSummaryAnswer,
  ChecklistSyncAnswer,
  ComparisonCreatedAnswer,
  SharedComparisonAnswer,
} from '#contract/checklist-answers.ts';
import { CHECKLIST_MSG } from '#contract/checklists.ts';
import { buildListing, signInAs } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { buildConversation } from '../viewings/test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const answer = (stars: number | null, note: string, m: number) => ({ stars, note, updatedAt: minutesAgo(m) });

describe('the checklist routes without a session', () => {
  it.each([
    ['get', '/api/me/checklists'],
    ['get', '/api/me/checklists/1'],
    ['put', '/api/me/checklists/1'],
    ['post', '/api/me/comparisons'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const res = await server.client()[method](path, {});
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/me/checklists/:listingId', () => {
  it('stores the first copy and answers it merged, with nothing changed elsewhere', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex);
    const res = await client.put(`/api/me/checklists/${listing.id}`, {
      answers: { water: answer(4, 'Selbsttränke, sauber', 5) },
      notes: { text: 'Hofhund freundlich', updatedAt: minutesAgo(4) },
    });
    expect(res.status).toBe(200);
    ChecklistSyncAnswer.parse(res.body);
    expect(res.body.changedElsewhere).toEqual([]);
    expect(res.body.checklist.answers.water).toMatchObject({ stars: 4, note: 'Selbsttränke, sauber' });
    const read = await client.get(`/api/me/checklists/${listing.id}`);
    ChecklistAnswer.parse(read.body);
    expect(read.body).toMatchObject({ listingId: listing.id, notes: { text: 'Hofhund freundlich' } });
  });

  it('keeps the later change per question and names those decided for the other device', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex);
    const url = `/api/me/checklists/${listing.id}`;
    // The laptop: water rated 10 minutes ago, herd 30 minutes ago.
    await client.put(url, { answers: { water: answer(2, 'trüb', 10), herd: answer(5, '', 30) } });
    // The phone, offline earlier: water 20 minutes ago (older), herd 15 minutes ago (newer), hay new.
    const res = await client.put(url, {
      answers: { water: answer(5, '', 20), herd: answer(1, 'unruhig', 15), hayQuality: answer(3, '', 12) },
    });
    expect(res.body.changedElsewhere).toEqual(['water']);
    expect(res.body.checklist.answers).toMatchObject({
      water: { stars: 2, note: 'trüb' },
      herd: { stars: 1, note: 'unruhig' },
      hayQuality: { stars: 3 },
    });
  });

  it('counts a change stamped in the future as made now, so it cannot win forever', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex);
    const url = `/api/me/checklists/${listing.id}`;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await client.put(url, { answers: { staff: { stars: 1, note: '', updatedAt: future } } });
    const res = await client.put(url, {
      answers: { staff: { stars: 5, note: '', updatedAt: new Date(Date.now() + 1000).toISOString() } },
    });
    expect(res.body.checklist.answers.staff.stars).toBe(5);
  });

  it.each([
    [{ answers: { water: answer(6, '', 1) } }, CHECKLIST_MSG.stars],
    [{ answers: { water: answer(0, '', 1) } }, CHECKLIST_MSG.stars],
    [{ answers: { water: answer(3, 'x'.repeat(1001), 1) } }, CHECKLIST_MSG.noteTooLong],
    [{ answers: { water: { stars: 3, note: '', updatedAt: 'gestern' } } }, CHECKLIST_MSG.updatedAt],
    [{ answers: { pool: answer(3, '', 1) } }, 'Unbekannter Schlüssel: "pool"'],
    [{ notes: { text: 'x'.repeat(5001), updatedAt: minutesAgo(1) } }, CHECKLIST_MSG.notesTooLong],
  ])('refuses a bad body (%#) with 400 and a German message', async (body, message) => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex);
    const res = await client.put(`/api/me/checklists/${listing.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('merges two devices syncing at once without losing either', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex);
    const url = `/api/me/checklists/${listing.id}`;
    await Promise.all([
      client.put(url, { answers: { water: answer(4, '', 3) } }),
      client.put(url, { answers: { herd: answer(2, '', 2) } }),
    ]);
    const read = await client.get(url);
    expect(Object.keys(read.body.answers).sort()).toEqual(['herd', 'water']);
  });
});

describe('who sees which checklist', () => {
  it('never shows another user’s checklist: each account has its own', async () => {
    const knex = server.services.knex;
    const listing = await buildListing(knex);
    const a = server.client();
    const b = server.client();
    await signInAs(a, knex);
    await signInAs(b, knex);
    await a.put(`/api/me/checklists/${listing.id}`, { answers: { gutFeeling: answer(5, 'Traumstall', 1) } });
    const theirs = await b.get(`/api/me/checklists/${listing.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ listingId: listing.id, answers: {}, notes: null, updatedAt: null });
    expect((await b.get('/api/me/checklists')).body).toEqual([]);
    const mine = await a.get('/api/me/checklists');
    expect(mine.body).toHaveLength(1);
    ChecklistSummaryAnswer.parse(mine.body[0]);
    expect(mine.body[0]).toMatchObject({ listingId: listing.id, rated: 1, listing: { title: listing.title } });
  });

  it('answers 404 for a listing the user cannot see, and for one that does not exist', async () => {
    const knex = server.services.knex;
    const client = server.client();
    await signInAs(client, knex);
    const hidden = await buildListing(knex, { status: 'pending' });
    expect((await client.get(`/api/me/checklists/${hidden.id}`)).status).toBe(404);
    const put = await client.put(`/api/me/checklists/${hidden.id}`, { answers: {} });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Stallplatz nicht gefunden');
    expect((await client.get('/api/me/checklists/2147483647')).status).toBe(404);
    expect((await client.get('/api/me/checklists/abc')).status).toBe(400);
  });

  it('keeps the checklist of a viewing open after the listing went offline, for the enquirer only', async () => {
    const knex = server.services.knex;
    const enquirer = server.client();
    const other = server.client();
    const me = await signInAs(enquirer, knex);
    await signInAs(other, knex);
    const listing = await buildListing(knex);
    const conversationId = await buildConversation(knex, listing.id, { id: me.id, email: me.email });
    const startsAt = new Date(Date.now() + 86_400_000);
    await knex('viewings').insert({
      conversationId,
      status: 'booked',
      proposedBy: 'enquirer',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
    });
    await knex('listings').where({ id: listing.id }).update({ status: 'inactive' });
    expect((await enquirer.get(`/api/me/checklists/${listing.id}`)).status).toBe(200);
    expect((await other.get(`/api/me/checklists/${listing.id}`)).status).toBe(404);
  });

  it('keeps a favourite’s checklist open after the listing went offline', async () => {
    const knex = server.services.knex;
    const client = server.client();
    await signInAs(client, knex);
    const listing = await buildListing(knex);
    await client.put(`/api/me/favourites/${listing.id}`);
    await knex('listings').where({ id: listing.id }).update({ status: 'inactive' });
    expect((await client.get(`/api/me/checklists/${listing.id}`)).status).toBe(200);
    await client.put(`/api/me/checklists/${listing.id}`, { answers: { herd: answer(3, '', 1) } });
    expect((await client.get('/api/me/checklists')).body[0]).toMatchObject({ listingId: listing.id, listing: null });
  });
});

describe('POST /api/me/comparisons and GET /api/comparisons/:token', () => {
  it('shares the chosen listings with the sharer’s ratings, read-only for anyone with the link', async () => {
    const knex = server.services.knex;
    const sharer = server.client();
    await signInAs(sharer, knex);
    const first = await buildListing(knex);
    const second = await buildListing(knex);
    await sharer.put(`/api/me/checklists/${second.id}`, { answers: { water: answer(4, 'klar', 1) } });
    const created = await sharer.post('/api/me/comparisons', { listingIds: [second.id, first.id] });
    expect(created.status).toBe(201);
    ComparisonCreatedAnswer.parse(created.body);
    expect(created.body.path).toBe(`/vergleich/${created.body.token}`);

    const res = await server.client().get(`/api/comparisons/${created.body.token}`);
    expect(res.status).toBe(200);
    SharedComparisonAnswer.parse(res.body);
    expect(res.body.items.map((item: { listing: { id: number } }) => item.listing.id)).toEqual([second.id, first.id]);
    expect(res.body.items[0].checklist.answers.water).toMatchObject({ stars: 4, note: 'klar' });
    expect(res.body.items[1].checklist).toBeNull();
    // Read-only: there is no route that changes it.
    expect((await server.client().put(`/api/comparisons/${created.body.token}`, {})).status).toBe(405);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = await server.client().get(`/api/comparisons/${'a'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Vergleich nicht gefunden');
    expect((await server.client().get('/api/comparisons/kurz')).status).toBe(404);
  });

  it.each([
    [[], CHECKLIST_MSG.compareCount],
    [[1, 2, 3, 4, 5], CHECKLIST_MSG.compareCount],
    [[7, 7], CHECKLIST_MSG.compareTwice],
    ['1,2', CHECKLIST_MSG.compareCount],
  ])('refuses listingIds %j with 400 and a German message', async (listingIds, message) => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const res = await client.post('/api/me/comparisons', { listingIds });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a listing the user cannot see', async () => {
    const knex = server.services.knex;
    const client = server.client();
    await signInAs(client, knex);
    const hidden = await buildListing(knex, { status: 'pending' });
    const res = await client.post('/api/me/comparisons', { listingIds: [hidden.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CHECKLIST_MSG.compareNotVisible);
  });
});
