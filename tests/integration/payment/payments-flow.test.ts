import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bookingBody, startTestApp, type TestApp, waitForStatus } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('booking and paying (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('single payment: books, pays in full, shows completed', async () => {
    const created = await api.createBooking(bookingBody());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'pending_payment',
      amounts: { total: 300_000, downPayment: 90_000, currency: 'XAF' },
      firstPayment: { kind: 'full', amount: 300_000, fee: 6_000, dueNow: 306_000 },
      balanceAfter: 0,
    });
    const code: string = created.body.data.code;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);

    const started = await api.startPayment(
      code.toLowerCase().replaceAll('-', ' '),
      { kind: 'full' },
      {
        'idempotency-key': 'key-single-0001',
      },
    );
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'full', amount: 300_000, fee: 6_000, dueNow: 306_000 });
    expect(started.body.message).toBe('Payment initiated, waiting for client confirmation');

    const final = await waitForStatus(started.body.data.reference);
    expect(final.body.data).toMatchObject({
      status: 'successful',
      bookingStatus: 'payment_completed',
      paid: 300_000,
      leftToPay: 0,
      completionPercent: 100,
    });
    // The provider was asked for the amount plus the fee.
    expect(app.simulator.control.payments().at(-1)).toMatchObject({ amount: 306_000 });

    const details = await api.getBooking(code);
    expect(details.body.data).toMatchObject({
      status: 'payment_completed',
      paid: 300_000,
      nextPayment: null,
    });
  });

  it('multiple payment: down payment, then the balance', async () => {
    const created = await api.createBooking(
      bookingBody({ paymentType: 'multiple', payment: { method: 'orange', number: '690000000' } }),
    );
    const code: string = created.body.data.code;
    expect(created.body.data.firstPayment).toEqual({
      kind: 'deposit',
      amount: 90_000,
      fee: 1_800,
      dueNow: 91_800,
      // The same by card: 3.5 % (the default), the charge a multiple of 5.
      card: { fee: 3_150, dueNow: 93_150 },
    });

    const deposit = await api.startPayment(code, { kind: 'deposit' });
    expect((await waitForStatus(deposit.body.data.reference)).body.data).toMatchObject({
      status: 'successful',
      bookingStatus: 'partial_payment',
      paid: 90_000,
      leftToPay: 210_000,
      completionPercent: 30,
    });
    const middle = await api.getBooking(code);
    expect(middle.body.data.nextPayment).toEqual({
      kind: 'balance',
      amount: 210_000,
      fee: 4_200,
      dueNow: 214_200,
      card: { fee: 7_350, dueNow: 217_350 },
    });

    const twice = await api.startPayment(code, { kind: 'deposit' });
    expect(twice.status).toBe(422);

    const balance = await api.startPayment(code, { kind: 'balance' });
    expect(balance.status).toBe(202);
    expect((await waitForStatus(balance.body.data.reference)).body.data).toMatchObject({
      status: 'successful',
      bookingStatus: 'payment_completed',
      paid: 300_000,
    });
    const after = await api.startPayment(code, { kind: 'balance' });
    expect(after.status).toBe(422);
    expect(after.body.message).toBe('This booking is already fully paid');
  });

  it('above XAF 1,000,000 only the down payment is taken online', async () => {
    const created = await api.createBooking(bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4 }));
    expect(created.body.data).toMatchObject({
      amounts: { total: 2_000_000, downPayment: 600_000, onlineCapExceeded: true },
      firstPayment: { kind: 'deposit', amount: 600_000, fee: 12_000 },
      balanceAfter: 1_400_000,
    });
    const code = created.body.data.code;
    expect((await api.startPayment(code, { kind: 'full' })).status).toBe(422);
    const deposit = await api.startPayment(code, { kind: 'deposit' });
    await waitForStatus(deposit.body.data.reference);
    const balance = await api.startPayment(code, { kind: 'balance' }, { 'accept-language': 'fr' });
    expect(balance.status).toBe(422);
    expect(balance.body.message).toContain('Notre agence vous contactera');
    expect((await api.getBooking(code)).body.data).toMatchObject({
      status: 'balance_offline',
      nextPayment: null,
    });
  });

  it('a failed payment says so and frees the booking for a new attempt', async () => {
    const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number: '670000001' } }));
    const code = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    const final = await waitForStatus(started.body.data.reference);
    expect(final.body.data.status).toBe('failed');
    expect(final.body.message).toBe('This payment has failed.');
    expect(final.body.data.bookingStatus).toBe('pending_payment');
    const retry = await api.startPayment(code, { kind: 'full', number: '670000002' });
    expect(retry.status).toBe(202);
    expect((await waitForStatus(retry.body.data.reference)).body.data.status).toBe('successful');
  });

  it('a payment never confirmed expires locally; its late success is recorded and flagged', async () => {
    const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number: '670000009' } }));
    const code = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    const reference = started.body.data.reference;
    expect((await api.paymentStatus(reference)).body.data.status).toBe('pending');

    app.advanceClock(61_000);
    const expired = await api.paymentStatus(reference);
    expect(expired.body.data.status).toBe('expired');
    expect(expired.body.message).toBe('This payment has expired. Please try again.');

    // The customer confirms at last: the provider's webhook reaches us, and the money is not lost.
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId ?? '';
    app.simulator.control.settle(transId, 'SUCCESSFUL');
    const deadline = Date.now() + 3_000;
    let details = await api.getBooking(code);
    while (details.body.data.paid === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 40));
      details = await api.getBooking(code);
    }
    expect(details.body.data.payments[0]).toMatchObject({ status: 'successful', lateSuccess: true });
    expect(details.body.data.status).toBe('payment_completed');
  });
});
