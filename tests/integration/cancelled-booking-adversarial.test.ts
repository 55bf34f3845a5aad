/**
 * Money on a cancelled booking: a payment start racing the cancel never creates an attempt after it;
 * a payment pending at cancel time that succeeds later is recorded, listed for staff as a refund, and
 * the customer and the agency are told the booking was cancelled and the money comes back.
 */
import { describe, expect, it } from 'vitest';
import attentionFn from '../../functions/admin-attention.ts';
import todayFn from '../../functions/admin-today.ts';
import { formatXaf } from '../../src/i18n/format.ts';
import { attentionText } from '../../src/server/admin/attention-text.ts';
import { listNeedingAttention } from '../../src/server/repositories/attention.ts';
import { sandboxNumbers } from '../../src/simulator/sandbox-numbers.ts';
import { adminSuite, callAdmin } from './helpers/admin.ts';
import { api, bookingBody, sleep, waitForStatus } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

describe.each(databaseKinds())('money on a cancelled booking (%s)', (kind) => {
  const admin = adminSuite(kind);

  const cancel = (code: string) => admin.act(code, { action: 'cancel', reason: 'Trip no longer offered' });

  const newBooking = async (overrides: Record<string, unknown> = {}) => {
    const created = await api.createBooking(
      bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.pendingForever }, ...overrides }),
    );
    return created.body.data.code as string;
  };

  it('a payment start racing the cancel, 40 times, creates no attempt after the cancel', async () => {
    const answers = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const code = await newBooking();
      const [started, cancelled] = await Promise.all([
        // A few turns of the event loop apart, so either side may win the booking's row.
        sleep(i % 3).then(() => api.startPayment(code, { kind: 'full' })),
        sleep((i + 1) % 3).then(() => cancel(code)),
      ]);
      expect(cancelled.status).toBe(200);
      expect([202, 409]).toContain(started.status);
      answers.add(started.status);
      // Every attempt was written before the cancel took the booking: the cancel saw it open and
      // flagged it. An attempt written after the cancel would not be flagged.
      const { rows } = await admin.app.db.pool.query<{ reference: string; cancelled_booking: boolean }>(
        `SELECT a.reference, a.cancelled_booking FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
         WHERE b.code = $1`,
        [code],
      );
      expect(rows.length).toBe(started.status === 202 ? 1 : 0);
      for (const row of rows) expect(row).toMatchObject({ cancelled_booking: true });
    }
    // Both orders happened: the start before the cancel (flagged) and after it (refused).
    expect([...answers].sort()).toEqual([202, 409]);
  }, 120_000);

  it('a payment pending at cancel time that succeeds later is a refund for staff; no receipt', async () => {
    const code = await newBooking({ locale: 'fr' });
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status).toBe(202);
    const reference: string = started.body.data.reference;
    const amount: number = started.body.data.amount;
    const todayBefore = await callAdmin(todayFn, { path: '/api/admin/today', cookie: admin.owner });
    expect((await cancel(code)).status).toBe(200);

    // The customer approves the prompt anyway: the money moves, and is recorded, never lost.
    const payment = admin.app.simulator.control.payments().find((p) => p.externalId === reference);
    admin.app.simulator.control.settle(payment?.transId ?? '', 'SUCCESSFUL');
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    const { rows } = await admin.app.db.pool.query(
      `SELECT a.status, a.cancelled_booking, b.amount_paid FROM payment_attempts a
       JOIN bookings b ON b.id = a.booking_id WHERE a.reference = $1`,
      [reference],
    );
    expect(rows[0]).toEqual({ status: 'successful', cancelled_booking: true, amount_paid: amount });

    // Staff: the attention page, the Today card and the attention report say "refund".
    const attention = await callAdmin(attentionFn, { path: '/api/admin/attention', cookie: admin.owner });
    expect(attention.body.data.items).toContainEqual(
      expect.objectContaining({ kind: 'refund', code, amount, reference }),
    );
    const todayAfter = await callAdmin(todayFn, { path: '/api/admin/today', cookie: admin.owner });
    expect(todayAfter.body.data.attention).toBe(todayBefore.body.data.attention + 1);
    const report = await listNeedingAttention(admin.app.db.pool, new Date(Date.now() - 60_000));
    expect(report.refunds.map((b) => b.code)).toContain(code);
    expect(report.overpaid.map((b) => b.code)).not.toContain(code);
    expect(attentionText(report, 30)).toContain(`Refund ${formatXaf(amount, 'en')}`);

    // The customer, in French: cancelled, a refund follows; never "payment received".
    let mails = await admin.app.outbox();
    for (let i = 0; i < 50 && !mails.some((m) => m.subject.includes('remboursé')); i += 1) {
      await sleep(40);
      mails = await admin.app.outbox();
    }
    const customer = mails.filter((m) => m.text.includes(code) && m.to === 'marie@example.cm');
    const last = customer.at(-1);
    expect(last?.subject).toContain('annulée');
    expect(last?.text).toContain(formatXaf(amount, 'fr'));
    expect(customer.some((m) => m.subject.startsWith('Paiement reçu'))).toBe(false);
    // The agency's notice says the same (in the agency's language, French in the fixture).
    const notices = mails.filter((m) =>
      m.idempotencyKey?.startsWith(`agency-notice/cancelled_payment/${reference}`),
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(notice.subject).toBe(
        `Rembourser ${formatXaf(amount, 'fr')} pour la réservation annulée ${code}`,
      );
    }
    expect(mails.some((m) => m.idempotencyKey?.startsWith(`agency-notice/payment/${reference}`))).toBe(false);

    // The booking page claims no balance due.
    const details = await api.getBooking(code);
    expect(details.body.data).toMatchObject({ leftToPay: 0, nextPayment: null, openPayment: null });
  }, 30_000);
});
