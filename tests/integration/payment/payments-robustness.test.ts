import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentUnavailableError } from '../../../src/server/payments/provider.ts';
import { sandboxNumbers } from '../../../src/simulator/sandbox-numbers.ts';
import {
  api,
  bookingBody,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
  waitForStatus,
} from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

async function newBooking(number = '670000000', extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number }, ...extra }));
  expect(created.status).toBe(201);
  return created.body.data.code;
}

async function attemptRows(app: TestApp, code: string) {
  const { rows } = await app.db.pool.query(
    `SELECT a.status, a.late_success, a.provider_id FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE b.code = $1 ORDER BY a.id`,
    [code],
  );
  return rows as Array<{ status: string; late_success: boolean; provider_id: string | null }>;
}

describe.each(databaseKinds())('payment robustness (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { providerTimeoutMs: 300 });
  }, 180_000);
  afterEach(() => app.setProvider((real) => real));
  afterAll(async () => {
    await app?.stop();
  });

  it('an Idempotency-Key replay returns the first answer; another body under it is refused', async () => {
    const code = await newBooking();
    const headers = { 'idempotency-key': 'replay-key-0001' };
    const first = await api.startPayment(code, { kind: 'full' }, headers);
    const again = await api.startPayment(code, { kind: 'full' }, headers);
    expect(again.status).toBe(first.status);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await api.startPayment(code, { kind: 'deposit' }, headers);
    expect(other.status).toBe(422);
    expect(
      app.simulator.control.payments().filter((p) => p.externalId === first.body.data.reference),
    ).toHaveLength(1);
    expect(await attemptRows(app, code)).toHaveLength(1);
  });

  it('two concurrent initiates for one booking charge once; the other gets 409 and the reference', async () => {
    const code = await newBooking(sandboxNumbers.pendingForever);
    const before = app.simulator.control.payments().length;
    const [a, b] = await Promise.all([
      api.startPayment(code, { kind: 'full' }),
      api.startPayment(code, { kind: 'full' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([202, 409]);
    const winner = a.status === 202 ? a : b;
    const loser = a.status === 409 ? a : b;
    expect(loser.body.data.reference).toBe(winner.body.data.reference);
    expect(app.simulator.control.payments().length - before).toBe(1);
  });

  it('duplicate and reordered webhooks are harmless', async () => {
    const code = await newBooking(sandboxNumbers.successWithDuplicateWebhook);
    const started = await api.startPayment(code, { kind: 'full' });
    const reference = started.body.data.reference;
    await sleep(300);
    const payment = app.simulator.control.payments().find((p) => p.externalId === reference);
    // Replays out of order: an old "pending" body after the success changes nothing.
    const webhookBody = {
      transId: payment?.transId,
      status: 'PENDING',
      externalId: reference,
      amount: 306_000,
    };
    expect((await api.webhook(webhookBody)).status).toBe(200);
    expect((await api.webhook({ ...webhookBody, status: 'FAILED' })).status).toBe(200);
    const rows = await attemptRows(app, code);
    expect(rows).toEqual([{ status: 'successful', late_success: false, provider_id: payment?.transId }]);
    const { rows: notes } = await app.db.pool.query(
      'SELECT count(*)::int AS n FROM provider_notifications WHERE external_id = $1',
      [reference],
    );
    expect(notes[0].n).toBeGreaterThanOrEqual(3);
    expect((await api.getBooking(code)).body.data.paid).toBe(300_000);
  });

  it('a webhook arriving before the initiate call returns is applied', async () => {
    const code = await newBooking();
    let webhookOutcome: unknown = null;
    // Only the notification sent below: the simulator's own would race it for the one provider check.
    const webhookUrl = app.simulator.control.config().webhookUrl;
    app.simulator.control.configure({ webhookUrl: null });
    app.setProvider((real) => ({
      ...real,
      name: real.name,
      status: (id) => real.status(id),
      findByExternalId: (ref) => real.findByExternalId(ref),
      async initiate(input) {
        const result = await real.initiate(input);
        const payment = app.simulator.control.settle(result.providerId, 'SUCCESSFUL');
        // The notification is handled while our initiate call is still "on the wire".
        webhookOutcome = (
          await api.webhook({ transId: payment.transId, externalId: input.externalId, status: 'SUCCESSFUL' })
        ).body.data.outcome;
        return result;
      },
    }));
    const started = await api.startPayment(code, { kind: 'full' });
    app.simulator.control.configure({ webhookUrl });
    expect(webhookOutcome).toBe('successful');
    expect(started.status).toBe(202);
    expect(started.body.data.status).toBe('successful');
    expect((await api.getBooking(code)).body.data.status).toBe('payment_completed');
  });

  it('a crash between the provider accepting and our update is repaired by the sweep', async () => {
    const code = await newBooking(sandboxNumbers.successWithoutWebhook);
    let accepted = false;
    app.setProvider((real) => ({
      ...real,
      name: real.name,
      status: (id) => real.status(id),
      findByExternalId: (ref) => real.findByExternalId(ref),
      async initiate(input) {
        await real.initiate(input);
        accepted = true;
        // The process dies here: the answer is never stored (this call is abandoned, never settled).
        return new Promise<never>(() => undefined);
      },
    }));
    void api.startPayment(code, { kind: 'full' });
    while (!accepted) await sleep(10);
    app.setProvider((real) => real);
    expect(await attemptRows(app, code)).toEqual([
      { status: 'pending', late_success: false, provider_id: null },
    ]);
    await sleep(150);

    expect((await api.sweep()).status).toBe(401);
    expect((await api.sweep('wrong')).status).toBe(401);
    app.advanceClock(2_000);
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.status).toBe(200);
    expect(swept.body.data.byStatus.successful).toBeGreaterThanOrEqual(1);
    const rows = await attemptRows(app, code);
    expect(rows[0]).toMatchObject({ status: 'successful', late_success: false });
    expect(rows[0]?.provider_id).not.toBeNull();
    expect((await api.getBooking(code)).body.data.status).toBe('payment_completed');
  });

  it('a provider time-out is resolved by looking the payment up, never by sending it again', async () => {
    const code = await newBooking(sandboxNumbers.successAfterSlowInitiate);
    const before = app.simulator.control.payments().length;
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status).toBe(202);
    const final = await waitForStatus(started.body.data.reference);
    expect(final.body.data.status).toBe('successful');
    expect(app.simulator.control.payments().length - before).toBe(1);
  });

  it('a provider that cannot be reached leaves the attempt pending for reconciliation', async () => {
    const code = await newBooking();
    app.setProvider((real) => ({
      ...real,
      name: real.name,
      initiate: async () => {
        throw new PaymentUnavailableError('down');
      },
      status: async () => {
        throw new PaymentUnavailableError('down');
      },
      findByExternalId: async () => {
        throw new PaymentUnavailableError('down');
      },
    }));
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status).toBe(202);
    expect(started.body.data.status).toBe('pending');
    expect((await api.paymentStatus(started.body.data.reference)).body.data.status).toBe('pending');
    app.setProvider((real) => real);
    // Nothing reached the provider: once its time is up, the attempt expires and the booking is free.
    app.advanceClock(120_000);
    expect((await api.paymentStatus(started.body.data.reference)).body.data.status).toBe('expired');
    expect((await api.startPayment(code, { kind: 'full' })).status).toBe(202);
  });

  it('a provider refusal fails the attempt with a clear message', async () => {
    const code = await newBooking();
    app.setProvider((real) => ({
      ...real,
      name: real.name,
      status: (id) => real.status(id),
      findByExternalId: (ref) => real.findByExternalId(ref),
      initiate: () =>
        real.initiate({
          ...real,
          amount: 50,
          phone: '670000000',
          medium: 'mtn',
          externalId: 'pay_bad',
        } as never),
    }));
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status).toBe(422);
    // The customer reads a catalogue reason; the provider's own words stay with the attempt, for staff.
    expect(started.body.message).toBe('The payment service refused the payment.');
    expect(started.body.data.failureReason).toBe('other');
    expect(started.body.message).not.toMatch(/XAF|amount/i);
    expect((await attemptRows(app, code))[0]?.status).toBe('failed');
    const { rows } = await app.db.pool.query(
      'SELECT a.failure_reason FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id WHERE b.code = $1',
      [code],
    );
    expect(rows[0].failure_reason).toMatch(/at least 100 XAF/);
    const status = await api.paymentStatus(started.body.data.reference);
    expect(status.body.data).toMatchObject({ status: 'failed', failureReason: 'other' });
  });
});
