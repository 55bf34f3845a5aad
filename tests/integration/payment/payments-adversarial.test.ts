/**
 * The money path attacked from outside and from bad luck (docs/payments.md): a forged webhook, a
 * provider answer that does not match, a failure between the two writes of a success, a provider
 * that never answers, a sweep facing a slow provider, and a crowd of polls and webhooks.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attentionText } from '../../../src/server/admin/attention-text.ts';
import { type PaymentProvider, PaymentUnavailableError } from '../../../src/server/payments/provider.ts';
import { listNeedingAttention } from '../../../src/server/repositories/attention.ts';
import { DEFAULT_TIMINGS } from '../../../src/server/services/deps.ts';
import { sandboxNumbers } from '../../../src/simulator/sandbox-numbers.ts';
import { api, bookingBody, SWEEP_SECRET, sleep, startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const FULL_DUE = 306_000;

async function newBooking(number: string = sandboxNumbers.pendingForever): Promise<string> {
  const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number } }));
  expect(created.status).toBe(201);
  return created.body.data.code;
}

async function row(app: TestApp, reference: string) {
  const { rows } = await app.db.pool.query(
    `SELECT a.status, a.provider_id, a.late_success, b.amount_paid, b.status AS booking_status
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id WHERE a.reference = $1`,
    [reference],
  );
  return rows[0] as {
    status: string;
    provider_id: string | null;
    late_success: boolean;
    amount_paid: number;
    booking_status: string;
  };
}

/** A successful payment of the same merchant account made without our reference (a payment link). */
async function foreignSuccess(app: TestApp, amount = FULL_DUE): Promise<string> {
  const response = await fetch(`${app.simulator.url}/direct-pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apiuser: 'test-user', apikey: 'test-key' },
    body: JSON.stringify({ amount, phone: sandboxNumbers.pendingForever }),
  });
  const { transId } = (await response.json()) as { transId: string };
  app.simulator.control.settle(transId, 'SUCCESSFUL');
  return transId;
}

/** The real provider, with every lookup counted (and optionally changed). */
function counting(
  app: TestApp,
  change: (payment: Awaited<ReturnType<PaymentProvider['status']>>) => typeof payment = (p) => p,
) {
  const calls: string[] = [];
  app.setProvider((real) => ({
    name: real.name,
    methods: real.methods,
    hostedPage: real.hostedPage,
    initiate: (input) => real.initiate(input),
    async status(id, options) {
      calls.push(`status:${id}`);
      return change(await real.status(id, options));
    },
    async findByExternalId(ref, options) {
      calls.push(`find:${ref}`);
      return (await real.findByExternalId(ref, options)).map(change);
    },
  }));
  return calls;
}

describe.each(databaseKinds())('payments under attack (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { timings: { providerCheckEveryMs: 0 } });
  }, 180_000);
  afterEach(() => {
    app.setProvider((real) => real);
    app.deps.timings = { ...app.deps.timings, providerCheckEveryMs: 0, attemptTtlMs: 60_000 };
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('finding 1: a forged webhook pairing a foreign success with an unanswered attempt pays nothing', async () => {
    const code = await newBooking(sandboxNumbers.success.mtn[1]);
    // The initiate call reaches the provider but its answer never comes back to us (still in flight).
    let reference = '';
    app.setProvider((real) => ({
      name: real.name,
      methods: real.methods,
      hostedPage: real.hostedPage,
      status: (id, o) => real.status(id, o),
      findByExternalId: (ref, o) => real.findByExternalId(ref, o),
      async initiate(input) {
        app.simulator.control.configure({ timing: { finalAfterMs: 60_000 } });
        await real.initiate(input);
        app.simulator.control.configure({ timing: { finalAfterMs: 60 } });
        reference = input.externalId;
        return new Promise<never>(() => undefined);
      },
    }));
    void api.startPayment(code, { kind: 'full' });
    while (!reference) await sleep(10);
    app.setProvider((real) => real);
    expect((await row(app, reference)).provider_id).toBeNull();
    const foreign = await foreignSuccess(app);

    const forged = await api.webhook({ transId: foreign, externalId: reference, status: 'SUCCESSFUL' });
    expect(forged.status).toBe(200);

    const after = await row(app, reference);
    expect(after.status).not.toBe('successful');
    expect(after.provider_id).not.toBe(foreign);
    expect(after.amount_paid).toBe(0);
    expect((await api.getBooking(code)).body.data.paid).toBe(0);
  });

  it('finding 1: a bound attempt is re-fetched by its own id, never by the one a webhook names', async () => {
    const code = await newBooking();
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    const foreign = await foreignSuccess(app);
    const calls = counting(app);
    await api.webhook({ transId: foreign, externalId: reference, status: 'SUCCESSFUL' });
    expect(calls).not.toContain(`status:${foreign}`);
    const after = await row(app, reference);
    expect(after).toMatchObject({ status: 'pending', amount_paid: 0 });
    expect(after.provider_id).not.toBe(foreign);
  });

  it('finding 1: an answer with another amount never pays; the attempt needs review and staff see why', async () => {
    const code = await newBooking(sandboxNumbers.success.mtn[0]);
    const since = new Date(Date.now() - 60_000);
    // The provider says "successful", but for more than we asked (someone else's payment under our id).
    counting(app, (payment) => ({ ...payment, amount: payment.amount + 1_000 }));
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    await sleep(150);
    const status = await api.paymentStatus(reference);
    expect(status.status).toBe(200);
    expect(status.body.data.status).not.toBe('successful');
    expect(await row(app, reference)).toMatchObject({ status: 'needs_review', amount_paid: 0 });
    // Closed: the booking can be paid again.
    app.setProvider((real) => real);
    expect((await api.startPayment(code, { kind: 'full' })).status).toBe(202);

    const report = await listNeedingAttention(app.db.pool, since);
    const listed = report.unresolved.find((a) => a.reference === reference);
    expect(listed).toMatchObject({ code, status: 'needs_review' });
    expect(listed?.reason).toContain(String(FULL_DUE + 1_000));
    expect(attentionText(report, 30)).toContain(reference);
  });

  it('finding 1: the initiate time-out lookup applies the same checks', async () => {
    const code = await newBooking(sandboxNumbers.successAfterSlowInitiate);
    counting(app, (payment) => ({ ...payment, amount: payment.amount + 500 }));
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    await sleep(150);
    await api.paymentStatus(reference);
    const after = await row(app, reference);
    expect(after.status).not.toBe('successful');
    expect(after.amount_paid).toBe(0);
  });

  it('finding 2: a failure between the attempt and the booking update changes neither', async () => {
    const code = await newBooking(sandboxNumbers.successWithoutWebhook);
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    await sleep(200);
    // The second statement of the success (the booking's amount paid) fails.
    await app.db.pool.query(`CREATE FUNCTION refuse_paid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'booking update refused for the test'; END $$`);
    await app.db.pool.query(
      `CREATE TRIGGER refuse_paid BEFORE UPDATE OF amount_paid ON bookings FOR EACH ROW EXECUTE FUNCTION refuse_paid()`,
    );
    try {
      await api.paymentStatus(reference);
      expect(await row(app, reference)).toMatchObject({
        status: 'pending',
        amount_paid: 0,
        booking_status: 'pending_payment',
      });
    } finally {
      await app.db.pool.query('DROP TRIGGER refuse_paid ON bookings');
      await app.db.pool.query('DROP FUNCTION refuse_paid()');
    }
    // Once the database accepts it, the next check records both.
    expect((await api.paymentStatus(reference)).body.data.status).toBe('successful');
    expect(await row(app, reference)).toMatchObject({
      status: 'successful',
      amount_paid: 300_000,
      booking_status: 'payment_completed',
    });
  });

  it('finding 3: an attempt the provider never confirms is closed as unresolved, freeing the booking', async () => {
    const code = await newBooking(sandboxNumbers.successWithoutWebhook);
    const since = new Date(Date.now() - 60_000);
    app.simulator.control.configure({ timing: { finalAfterMs: 60_000 } });
    const started = await api.startPayment(code, { kind: 'full' });
    app.simulator.control.configure({ timing: { finalAfterMs: 60 } });
    const reference: string = started.body.data.reference;
    // The provider cannot be reached for as long as the attempt lives.
    app.setProvider((real) => ({
      name: real.name,
      methods: real.methods,
      hostedPage: real.hostedPage,
      initiate: (input) => real.initiate(input),
      status: async () => {
        throw new PaymentUnavailableError('down');
      },
      findByExternalId: async () => {
        throw new PaymentUnavailableError('down');
      },
    }));
    app.advanceClock(DEFAULT_TIMINGS.attemptTtlMs + 60_000);
    expect((await api.sweep(SWEEP_SECRET)).status).toBe(200);
    expect((await row(app, reference)).status).toBe('unresolved');
    const report = await listNeedingAttention(app.db.pool, since);
    expect(report.unresolved.map((a) => a.reference)).toContain(reference);
    // The customer may start again...
    app.setProvider((real) => real);
    const again = await api.startPayment(code, { kind: 'full' });
    expect(again.status).toBe(202);
    // ...and the first payment, confirmed later at the provider, is still recorded (late).
    const payment = app.simulator.control.payments().find((p) => p.externalId === reference);
    app.simulator.control.settle(payment?.transId ?? '', 'SUCCESSFUL');
    app.advanceClock(DEFAULT_TIMINGS.closedRecheckEveryMs + 60_000);
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.lateSuccesses).toContain(reference);
    expect(await row(app, reference)).toMatchObject({ status: 'successful', late_success: true });
  }, 20_000);

  it('finding 4: the sweep keeps to its time budget, in parallel, and the next run takes the others', async () => {
    const references: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const code = await newBooking();
      references.push((await api.startPayment(code, { kind: 'full' })).body.data.reference);
    }
    app.advanceClock(DEFAULT_TIMINGS.staleAfterMs + 1_000);
    // A slow provider: every lookup takes 400 ms.
    app.setProvider((real) => ({
      name: real.name,
      methods: real.methods,
      hostedPage: real.hostedPage,
      initiate: (input) => real.initiate(input),
      async status(id, o) {
        await sleep(400);
        return real.status(id, o);
      },
      async findByExternalId(ref, o) {
        await sleep(400);
        return real.findByExternalId(ref, o);
      },
    }));
    app.deps.sweep = { budgetMs: 500, concurrency: 2, providerTimeoutMs: 1_000, batch: 50 };
    const checkedAt = async () => {
      const { rows } = await app.db.pool.query(
        'SELECT reference FROM payment_attempts WHERE reference = ANY($1) AND last_checked_at IS NOT NULL',
        [references],
      );
      return new Set(rows.map((r: { reference: string }) => r.reference));
    };
    try {
      const started = Date.now();
      const first = await api.sweep(SWEEP_SECRET);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(first.body.data.checked).toBeGreaterThanOrEqual(2);
      expect(first.body.data.checked).toBeLessThan(6);
      const afterFirst = await checkedAt();
      app.advanceClock(DEFAULT_TIMINGS.staleAfterMs);
      await api.sweep(SWEEP_SECRET);
      const afterSecond = await checkedAt();
      expect(afterSecond.size).toBeGreaterThan(afterFirst.size);
      for (let run = 0; run < 4 && (await checkedAt()).size < 6; run += 1) await api.sweep(SWEEP_SECRET);
      expect((await checkedAt()).size).toBe(6);
    } finally {
      delete app.deps.sweep;
    }
  }, 20_000);

  it('finding 5: however many polls and webhooks, one provider call per attempt per interval', async () => {
    const code = await newBooking();
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    const transId = (await row(app, reference)).provider_id;
    // (Earlier tests moved the clock on: keep this attempt young.)
    app.deps.timings = { ...app.deps.timings, providerCheckEveryMs: 3_000, attemptTtlMs: 24 * 3_600_000 };
    const calls = counting(app);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => api.paymentStatus(reference)),
      ...Array.from({ length: 5 }, () => api.webhook({ transId, externalId: reference, status: 'PENDING' })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.slice(0, 20).every((a) => a.body.data.status === 'pending')).toBe(true);
    expect(calls.length).toBeLessThanOrEqual(1);
  });
});
