// The demo's viewing slots: every stable with a public listing offers visits on the coming four Saturdays at
// 10:00 and Wednesdays at 17:00 in its own time zone, so a visitor of the demo can book one in a conversation.
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { timeZoneOfRegion, zonedMoment } from '#contract/viewings.ts';
import { DemoClock } from './demo-clock.ts';

/** Weekday (0 = Sunday, as Date.getUTCDay counts) and wall-clock time of the demo's visiting hours. */
const VISITING_HOURS = [
  { weekday: 6, time: '10:00' },
  { weekday: 3, time: '17:00' },
] as const;
const WEEKS = 4;

export async function seedDemoViewingSlots(trx: Knex.Transaction, now: Date): Promise<number> {
  const stables: { id: number; region: string }[] = await trx('stables as s')
    .whereExists(
      trx('listings as l')
        .whereRaw('l.stable_id = s.id')
        .whereIn('l.status', [...PUBLIC_STATUSES]),
    )
    .select('s.id', 's.region')
    .orderBy('s.id');
  const clock = new DemoClock(now);
  const slots = stables.flatMap((stable) => {
    const timeZone = timeZoneOfRegion(stable.region);
    return Array.from({ length: WEEKS * 7 }, (_, i) => clock.day(i + 1)).flatMap((day) => {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      return VISITING_HOURS.filter((hours) => hours.weekday === weekday).map(({ time }) => ({
        stableId: stable.id,
        startsAt: zonedMoment(day, time, timeZone),
        minutes: 30,
        capacity: 2,
      }));
    });
  });
  if (slots.length) await trx.batchInsert('viewing_slots', slots, 500);
  return slots.length;
}
