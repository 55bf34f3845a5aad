/**
 * Unpaid bookings (docs/back-office.md#unpaid-bookings): one left unpaid longer than the setting is
 * listed for staff with what they need to reach the customer (WhatsApp in E.164, e-mail, a short text
 * in the customer's language) and counted on Today; an owner closes it as abandoned (a reason is
 * optional, the audit log keeps it), after which the customer reads it so and cannot pay it. A
 * payment pending at that moment that succeeds later is owed back, as on any cancelled booking.
 * Refused, with nothing written: an agent, a booking with money paid, one already closed, a forged
 * code, unknown fields, a reason that is not text or too long.
 */
import { describe, expect, it } from 'vitest';
import attentionFn from '../../functions/admin-attention.ts';
import bookingsFn from '../../functions/admin-bookings.ts';
import todayFn from '../../functions/admin-today.ts';
import { attentionItems } from '../../src/server/admin/booking-views.ts';
import { sandboxNumbers } from '../../src/simulator/sandbox-numbers.ts';
import { adminSuite, callAdmin, newKey } from './helpers/admin.ts';
import { api, bookingBody, waitForStatus } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

describe.each(databaseKinds())('unpaid bookings (%s)', (kind) => {
  const admin = adminSuite(kind);

  const newBooking = async (overrides: Record<string, unknown> = {}) =>
    (await api.createBooking(bookingBody(overrides))).body.data.code as string;
  /** Makes a booking `hours` old, as if it had been made then. */
  const age = (code: string, hours: number) =>
    admin.app.db.pool.query(
      `UPDATE bookings SET created_at = now() - $2 * interval '1 hour' WHERE code = $1`,
      [code, hours],
    );
  const attention = async (cookie = admin.agent) =>
    (await callAdmin(attentionFn, { path: '/api/admin/attention', cookie })).body.data.items as Array<
      Record<string, unknown>
    >;
  const unpaidCount = async () =>
    (await callAdmin(todayFn, { path: '/api/admin/today', cookie: admin.agent })).body.data.unpaid
      .bookings as number;
  /** Everything an abandon writes. */
  const written = async (code: string) =>
    (
      await admin.app.db.pool.query(
        `SELECT b.cancelled_at, b.abandoned_at, b.cancel_reason, b.status,
           (SELECT count(*)::int FROM staff_audit a WHERE a.booking_id = b.id) AS audit
         FROM bookings b WHERE b.code = $1`,
        [code],
      )
    ).rows[0];
  const abandon = (code: string, body: Record<string, unknown> = {}, cookie?: string) =>
    admin.act(code, { action: 'abandon', ...body }, cookie === undefined ? {} : { cookie });

  it('lists a booking unpaid for longer than the setting, with its contacts, and counts it on Today', async () => {
    const before = await unpaidCount();
    const old = await newBooking({ locale: 'fr' });
    const fresh = await newBooking();
    await age(old, 25);
    await age(fresh, 23);

    const item = (await attention()).find((i) => i.code === old);
    expect(item).toMatchObject({
      kind: 'unpaid',
      fullName: 'Ngono Marie',
      amount: expect.any(Number),
      contact: {
        whatsapp: '+237699123456',
        email: 'marie@example.cm',
        locale: 'fr',
        subject: expect.stringContaining(old),
        message: expect.stringMatching(/^Bonjour Ngono Marie, .*\b/),
      },
    });
    expect((item?.contact as { message: string } | undefined)?.message).toContain(old);
    expect((await attention()).some((i) => i.code === fresh)).toBe(false);
    expect(await unpaidCount()).toBe(before + 1);

    // The setting decides the age: at 48 hours, a 25-hour-old booking is not listed yet.
    const later = await attentionItems(admin.app.db.pool, new Date(), 48);
    expect(later.some((i) => i.code === old)).toBe(false);
    const sooner = await attentionItems(admin.app.db.pool, new Date(), 1);
    expect(sooner.filter((i) => i.code === fresh && i.kind === 'unpaid')).toHaveLength(1);
  });

  it('an owner closes it as abandoned, audited, reason optional; the customer reads it so and cannot pay', async () => {
    const code = await newBooking({ locale: 'fr' });
    await age(code, 30);
    const key = newKey();
    const closed = await admin.act(code, { action: 'abandon' }, { key });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ action: 'abandon', paid: 0, status: 'abandoned' });
    expect((await admin.act(code, { action: 'abandon' }, { key })).headers.get('idempotent-replayed')).toBe(
      'true',
    );
    const row = await written(code);
    expect(row.abandoned_at).toEqual(row.cancelled_at);
    // Its own status, as the customer reads it: not "Cancelled" in the back office.
    expect(row.status).toBe('abandoned');
    const listed = await callAdmin(bookingsFn, {
      path: `/api/admin/bookings?status=abandoned&q=${code}`,
      cookie: admin.agent,
    });
    expect(listed.body.data.items).toEqual([expect.objectContaining({ code, status: 'abandoned' })]);
    const cancelledOnes = await callAdmin(bookingsFn, {
      path: `/api/admin/bookings?status=cancelled&q=${code}`,
      cookie: admin.agent,
    });
    expect(cancelledOnes.body.data.items).toEqual([]);
    expect(row.audit).toBe(1);
    const { rows } = await admin.app.db.pool.query(
      `SELECT a.action, a.reason FROM staff_audit a JOIN bookings b ON b.id = a.booking_id WHERE b.code = $1`,
      [code],
    );
    expect(rows).toEqual([{ action: 'abandon', reason: '' }]);
    expect((await attention()).some((i) => i.code === code)).toBe(false);

    const page = await api.getBooking(code);
    expect(page.body.data).toMatchObject({
      abandonedOn: expect.any(String),
      cancelledOn: expect.any(String),
      nextPayment: null,
      leftToPay: 0,
    });
    const paying = await api.startPayment(code, { kind: 'full' }, { 'accept-language': 'fr' });
    expect(paying.status).toBe(409);
    expect(paying.body.message).toMatch(/clôturée/);
    // No e-mail: the customer was reached by the agency, and a closed unpaid booking owes nothing.
    const mails = await admin.app.outbox();
    expect(mails.some((m) => m.idempotencyKey === `booking-cancelled/${code}`)).toBe(false);

    const withReason = await newBooking();
    await age(withReason, 30);
    const said = await abandon(withReason, { reason: 'No answer on WhatsApp for 3 days', locale: 'en' });
    expect(said.status).toBe(200);
    expect(said.body.message).toMatch(/abandoned/i);
    expect((await written(withReason)).cancel_reason).toBe('No answer on WhatsApp for 3 days');
  });

  it('closing it answers the customer’s open request to cancel, in the same transaction, audited', async () => {
    const code = await newBooking();
    await age(code, 30);
    expect(
      (await api.cancelRequest(code, { email: 'marie@example.cm', reason: 'Changed plans' })).status,
    ).toBe(201);
    expect((await abandon(code)).status).toBe(200);
    const { rows } = await admin.app.db.pool.query(
      `SELECT r.id::text AS id, r.answer, r.answered_at IS NOT NULL AS answered,
         (SELECT a.detail->>'request' FROM staff_audit a WHERE a.booking_id = b.id) AS audited
       FROM cancel_requests r JOIN bookings b ON b.id = r.booking_id WHERE b.code = $1`,
      [code],
    );
    expect(rows).toEqual([{ id: rows[0]?.id, answer: 'cancelled', answered: true, audited: rows[0]?.id }]);
    expect((await attention(admin.owner)).some((i) => i.code === code)).toBe(false);
    expect((await api.getBooking(code)).body.data.cancelRequest).toMatchObject({ answer: 'cancelled' });
  });

  it('a payment pending when the booking is abandoned and succeeding afterwards is owed back', async () => {
    const code = await newBooking({ payment: { method: 'mtn', number: sandboxNumbers.pendingForever } });
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status).toBe(202);
    const reference: string = started.body.data.reference;
    await age(code, 30);
    expect((await abandon(code)).status).toBe(200);

    const payment = admin.app.simulator.control.payments().find((p) => p.externalId === reference);
    admin.app.simulator.control.settle(payment?.transId ?? '', 'SUCCESSFUL');
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    const paid: number = started.body.data.amount;
    expect(await written(code)).toMatchObject({ status: 'cancelled_refund_owed' });
    expect(await attention(admin.owner)).toContainEqual(
      expect.objectContaining({ kind: 'refund', code, amount: paid, reference }),
    );
  }, 30_000);

  it.each([
    ['an unknown field', { amount: 1000 }],
    ['a reason that is not text', { reason: 42 }],
    ['a reason too long', { reason: 'x'.repeat(501) }],
  ])('refuses %s (400, nothing written)', async (_name, extra) => {
    const code = await newBooking();
    await age(code, 30);
    const before = await written(code);
    const refused = await abandon(code, extra);
    expect(refused.status).toBe(400);
    expect(await written(code)).toEqual(before);
  });

  it('refuses an agent (403), a booking with money paid (409), one already closed (409), forged codes', async () => {
    const code = await newBooking();
    await age(code, 30);
    const before = await written(code);
    const byAgent = await abandon(code, {}, admin.agent);
    expect(byAgent.status).toBe(403);
    expect(await written(code)).toEqual(before);

    const paid = await newBooking();
    await age(paid, 30);
    const deposit = await admin.act(paid, {
      action: 'offlinePayment',
      amount: 1_000,
      channel: 'cash',
      receivedOn: '2026-11-20',
      reason: 'Paid at the office',
    });
    expect(deposit.status).toBe(200);
    const paidBefore = await written(paid);
    const refusedPaid = await abandon(paid, { locale: 'fr' });
    expect(refusedPaid.status).toBe(409);
    expect(refusedPaid.body.message).toMatch(/payé/);
    expect(await written(paid)).toEqual(paidBefore);
    expect((await attention()).some((i) => i.code === paid && i.kind === 'unpaid')).toBe(false);

    const cancelled = await newBooking();
    expect((await admin.act(cancelled, { action: 'cancel', reason: 'Trip closed' })).status).toBe(200);
    const cancelledBefore = await written(cancelled);
    expect((await abandon(cancelled)).status).toBe(409);
    expect(await written(cancelled)).toEqual(cancelledBefore);

    for (const forged of ['ZZZZ-ZZZZ-ZZ', "' OR 1=1 --", '../bookings']) {
      expect([404, 422]).toContain((await abandon(encodeURIComponent(forged))).status);
    }
    expect(await written(code)).toEqual(before);
  });
});
