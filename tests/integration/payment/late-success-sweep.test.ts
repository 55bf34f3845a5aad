/**
 * A success that arrives after we closed the attempt locally and never sends a webhook: the sweep
 * re-checks recently closed attempts against the provider, records the success and flags it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNumbers } from '../../../src/simulator/sandbox-numbers.ts';
import {
  AGENCY_EMAIL,
  api,
  bookingBody,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
} from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const TTL_MS = 300;
// Generous against a loaded machine: the close-then-sweep below must fit well inside it.
const RECHECK_MS = 1_500;
const PROVIDER_SUCCESS_MS = 2_500;

async function controlPost(app: TestApp, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${app.simulator.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function attempt(app: TestApp, reference: string) {
  const { rows } = await app.db.pool.query(
    `SELECT status, late_success, closed_at IS NOT NULL AS closed, receipt_sent_at IS NOT NULL AS receipt_sent
     FROM payment_attempts WHERE reference = $1`,
    [reference],
  );
  return rows[0] as { status: string; late_success: boolean; closed: boolean; receipt_sent: boolean };
}

/** A booking whose full payment we expire locally while the provider still has it pending. */
async function expiredLocally(number: string): Promise<{ code: string; reference: string }> {
  const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number } }));
  const code: string = created.body.data.code;
  const started = await api.startPayment(code, { kind: 'full' });
  expect(started.status).toBe(202);
  const reference: string = started.body.data.reference;
  await sleep(TTL_MS + 50);
  expect((await api.paymentStatus(reference)).body.data.status).toBe('expired');
  return { code, reference };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

const sweep = async () => {
  const answer = await api.sweep(SWEEP_SECRET);
  expect(answer.status).toBe(200);
  return answer.body.data as { rechecked: number; lateSuccesses: string[] };
};

describe.each(databaseKinds())('late successes found by the sweep (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      timings: { attemptTtlMs: TTL_MS, staleAfterMs: 100, closedRecheckEveryMs: RECHECK_MS },
    });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('records and flags a success without webhook that came after the local expiry', async () => {
    // The provider takes longer than our time-to-live, then succeeds and never calls back.
    await controlPost(app, 'config', { timing: { finalAfterMs: PROVIDER_SUCCESS_MS } });
    let late: { code: string; reference: string };
    try {
      late = await expiredLocally(sandboxNumbers.successWithoutWebhook);
    } finally {
      await controlPost(app, 'config', { timing: { finalAfterMs: 60 } });
    }
    const { code, reference } = late;
    expect(await attempt(app, reference)).toMatchObject({ status: 'expired', closed: true });

    // Too early for a re-check: nothing asked (closing it counted as a check).
    expect(await sweep()).toMatchObject({ rechecked: 0, lateSuccesses: [] });
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId ?? '';
    await until(
      () => app.simulator.control.payment(transId)?.status === 'SUCCESSFUL',
      PROVIDER_SUCCESS_MS * 2,
    );
    await sleep(RECHECK_MS);
    expect(app.simulator.control.webhooks().filter((w) => w.transId === transId)).toEqual([]);
    // Nobody polls a closed attempt: the status function still says expired.
    expect((await api.paymentStatus(reference)).body.data.status).toBe('expired');

    const swept = await sweep();
    expect(swept).toMatchObject({ rechecked: 1, lateSuccesses: [reference] });
    expect(await attempt(app, reference)).toEqual({
      status: 'successful',
      late_success: true,
      closed: true,
      receipt_sent: true,
    });
    const details = (await api.getBooking(code)).body.data;
    expect(details.status).toBe('payment_completed');
    expect(details.payments).toEqual([expect.objectContaining({ reference, lateSuccess: true })]);
    const receipts = (await app.outbox()).filter((m) => m.idempotencyKey === `payment-receipt/${reference}`);
    expect(receipts).toHaveLength(1);
    // The agency hears of it as a late payment, to check (not as an ordinary one).
    const notices = (await app.outbox()).filter((m) => m.idempotencyKey?.startsWith('agency-notice/'));
    expect(notices.map((m) => m.idempotencyKey)).toContain(
      `agency-notice/late_success/${reference}/${AGENCY_EMAIL}`,
    );
    expect(notices.filter((m) => m.idempotencyKey?.startsWith(`agency-notice/payment/${reference}`))).toEqual(
      [],
    );

    // Later sweeps leave it alone: a success is final, and counted once.
    await sleep(RECHECK_MS + 50);
    expect((await sweep()).lateSuccesses).not.toContain(reference);
    expect((await api.getBooking(code)).body.data.paid).toBe(300_000);
  });

  it('asks about a closed attempt at most once per interval, and a real failure stays failed', async () => {
    const created = await api.createBooking(
      bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.failure.mtn[0] } }),
    );
    const started = await api.startPayment(created.body.data.code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    await sleep(200);
    expect((await api.paymentStatus(reference)).body.data.status).toBe('failed');
    await sleep(RECHECK_MS + 50);

    expect(await sweep()).toMatchObject({ rechecked: 1, lateSuccesses: [] });
    expect(await sweep()).toMatchObject({ rechecked: 0, lateSuccesses: [] });
    expect(await attempt(app, reference)).toMatchObject({ status: 'failed', late_success: false });
  });

  it('leaves attempts closed before the window to the agency', async () => {
    const { reference } = await expiredLocally(sandboxNumbers.pendingForever);
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId ?? '';
    // Closed two days ago (as far as the sweep can tell); the provider now says successful, silently.
    await app.db.pool.query(
      `UPDATE payment_attempts SET closed_at = now() - interval '48 hours', last_checked_at = NULL
       WHERE reference = $1`,
      [reference],
    );
    const { webhookUrl } = app.simulator.control.config();
    await controlPost(app, 'config', { webhookUrl: null });
    try {
      await controlPost(app, `payments/${encodeURIComponent(transId)}/settle`, { status: 'SUCCESSFUL' });
    } finally {
      await controlPost(app, 'config', { webhookUrl });
    }
    // (The failed attempt of the previous test is due for a re-check again; this one is not.)
    expect((await sweep()).lateSuccesses).toEqual([]);
    expect(await attempt(app, reference)).toMatchObject({ status: 'expired', late_success: false });
  });
});
