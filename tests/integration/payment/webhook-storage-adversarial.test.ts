/**
 * Forged webhooks against the database and the staff's view (docs/payments.md#what-the-webhook-keeps):
 * a body naming no payment of ours is counted, never stored; one naming a payment is stored capped,
 * at most a few per payment when it names another transaction; the provider's real notifications stay
 * first in the back office however many forged ones name the same reference.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import { KEPT_PER_ATTEMPT } from '../../../src/server/services/payment-webhook.ts';
import { sandboxNumbers } from '../../../src/simulator/sandbox-numbers.ts';
import { callAdmin, signedIn } from '../helpers/admin.ts';
import { api, bookingBody, startTestApp, type TestApp, waitForStatus } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const WEBHOOK_MAX_BYTES = 8 * 1024;
const STORED_BODY_MAX_BYTES = 4 * 1024;

const randomId = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

/** A JSON body of exactly `bytes` bytes: `fields` plus padding. */
function padded(fields: Record<string, unknown>, bytes = WEBHOOK_MAX_BYTES): string {
  const bare = JSON.stringify({ ...fields, pad: '' });
  return JSON.stringify({ ...fields, pad: 'x'.repeat(bytes - Buffer.byteLength(bare)) });
}

function webhookRequest(body: string): Request {
  return new Request('http://localhost:8888/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

describe.each(databaseKinds())('what the webhook keeps (%s)', (kind) => {
  let app: TestApp;
  let agent: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    agent = await signedIn(app, 'agent@tours.example', 'agent', 'Ben Agent');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  /** Rows, stored bytes and on-disk size of the notifications table. */
  async function footprint() {
    const { rows } = await app.db.pool.query<{ rows: number; bytes: number; size: number }>(
      `SELECT count(*)::int AS rows, COALESCE(sum(octet_length(raw_body)), 0)::int AS bytes,
         pg_total_relation_size('provider_notifications')::float8 AS size
       FROM provider_notifications`,
    );
    return rows[0];
  }

  /** Notifications counted and not stored, by outcome, all days together. */
  async function unstored(): Promise<Record<string, number>> {
    const { rows } = await app.db.pool.query<{ outcome: string; n: number }>(
      `SELECT outcome, sum(count)::int AS n FROM provider_notifications_unstored GROUP BY outcome`,
    );
    return Object.fromEntries(rows.map((r) => [r.outcome, r.n]));
  }

  async function newBooking(number: string): Promise<string> {
    const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number } }));
    return created.body.data.code;
  }

  it('a flood of unmatched bodies of the maximum size leaves the table as it was, and is counted', async () => {
    const log = vi.fn();
    app.deps.log = log;
    const before = await footprint();
    const bodies = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? padded({
            transId: randomId(20),
            status: 'SUCCESSFUL',
            externalId: `pay_${randomId(16)}`,
            amount: 9,
          })
        : randomBytes(WEBHOOK_MAX_BYTES * 2)
            .toString('base64')
            .slice(0, WEBHOOK_MAX_BYTES),
    );
    for (const body of bodies) {
      expect(Buffer.byteLength(body)).toBe(WEBHOOK_MAX_BYTES);
      const answer = await api.raw('webhook', webhookRequest(body));
      expect(answer.status).toBe(200);
    }
    expect(await footprint()).toEqual(before);
    // The file's first test: nothing was counted before.
    expect(await unstored()).toEqual({ 'unknown-payment': 50, unreadable: 50 });
    // One short line each, without the body.
    expect(log).toHaveBeenCalledTimes(100);
    for (const [message, detail] of log.mock.calls) {
      expect(message).toBe('webhook not stored');
      expect(JSON.stringify(detail).length).toBeLessThan(300);
    }
    delete app.deps.log;
  });

  it('refuses a body larger than the provider ever sends, and stores nothing', async () => {
    const before = await footprint();
    const body = padded({ transId: randomId(20), status: 'SUCCESSFUL' }, WEBHOOK_MAX_BYTES + 1);
    expect((await api.raw('webhook', webhookRequest(body))).status).toBe(413);
    expect(await footprint()).toEqual(before);
  });

  it('a real webhook is still stored and processed, its copy capped', async () => {
    const code = await newBooking(sandboxNumbers.success.mtn[0]);
    const reference: string = (await api.startPayment(code, { kind: 'full' })).body.data.reference;
    expect((await waitForStatus(reference, 15_000)).body.data.status).toBe('successful');
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId;
    const stored = async () =>
      (
        await app.db.pool.query(
          `SELECT n.provider_id, n.outcome, octet_length(n.raw_body) AS bytes, a.reference
           FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
           WHERE a.reference = $1 ORDER BY n.id`,
          [reference],
        )
      ).rows;
    // The simulator's own webhook.
    await vi.waitFor(async () => expect((await stored())[0]?.outcome).toBe('successful'), {
      timeout: 15_000,
    });

    const big = padded({ transId, status: 'SUCCESSFUL', externalId: reference, amount: 306_000 });
    const answer = await api.raw('webhook', webhookRequest(big));
    expect(answer.body.data).toEqual({ outcome: 'successful' });
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ provider_id: transId, outcome: 'successful' });
    expect(rows[1].bytes).toBeLessThanOrEqual(STORED_BODY_MAX_BYTES);
  });

  it('forged notifications naming a reference are capped and never push the real one out of view', async () => {
    const code = await newBooking(sandboxNumbers.pendingForever);
    const reference: string = (await api.startPayment(code, { kind: 'full' })).body.data.reference;
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId ?? '';
    // The reference is public (the booking page shows it); the transaction id is not.
    for (let i = 0; i < 250; i += 1) {
      const forged = await api.webhook({
        transId: randomId(20),
        externalId: reference,
        status: 'SUCCESSFUL',
      });
      expect(forged.body.data).toEqual({ outcome: 'mismatch' });
    }
    app.simulator.control.settle(transId, 'SUCCESSFUL');
    await vi.waitFor(
      async () => {
        const { rows } = await app.db.pool.query(
          `SELECT outcome FROM provider_notifications WHERE provider_id = $1`,
          [transId],
        );
        expect(rows).toEqual([{ outcome: 'successful' }]);
      },
      { timeout: 15_000 },
    );
    const view = await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: agent });
    expect(view.status).toBe(200);
    const notifications: Array<{ providerId: string; receivedAt: string; outcome: string }> =
      view.body.data.notifications;
    expect(notifications[0]).toMatchObject({ providerId: transId, outcome: 'successful' });
    expect(notifications.slice(1).every((n) => n.outcome === 'mismatch')).toBe(true);
    const times = notifications.slice(1).map((n) => n.receivedAt);
    expect(times).toEqual([...times].sort().reverse());

    const { rows } = await app.db.pool.query(
      `SELECT count(*)::int AS n FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
       WHERE a.reference = $1`,
      [reference],
    );
    expect(rows[0].n).toBe(KEPT_PER_ATTEMPT + 1);
    // No earlier test of the file went over a payment's limit.
    expect((await unstored())['over-limit']).toBe(250 - KEPT_PER_ATTEMPT);
    // Staff see what was counted and not kept, next to the notifications.
    expect(view.body.data.notificationsNotKept).toMatchObject({ overLimit: expect.any(Number) });
    expect(view.body.data.notificationsNotKept.overLimit).toBeGreaterThanOrEqual(230);
    expect(view.body.data.notificationsNotKept.unknownPayment).toBeGreaterThanOrEqual(50);
    expect(view.body.data.notificationsNotKept.unreadable).toBeGreaterThanOrEqual(50);
    // 250 webhooks one after another: about 8 s on PGlite on a quiet 2-core machine.
  }, 60_000);
});
