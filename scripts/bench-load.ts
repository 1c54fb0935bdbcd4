// Loads realistic synthetic data at scale through the product's own schema, so the server and `npm run bench`
// can be measured against a million listings: stables around real towns of DE, AT and CH (jittered within
// about 15 km), every stall type, price bands by stall type, the amenity mix, premium share, review states and
// ratings. Deterministic (seeded), generated inside PostgreSQL with generate_series, so a million rows take
// minutes, not hours. Usage: DATABASE_URL=postgres://… npm run bench:load -- --listings 1000000 [--reset], or
// npm run bench:load -- --listings 100000 --data-dir <dir> for the embedded database (then DATA_DIR=<dir>)
import { parseArgs } from 'node:util';
import { openDatabase } from '#api/db/connection.ts';
import { migrateLatest } from '#api/db/migrate.ts';
import { hashDemoPassword } from '#api/seed/seed.ts';
import { TOWNS } from '#api/seed/towns.ts';

const LISTINGS_PER_STABLE = 5;
const STABLES_PER_OWNER = 4;
const BATCH_STABLES = 20_000;
/** The triggers that write listing_search row by row (migration rebuild_listing_search). */
const SEARCH_TRIGGERS = [
  ['listings', 'listings_refresh_search'],
  ['listings', 'listings_refresh_search_update'],
  ['stables', 'stables_refresh_search'],
] as const;
const TABLES = ['users', 'stables', 'listings', 'listing_search'] as const;

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    reset: { type: 'boolean', default: false },
    // Load the embedded database under this DATA_DIR instead (the same SQL runs in PGlite).
    'data-dir': { type: 'string' },
  },
});
const listingCount = Number(values.listings);
if (!Number.isInteger(listingCount) || listingCount < LISTINGS_PER_STABLE || listingCount > 5_000_000) {
  console.error('--listings must be a whole number between 5 and 5000000');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const dataDir = values['data-dir'];
if (!url && !dataDir) {
  console.error('DATABASE_URL must name the PostgreSQL database to load, or --data-dir the embedded one');
  process.exit(2);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const db = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: dataDir! });
const { knex } = db;
try {
  await migrateLatest(knex);
  // One transaction: a load that fails half-way leaves the database as it was, its indexes included.
  const rebuilt = await knex.transaction(async (trx) => {
    if (values.reset) await trx.raw('TRUNCATE listings, stables, users RESTART IDENTITY CASCADE');

    // Secondary indexes are dropped while loading and built again afterwards: one sort per index instead of a
    // million index insertions (the trigram GIN index above all).
    const indexes = await trx
      .select<{ name: string; definition: string }[]>({ name: 'indexname', definition: 'indexdef' })
      .from('pg_indexes')
      .whereIn('tablename', TABLES as unknown as string[])
      .andWhere('schemaname', trx.raw('current_schema()'))
      // Unique indexes stay: the stable's slug trigger asks its index for every new stable.
      .whereNotIn(
        'indexname',
        trx('pg_index').select(trx.raw('indexrelid::regclass::text')).where('indisunique', true),
      );
    for (const index of indexes) await trx.raw('DROP INDEX ?? ', [index.name]);
    // The search table is written once at the end from the new rows, not by a trigger per row; ALTER TABLE takes
    // its locks inside this transaction, so other sessions never see the triggers off.
    for (const [table, trigger] of SEARCH_TRIGGERS)
      await trx.raw('ALTER TABLE ?? DISABLE TRIGGER ??', [table, trigger]);
    // Likewise the generation of kept search answers is raised once at the end, not queued per row.
    for (const table of ['listings', 'stables']) {
      for (const trigger of ['write', 'update']) {
        await trx.raw(`ALTER TABLE ?? DISABLE TRIGGER ??`, [table, `${table}_generation_${trigger}`]);
      }
    }

    await trx.raw(
      `CREATE TEMP TABLE bench_towns (n int, name text, postal_code text, region text, lat float8, lon float8) ON COMMIT DROP`,
    );
    await trx('bench_towns').insert(
      TOWNS.map((town, n) => ({
        n,
        name: town.name,
        postal_code: town.postalCode,
        region: town.region,
        lat: town.latitude,
        lon: town.longitude,
      })),
    );

    const stableCount = Math.ceil(listingCount / LISTINGS_PER_STABLE);
    const ownerCount = Math.ceil(stableCount / STABLES_PER_OWNER);
    const passwordHash = await hashDemoPassword();
    const [{ next: firstUser }] = (await trx.raw(`SELECT coalesce(max(id), 0) + 1 AS next FROM users`)).rows;
    await trx.raw(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, is_stable_owner, created_at)
       SELECT 'bench-owner-' || (g + ?) || '@example.org', 'bench_owner_' || (g + ?), ?,
              (ARRAY['Anna','Jonas','Lea','Lukas','Marie','Felix','Sophie','Paul','Laura','Max'])[1 + g % 10],
              (ARRAY['Huber','Müller','Schmid','Gruber','Weber','Fischer','Bauer','Keller','Wagner','Brunner'])[1 + (g / 10) % 10],
              true, now() - (g % 700) * interval '1 day'
       FROM generate_series(0, ?::int - 1) g`,
      [firstUser, firstUser, passwordHash, ownerCount],
    );
    console.log(`${seconds()} s: ${ownerCount} owners`);

    await trx.raw(`SELECT setseed(0.42)`);
    const townCount = TOWNS.length;
    for (let from = 0; from < stableCount; from += BATCH_STABLES) {
      const to = Math.min(stableCount, from + BATCH_STABLES);
      // Each stable lies near a town (a Gaussian-ish jitter of up to ~0.15°), carries the town's postal code and
      // a name of the kind stables have; amenities follow how common they are in real listings.
      await trx.raw(
        `INSERT INTO stables (owner_id, name, description, address, city, postal_code, region, latitude, longitude,
                              rating, review_count, has_wifi, has_parking, has_wash_area, has_riding_arena,
                              has_indoor_arena, has_trails, has_feed, has_vet, facilities, created_at, updated_at)
         SELECT ? + (g / ?), (ARRAY['Reitstall','Pferdehof','Reiterhof','Gestüt','Pensionsstall','Hof'])[1 + g % 6]
                  || ' ' || (ARRAY['am Wald','Sonnenhang','Lindenhof','Birkenhof','Talblick','an der Au','Eichenhain',
                                   'Wiesengrund','Am Bach','Hubertus'])[1 + (g / 6) % 10] || ' ' || t.name,
                'Familiär geführter Stall bei ' || t.name || ' mit viel Auslauf und ruhiger Lage.',
                (ARRAY['Hofweg','Feldstraße','Waldweg','Dorfstraße','Am Anger'])[1 + g % 5] || ' ' || (1 + g % 90),
                t.name, t.postal_code, t.region,
                t.lat + (random() + random() - 1) * 0.15, t.lon + (random() + random() - 1) * 0.2,
                CASE WHEN random() < 0.25 THEN NULL ELSE round((3 + random() * 2)::numeric, 1) END,
                (random() * 40)::int,
                random() < 0.4, random() < 0.85, random() < 0.6, random() < 0.7, random() < 0.45, random() < 0.55,
                random() < 0.8, random() < 0.2,
                array_remove(ARRAY[CASE WHEN random() < 0.3 THEN 'horseWalker' END,
                                   CASE WHEN random() < 0.4 THEN 'lungingRing' END,
                                   CASE WHEN random() < 0.2 THEN 'trainer' END,
                                   CASE WHEN random() < 0.5 THEN 'trailerParking' END], NULL),
                now() - (random() * 900) * interval '1 day', now()
         FROM generate_series(?::int, ?::int - 1) g
         JOIN bench_towns t ON t.n = (g * 7919) % ?`,
        [firstUser, STABLES_PER_OWNER, from, to, townCount],
      );
    }
    console.log(`${seconds()} s: ${stableCount} stables`);

    const [{ first: firstStable }] = (
      await trx.raw(`SELECT min(id) AS first FROM stables WHERE owner_id >= ?`, [firstUser])
    ).rows;
    const [{ next: firstListing }] = (await trx.raw(`SELECT coalesce(max(id), 0) + 1 AS next FROM listings`)).rows;
    for (let from = 0; from < stableCount; from += BATCH_STABLES) {
      const to = Math.min(stableCount, from + BATCH_STABLES);
      // Prices follow the stall type (pasture cheapest, inside boxes dearest); 85 % of listings are public,
      // 4 % of those premium; the rest wait for review or are paused.
      await trx.raw(
        `INSERT INTO listings (stable_id, title, description, stall_type, price_per_month, available_from, features,
                               is_premium, view_count, status, created_at, updated_at, free_places, price_items,
                               facts)
         SELECT s.id, kind.label || ' ' || (ARRAY['frei','ab sofort','mit Weide','in ruhiger Lage','mit Reithalle',
                                                  'für Freizeitpferd','für Sportpferd'])[1 + (s.id + s.k) % 7],
                'Gepflegter ' || kind.label || ' im ' || s.name || '. Täglicher Weidegang, Heu ad libitum, '
                  || 'Reitplatz und Reitwege direkt am Hof. Besichtigung nach Absprache.',
                kind.type, round((kind.base + random() * kind.spread)::numeric, 0),
                CASE WHEN random() < 0.6 THEN current_date + (random() * 120)::int ELSE NULL END,
                (ARRAY['["Weidegang"]','["Heu ad libitum","Weidegang"]','["Paddock","Solarium"]','[]'])[1 + s.k % 4]::jsonb,
                false, (random() * 500)::int,
                CASE WHEN r < 0.82 THEN 'active' WHEN r < 0.85 THEN 'premium' WHEN r < 0.93 THEN 'pending'
                     ELSE 'inactive' END,
                s.created_at + (random() * 60) * interval '1 day', now(),
                CASE WHEN random() < 0.15 THEN 0 ELSE 1 + (random() * 2)::int END,
                -- Hay and the yearly club fee on top or included, as German stables charge them.
                jsonb_build_array(
                  jsonb_build_object('name', 'Heu', 'amount', 20 + (random() * 40)::int, 'period', 'monthly',
                                     'kind', CASE WHEN random() < 0.5 THEN 'required' ELSE 'included' END),
                  jsonb_build_object('name', 'Vereinsbeitrag', 'amount', 60 + (random() * 120)::int,
                                     'period', 'yearly', 'kind', CASE WHEN random() < 0.4 THEN 'required'
                                                                       ELSE 'optional' END),
                  jsonb_build_object('name', 'Eindecken', 'amount', 15 + (random() * 20)::int, 'period', 'monthly',
                                     'kind', 'optional')),
                -- The facts, some left out as owners do: care by stall type, turnout, size, admission rules, minimum term.
                jsonb_strip_nulls(jsonb_build_object(
                  'careLevel', CASE WHEN random() < 0.1 THEN NULL
                                    WHEN kind.type IN ('outside_box', 'inside_box')
                                      THEN CASE WHEN random() < 0.75 THEN 'full' ELSE 'part' END
                                    WHEN kind.type = 'open_stable'
                                      THEN CASE WHEN random() < 0.5 THEN 'part' ELSE 'self' END
                                    ELSE 'self' END,
                  'turnoutHoursSummer', CASE WHEN kind.type IN ('open_stable', 'pasture') THEN 24
                                             ELSE (ARRAY[4, 6, 8, 10, 12])[1 + (random() * 4)::int] END,
                  'turnoutHoursWinter', CASE WHEN kind.type IN ('open_stable', 'pasture') THEN 24
                                             WHEN random() < 0.2 THEN NULL
                                             ELSE (ARRAY[0, 2, 4, 6, 8])[1 + (random() * 4)::int] END,
                  'turnoutGrouping', (ARRAY['group', 'single', 'both', NULL])[1 + (random() * 3)::int],
                  'areaM2', CASE WHEN random() < 0.2 THEN NULL ELSE (ARRAY[9, 10, 12, 14, 16])[1 + (random() * 4)::int] END,
                  'maxHeightCm', CASE WHEN random() < 0.3 THEN NULL
                                      ELSE (ARRAY[170, 175, 180, 185, 190])[1 + (random() * 4)::int] END,
                  'admits', jsonb_strip_nulls(jsonb_build_object(
                    'stallions', CASE WHEN random() < 0.4 THEN NULL ELSE random() < 0.3 END,
                    'mares', CASE WHEN random() < 0.9 THEN NULL ELSE false END)),
                  'hoofs', (ARRAY['any', 'shodOnly', 'barefootOnly', NULL])[1 + (random() * 3)::int],
                  'specialNeeds', CASE WHEN random() < 0.5 THEN NULL
                                       ELSE to_jsonb(array_remove(ARRAY[CASE WHEN random() < 0.5 THEN 'senior' END,
                                                                        CASE WHEN random() < 0.3 THEN 'eczema' END],
                                                                  NULL)) END,
                  'minTermMonths', CASE WHEN random() < 0.3 THEN NULL
                                        ELSE (ARRAY[0, 1, 3, 3, 6, 6, 12])[1 + (random() * 6)::int] END
                ))
         FROM (SELECT st.id, st.name, st.created_at, k, random() AS r
               FROM stables st CROSS JOIN generate_series(0, ?::int - 1) k
               WHERE st.id >= ?::int + ?::int AND st.id < ?::int + ?::int) s
         JOIN (VALUES (0, 'outside_box', 'Außenbox', 280, 220), (1, 'inside_box', 'Innenbox', 350, 300),
                      (2, 'open_stable', 'Offenstallplatz', 220, 200), (3, 'pasture', 'Weideplatz', 120, 160))
              AS kind(n, type, label, base, spread) ON kind.n = (s.id + k) % 4`,
        [LISTINGS_PER_STABLE, firstStable, from, firstStable, to],
      );
    }
    await trx.raw(`UPDATE listings SET is_premium = true WHERE status = 'premium'`);
    await trx.raw(
      `DELETE FROM listings WHERE id IN (SELECT id FROM listings ORDER BY id DESC LIMIT
                    (SELECT greatest(count(*) - ?, 0) FROM listings))`,
      [listingCount],
    );
    console.log(`${seconds()} s: listings loaded`);

    await trx.raw('INSERT INTO listing_search SELECT * FROM listing_search_source WHERE listing_id >= ?', [
      firstListing,
    ]);
    // The words a text search looks up, as listing_search_refresh writes them with each row.
    await trx.raw(
      `INSERT INTO listing_search_vocabulary SELECT DISTINCT unnest(words) FROM listing_search WHERE listing_id >= ?
       ON CONFLICT (word) DO NOTHING`,
      [firstListing],
    );
    for (const [table, trigger] of SEARCH_TRIGGERS) await trx.raw('ALTER TABLE ?? ENABLE TRIGGER ??', [table, trigger]);
    for (const table of ['listings', 'stables']) {
      for (const trigger of ['write', 'update']) {
        await trx.raw(`ALTER TABLE ?? ENABLE TRIGGER ??`, [table, `${table}_generation_${trigger}`]);
      }
    }
    await trx.raw('UPDATE listing_generation SET value = value + 1');
    // The alerts' snapshot takes the loaded listings as they are: a bulk load is not a stream of new listings, and
    // the server's first alert run would otherwise record every one of them as published while it is measured.
    await trx.raw(
      `INSERT INTO alert_listing_state (listing_id, price, total, free)
       SELECT listing_id, price, total, free_from <= (now() AT TIME ZONE 'Europe/Berlin')::date FROM listing_search
       ON CONFLICT (listing_id) DO UPDATE SET price = excluded.price, total = excluded.total, free = excluded.free`,
    );
    await trx.raw(
      `UPDATE alert_cursor SET detected_generation = (SELECT value FROM listing_generation),
              detected_day = (now() AT TIME ZONE 'Europe/Berlin')::date`,
    );
    console.log(`${seconds()} s: search table written`);

    for (const index of indexes) await trx.raw(index.definition);
    await trx.raw('ANALYZE users, stables, listings, listing_search, listing_search_vocabulary');
    return indexes.length;
  });
  // Index-only scans need the visibility map, which only VACUUM sets (outside the transaction).
  await knex.raw('VACUUM ANALYZE listing_search, listings, stables');
  const [{ listings, stables }] = (
    await knex.raw(`SELECT (SELECT count(*) FROM listings) AS listings, (SELECT count(*) FROM stables) AS stables`)
  ).rows;
  console.log(
    `${seconds()} s: ${rebuilt} indexes rebuilt; the database holds ${listings} listings in ${stables} stables`,
  );
} finally {
  await db.close();
}
