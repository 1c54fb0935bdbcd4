// An account's horse profiles in the database: at most HORSES_MAX per user, counted under a lock on the user's row
// so two tabs cannot both add the tenth; the horses a device kept before signing in are moved in the same way.
import type { Knex } from 'knex';
import { HORSE_MSG, HORSES_MAX, type HorseBody, type HorseDto, type HorsesImportDto } from '#contract/horses.ts';
import { conflict, notFound } from '../http/errors.ts';
import { presentHorse, type HorseRow } from './presenter.ts';

/** The user's horses, oldest first (the order they were added in). */
export async function horsesOf(knex: Knex, userId: number): Promise<HorseDto[]> {
  const rows: HorseRow[] = await knex('horses').where({ userId }).orderBy('id');
  return rows.map(presentHorse);
}

/** Serialises the writes of one user's horses for the rest of the transaction. */
async function lockUser(trx: Knex.Transaction, userId: number): Promise<number> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
  const row = await trx('horses').where({ userId }).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function createHorse(knex: Knex, userId: number, body: HorseBody): Promise<HorseDto> {
  return knex.transaction(async (trx) => {
    if ((await lockUser(trx, userId)) >= HORSES_MAX) throw conflict(HORSE_MSG.tooMany);
    const [row] = await trx('horses')
      .insert({ ...body, userId })
      .returning('*');
    return presentHorse(row as HorseRow);
  });
}

/** Another user's horse answers as if it did not exist. */
export async function updateHorse(knex: Knex, userId: number, id: number, body: HorseBody): Promise<HorseDto> {
  const [row] = await knex('horses')
    .where({ id, userId })
    .update({ ...body, updatedAt: knex.fn.now() })
    .returning('*');
  if (!row) throw notFound('Pferd');
  return presentHorse(row as HorseRow);
}

export async function deleteHorse(knex: Knex, userId: number, id: number): Promise<void> {
  // RETURNING rather than the row count, which the embedded database's driver does not report alike.
  const deleted = await knex('horses').where({ id, userId }).delete().returning('id');
  if (deleted.length === 0) throw notFound('Pferd');
}

/** Same horse: same name (ignoring case) and same Stockmaß. */
const sameHorse = (a: Pick<HorseBody, 'name' | 'heightCm'>, b: Pick<HorseBody, 'name' | 'heightCm'>) =>
  a.name.toLocaleLowerCase('de') === b.name.toLocaleLowerCase('de') && (a.heightCm ?? null) === (b.heightCm ?? null);

/** Adds a device's horses that the account does not have yet, as many as the limit leaves room for. */
export async function importHorses(knex: Knex, userId: number, horses: HorseBody[]): Promise<HorsesImportDto> {
  let skipped = 0;
  await knex.transaction(async (trx) => {
    let count = await lockUser(trx, userId);
    const known: HorseBody[] = await trx('horses').where({ userId }).select('name', 'heightCm');
    for (const horse of horses) {
      if (known.some((k) => sameHorse(k, horse))) continue;
      if (count >= HORSES_MAX) {
        skipped += 1;
        continue;
      }
      await trx('horses').insert({ ...horse, userId });
      known.push(horse);
      count += 1;
    }
  });
  return { horses: await horsesOf(knex, userId), skipped };
}
