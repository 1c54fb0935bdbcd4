// The session secret: SESSION_SECRET when set (required in production). Otherwise it is generated once and kept
// where every process that shares the data finds it: in the database on PostgreSQL (so several processes behind
// a load balancer agree without a manual step), in DATA_DIR with the embedded database (one process owns it).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from './config.ts';

const newSecret = () => randomBytes(48).toString('base64url');

/** The secret kept in DATA_DIR, created on first use. */
export async function fileSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = newSecret();
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** The secret kept in the database, created by the first process to ask (the others read the same row). */
export async function sharedSessionSecret(config: Config, knex: Knex): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  await knex('serverSecrets').insert({ name: 'session', value: newSecret() }).onConflict('name').ignore();
  const row = await knex('serverSecrets').where({ name: 'session' }).first('value');
  return row.value as string;
}
