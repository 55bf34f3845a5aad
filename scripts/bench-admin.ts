/**
 * The back office's bookings list at 100,000 bookings: list, filters and search, p95 of each query
 * (the functions' own SQL, `src/server/repositories/booking-list.ts`), on PostgreSQL; then the
 * Departures screen and a departure's manifest (`src/server/admin/departures-view.ts`), half the
 * bookings on 400 departures over the year to come.
 *
 *   BENCH_DATABASE_URL=postgresql://... npm run bench:admin [-- --bookings 100000 --runs 40]
 *
 * Works in a schema of its own, dropped at the end. Without BENCH_DATABASE_URL (or DATABASE_URL) it
 * runs on the embedded PGlite, which is slower than a PostgreSQL server and only indicative.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { CatalogueSnapshot } from '../src/content/types.ts';
import { bookingQueryFrom } from '../src/domain/booking-query.ts';
import { departureManifest, listDepartures } from '../src/server/admin/departures-view.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { createPool } from '../src/server/db/pool.ts';
import { listBookings } from '../src/server/repositories/booking-list.ts';
import type { ServiceDeps } from '../src/server/services/deps.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';

const { values } = parseArgs({
  options: { bookings: { type: 'string', default: '100000' }, runs: { type: 'string', default: '40' } },
});
const count = Number(values.bookings);
const runs = Number(values.runs);
const P95_LIMIT_MS = 100;
/** Departures of the bench's catalogue, a hundred per package, over the year to come. */
const DEPARTURES = 400;
const PACKAGES = ['kribi-beach-escape', 'mount-cameroon-trek', 'limbe-weekend', 'waza-safari'];

/** The bench's catalogue: its four trips, each with a hundred departures from tomorrow on. */
function benchCatalogue(): CatalogueSnapshot {
  const day = (k: number) => new Date(Date.now() + (1 + k) * 86_400_000).toISOString().slice(0, 10);
  return {
    builtAt: new Date().toISOString(),
    settings: {} as CatalogueSnapshot['settings'],
    packages: PACKAGES.map((slug, p) => ({
      slug,
      title: { en: `Package ${p}`, fr: `Formule ${p}` },
      pricePerPerson: 100_000,
      minPeople: 3,
      durationDays: 3,
      destination: 'Kribi',
      departures: Array.from({ length: DEPARTURES / PACKAGES.length }, (_, k) => {
        const id = k * PACKAGES.length + p;
        return {
          id: `bench-${id}`,
          date: day(Math.floor((id * 365) / DEPARTURES)),
          seats: 200,
          pricePerPerson: null,
          status: 'open' as const,
        };
      }),
    })),
  };
}

let base = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || '';
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
if (!base) {
  console.warn('No BENCH_DATABASE_URL: using the embedded PGlite (indicative only).');
  embedded = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
  base = embedded.url;
}
const schema = `bench_admin_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const url = new URL(base);
url.searchParams.set('options', `-c search_path=${schema}`);
const pool = createPool(url.toString(), 4);

try {
  await migrateDatabase(url.toString());
  const started = Date.now();
  // Synthetic bookings over two years: names, e-mails and phones varied enough for selective search.
  await pool.query(
    `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
       catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
       payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent,
       created_at, confirmation_sent_at, departure_id)
     SELECT
       upper(substr(md5(i::text), 1, 4) || '-' || substr(md5(i::text), 5, 4) || '-' || substr(md5(i::text), 9, 2)),
       (ARRAY['kribi-beach-escape', 'mount-cameroon-trek', 'limbe-weekend', 'waza-safari'])[1 + (i / 2) % 4],
       'Package ' || (i % 4), 'Formule ' || (i % 4), 3, 'Kribi', '2026-01-01', 100000, 3 + i % 5, 'group',
       (ARRAY['Ngono', 'Mbarga', 'Etoa', 'Fouda', 'Tchoumi', 'Nkoulou', 'Abena', 'Manga'])[1 + i % 8] || ' ' ||
         (ARRAY['Marie', 'Paul', 'Zoé', 'Jean', 'Aïcha', 'Blaise', 'Esther', 'Luc'])[1 + (i / 8) % 8] || ' ' || i,
       'customer' || i || '@example.cm', '+2376' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'mtn',
       '6' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'single', (3 + i % 5) * 100000, (3 + i % 5) * 30000,
       30, 2,
       now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute', now(),
       CASE WHEN i % 2 = 0 THEN 'bench-' || ((i / 2) % $2::int) END
     FROM generate_series(1, $1::int) AS i`,
    [count, DEPARTURES],
  );
  // A third unpaid, a third with the down payment, a third paid in full: the amount paid and the
  // status follow from these payments in the database (migration 013), as in production.
  await pool.query(
    `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status,
       confirmed_at, receipt_sent_at)
     SELECT id, 'pay_bench_' || id, CASE WHEN id % 3 = 1 THEN 'deposit' ELSE 'full' END,
       CASE WHEN id % 3 = 1 THEN down_payment ELSE total END, 0, 'mtn', payment_number, 'bench', 'successful',
       created_at, created_at
     FROM bookings WHERE id % 3 <> 0`,
  );
  await pool.query('ANALYZE');
  console.log(
    `${count.toLocaleString('en')} bookings written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const queries: Array<[string, string]> = [
    ['newest first, page 1', ''],
    ['page 200', 'page=200'],
    ['status filter', 'status=partial_payment'],
    ['package + date range', 'package=waza-safari&from=2026-01-01&to=2026-03-31'],
    ['needs attention', 'attention=1'],
    [
      'search code',
      `q=${(await pool.query<{ code: string }>('SELECT code FROM bookings OFFSET 5000 LIMIT 1')).rows[0]?.code}`,
    ],
    ['search e-mail', 'q=customer4242@'],
    [
      'search phone (last digits)',
      `q=${(await pool.query<{ w: string }>('SELECT right(whatsapp, 6) AS w FROM bookings OFFSET 777 LIMIT 1')).rows[0]?.w}`,
    ],
    ['search name', 'q=Nkoulou'],
    ['search rare name', 'q=Aïcha Tchoumi'],
  ];
  let failed = false;
  /** p50 and p95 of `runs` calls (after 3 to warm up), printed; over the limit marks the run failed. */
  const measure = async (name: string, call: () => Promise<number>) => {
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < runs + 3; run += 1) {
      const t0 = performance.now();
      rows = await call();
      if (run >= 3) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    const p95 = at(0.95);
    if (p95 >= P95_LIMIT_MS) failed = true;
    console.log(
      `${name.padEnd(30)} ${String(rows).padStart(7)} ${at(0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${p95 >= P95_LIMIT_MS ? '  over 100 ms' : ''}`,
    );
  };
  console.log(
    `\n${'query'.padEnd(30)} ${'rows'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  for (const [name, search] of queries) {
    const query = bookingQueryFrom(new URLSearchParams(search));
    await measure(name, async () => (await listBookings(pool, query, 'en')).total);
  }
  // The departures' reads take the catalogue the functions have, and the database.
  const deps = { db: pool, clock: () => new Date(), catalogue: async () => benchCatalogue() };
  const month = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
  const screen = (filter: Parameters<typeof listDepartures>[1]) => async () =>
    (await listDepartures(deps as unknown as ServiceDeps, filter, 'en')).items.length;
  await measure('departures, all', screen({}));
  await measure('departures, trip + month', screen({ packageSlug: 'waza-safari', month }));
  await measure(
    'manifest',
    async () => (await departureManifest(deps as unknown as ServiceDeps, 'bench-7', 'en')).bookings.length,
  );
  console.log(
    failed
      ? `\nSome query is over ${P95_LIMIT_MS} ms at p95.`
      : `\nEvery query under ${P95_LIMIT_MS} ms at p95.`,
  );
  if (failed) process.exitCode = 1;
} finally {
  await pool.end();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
  await embedded?.stop();
}
