// Who is looking, as the view counter needs it: a keyed hash that is the same for one visitor all day and
// different the next day, so views count once per visitor and day while no address or browser is stored and
// nobody can be followed from one day to the next. A signed-in user is one visitor on every device.
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { HOME_TIME_ZONE } from '#contract/limits.ts';

const HASH_BYTES = 16;

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface VisitorTraits {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/** The traits of the request's visitor: the signed-in user, or the client's address and browser. */
export function visitorOf(ctx: {
  state: { user?: { id: number } | null };
  ip: string;
  get(field: string): string;
}): VisitorTraits {
  return { userId: ctx.state.user?.id ?? null, ip: ctx.ip, userAgent: ctx.get('User-Agent') };
}

export function visitorKey(secret: string, traits: VisitorTraits, now: Date = new Date()): Buffer {
  const who = traits.userId === null ? `guest\n${traits.ip}\n${traits.userAgent}` : `user\n${traits.userId}`;
  return createHmac('sha256', secret)
    .update(`${calendarDay.format(now)}\n${who}`)
    .digest()
    .subarray(0, HASH_BYTES);
}

/** Today's visitors are all the counter needs; yesterday's stay until the day has ended in every time zone. */
export async function pruneViewVisitors(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM listing_view_visitors WHERE day < (now() AT TIME ZONE ?)::date - 1`, [HOME_TIME_ZONE]);
}
