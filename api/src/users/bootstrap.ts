// Makes sure an admin exists: on a fresh database one is created from ADMIN_USERNAME / ADMIN_PASSWORD,
// or with a strong random password printed once to the log. There is never a fixed default password.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { User } from '../models/User.ts';
import { createUser } from './service.ts';

export async function ensureAdmin(config: Config, log: Logger): Promise<void> {
  const existing = await User.query().modify('admins').first();
  if (existing) return;
  const taken = await User.query().whereRaw('lower(username) = lower(?)', [config.adminUsername]).first();
  if (taken) {
    throw new Error(
      `No admin exists and the username "${config.adminUsername}" belongs to a non-admin account. ` +
        'Set ADMIN_USERNAME to a free username and restart.',
    );
  }
  const password = config.adminPassword ?? randomBytes(18).toString('base64url');
  await createUser({
    email: `${config.adminUsername.toLowerCase()}@admin.invalid`,
    username: config.adminUsername,
    password,
    firstName: 'Plattform',
    lastName: 'Administrator',
    isAdmin: true,
    emailVerified: true,
  });
  if (config.adminPassword) {
    log.info(`Created admin "${config.adminUsername}" with the password from ADMIN_PASSWORD.`);
  } else {
    log.warn(
      `Created admin "${config.adminUsername}" with the generated password: ${password}\n` +
        '  It is shown only this once: sign in at /admin/login and keep it safe (or set ADMIN_PASSWORD before the first start).',
    );
  }
}
