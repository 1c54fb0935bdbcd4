// The serving pool cancels statements that run too long, and the API answers that as a busy server (503 with
// Retry-After), never as a 500 or by holding the connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { errorHandler } from '../http/error-handler.ts';
import { createLogger } from '../log.ts';
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
