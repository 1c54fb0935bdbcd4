// Outside production the session secret may be generated: it is kept in DATA_DIR so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
