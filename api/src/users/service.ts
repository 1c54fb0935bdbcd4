// Account creation and lookup shared by registration, the admin back office and the bootstrap admin.
import type { Knex } from 'knex';
import { MSG } from '#contract/messages.ts';
import { hashPassword } from '../auth/password.ts';
import { conflict } from '../http/errors.ts';
import { User } from '../models/User.ts';

export interface NewUser {
  email: string;
  username: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  isAdmin?: boolean;
  isStableOwner?: boolean;
  /** Accounts an admin creates (and the bootstrap admin) need no confirmation mail. */
  emailVerified?: boolean;
}

export async function assertAvailable(
  email: string | undefined,
  username: string | undefined,
  exceptId?: number,
  trx?: Knex,
) {
  if (email) {
    const q = User.query(trx).whereRaw('lower(email) = lower(?)', [email]);
    if (exceptId) q.whereNot('id', exceptId);
    if (await q.first()) throw conflict(MSG.emailTaken);
  }
  if (username) {
    const q = User.query(trx).whereRaw('lower(username) = lower(?)', [username]);
    if (exceptId) q.whereNot('id', exceptId);
    if (await q.first()) throw conflict(MSG.usernameTaken);
  }
}

export async function createUser(input: NewUser, trx?: Knex): Promise<User> {
  await assertAvailable(input.email, input.username, undefined, trx);
  // The unique indexes still decide a race between two simultaneous sign-ups (mapped to 409 by the error middleware).
  // Written and read back in one statement: a failed read can never follow a committed sign-up.
  return User.query(trx)
    .insert({
      email: input.email,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
      isAdmin: input.isAdmin ?? false,
      isStableOwner: input.isStableOwner ?? false,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    })
    .returning('*');
}

/** Finds an account by username or e-mail address, ignoring case. */
export async function findByLogin(login: string): Promise<User | undefined> {
  return User.query()
    .whereRaw('lower(username) = lower(?)', [login])
    .orWhereRaw('lower(email) = lower(?)', [login])
    .first();
}
