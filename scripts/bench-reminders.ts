/**
 * Reminders benchmark (not a test): N bookings whose 14-day balance reminder is due the same day.
 *   npm run bench:reminders -- [--bookings 10000] [--latency 100] [--max-runs 100]
 * Seeds N bookings with their down payment in and the balance due in 14 days, then runs the job
 * with its production settings (time budget, batches, sends at once) back to back until nothing is
 * left, against a mailer that takes `--latency` ms per message (an HTTP e-mail API), and prints
 * messages sent and seconds per run, the runs needed and the time per message. On the embedded
 * PGlite, then on PostgreSQL too when TEST_POSTGRES_URL is set (a fresh schema, dropped after).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { agencyToday } from '../src/domain/agency-calendar.ts';
import { addDays, DEFAULT_BALANCE_DUE_DAYS } from '../src/domain/balance-due.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { createPool } from '../src/server/db/pool.ts';
import { DEFAULT_TIMINGS, type ServiceDeps } from '../src/server/services/deps.ts';
import { DEFAULT_REMINDER_RUN, sendReminders } from '../src/server/services/reminders-service.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '10000' },
    latency: { type: 'string', default: '100' },
    'max-runs': { type: 'string', default: '100' },
  },
});
const bookings = Number(values.bookings);
const latency = Number(values.latency);
const maxRuns = Number(values['max-runs']);
/** Runs of the schedule in one morning (`functions/send-reminders.ts`: every 5 minutes, 3 hours). */
const RUNS_PER_MORNING = 36;
const PRICE = 50_000;

interface Database {
  name: string;
  url: string;
  stop: () => Promise<void>;
}

async function embedded(): Promise<Database> {
  const server = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
  await migrateDatabase(server.url);
  return { name: 'PGlite', url: server.url, stop: () => server.stop() };
}

async function postgres(base: string): Promise<Database> {
  const schema = `bench_reminders_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await migrateDatabase(url.toString());
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    async stop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** N bookings made 60 days ago, the down payment paid, the trip 14 + 30 days from today. */
async function seed(db: pg.Pool, today: string): Promise<void> {
  const trip = addDays(today, 14 + DEFAULT_BALANCE_DUE_DAYS);
  await db.query(
    `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
       catalogue_built_at, price_per_person, spots, trip_type, preferred_date, full_name, email, whatsapp,
       payment_method, payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent,
       locale, created_at, confirmation_sent_at, confirmation_claimed_at)
     SELECT 'BENCH-' || i, 'bench', 'Bench trip', 'Voyage bench', 3, 'Kribi', 'bench', $1, 3, 'group', $3::date,
       'Bench ' || i, 'bench' || i || '@example.cm', '+237699000000', 'mtn', '670000000', 'multiple',
       $1 * 3, $1, 33.33, 0, CASE WHEN i % 2 = 0 THEN 'en' ELSE 'fr' END, now() - interval '60 days',
       now(), now()
     FROM generate_series(0, $2 - 1) AS i`,
    [PRICE, bookings, trip],
  );
  // The down payment, recorded as the webhook does: the trigger adds it to the amount paid.
  await db.query(
    `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
       status, confirmed_at, receipt_sent_at)
     SELECT id, 'bench_' || id, 'deposit', $1, 0, 'mtn', '670000000', 'fapshi', 'successful', now(), now()
     FROM bookings WHERE code LIKE 'BENCH-%'`,
    [PRICE],
  );
}

async function bench(database: Database): Promise<void> {
  const pool = createPool(database.url, 10);
  const today = agencyToday(new Date());
  try {
    console.log(`\n${database.name}: seeding ${bookings} bookings whose 14-day reminder is due ${today}...`);
    await seed(pool, today);
    let sent = 0;
    const deps: ServiceDeps = {
      db: pool,
      provider: null as never,
      parseWebhook: () => null,
      catalogue: async () => ({ builtAt: '', settings: {} as never, packages: [] }),
      clock: () => new Date(),
      randomBytes: (size) => randomBytes(size),
      timings: DEFAULT_TIMINGS,
      mailer: {
        async send() {
          await new Promise((resolve) => setTimeout(resolve, latency));
          sent += 1;
        },
      },
      siteUrl: 'https://tours.example',
    };
    const { budgetMs, concurrency, batch } = DEFAULT_REMINDER_RUN;
    console.log(
      `Mailer answers in ${latency} ms. Run: budget ${budgetMs} ms, ${concurrency} sends at once, ` +
        `batches of ${batch}.`,
    );
    let runs = 0;
    let total = 0;
    let longest = 0;
    for (;;) {
      if (runs >= maxRuns) break;
      runs += 1;
      const before = sent;
      const report = await sendReminders(deps, 'bench-secret');
      total += report.elapsedMs;
      longest = Math.max(longest, report.elapsedMs);
      const now = sent - before;
      console.log(
        `run ${String(runs).padStart(3)}: ${String(now).padStart(5)} sent in ` +
          `${(report.elapsedMs / 1000).toFixed(1)} s (${sent} in all)`,
      );
      if (!report.outOfTime) break;
    }
    const perMessage = sent > 0 ? total / sent : 0;
    console.log(
      `${database.name}: ${sent} of ${bookings} sent in ${runs} runs, ${Math.round(sent / runs)} per run on ` +
        `average, longest run ${(longest / 1000).toFixed(1)} s, ${perMessage.toFixed(1)} ms per message; ` +
        `${runs <= RUNS_PER_MORNING ? 'within' : 'beyond'} the ${RUNS_PER_MORNING} runs of one morning.`,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
}

await bench(await embedded());
const postgresUrl = process.env['TEST_POSTGRES_URL'];
if (postgresUrl) await bench(await postgres(postgresUrl));
