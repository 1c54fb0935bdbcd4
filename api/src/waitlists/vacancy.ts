// Free places back: when the owner raises a listing's free places from none, the people waiting on its list are
// told by mail, everyone or the first N as the owner chose, in the transaction of the edit (the outbox).
import type { Knex } from 'knex';
import { mailPlacesFree, type WaitlistMailDeps } from './mails.ts';
import { entryRows, normalise, type EntryRow } from './rows.ts';

/** Called with the edit's transaction; answers how many were told. */
export async function tellWaitlistAboutFreePlaces(
  deps: WaitlistMailDeps,
  trx: Knex.Transaction,
  listingId: number,
  before: number,
  after: number,
): Promise<number> {
  if (!(before === 0 && after > 0)) return 0;
  const listing = (await trx('listings').where({ id: listingId }).first('waitlistNotifyFirst')) as
    { waitlistNotifyFirst: number | null } | undefined;
  const q = entryRows(trx, [listingId]).where('e.listingId', listingId).where('e.state', 'waiting').orderBy('e.rank');
  if (listing?.waitlistNotifyFirst) q.limit(listing.waitlistNotifyFirst);
  const rows = ((await q) as EntryRow[]).map(normalise);
  for (const row of rows) await mailPlacesFree(deps, trx, row);
  return rows.length;
}
