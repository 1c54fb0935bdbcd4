// The serving pool cancels statements that run too long, and the API answers that as a busy server (503 with
// Retry-After), never as a 500 or by holding the connection.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { errorHandler } from '../http/error-handler.ts';
import { createLogger } from '../log.ts';
import { isDatabaseUnavailable } from './availability.ts';
import { openDatabase, type Database } from './connection.ts';

let database: TestDatabase;
let serving: Database | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) serving = await openDatabase({ kind: 'postgres', url: database.url, statementTimeoutMs: 200 });
});

afterAll(async () => {
  await serving?.close();
  await database?.drop();
});

describe('the serving pool on PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL)(
    'cancels a statement after its timeout and keeps working',
    async () => {
      const started = Date.now();
      await expect(serving!.knex.raw('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(1500);
      const { rows } = await serving!.knex.raw('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    },
  );
});

/** A TCP relay to the database that can stop passing bytes on, as a server host that stopped answering. */
async function relayTo(url: string) {
  const target = new URL(url);
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    freeze: () => (frozen = true),
    thaw: () => (frozen = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a database server that stops answering', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL)(
    'fails the waiting statement as an outage soon after the timeout, and the pool recovers',
    async () => {
      const relay = await relayTo(database.url!);
      const db = await openDatabase({ kind: 'postgres', url: relay.url, statementTimeoutMs: 300 });
      try {
        expect((await db.knex.raw('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        relay.freeze();
        const started = Date.now();
        const error: unknown = await db.knex.raw('SELECT 2 AS two').then(
          () => null,
          (err: unknown) => err,
        );
        // The server's own timeout cannot fire (its answers are lost): the client gives up after 300 + 1000 ms,
        // checked every second.
        expect(Date.now() - started).toBeGreaterThanOrEqual(1300);
        expect(Date.now() - started).toBeLessThan(4000);
        expect(isDatabaseUnavailable(error)).toBe(true);
        relay.thaw();
        expect((await db.knex.raw('SELECT 3 AS three')).rows).toEqual([{ three: 3 }]);
      } finally {
        await db.close();
        await relay.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL)(
    'leaves a slow statement that is still within its time alone',
    async () => {
      const db = await openDatabase({ kind: 'postgres', url: database.url!, statementTimeoutMs: 1500 });
      try {
        // 1.2 s: longer than a check's interval, shorter than the server's timeout.
        expect((await db.knex.raw('SELECT pg_sleep(1.2), 4 AS four')).rows[0].four).toBe(4);
      } finally {
        await db.close();
      }
    },
  );
});

describe('a cancelled statement in a request', () => {
  it('answers 503 with a German message and Retry-After', async () => {
    const app = new Koa();
    app.use(errorHandler(createLogger('silent')));
    app.use(() => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/listings`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        message: 'Der Server ist gerade ausgelastet. Bitte versuche es gleich noch einmal.',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
