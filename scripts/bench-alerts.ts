// The alerts part of the bench (issue 36): with 100,000 saved searches spread over Germany, Austria and Switzerland
// (radius, travel time and region-only searches, with a mix of filters) and 1,000 listings published at once:
//  - the instant run: from the publication until every instant search's alert mail is queued and the first one is
//    written (bar: 120 s);
//  - the daily run at 7:00 Berlin time: every daily search's news matched and mailed into the outbox (bar: 120 s).
// One process boots as the server does, without workers (the bench runs the job itself, at the times it chooses),
// on the embedded database in a fresh data directory, or on BENCH_DATABASE_URL when given.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MailMessage } from '../api/src/mail/mailer.ts';
import { boot } from '../api/src/boot.ts';
import { runAlerts } from '../api/src/alerts/job.ts';
import { SEARCH_FILTERS } from '../contract/search-filters.ts';
import { estimateReachKm } from '../contract/travel.ts';

export const ALERT_BARS = { instantMs: 120_000, dailyMs: 120_000 };
const SEARCHES = 100_000;
const LISTINGS = 1_000;

export interface AlertFigures {
  database: string;
  instantMs: number;
  instantMails: number;
  dailyMs: number;
  dailyMails: number;
  matches: number;
}

/** Towns the searches and stables lie around: [lat, lon, name, region]. */
const TOWNS: [number, number, string, string][] = [
  [52.52, 13.405, 'Berlin', 'germany'],
  [53.551, 9.993, 'Hamburg', 'germany'],
  [48.137, 11.575, 'München', 'germany'],
  [50.937, 6.96, 'Köln', 'germany'],
  [50.11, 8.682, 'Frankfurt', 'germany'],
  [48.775, 9.182, 'Stuttgart', 'germany'],
  [51.227, 6.773, 'Düsseldorf', 'germany'],
  [51.339, 12.373, 'Leipzig', 'germany'],
  [51.05, 13.738, 'Dresden', 'germany'],
  [52.375, 9.732, 'Hannover', 'germany'],
  [49.452, 11.077, 'Nürnberg', 'germany'],
  [53.079, 8.801, 'Bremen', 'germany'],
  [51.514, 7.465, 'Dortmund', 'germany'],
  [54.323, 10.123, 'Kiel', 'germany'],
  [47.999, 7.842, 'Freiburg', 'germany'],
  [50.978, 11.029, 'Erfurt', 'germany'],
  [48.208, 16.373, 'Wien', 'austria'],
  [47.07, 15.439, 'Graz', 'austria'],
  [48.306, 14.286, 'Linz', 'austria'],
  [47.809, 13.055, 'Salzburg', 'austria'],
  [47.269, 11.404, 'Innsbruck', 'austria'],
  [47.376, 8.541, 'Zürich', 'switzerland'],
  [46.948, 7.447, 'Bern', 'switzerland'],
  [47.559, 7.588, 'Basel', 'switzerland'],
  [46.204, 6.143, 'Genf', 'switzerland'],
];

/** A repeatable random sequence, so every run benches the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function benchAlerts(databaseUrl: string | undefined): Promise<AlertFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-bench-alerts-'));
  const services = await boot({
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
    WORKERS: '0',
    LOG_LEVEL: 'silent',
  });
  const { knex } = services;
  const deps = { jobs: services.jobs, settings: services.settings, config: services.config, search: services.search };
  const rand = random(36);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const tag = `bench-alerts-${process.pid}`;
  const started = performance.now();
  const step = (what: string) =>
    process.stderr.write(`  alerts bench: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  try {
    // The stables and listings, not public yet.
    const [owner] = (await knex('users')
      .insert({
        email: `${tag}@bench.invalid`,
        username: tag,
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: 'Owner',
        isStableOwner: true,
      })
      .returning('id')) as { id: number }[];
    const stableRows = Array.from({ length: LISTINGS }, (_, i) => {
      const [lat, lon, city, region] = pick(TOWNS);
      return {
        ownerId: owner!.id,
        name: `Bench-Stall ${i}`,
        description: 'Bench',
        address: `Weg ${i}`,
        city,
        postalCode: String(10000 + i),
        region,
        // Half around the towns, half anywhere in the countries (stables lie in the country).
        ...(rand() < 0.5
          ? { latitude: lat + (rand() - 0.5) * 2, longitude: lon + (rand() - 0.5) * 3 }
          : { latitude: 46 + rand() * 8.5, longitude: 6 + rand() * 10.5 }),
      };
    });
    const inserted = async (table: string, rows: object[]) => {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const part = (await knex(table)
          .insert(rows.slice(i, i + 500))
          .returning('id')) as { id: number }[];
        ids.push(...part.map((row) => row.id));
      }
      return ids;
    };
    const stables = (await inserted('stables', stableRows)).map((id) => ({ id }));
    const listingRows = stables.map(({ id }, i) => ({
      stableId: id,
      title: `Bench-Box ${i}`,
      description: 'Helle Box mit Paddock.',
      stallType: pick(['outside_box', 'inside_box', 'open_stable', 'pasture']),
      pricePerMonth: 150 + Math.round(rand() * 600),
      freePlaces: rand() < 0.8 ? 1 : 0,
      availableFrom: null,
      imageUrls: JSON.stringify([]),
      features: JSON.stringify([]),
      status: 'pending',
    }));
    const listingIds = await inserted('listings', listingRows);

    // The saved searches: around a town, by radius (65 %), travel time (32 %) or region only (3 %), with filters.
    const priceRanges = SEARCH_FILTERS.priceRange.examples;
    const searchRows = Array.from({ length: SEARCHES }, (_, i) => {
      const [lat, lon, label, region] = pick(TOWNS);
      const centre = { lat: lat + (rand() - 0.5) * 1.5, lon: lon + (rand() - 0.5) * 2, label };
      const kind = rand();
      const filters: Record<string, unknown> = {};
      if (rand() < 0.8) filters.stallType = pick(['outside_box', 'inside_box', 'open_stable', 'pasture']);
      if (rand() < 0.5) filters.priceRange = pick(priceRanges);
      if (rand() < 0.3) filters.freeNow = true;
      const minutes = pick([20, 30, 45, 60]);
      const criteria =
        kind < 0.65
          ? { filters, origins: [], near: { ...centre, radiusKm: pick([10, 25, 50, 100]) } }
          : kind < 0.97
            ? { filters, origins: [{ ...centre, maxMinutes: minutes, radiusKm: estimateReachKm(minutes) }] }
            : { filters, origins: [], region };
      const f = rand();
      return {
        email: `s${i}@bench.invalid`,
        name: `Suche ${i}`,
        query: '',
        criteria: JSON.stringify(criteria),
        frequency: f < 0.3 ? 'instant' : f < 0.9 ? 'daily' : 'weekly',
        confirmedAt: new Date(Date.now() - 3600_000),
        digestAt: new Date(Date.now() - 3600_000),
      };
    });
    step('stables and listings written');
    await knex.batchInsert('savedSearches', searchRows, 2000);
    step('saved searches written');

    // Before 7:00 in Berlin on a Monday: only the instant searches are due.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const at = (hourUtc: number, minute = 0) =>
      new Date(Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate(), hourUtc, minute));
    // The first run takes the state as it is (and builds the search index, as a running process has it).
    await runAlerts(deps, knex, at(3, 0));
    step('first run');

    // Published at once (as an admin approves them).
    const published = performance.now();
    await knex('listings').whereIn('id', listingIds).update({ status: 'active' });
    const instant = await runAlerts(deps, knex, at(3, 1));
    // The first alert mail written, as the mail worker writes it.
    const [job] = await services.jobs.boss.fetch<MailMessage>('mail-bulk', { batchSize: 1 });
    if (job) await services.mail.send(job.data);
    const instantMs = performance.now() - published;
    step(`instant run: ${JSON.stringify(instant)}`);

    const dailyStart = performance.now();
    const daily = await runAlerts(deps, knex, at(7, 0));
    const dailyMs = performance.now() - dailyStart;
    return {
      database: databaseUrl ? 'PostgreSQL' : 'embedded',
      instantMs,
      instantMails: instant.searchMails,
      dailyMs,
      dailyMails: daily.searchMails,
      matches: instant.matches,
    };
  } finally {
    // The bench's own rows, in pieces (a statement deleting half a million matches at once outlasts the client's
    // timeout); best effort: a database of its own is dropped anyway.
    try {
      await knex.raw(`DELETE FROM pgboss.job WHERE name = 'mail-bulk' AND data->>'to' LIKE '%@bench.invalid'`);
      for (;;) {
        const ids = (await knex('savedSearches')
          .whereLike('email', '%@bench.invalid')
          .limit(2000)
          .pluck('id')) as number[];
        if (ids.length === 0) break;
        await knex('savedSearchMatches').whereIn('savedSearchId', ids).delete();
        await knex('savedSearches').whereIn('id', ids).delete();
      }
      await knex('listings')
        .whereIn('stableId', knex('stables').select('id').whereLike('name', 'Bench-Stall %'))
        .delete();
      await knex('stables').whereLike('name', 'Bench-Stall %').delete();
      await knex('users').where({ username: tag }).delete();
    } catch (err) {
      process.stderr.write(`  alerts bench: cleaning up failed: ${(err as Error).message}\n`);
    }
    await services.jobs.stop();
    await services.db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
