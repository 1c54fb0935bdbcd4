// koa-session store backed by the sessions table: the cookie carries only a random id.
import type { Knex } from 'knex';

export interface SessionData {
  userId?: number;
  /** When the user signed in (ms); sessions end after ABSOLUTE_TIMEOUT_MS whatever the activity. */
  signedInAt?: number;
  [key: string]: unknown;
}

export function createSessionStore(knex: Knex) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await knex('sessions').where({ id: key }).andWhere('expiresAt', '>', knex.fn.now()).first('data');
      return row?.data as SessionData | undefined;
    },
    async set(key: string, session: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const expiresAt = new Date(Date.now() + ttl);
      // koa-session's own fields (_expire, _maxAge) are kept: it needs them to renew the session.
      await knex('sessions')
        .insert({ id: key, userId: session.userId ?? null, data: JSON.stringify(session), expiresAt })
        .onConflict('id')
        .merge(['userId', 'data', 'expiresAt']);
    },
    async destroy(key: string): Promise<void> {
      await knex('sessions').where({ id: key }).delete();
    },
  };
}

export async function pruneSessions(knex: Knex): Promise<void> {
  await knex('sessions').where('expiresAt', '<=', knex.fn.now()).delete();
}

/** Ends every session of a user, e.g. after deletion or a password change (except `keep`). */
export async function endSessionsOf(knex: Knex, userId: number, keep?: string): Promise<void> {
  const q = knex('sessions').where({ userId });
  if (keep) q.whereNot({ id: keep });
  await q.delete();
}
