/**
 * A busy season against the production bundles: many function instances (plain `node` processes,
 * each with its own pool) behind PgBouncer in transaction mode with 20 server connections, and the
 * payment simulator and the CinetPay twin (one customer in five pays by card on its hosted page). A
 * burst of customers book and pay, and visitors look bookings up, all within
 * one window; then the sweep runs and the database is checked (scripts/lib/season-checks.ts).
 * Prints throughput, p50/p95/p99 per endpoint, errors, and the pooler's wait and query times.
 *
 *   npm run bench:season [-- --customers 2000 --lookups 20000 --window 60 --instances 50]
 *
 * Uses TEST_POSTGRES_URL and TEST_POSTGRES_POOLED_URL when both are set (CI's), else starts its own
 * PostgreSQL and PgBouncer (scripts/lib/pooled-postgres.ts). Needs the bundles
 * (`node scripts/bundle-functions.ts`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readCatalogue } from '../src/server/catalogue-file.ts';
import type { TwinTransaction } from '../src/simulator/cinetpay-book.ts';
import type { SimulatedPayment } from '../src/simulator/payment-book.ts';
import { type Instance, readManifest, startInstance, unpackBundles } from './lib/bundle-fleet.ts';
import { freePort, startPooledPostgres, stopPooledPostgres } from './lib/pooled-postgres.ts';
import { seasonProblems } from './lib/season-checks.ts';
import { latencyTable, type Pools, runSeason, type SeasonPlan } from './lib/season-load.ts';
import { openThrowawayDatabase } from './lib/throwaway-database.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '2000' },
    lookups: { type: 'string', default: '20000' },
    window: { type: 'string', default: '60' },
    instances: { type: 'string', default: '50' },
  },
});
const plan: SeasonPlan = {
  customers: Number(values.customers),
  // One customer in five books a scheduled departure (filled in from the bundles' catalogue below):
  // a few hundred people racing for about a hundred seats each minute.
  departures: [],
  departureEvery: 5,
  cardEvery: 5,
  lookups: Number(values.lookups),
  windowMs: Number(values.window) * 1000,
  pollEveryMs: 1_000,
  pollForMs: 20_000,
};
/** How the instances are shared among the functions the season calls (out of 50). */
const SHARE: Record<string, number> = {
  'bookings-create': 10,
  'payments-start': 10,
  'payments-status': 10,
  'bookings-get': 12,
  'payments-webhook': 6,
  'payments-notify': 2,
};
const instanceCount = Number(values.instances);
const SIMULATOR = fileURLToPath(new URL('../src/simulator/fapshi-simulator.ts', import.meta.url));
const CARD_TWIN = fileURLToPath(new URL('../src/simulator/cinetpay-twin.ts', import.meta.url));
const CARD_ACCOUNT = {
  CINETPAY_API_KEY: 'season',
  CINETPAY_SITE_ID: '105900099',
  CINETPAY_SECRET_KEY: 'season',
};

const own = !(process.env.TEST_POSTGRES_URL && process.env.TEST_POSTGRES_POOLED_URL);
const server = own ? await startPooledPostgres({ serverConnections: 20 }) : null;
const urls = server
  ? { directUrl: server.directUrl, pooledUrl: server.pooledUrl }
  : { directUrl: process.env.TEST_POSTGRES_URL, pooledUrl: process.env.TEST_POSTGRES_POOLED_URL };
const database = await openThrowawayDatabase(process.env, urls);
const router = await webhookRouter();
const simulator = await startSimulatorProcess(router.url);
const cardTwin = await startCardTwinProcess(router.notifyUrl);
const instances: Instance[] = [];
const bundles = await unpackBundles(
  (await readManifest()).filter((entry) => entry.name in SHARE || entry.name === 'sweep-payments-http'),
);
const capacities = await bookableDepartures(bundles.entries);
let failed = false;
try {
  const pools = await startFleet();
  router.targets.push(...(pools['payments-webhook'] ?? []));
  router.notifyTargets.push(...(pools['payments-notify'] ?? []));
  console.log(
    `${instances.length} instances (pool of 2 each) through PgBouncer, 20 server connections; ` +
      `${plan.customers} customers and ${plan.lookups} look-ups in ${plan.windowMs / 1000} s\n`,
  );
  const outcome = await runSeason(pools, plan);
  const calls = [...outcome.timings.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(
    `${calls} calls in ${(outcome.elapsedMs / 1000).toFixed(1)} s: ${(calls / (outcome.elapsedMs / 1000)).toFixed(0)} per second`,
  );
  for (const line of latencyTable(outcome)) console.log(line);
  console.log(`load average (1 min): ${loadavg()[0]?.toFixed(1)}`);
  await settle();
  const sweep = await fetch(`${pools['sweep-payments-http']?.[0]}/api/internal/sweep-payments`, {
    method: 'POST',
    headers: { 'x-sweep-secret': 'season-sweep', 'content-type': 'application/json' },
    body: '{}',
  });
  const swept = ((await sweep.json()) as { data?: { checked?: number } }).data;
  console.log(`sweep: ${sweep.status}, checked ${swept?.checked ?? '?'} attempts`);
  await printPoolerStats();
  const problems = await seasonProblems(database.directUrl, {
    codes: outcome.codes,
    payments: await simulator.payments(),
    cardSuccesses: (await cardTwin.transactions())
      .filter((t) => t.state === 'success')
      .map((t) => t.transactionId),
    capacities,
  });
  const handlerErrors = instances.flatMap((i) => i.errors.filter((line) => /failed|Error/.test(line)));
  console.log(`\nerrors: ${outcome.errors.length} in calls, ${handlerErrors.length} logged by the functions`);
  for (const line of [...new Set([...outcome.errors, ...handlerErrors])].slice(0, 10))
    console.log(`  ${line}`);
  console.log(
    `bookings ${outcome.codes.length}, provider payments ${(await simulator.payments()).length} ` +
      `by mobile money and ${(await cardTwin.transactions()).length} by card; ` +
      `${plan.departures.length} departures of ${[...capacities.values()].reduce((a, b) => a + b, 0)} ` +
      `seats offered, ${outcome.soldOut} departure bookings refused as full`,
  );
  for (const problem of problems) console.log(`PROBLEM: ${problem}`);
  failed = problems.length > 0 || outcome.errors.length > 0 || handlerErrors.length > 0;
  console.log(failed ? '\nThe season FAILED its checks' : '\nEvery check passed');
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await simulator.stop();
  await cardTwin.stop();
  await database.stop();
  await bundles.remove();
  if (server) stopPooledPostgres(server.dir);
}
process.exit(failed ? 1 : 0);

/**
 * The open departures of the catalogue the bundles price from (bookings-create's copy), into the
 * plan; their seats by id, for the check that none is oversold.
 */
async function bookableDepartures(
  entries: Array<{ name: string; dir: string }>,
): Promise<Map<string, number>> {
  const create = entries.find((entry) => entry.name === 'bookings-create');
  if (!create) throw new Error('no bookings-create bundle');
  const catalogue = await readCatalogue(`${create.dir}/generated/catalogue.json`);
  const today = new Date().toISOString().slice(0, 10);
  const seats = new Map<string, number>();
  for (const trip of catalogue.packages) {
    for (const departure of trip.departures ?? []) {
      if (departure.status === 'closed' || departure.date <= today) continue;
      plan.departures.push({ packageSlug: trip.slug, id: departure.id, minPeople: trip.minPeople });
      seats.set(departure.id, departure.seats);
    }
  }
  return seats;
}

async function startFleet(): Promise<Pools> {
  const env = {
    DATABASE_URL: database.url,
    FAPSHI_BASE_URL: simulator.url,
    FAPSHI_API_USER: 'season',
    FAPSHI_API_KEY: 'season',
    SWEEP_SECRET: 'season-sweep',
    SITE_URL: 'https://tours.example',
    OUTBOX_DIR: `${bundles.root}/outbox`,
    CINETPAY_BASE_URL: cardTwin.url,
    ...CARD_ACCOUNT,
    // The provider's few servers send every webhook: the limit must exceed the peak per minute.
    WEBHOOK_RATE_LIMIT: '20000',
    // The sweep re-checks anything pending for more than a second (the default is 2 minutes).
    PAYMENT_STALE_AFTER_MS: '1000',
  };
  const wanted = Object.entries(SHARE).flatMap(([name, share]) =>
    Array.from({ length: Math.round((share / 50) * instanceCount) }, () => name),
  );
  wanted.push('sweep-payments-http');
  const pools: Pools = {};
  for (let i = 0; i < wanted.length; i += 8) {
    const batch = wanted.slice(i, i + 8);
    const started = await Promise.all(
      batch.map((name) => {
        const entry = bundles.entries.find((candidate) => candidate.name === name);
        if (!entry) throw new Error(`no bundle for ${name}`);
        return startInstance(entry, env);
      }),
    );
    for (const instance of started) {
      instances.push(instance);
      pools[instance.name] = [...(pools[instance.name] ?? []), instance.url];
    }
  }
  return pools;
}

/**
 * The providers' notification addresses: the simulator's webhooks shared round-robin among the
 * webhook instances, the card twin's signed forms (their `x-token` kept) among the notify instances.
 */
async function webhookRouter(): Promise<{
  url: string;
  notifyUrl: string;
  targets: string[];
  notifyTargets: string[];
}> {
  const targets: string[] = [];
  const notifyTargets: string[] = [];
  let turn = 0;
  const router = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const card = req.url?.startsWith('/api/payments/notify/') ?? false;
    const headers: Record<string, string> = {
      'content-type': String(req.headers['content-type'] ?? 'application/json'),
      'x-nf-client-connection-ip': '192.0.2.10',
    };
    if (typeof req.headers['x-token'] === 'string') headers['x-token'] = req.headers['x-token'];
    const pool = card ? notifyTargets : targets;
    try {
      const answer = await fetch(`${pool[turn++ % pool.length]}${req.url}`, {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
  router.unref();
  const base = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
  return {
    url: `${base}/api/payments/webhook`,
    notifyUrl: `${base}/api/payments/notify/cinetpay`,
    targets,
    notifyTargets,
  };
}

/** Tries `probe` every 100 ms until a process just spawned answers it (about ten seconds at most). */
async function untilAnswering(probe: () => Promise<unknown>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await probe();
      return;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The payment simulator in its own process, as the provider is elsewhere: the load generator's
 * busy event loop must not slow the provider's answers down.
 */
async function startSimulatorProcess(webhookUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [SIMULATOR], {
    env: {
      PATH: process.env.PATH ?? '',
      SIMULATOR_PORT: String(port),
      SIMULATOR_WEBHOOK_URL: webhookUrl,
      FAPSHI_API_USER: 'season',
      FAPSHI_API_KEY: 'season',
      SIMULATOR_PENDING_AFTER_MS: '200',
      SIMULATOR_FINAL_AFTER_MS: '2000',
      SIMULATOR_EXPIRE_AFTER_MS: 'never',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const payments = async () =>
    ((await (await fetch(`${url}/__control/payments`)).json()) as { payments: SimulatedPayment[] }).payments;
  await untilAnswering(payments);
  return {
    url,
    payments,
    stop: () => stopProcess(child),
  };
}

/** The card twin in its own process too, its notifications sent to the router. */
async function startCardTwinProcess(notifyUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [CARD_TWIN], {
    env: {
      PATH: process.env.PATH ?? '',
      CINETPAY_TWIN_PORT: String(port),
      CINETPAY_TWIN_NOTIFY_URL: notifyUrl,
      ...CARD_ACCOUNT,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const transactions = async () =>
    ((await (await fetch(`${url}/__control/transactions`)).json()) as { transactions: TwinTransaction[] })
      .transactions;
  await untilAnswering(transactions);
  return {
    url,
    transactions,
    stop: () => stopProcess(child),
  };
}

/** Waits until the provider has settled every payment and its webhooks had time to arrive. */
async function settle(): Promise<void> {
  const until = Date.now() + 30_000;
  while (
    Date.now() < until &&
    (await simulator.payments()).some((p) => p.status === 'PENDING' || p.status === 'CREATED')
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

async function printPoolerStats(): Promise<void> {
  const admin = new URL(database.ownerUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/pgbouncer';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW STATS');
    const row = rows.find((r) => r.database === name);
    if (!row) return;
    const xacts = Number(row.total_xact_count) || 1;
    const queries = Number(row.total_query_count) || 1;
    console.log(
      `pooler: ${row.total_xact_count} transactions, ${row.total_query_count} statements; ` +
        `per statement ${(Number(row.total_query_time) / queries / 1000).toFixed(2)} ms on the server, ` +
        `per transaction ${(Number(row.total_wait_time) / xacts / 1000).toFixed(2)} ms waiting for a server connection`,
    );
  } finally {
    await client.end();
  }
}
