/**
 * The production bundles, started as the platform starts them, drive a whole booking: every bundle
 * is copied to an empty folder (no `node_modules` but its own) and loaded by a plain `node` (no
 * development runtime, no patch), against PostgreSQL (through PgBouncer when
 * `TEST_POSTGRES_POOLED_URL` is set; the embedded PGlite otherwise) and the payment simulator, with
 * real `Request`s: create, pay, status, webhook, lookup, a review refused before the trip, an
 * unsigned WhatsApp notification refused, a back-office sign-in, the trip marked travelled, the
 * review taken, an offline payment, the sweep (on demand and scheduled). Fails at the first wrong
 * answer. On PostgreSQL the bundles connect as the functions' role, granted what
 * `npm run db:grants` prints: a statement it may not send fails.
 *
 *   node scripts/smoke-bundles.ts        (after node scripts/bundle-functions.ts)
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOYED_TARGET } from '../src/server/db/grants.ts';
import { createPool } from '../src/server/db/pool.ts';
import { upsertStaff } from '../src/server/repositories/staff.ts';
import { startFapshiSimulator } from '../src/simulator/fapshi-simulator.ts';
import { type Instance, readManifest, startInstance, unpackBundles } from './lib/bundle-fleet.ts';
import { openThrowawayDatabase } from './lib/throwaway-database.ts';

const SITE = 'https://tours.example';
const SECRET = 'smoke-sweep-secret';
const started = performance.now();
const stops: Array<() => Promise<unknown>> = [];
const instances = new Map<string, Instance>();

try {
  const bundles = await unpackBundles(await readManifest());
  stops.push(bundles.remove);
  const database = await openThrowawayDatabase();
  stops.push(database.stop);
  if (database.url !== database.ownerUrl) await assertFunctionsRole(database.url);
  const outbox = await mkdtemp(join(tmpdir(), 'smoke-outbox-'));
  stops.push(() => rm(outbox, { recursive: true, force: true }));
  const simulator = await startFapshiSimulator({
    port: 0,
    apiUser: 'smoke-user',
    apiKey: 'smoke-key',
    timing: { pendingAfterMs: 10, finalAfterMs: 100, expireAfterMs: null },
  });
  stops.push(simulator.stop);
  const env = {
    DATABASE_URL: database.url,
    FAPSHI_BASE_URL: simulator.url,
    FAPSHI_API_USER: 'smoke-user',
    FAPSHI_API_KEY: 'smoke-key',
    SWEEP_SECRET: SECRET,
    SITE_URL: SITE,
    OUTBOX_DIR: outbox,
    AGENCY_NOTICE_EMAIL: 'bookings@tours.example',
  };
  await Promise.all(
    bundles.entries.map(async (entry) => {
      const instance = await startInstance(entry, env);
      instances.set(entry.name, instance);
      stops.push(instance.stop);
    }),
  );
  simulator.control.configure({ webhookUrl: `${url('payments-webhook')}/api/payments/webhook` });
  console.log(`${instances.size} bundles started from ${bundles.root}, database: ${database.kind}`);
  await driveBooking(database.directUrl, outbox);
  // Warnings (a late success, a missing setting the local context tolerates) are not failures.
  const errors = [...instances.values()].flatMap((i) =>
    i.errors.filter((line) => /error|failed|threw/i.test(line)).map((line) => `${i.name}: ${line}`),
  );
  assert.deepEqual(errors, [], 'no instance logged an error');
  console.log(`Smoke test passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  for (const instance of instances.values()) {
    for (const line of instance.errors) console.error(`${instance.name}: ${line}`);
  }
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}

/** The bundles' connection is the functions' role, not the owner (which could disable the audit). */
async function assertFunctionsRole(databaseUrl: string): Promise<void> {
  const pool = createPool(databaseUrl, 1);
  try {
    const { rows } = await pool.query<{ who: string }>('SELECT current_user AS who');
    assert.equal(rows[0]?.who, DEPLOYED_TARGET.role, "the bundles connect as the functions' role");
  } finally {
    await pool.end();
  }
}

function url(name: string): string {
  const instance = instances.get(name);
  if (!instance) throw new Error(`no bundle for ${name}`);
  return instance.url;
}

interface Answer {
  status: number;
  body: { ok: boolean; data: Record<string, unknown> & { [key: string]: unknown } };
  headers: Headers;
}

async function call(
  name: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  const request: RequestInit = { method: init.method ?? 'GET', headers };
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    request.body = JSON.stringify(init.json);
  }
  const response = await fetch(`${url(name)}${path}`, request);
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') ? JSON.parse(text) : { ok: response.ok, data: { text } },
  };
}

function step(what: string, answer: Answer, status: number): Answer['body']['data'] {
  assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer.body)}`);
  console.log(`  ${what}: ${answer.status}`);
  return answer.body.data;
}

/** A sample trip's departures: their seats, and a booking that takes three of them. */
async function driveDeparture(body: Record<string, unknown>): Promise<void> {
  const slug = 'waza-national-park-safari';
  const seats = async (what: string) => {
    const data = step(what, await call('packages-departures', `/api/packages/${slug}/departures`), 200);
    return data.departures as Array<{ id: string; availability: string; seatsLeft: number }>;
  };
  const before = (await seats('seats of a trip’s departures')).find((d) => d.seatsLeft >= 3);
  assert.ok(before, `${slug} has a departure with 3 seats left`);
  step(
    'book a departure',
    await call('bookings-create', '/api/bookings', {
      method: 'POST',
      json: { ...body, packageSlug: slug, departureId: before.id },
    }),
    201,
  );
  const after = (await seats('its seats after')).find((d) => d.id === before.id);
  assert.equal(after?.seatsLeft, before.seatsLeft - 3, 'the booking took three seats');
}

async function driveBooking(directUrl: string, outbox: string): Promise<void> {
  const booking = (number: string, email: string) => ({
    packageSlug: 'kribi-beach-escape',
    spots: 3,
    tripType: 'group',
    contact: { fullName: 'Ngono Marie', email, whatsapp: '+237 6 99 12 34 56' },
    payment: { method: 'mtn', number },
    paymentType: 'single',
    termsAccepted: true,
  });
  const created = step(
    'create a booking',
    await call('bookings-create', '/api/bookings', {
      method: 'POST',
      json: booking('670000000', 'marie@example.cm'),
    }),
    201,
  );
  const code = String(created.code);
  await driveDeparture(booking('670000000', 'seats@example.cm'));
  const payment = step(
    'start its payment',
    await call('payments-start', `/api/bookings/${code}/payments`, {
      method: 'POST',
      json: { kind: 'full' },
    }),
    202,
  );
  const reference = String(payment.reference);
  // The simulator settles, then notifies the webhook bundle; the status bundle reads the result.
  let status = '';
  for (let i = 0; i < 100 && status !== 'successful'; i++) {
    const answer = await call('payments-status', `/api/payments/${reference}`);
    status = String(answer.body.data?.status);
    if (status !== 'successful') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(status, 'successful', 'the payment is recorded by the webhook');
  console.log('  payment status, after the webhook: successful');
  const details = step('look the booking up', await call('bookings-get', `/api/bookings/${code}`), 200);
  assert.equal(details.status, 'payment_completed');
  const review = () =>
    call('reviews-create', '/api/reviews', {
      method: 'POST',
      json: { code, displayName: 'Marie N.', rating: 5, text: 'A wonderful trip, thank you!' },
    });
  step('a review before the trip is refused', await review(), 403);
  step(
    'an unsigned WhatsApp notification is refused',
    await call('whatsapp-webhook', '/api/whatsapp/webhook', { method: 'POST', json: { entry: [] } }),
    401,
  );
  const cookie = await signIn(directUrl, outbox);
  step(
    'mark the trip travelled',
    await call('admin-booking-action', `/api/admin/bookings/${code}/actions`, {
      method: 'POST',
      headers: { origin: SITE, cookie, 'idempotency-key': 'smoke-travelled-0001' },
      json: { action: 'travelled', reason: 'Back from Kribi' },
    }),
    200,
  );
  step('leave a review', await review(), 201);
  const unpaid = step(
    'create a second booking',
    await call('bookings-create', '/api/bookings', {
      method: 'POST',
      json: booking('690000000', 'awa@example.cm'),
    }),
    201,
  );
  const total = Number((unpaid.amounts as { total: number }).total);
  const recorded = step(
    'record an offline payment',
    await call('admin-booking-action', `/api/admin/bookings/${unpaid.code}/actions`, {
      method: 'POST',
      headers: { origin: SITE, cookie, 'idempotency-key': 'smoke-offline-0001' },
      json: {
        action: 'offlinePayment',
        amount: total,
        channel: 'bank_transfer',
        receivedOn: '2026-11-20',
        reason: 'Transfer ref 8841',
      },
    }),
    200,
  );
  assert.equal(recorded.status, 'payment_completed');
  for (const [name, path] of [
    ['admin-me', '/api/admin/me'],
    ['admin-bookings', '/api/admin/bookings'],
    ['admin-booking', `/api/admin/bookings/${code}`],
    ['admin-bookings-export', '/api/admin/bookings-export'],
    ['admin-today', '/api/admin/today'],
    ['admin-attention', '/api/admin/attention'],
    ['admin-reviews', '/api/admin/reviews'],
    ['admin-sessions', '/api/admin/sessions'],
  ] as const) {
    step(`back office ${path}`, await call(name, path, { headers: { cookie } }), 200);
  }
  const swept = step(
    'sweep on demand',
    await call('sweep-payments-http', '/api/internal/sweep-payments', {
      method: 'POST',
      headers: { 'x-sweep-secret': SECRET },
      json: {},
    }),
    200,
  );
  assert.equal(typeof swept.checked, 'number');
  step('scheduled sweep', await call('sweep-payments', '/', { method: 'POST' }), 204);
  step(
    'sign out',
    await call('admin-sign-out', '/api/admin/sign-out', {
      method: 'POST',
      headers: { origin: SITE, cookie },
      json: {},
    }),
    200,
  );
}

/** Signs a staff member in through the link the outbox received: the session cookie. */
async function signIn(directUrl: string, outbox: string): Promise<string> {
  const pool = createPool(directUrl, 1);
  await upsertStaff(pool, 'owner@tours.example', 'Awa Owner', 'owner');
  await pool.end();
  const headers = { origin: SITE };
  step(
    'ask for a sign-in link',
    await call('admin-sign-in', '/api/admin/sign-in', {
      method: 'POST',
      headers,
      json: { email: 'owner@tours.example' },
    }),
    200,
  );
  let token: string | undefined;
  for (let i = 0; i < 50 && !token; i++) {
    // Only `*.json`: the outbox writes each message aside first, then renames it.
    for (const name of (await readdir(outbox)).filter((file) => file.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; text: string };
      if (mail.to === 'owner@tours.example') token = /#token=([\w-]+)/.exec(mail.text)?.[1];
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.ok(token, 'the sign-in link reached the outbox');
  const confirmed = await call('admin-sign-in-confirm', '/api/admin/sign-in/confirm', {
    method: 'POST',
    headers,
    json: { token },
  });
  step('sign in with the link', confirmed, 200);
  return (confirmed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
