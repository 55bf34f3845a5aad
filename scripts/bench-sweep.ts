/**
 * Sweep benchmark (not a test): a backlog of pending payment attempts against a slow provider.
 *   npm run bench:sweep -- [--attempts 10000] [--latency 2000] [--max-runs 200] [--database URL]
 * Seeds N stale pending attempts whose payments the Fapshi simulator has confirmed without a webhook,
 * makes the simulator answer every API call after `--latency` ms, then runs the sweep with its
 * production settings (time budget, parallelism, provider time-out) back to back until no attempt is
 * pending, printing attempts checked and seconds per run, and the runs needed to drain the backlog.
 * Database: embedded PGlite in memory, or `--database` (a PostgreSQL URL; a fresh schema, dropped
 * at the end).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { createPool } from '../src/server/db/pool.ts';
import { createPaymentProvider } from '../src/server/payments/create-provider.ts';
import { parseFapshiWebhook } from '../src/server/payments/fapshi-webhook.ts';
import { DEFAULT_SWEEP, DEFAULT_TIMINGS, type ServiceDeps } from '../src/server/services/deps.ts';
import { sweepPayments } from '../src/server/services/payment-sweep.ts';
import { startFapshiSimulator } from '../src/simulator/fapshi-simulator.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';

const { values } = parseArgs({
  options: {
    attempts: { type: 'string', default: '10000' },
    latency: { type: 'string', default: '2000' },
    'max-runs': { type: 'string', default: '200' },
    database: { type: 'string' },
  },
});
const attempts = Number(values.attempts);
const latency = Number(values.latency);
const maxRuns = Number(values['max-runs']);
const AMOUNT = 10_000;
const API = { user: 'bench-user', key: 'bench-key' };

async function openDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!values.database) {
    const server = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    await migrateDatabase(server.url);
    return { url: server.url, stop: () => server.stop() };
  }
  const schema = `bench_sweep_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.database });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(values.database);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await migrateDatabase(url.toString());
  return {
    url: url.toString(),
    async stop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Creates the payments at the simulator (fast, no latency yet) and confirms them silently. */
async function seedProvider(url: string, control: { settle(id: string, s: 'SUCCESSFUL'): unknown }) {
  const transIds: string[] = new Array(attempts);
  let next = 0;
  const worker = async () => {
    while (next < attempts) {
      const i = next++;
      const response = await fetch(`${url}/direct-pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apiuser: API.user, apikey: API.key },
        body: JSON.stringify({
          amount: AMOUNT,
          phone: '670000009',
          externalId: `bench_${i}`,
          userId: `bench_${i}`,
        }),
      });
      transIds[i] = ((await response.json()) as { transId: string }).transId;
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  for (const id of transIds) control.settle(id, 'SUCCESSFUL');
  return transIds;
}

async function seedDatabase(db: pg.Pool, transIds: string[]): Promise<void> {
  await db.query(
    `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
       catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
       payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent,
       confirmation_sent_at, confirmation_claimed_at)
     SELECT 'BENCH-' || i, 'bench', 'Bench', 'Bench', 1, 'Kribi', 'bench', $1, 3, 'group', 'Bench ' || i,
       'bench@example.cm', '+237699000000', 'mtn', '670000009', 'single', $1 * 3, $1, 33.33, 0, now(), now()
     FROM generate_series(0, $2 - 1) AS i`,
    [AMOUNT, attempts],
  );
  // Stale (ten minutes old) but younger than the attempt's time-to-live: each must be asked about.
  await db.query(
    `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
       provider_id, created_at)
     SELECT b.id, 'bench_' || (t.n - 1), 'deposit', $1, 0, 'mtn', '670000009', 'fapshi', t.trans_id,
       now() - interval '10 minutes'
     FROM unnest($2::text[]) WITH ORDINALITY AS t(trans_id, n)
     JOIN bookings b ON b.code = 'BENCH-' || (t.n - 1)`,
    [AMOUNT, transIds],
  );
}

const pendingLeft = async (db: pg.Pool) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_attempts WHERE status = 'pending'`))
    .rows[0]?.n ?? 0;

const database = await openDatabase();
const pool = createPool(database.url);
const simulator = await startFapshiSimulator({ port: 0, apiUser: API.user, apiKey: API.key });
try {
  console.log(`Seeding ${attempts} pending attempts (confirmed at the provider, no webhook)...`);
  await seedDatabase(pool, await seedProvider(simulator.url, simulator.control));
  simulator.control.configure({ timing: { apiLatencyMs: latency } });
  const deps: ServiceDeps = {
    db: pool,
    provider: createPaymentProvider({
      FAPSHI_BASE_URL: simulator.url,
      FAPSHI_API_USER: API.user,
      FAPSHI_API_KEY: API.key,
    }),
    parseWebhook: parseFapshiWebhook,
    catalogue: () => Promise.reject(new Error('not needed by the sweep')),
    clock: () => new Date(),
    randomBytes: (size) => randomBytes(size),
    timings: DEFAULT_TIMINGS,
    sweep: DEFAULT_SWEEP,
    mailer: { send: async () => undefined },
    siteUrl: 'https://tours.example',
  };
  console.log(
    `Provider answers each call in ${latency} ms. Sweep: budget ${DEFAULT_SWEEP.budgetMs} ms, ` +
      `${DEFAULT_SWEEP.concurrency} calls at once, provider time-out ${DEFAULT_SWEEP.providerTimeoutMs} ms.`,
  );
  let runs = 0;
  let longest = 0;
  const checkedPerRun: number[] = [];
  while ((await pendingLeft(pool)) > 0 && runs < maxRuns) {
    runs += 1;
    const report = await sweepPayments(deps);
    longest = Math.max(longest, report.elapsedMs);
    checkedPerRun.push(report.checked);
    const left = await pendingLeft(pool);
    console.log(
      `run ${String(runs).padStart(3)}: ${String(report.checked).padStart(4)} attempts checked in ` +
        `${(report.elapsedMs / 1000).toFixed(1)} s, ${left} still pending`,
    );
  }
  const left = await pendingLeft(pool);
  const mean = checkedPerRun.reduce((a, b) => a + b, 0) / Math.max(1, checkedPerRun.length);
  console.log(
    left === 0
      ? `Drained ${attempts} attempts in ${runs} runs: ${mean.toFixed(0)} attempts per run on average, longest run ${(longest / 1000).toFixed(1)} s.`
      : `Stopped after ${runs} runs with ${left} still pending (${mean.toFixed(0)} per run on average).`,
  );
} finally {
  await simulator.stop();
  await pool.end();
  await database.stop();
}
