/**
 * Load benchmark against a running local server (not a test):
 *   npm run bench:load -- [baseUrl] [--bookings N] [--lookups N] [--concurrency C]
 * Creates N bookings, then N lookups of their codes, with at most C requests in flight, and prints
 * requests per second and p50/p99 latency for each. Default http://localhost:4321, 200/400/10.
 * Every request comes from this machine's address, and the functions limit each address (and each
 * e-mail address and phone number) whatever X-Forwarded-For says: start the server with the limits
 * raised, as printed below (`BENCH_SERVER_ENV`), or the run stops at the first 429.
 */
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    bookings: { type: 'string', default: '200' },
    lookups: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '10' },
  },
});
const base = (positionals[0] ?? process.env.BENCH_URL ?? 'http://localhost:4321').replace(/\/$/, '');
const bookings = Number(values.bookings);
const lookups = Number(values.lookups);
const concurrency = Number(values.concurrency);

interface Run {
  latencies: number[];
  statuses: Map<number, number>;
  seconds: number;
}

async function runMany(count: number, job: (i: number) => Promise<number>): Promise<Run> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      let status = 0;
      try {
        status = await job(i);
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(name: string, run: Run): void {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const statuses = [...run.statuses].map(([s, n]) => `${s === -1 ? 'network error' : s}: ${n}`).join(', ');
  console.log(
    `${name.padEnd(9)} ${String(sorted.length).padStart(5)} requests  ${(sorted.length / run.seconds).toFixed(1).padStart(7)} req/s` +
      `  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  (${statuses})`,
  );
}

/** The server's environment for a fair run: the rate limits out of the way (docs/configuration.md). */
const BENCH_SERVER_ENV: Record<string, string> = {
  BOOKING_RATE_LIMIT: '1000000',
  LOOKUP_RATE_LIMIT: '1000000',
  EMAIL_RECIPIENT_LIMIT: '1000000',
};

const packages = process.env.BENCH_PACKAGE ?? 'kribi-beach-escape';
const codes: string[] = [];
console.log(
  `Benchmark against ${base}: ${bookings} bookings, ${lookups} lookups, concurrency ${concurrency}`,
);
console.log(
  `The server must run with the rate limits raised: ${Object.entries(BENCH_SERVER_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} npm start`,
);

function stopIfThrottled(name: string, run: Run): void {
  if (!run.statuses.has(429)) return;
  console.error(
    `${name}: ${run.statuses.get(429)} answers were 429 (rate limited): restart the server with ${Object.keys(BENCH_SERVER_ENV).join(', ')} raised, as printed above.`,
  );
  process.exit(1);
}

const created = await runMany(bookings, async (i) => {
  const response = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      packageSlug: packages,
      spots: 3,
      tripType: 'group',
      contact: { fullName: 'Bench Client', email: `bench${i}@example.cm`, whatsapp: '670000000' },
      payment: { method: 'mtn', number: '670000000' },
      paymentType: 'multiple',
      termsAccepted: true,
    }),
  });
  const body = (await response.json()) as { data?: { code?: string } };
  if (body.data?.code) codes.push(body.data.code);
  return response.status;
});
report('bookings', created);
stopIfThrottled('bookings', created);

if (codes.length === 0) {
  console.error(
    'No booking was created: is the server running, with this package in its catalogue (BENCH_PACKAGE)?',
  );
  process.exit(1);
}
const looked = await runMany(lookups, async (i) => {
  const response = await fetch(`${base}/api/bookings/${codes[i % codes.length]}`);
  await response.arrayBuffer();
  return response.status;
});
report('lookups', looked);
stopIfThrottled('lookups', looked);
