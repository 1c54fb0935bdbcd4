// An owner's blocked senders: by address and, when known, account. A blocked sender writes no more in the owner's
// conversations and sends no more enquiries to the owner's listings.
import type { Knex } from 'knex';
import type { ConversationAccess } from './access.ts';

/** Whether the owner blocked this address or account. */
export async function senderBlocked(db: Knex, ownerId: number, email: string, userId: number | null): Promise<boolean> {
  const row = await db('senderBlocks')
    .where({ ownerId })
    .where((w) => {
      w.whereRaw('lower(email) = lower(?)', [email]);
      if (userId !== null) w.orWhere({ userId });
    })
    .first('id');
  return Boolean(row);
}

/** Blocks the conversation's enquirer for its owner; blocking again changes nothing. */
export async function blockSender(knex: Knex, access: ConversationAccess): Promise<void> {
  await knex.transaction(async (trx) => {
    if (!(await senderBlocked(trx, access.ownerId, access.enquirerEmail, access.enquirerId))) {
      await trx('senderBlocks').insert({
        ownerId: access.ownerId,
        email: access.enquirerEmail.toLowerCase(),
        userId: access.enquirerId,
        conversationId: access.id,
      });
    }
    await trx('conversations').where({ id: access.id }).whereNull('blockedAt').update({ blockedAt: trx.fn.now() });
  });
}

/** Lifts every block of the conversation's enquirer by its owner. */
export async function unblockSender(knex: Knex, access: ConversationAccess): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('senderBlocks')
      .where({ ownerId: access.ownerId })
      .where((w) => {
        w.whereRaw('lower(email) = lower(?)', [access.enquirerEmail]);
        if (access.enquirerId !== null) w.orWhere({ userId: access.enquirerId });
      })
      .delete();
    await trx('conversations').where({ id: access.id }).update({ blockedAt: null });
  });
}
