// The demo's trust marks (issue 37): three stables verified by the team (their documents deleted after the
// decision, as in real use) and two confirmed seals, so the detail pages and /stall/<slug> show what the marks look
// like. The first three stables with a public listing get them; dates count back from the demo's day.
import type { Knex } from 'knex';
import { FN_SEAL_NAME } from '#contract/trust.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoTrust(trx: Knex.Transaction, now: Date): Promise<void> {
  const stables = (await trx('stables as s')
    .join('users as u', 'u.id', 's.ownerId')
    .whereExists(trx('listings as l').where('l.stableId', trx.ref('s.id')).whereIn('l.status', ['active', 'premium']))
    .orderBy('s.id')
    .limit(3)
    .select('s.id', 's.name', 's.address', 's.postalCode', 's.city', 's.ownerId')) as {
    id: number;
    name: string;
    address: string;
    postalCode: string;
    city: string;
    ownerId: number;
  }[];
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  await trx('stable_verifications').insert(
    stables.map((stable, i) => ({
      stableId: stable.id,
      requestedBy: stable.ownerId,
      legalName: stable.name,
      address: `${stable.address}, ${stable.postalCode} ${stable.city}`,
      phone: '+49 89 1234567',
      documentKind: i === 1 ? 'utility_bill' : 'trade_register',
      status: 'granted',
      createdAt: new Date(now.getTime() - (40 + i * 10) * DAY_MS),
      decidedAt: new Date(now.getTime() - (38 + i * 10) * DAY_MS),
    })),
  );
  const seals = [];
  if (stables[0])
    seals.push({ stableId: stables[0].id, kind: 'fn', name: FN_SEAL_NAME, stars: 4, validUntil: day(420) });
  if (stables[1])
    seals.push({
      stableId: stables[1].id,
      kind: 'regional',
      name: 'Qualitätssiegel Pferdeland Bayern',
      validUntil: day(250),
    });
  await trx('stable_seals').insert(
    seals.map((seal) => ({
      ...seal,
      status: 'confirmed',
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
      decidedAt: new Date(now.getTime() - 29 * DAY_MS),
    })),
  );
}
