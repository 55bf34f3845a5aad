/**
 * Hostile and unlucky card notifications over HTTP. Each of these changes nothing: a wrong or missing
 * `x-token`, a `cpm_trans_id` that is not ours, another amount or currency, a replay, Fapshi's
 * webhook naming a card attempt, a return without a notification. The sweep settles a payment whose
 * notification never came; duplicates and reordered notifications record one payment; a lost
 * initiate answer never opens a second charge on the same transaction.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import cardReturnFn from '../../../functions/payments-card-return.ts';
import { api, ORIGIN, startTestApp, type TestApp, waitForStatus } from '../helpers/app.ts';
import {
  amountPaid,
  CARDS,
  cardBooking,
  deliveries,
  onTwinPage,
  startCard,
  storedAttempt,
} from '../helpers/cards.ts';

describe('hostile card notifications (pglite)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  }, 180_000);
  afterEach(() => app.cinetpay.control.reset());
  afterAll(async () => {
    await app?.stop();
  });

  /** A card payment made on the page, its notification kept back: the check alone would say paid. */
  async function paidButUnnotified() {
    const code = await cardBooking();
    const started = await startCard(code, 'full');
    app.cinetpay.control.configure({ notify: { mode: 'drop' } });
    await onTwinPage(started.redirectUrl, CARDS.visa);
    expect(app.cinetpay.control.transaction(started.reference)?.state).toBe('success');
    return { code, reference: started.reference };
  }

  /** The notifications kept for an attempt, by outcome. */
  async function kept(reference: string): Promise<string[]> {
    const { rows } = await app.db.pool.query<{ outcome: string }>(
      `SELECT n.outcome FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
       WHERE a.reference = $1`,
      [reference],
    );
    return rows.map((row) => row.outcome);
  }

  async function unchanged(code: string, reference: string) {
    expect((await storedAttempt(app, reference))?.status).toBe('pending');
    expect(await amountPaid(app, code)).toBe(0);
  }

  it('answers a plain GET with 200 (CinetPay pings the address) and refuses a JSON body', async () => {
    expect((await api.notify(null)).status).toBe(200);
    const json = await api.raw(
      'notify',
      new Request(`${ORIGIN}/api/payments/notify/cinetpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(json.status).toBe(415);
  });

  it.each(['wrong', 'missing'] as const)(
    'a notification with a %s x-token changes nothing',
    async (token) => {
      const { code, reference } = await paidButUnnotified();
      const delivery = await app.cinetpay.control.notify(reference, { token });
      expect(delivery.status).toBe(200);
      await unchanged(code, reference);
      const { rows } = await app.db.pool.query('SELECT 1 FROM provider_notifications');
      expect(rows).toHaveLength(0);
    },
  );

  it('a signed notification naming a transaction that is not ours changes nothing and is not kept', async () => {
    const { code, reference } = await paidButUnnotified();
    const other = 'pay_notoursnotours0000';
    await app.cinetpay.control.notify(reference, { fields: { cpm_trans_id: other } });
    await unchanged(code, reference);
    expect(await kept(reference)).toEqual([]);
  });

  it.each([
    ['amount', { cpm_amount: '100' }],
    ['currency', { cpm_currency: 'XOF' }],
  ])('a signed notification with another %s changes nothing', async (_what, fields) => {
    const { code, reference } = await paidButUnnotified();
    await app.cinetpay.control.notify(reference, { fields });
    await unchanged(code, reference);
    expect(await kept(reference)).toEqual(['mismatch']);
  });

  it("Fapshi's webhook naming a card attempt changes nothing", async () => {
    const { code, reference } = await paidButUnnotified();
    const forged = await api.raw(
      'webhook',
      new Request(`${ORIGIN}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ transId: 'AbCdEf12', externalId: reference, status: 'SUCCESSFUL' }),
      }),
    );
    expect(forged.body.data.outcome).toBe('unknown-payment');
    await unchanged(code, reference);
  });

  it('a return without a notification changes nothing: the page follows the status only', async () => {
    const code = await cardBooking();
    const started = await startCard(code, 'full');
    // The customer comes back without paying (CinetPay posts the form to return_url).
    const back = await cardReturnFn(
      new Request(`${ORIGIN}/fr/payments/card/return?code=${code}&attempt=${started.reference}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: 'x', transaction_id: started.reference }).toString(),
      }),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `/fr/payments/card/return?code=${code}&attempt=${started.reference}`,
    );
    expect((await api.paymentStatus(started.reference)).body.data).toMatchObject({ status: 'pending' });
    await unchanged(code, started.reference);
  });

  it('a replayed notification records nothing twice', async () => {
    const code = await cardBooking();
    const started = await startCard(code, 'full');
    await onTwinPage(started.redirectUrl, CARDS.visa);
    await deliveries(app, 1);
    expect((await waitForStatus(started.reference)).body.data.status).toBe('successful');
    for (let i = 0; i < 3; i += 1) await app.cinetpay.control.notify(started.reference);
    expect(await amountPaid(app, code)).toBe(300_000);
    const receipts = (await app.outbox()).filter(
      (m) => m.subject === `Payment received for reservation ${code}`,
    );
    expect(receipts).toHaveLength(1);
  });

  it('duplicated and reordered notifications record each payment once, in its own state', async () => {
    app.cinetpay.control.configure({ notify: { mode: 'hold' } });
    const code = await cardBooking();
    const first = await startCard(code, 'full');
    await onTwinPage(first.redirectUrl, 'cancel');
    // The abandon is seen by the customer's poll; its notification is still held.
    expect((await waitForStatus(first.reference)).body.data.status).toBe('failed');
    const second = await startCard(code, 'full');
    await onTwinPage(second.redirectUrl, CARDS.mastercard);
    // The success's notification arrives first, then the older abandon's, then both again.
    expect(await app.cinetpay.control.release('reverse')).toBe(2);
    await app.cinetpay.control.notify(first.reference);
    await app.cinetpay.control.notify(second.reference);
    expect((await storedAttempt(app, first.reference))?.status).toBe('failed');
    expect((await storedAttempt(app, second.reference))?.status).toBe('successful');
    expect(await amountPaid(app, code)).toBe(300_000);
  });

  it('the sweep settles a card payment whose notification never came', async () => {
    const { code, reference } = await paidButUnnotified();
    app.advanceClock(2_000);
    const swept = await api.sweep('test-sweep-secret');
    expect(swept.status).toBe(200);
    expect((await storedAttempt(app, reference))?.status).toBe('successful');
    expect(await amountPaid(app, code)).toBe(300_000);
  });

  it('a lost initiate answer frees the booking, and the retry opens another transaction', async () => {
    const code = await cardBooking();
    app.cinetpay.control.configure({ initAnswerDelayMs: 1_000 });
    const lost = await api.startPayment(
      code,
      { kind: 'full', method: 'card' },
      { 'idempotency-key': 'lost-init-0001' },
    );
    // Nobody got the page of the transaction CinetPay opened: the attempt closes, nothing was charged.
    expect(lost.status).toBe(422);
    const reference: string = lost.body.data.reference;
    expect(await storedAttempt(app, reference)).toMatchObject({ status: 'failed', redirect_url: null });
    // The same key replays the same answer: no second transaction.
    const replay = await api.startPayment(
      code,
      { kind: 'full', method: 'card' },
      { 'idempotency-key': 'lost-init-0001' },
    );
    expect(replay.status).toBe(422);
    expect(app.cinetpay.control.transactions()).toHaveLength(1);

    app.cinetpay.control.configure({ initAnswerDelayMs: 0 });
    const retry = await startCard(code, 'full');
    expect(retry.reference).not.toBe(reference);
    expect(app.cinetpay.control.transactions().map((t) => t.transactionId)).toEqual([
      reference,
      retry.reference,
    ]);
    await onTwinPage(retry.redirectUrl, CARDS.visa);
    expect((await waitForStatus(retry.reference)).body.data.status).toBe('successful');
    expect(await amountPaid(app, code)).toBe(300_000);
  });

  it('a second tab polling a card payment whose page is still on its way leaves it open', async () => {
    const code = await cardBooking();
    // CinetPay answers the initiate in 250 ms, within the adapter's 400 ms; the services' clock on
    // the real one (earlier tests moved it on), as the attempt's age is read from it.
    app.cinetpay.control.configure({ initAnswerDelayMs: 250 });
    const ahead = app.deps.clock().getTime() - Date.now();
    app.advanceClock(-ahead);
    try {
      const first = api.startPayment(
        code,
        { kind: 'full', method: 'card' },
        { 'idempotency-key': 'slow-page-01' },
      );
      await new Promise((resolve) => setTimeout(resolve, 80));
      // The other tab is told of the open payment and follows it: the follow must not close it.
      const other = await api.startPayment(code, { kind: 'full', method: 'card' });
      expect(other.status).toBe(409);
      const reference: string = other.body.data.reference;
      expect((await api.paymentStatus(reference)).body.data.status).toBe('pending');
      const started = await first;
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      expect(started.body.data.reference).toBe(reference);
      expect(await storedAttempt(app, reference)).toMatchObject({
        status: 'pending',
        redirect_url: expect.any(String),
      });
      await onTwinPage(started.body.data.redirectUrl, CARDS.visa);
      expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    } finally {
      app.cinetpay.control.configure({ initAnswerDelayMs: 0 });
      app.advanceClock(ahead);
    }
  });

  it('a second card payment while one is open is refused with the open one to resume', async () => {
    const code = await cardBooking();
    const first = await startCard(code, 'full');
    const second = await api.startPayment(code, { kind: 'full', method: 'card' });
    expect(second.status).toBe(409);
    expect(second.body.data.reference).toBe(first.reference);
    expect(app.cinetpay.control.transactions()).toHaveLength(1);
  });
});
