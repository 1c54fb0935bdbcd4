// The back office's user management in the database: the filtered list, edits and deletion, each change
// under locks that keep at least one administrator.
import type { Knex } from 'knex';
import type { AdminUpdateUserBody, AdminUserQuery } from '#contract/schemas.ts';
import type * as z from 'zod';
import { conflict, notFound } from '../http/errors.ts';
import { User } from '../models/User.ts';
import { assertAvailable } from './service.ts';

const LAST_ADMIN_DEMOTE = 'Der letzte Administrator kann nicht herabgestuft werden';
const LAST_ADMIN_DELETE = 'Der letzte Administrator kann nicht gelöscht werden';

/**
 * Locks every admin row (in id order, so two callers never deadlock) and then the target row, and
 * returns the target. While the locks are held no other transaction can demote or delete an admin, so
 * "is another admin left?" stays true until this transaction ends.
 */
export async function lockAdminsAndTarget(trx: Knex.Transaction, id: number) {
  const adminIds = (await User.query(trx).modify('admins').orderBy('id').forUpdate().select('id')).map((u) => u.id);
  const target = await User.query(trx).findById(id).forUpdate();
  if (!target) throw notFound('Benutzer');
  const otherAdminLeft = adminIds.some((adminId) => adminId !== id);
  return { target, otherAdminLeft };
}

/** Newest first; the search matches e-mail, user name or full name (accents and case folded). */
export async function listUsers(query: z.infer<typeof AdminUserQuery>): Promise<User[]> {
  const q = User.query().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (query.search) {
    const term = query.search.toLowerCase();
    q.where((w) =>
      w
        .whereRaw('strpos(lower(email), ?) > 0', [term])
        .orWhereRaw('strpos(lower(username), ?) > 0', [term])
        .orWhereRaw(`strpos(search_fold(concat_ws(' ', first_name, last_name)), search_fold(?)) > 0`, [query.search]),
    );
  }
  if (query.role === 'admin') q.where('isAdmin', true);
  if (query.role === 'stable_owner') q.where({ isAdmin: false, isStableOwner: true });
  if (query.role === 'user') q.where({ isAdmin: false, isStableOwner: false });
  return q;
}

/** Applies the fields that were sent; the last admin cannot be demoted (409). */
export async function updateUser(knex: Knex, id: number, body: z.infer<typeof AdminUpdateUserBody>): Promise<User> {
  return knex.transaction(async (trx) => {
    const { target, otherAdminLeft } = await lockAdminsAndTarget(trx, id);
    if (target.isAdmin && body.isAdmin === false && !otherAdminLeft) throw conflict(LAST_ADMIN_DEMOTE);
    await assertAvailable(body.email, body.username, target.id, trx);
    const patch: Partial<User> = {};
    if (body.email !== undefined) patch.email = body.email;
    if (body.username !== undefined) patch.username = body.username;
    if (body.isAdmin !== undefined) patch.isAdmin = body.isAdmin;
    if (body.isStableOwner !== undefined) patch.isStableOwner = body.isStableOwner;
    // The optional texts parse blank to undefined; a field that was sent blank is cleared, one left out is kept.
    if ('firstName' in body) patch.firstName = body.firstName ?? null;
    if ('lastName' in body) patch.lastName = body.lastName ?? null;
    if ('phone' in body) patch.phone = body.phone ?? null;
    if (Object.keys(patch).length === 0) return target;
    return target.$query(trx).patchAndFetch({ ...patch, updatedAt: new Date() });
  });
}

/** Deletes the account (the last admin cannot go, 409); returns the ids of the listings that went with it. */
export async function deleteUser(knex: Knex, id: number): Promise<number[]> {
  return knex.transaction(async (trx) => {
    const { target, otherAdminLeft } = await lockAdminsAndTarget(trx, id);
    if (target.isAdmin && !otherAdminLeft) throw conflict(LAST_ADMIN_DELETE);
    const owned: { id: number }[] = await trx('listings')
      .join('stables', 'stables.id', 'listings.stableId')
      .where('stables.ownerId', target.id)
      .select('listings.id');
    // Sessions, stables and their listings go with the user (foreign keys cascade).
    await User.query(trx).deleteById(target.id);
    return owned.map((row) => row.id);
  });
}
