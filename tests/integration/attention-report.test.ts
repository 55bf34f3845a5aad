/**
 * The agency's attention report over a real payment history: a customer charged twice (the first
 * attempt succeeds at the provider after we had expired it and the retry succeeded) is owed the
 * excess until the agency records sending it back; a booking above the online limit with its down
 * payment in has a balance to collect offline; an ordinary paid booking is left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionText } from '../../src/server/admin/attention-text.ts';
import { listNeedingAttention, recordExcessReturned } from '../../src/server/repositories/attention.ts';
import { sandboxNumbers } from '../../src/simulator/sandbox-numbers.ts';
import {
  api,
  bookingBody,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const TTL_MS = 300;
const RECHECK_MS = 1_500;
const PROVIDER_SUCCESS_MS = 2_000;

async function paidInFull(number: string): Promise<string> {
  const created = await api.createBooking(bookingBody({ payment: { method: 'mtn', number } }));
  const code: string = created.body.data.code;
  const started = await api.startPayment(code, { kind: 'full' });
  expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
  return code;
}

describe.each(databaseKinds())('attention report (%s)', (kind) => {
  let app: TestApp;
  const since = new Date(Date.now() - 60_000);
  beforeAll(async () => {
    app = await startTestApp(kind, {
      timings: { attemptTtlMs: TTL_MS, staleAfterMs: 100, closedRecheckEveryMs: RECHECK_MS },
    });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('lists the customer charged twice and the balance to collect offline, nothing else', async () => {
    const ordinary = await paidInFull(sandboxNumbers.success.mtn[0]);

    // First attempt: the provider is slower than our time-to-live, so we expire it; the retry succeeds.
    app.simulator.control.configure({ timing: { finalAfterMs: PROVIDER_SUCCESS_MS } });
    const created = await api.createBooking(
      bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.successWithoutWebhook } }),
    );
    const twice: string = created.body.data.code;
    const first = await api.startPayment(twice, { kind: 'full' });
    app.simulator.control.configure({ timing: { finalAfterMs: 60 } });
    await sleep(TTL_MS + 50);
    expect((await api.paymentStatus(first.body.data.reference)).body.data.status).toBe('expired');
    const retry = await api.startPayment(twice, { kind: 'full' });
    expect(retry.status).toBe(202);
    expect((await waitForStatus(retry.body.data.reference)).body.data.status).toBe('successful');
    // ...then the first one goes through at the provider, and the sweep records it.
    await sleep(PROVIDER_SUCCESS_MS + RECHECK_MS);
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.lateSuccesses).toEqual([first.body.data.reference]);

    // Above the online limit: only the down payment is taken online.
    const large = await api.createBooking(bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4 }));
    const offline: string = large.body.data.code;
    expect(large.body.data.amounts.onlineCapExceeded).toBe(true);
    const deposit = await api.startPayment(offline, { kind: 'deposit' });
    expect((await waitForStatus(deposit.body.data.reference)).body.data.status).toBe('successful');

    const report = await listNeedingAttention(app.db.pool, since);
    expect(report.overpaid.map((b) => b.code)).toEqual([twice]);
    const [overpaid] = report.overpaid;
    expect(overpaid).toMatchObject({ total: 300_000, paid: 600_000, fullName: 'Ngono Marie' });
    expect(overpaid?.payments.map((p) => [p.reference, p.lateSuccess])).toEqual([
      [retry.body.data.reference, false],
      [first.body.data.reference, true],
    ]);
    expect(report.balanceOffline.map((b) => [b.code, b.total, b.paid])).toEqual([
      [offline, 2_000_000, 600_000],
    ]);
    expect(JSON.stringify(report)).not.toContain(ordinary);

    // Amounts are formatted for the locale, with no-break spaces.
    const text = attentionText(report, 30).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(`${twice}  Ngono Marie`);
    expect(text).toContain('owed XAF 300,000');
    expect(text).toContain('(confirmed after we had closed it)');
    expect(text).toContain('balance XAF 1,400,000');

    // The customer sees what is owed; once the agency records the payout, nobody is told it is owed.
    expect((await api.getBooking(twice)).body.data.excess).toEqual({ owed: 300_000, returned: 0 });
    expect((await api.getBooking(offline)).body.data.excess).toBeNull();
    expect(await recordExcessReturned(app.db.pool, twice, 'payout 123')).toMatchObject({
      code: twice,
      amount: 300_000,
    });
    expect(await recordExcessReturned(app.db.pool, twice, 'again')).toBeNull();
    expect(await recordExcessReturned(app.db.pool, offline, null)).toBeNull();
    expect(await recordExcessReturned(app.db.pool, 'ZZZZ-ZZZZ-ZZ', null)).toBeNull();
    expect((await api.getBooking(twice)).body.data.excess).toEqual({ owed: 0, returned: 300_000 });
    expect((await listNeedingAttention(app.db.pool, since)).overpaid).toEqual([]);
    const { rows } = await app.db.pool.query(
      'SELECT excess_returned_note, excess_returned_at IS NOT NULL AS recorded FROM bookings WHERE code = $1',
      [twice],
    );
    expect(rows).toEqual([{ excess_returned_note: 'payout 123', recorded: true }]);

    // Older bookings are outside the window.
    expect(await listNeedingAttention(app.db.pool, new Date(Date.now() + 60_000))).toEqual({
      unresolved: [],
      overpaid: [],
      balanceOffline: [],
      refunds: [],
    });
  }, 30_000);
});
