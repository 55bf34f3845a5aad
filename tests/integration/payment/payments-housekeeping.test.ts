/**
 * What the sweep tidies besides payments: raw webhook bodies (and the day counts of those not stored)
 * removed after 30 days, and e-mails whose claim was taken by a process that died before sending (the
 * claim is a lease, the send is retried, still one message thanks to the stable idempotency key).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxNumbers } from '../../../src/simulator/sandbox-numbers.ts';
import { api, bookingBody, SWEEP_SECRET, startTestApp, type TestApp, waitForStatus } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('payments housekeeping (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('keeps raw webhook bodies 30 days, then the sweep removes them, and the counts of the others', async () => {
    // Only notifications naming one of our payments are stored: one payment each, still pending.
    const transIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const created = await api.createBooking(
        bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.pendingForever } }),
      );
      const reference = (await api.startPayment(created.body.data.code, { kind: 'full' })).body.data
        .reference;
      const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId ?? '';
      await api.webhook({ transId, externalId: reference, status: 'PENDING' });
      transIds.push(transId);
    }
    const [old, recent] = transIds;
    await app.db.pool.query(
      `UPDATE provider_notifications SET received_at = now() - interval '31 days' WHERE provider_id = $1`,
      [old],
    );
    await app.db.pool.query(
      `UPDATE provider_notifications SET received_at = now() - interval '29 days' WHERE provider_id = $1`,
      [recent],
    );
    await app.db.pool.query(
      `INSERT INTO provider_notifications_unstored (day, outcome, count)
       VALUES (current_date - 31, 'unknown-payment', 7), (current_date - 29, 'unknown-payment', 5)`,
    );
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.notificationsRemoved).toBeGreaterThanOrEqual(1);
    const { rows } = await app.db.pool.query(
      `SELECT provider_id FROM provider_notifications WHERE provider_id = ANY($1)`,
      [transIds],
    );
    expect(rows).toEqual([{ provider_id: recent }]);
    const counts = await app.db.pool.query(`SELECT count::int AS n FROM provider_notifications_unstored`);
    expect(counts.rows).toEqual([{ n: 5 }]);
  });

  it('an e-mail claimed but never sent is sent by the sweep once the claim runs out, once', async () => {
    const created = await api.createBooking(
      bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.success.mtn[0] } }),
    );
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    const receipts = async () =>
      (await app.outbox()).filter((m) => m.idempotencyKey === `payment-receipt/${reference}`);
    // The receipt leaves after the answer (the platform's waitUntil): wait for it.
    await vi.waitFor(async () => expect(await receipts()).toHaveLength(1), { timeout: 5_000 });

    // A process claimed the receipt again (as if it were unsent) and died: a fresh claim is left alone...
    await app.db.pool.query(
      `UPDATE payment_attempts SET receipt_sent_at = NULL, receipt_claimed_at = now() WHERE reference = $1`,
      [reference],
    );
    await api.sweep(SWEEP_SECRET);
    expect(await receipts()).toHaveLength(1);
    // ...an old one is taken again and the e-mail goes out, under the same idempotency key.
    await app.db.pool.query(
      `UPDATE payment_attempts SET receipt_claimed_at = now() - interval '10 minutes' WHERE reference = $1`,
      [reference],
    );
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.mail.receipts).toBe(1);
    const sent = await receipts();
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((m) => m.idempotencyKey)).size).toBe(1);
    await api.sweep(SWEEP_SECRET);
    expect(await receipts()).toHaveLength(2);
    const { rows } = await app.db.pool.query(
      'SELECT receipt_sent_at IS NOT NULL AS sent FROM payment_attempts WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([{ sent: true }]);
  });
});
