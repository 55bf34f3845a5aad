/**
 * Cold start of each production bundle: 20 fresh `node` processes per bundle (as the platform starts
 * a new instance), each timed from the start of the handler's import to its first answer, with the
 * import alone beside it. p50 and p95 per bundle. Needs the bundles (node scripts/bundle-functions.ts).
 * The first request reads the database where the function does (the booking and payment look-ups),
 * so the time includes opening the pool's first connection. Beside the wall time, the CPU time the
 * process spent: on a shared machine other work stretches the first, not the second. Each bundle's
 * CPU time is printed against the goal, under 150 ms, and the bundles over it are named at the end.
 *
 *   npm run bench:cold-start [-- --runs 20 --only bookings-get,payments-status]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readManifest, startInstance, unpackBundles } from './lib/bundle-fleet.ts';
import { percentile } from './lib/percentiles.ts';
import { openThrowawayDatabase } from './lib/throwaway-database.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, only: { type: 'string' } },
});
const runs = Number(values.runs);
/** The goal for a cold start: CPU time of a fresh process, import to first answer (p50). */
const GOAL_CPU_MS = 150;
const only = values.only?.split(',');

/** The first request each bundle gets: a real route; a look-up of an unknown code reads the database. */
const FIRST_REQUEST: Record<string, { path: string; method?: string; body?: unknown }> = {
  'bookings-get': { path: '/api/bookings/AAAA-BBBB-CC' },
  'bookings-create': { path: '/api/bookings', method: 'POST', body: {} },
  'payments-status': { path: '/api/payments/pay_unknown0000000000' },
  'payments-start': { path: '/api/bookings/AAAA-BBBB-CC/payments', method: 'POST', body: { kind: 'full' } },
  'payments-webhook': { path: '/api/payments/webhook', method: 'POST', body: { transId: 'unknown' } },
  'reviews-create': { path: '/api/reviews', method: 'POST', body: {} },
  'sweep-payments': { path: '/', method: 'POST' },
  'sweep-payments-http': { path: '/api/internal/sweep-payments', method: 'POST', body: {} },
};

const database = await openThrowawayDatabase();
const all = await readManifest();
const bundles = await unpackBundles(all.filter((entry) => !only || only.includes(entry.name)));
const env = {
  DATABASE_URL: database.url,
  FAPSHI_BASE_URL: 'http://127.0.0.1:9',
  FAPSHI_API_USER: 'bench',
  FAPSHI_API_KEY: 'bench',
  SWEEP_SECRET: 'bench',
  SITE_URL: 'https://tours.example',
  OUTBOX_DIR: bundles.root,
};
console.log(`${bundles.entries.length} bundles, ${runs} fresh processes each, database: ${database.kind}\n`);
console.log(
  `bundle                   import p50  first answer p50    p95   its CPU p50   goal < ${GOAL_CPU_MS} ms  status`,
);
const firstAnswers: number[] = [];
const over: string[] = [];
try {
  for (const entry of bundles.entries) {
    const imports: number[] = [];
    const answers: number[] = [];
    const cpu: number[] = [];
    let status = 0;
    for (let run = 0; run < runs; run++) {
      const instance = await startInstance(entry, env);
      const request = FIRST_REQUEST[entry.name] ?? { path: entry.routes[0]?.replace(/:\w+/g, 'x') ?? '/' };
      // Each run from its own address, so no rate limit answers in the function's place.
      const headers = {
        origin: env.SITE_URL,
        'content-type': 'application/json',
        'x-nf-client-connection-ip': `10.99.${run}.1`,
      };
      const init: RequestInit = { method: request.method ?? 'GET', headers };
      if (request.body !== undefined) init.body = JSON.stringify(request.body);
      const response = await fetch(`${instance.url}${request.path}`, init);
      await response.arrayBuffer();
      status = response.status;
      imports.push(instance.importMs);
      const first = await instance.firstAnswer;
      answers.push(first.wallMs);
      cpu.push(first.cpuMs);
      await instance.stop();
    }
    firstAnswers.push(percentile(answers, 50));
    const cpuP50 = percentile(cpu, 50);
    if (cpuP50 >= GOAL_CPU_MS) over.push(`${entry.name} (${cpuP50.toFixed(0)} ms)`);
    console.log(
      `${entry.name.padEnd(24)} ${ms(percentile(imports, 50))}  ${ms(percentile(answers, 50))}  ${ms(percentile(answers, 95))}  ${ms(cpuP50)}  ${(cpuP50 < GOAL_CPU_MS ? 'met' : 'OVER').padEnd(13)}  ${status}`,
    );
  }
  console.log(
    `\nslowest p50 to first answer: ${Math.max(...firstAnswers).toFixed(0)} ms (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    over.length === 0
      ? `every bundle's cold start under ${GOAL_CPU_MS} ms of CPU`
      : `over the ${GOAL_CPU_MS} ms goal: ${over.join(', ')}`,
  );
} finally {
  await bundles.remove();
  await database.stop();
}

function ms(value: number): string {
  return `${value.toFixed(0).padStart(5)} ms`;
}
