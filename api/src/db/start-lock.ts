// Processes started at the same moment on one PostgreSQL take turns for the start-up work that must happen once:
// migrations, the shared session secret, the bootstrap admin and the demo seed. The turn is a session-level
// advisory lock held by a connection of its own, so it ends with the process should that die half-way, and a
// process that waits finds the work done (migrations applied, an admin and demo data present) and skips it.
import pg from 'pg';

/** The lock's key: any constant the product does not use for another advisory lock. */
const START_LOCK_KEY = 720_261_124;

export interface StartLock {
  release(): Promise<void>;
}

export async function acquireStartLock(url: string): Promise<StartLock> {
  const client = new pg.Client({ connectionString: url, application_name: 'stallfinder start-up' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  return {
    async release() {
      try {
        await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]);
      } finally {
        await client.end();
      }
    },
  };
}
