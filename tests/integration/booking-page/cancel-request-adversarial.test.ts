/**
 * A customer asks to cancel from the booking page (code + the e-mail given at booking, an optional
 * reason): recorded as a request, never a cancel or a refund; staff see it on the attention list and
 * the booking, and answer by cancelling (with the refund the policy proposes) or declining with a
 * message; the customer is told by e-mail either way. Hostile requests (someone else's code or
 * e-mail, repeated, on a cancelled booking, an over-long reason, too many) write nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import attentionFn from '../../../functions/admin-attention.ts';
import bookingFn from '../../../functions/admin-booking.ts';
import {
  DEFAULT_LIMITS,
  type LimitRule,
  limitsFrom,
  memoryRateLimiter,
  type RateLimiter,
} from '../../../src/server/http/rate-limit.ts';
import { MailError } from '../../../src/server/mail/mailer.ts';
import { adminSuite, callAdmin } from '../helpers/admin.ts';
import { api, bookingBody, SWEEP_SECRET, sleep } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const dateIn = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const EMAIL = 'marie@example.cm';

describe.each(databaseKinds())('requests to cancel (%s)', (kind) => {
  const admin = adminSuite(kind);

  const view = async (code: string) =>
    (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner })).body.data;
  const attention = async (code: string) =>
    (
      (await callAdmin(attentionFn, { path: '/api/admin/attention', cookie: admin.owner })).body.data
        .items as {
        kind: string;
        code: string;
      }[]
    ).filter((i) => i.code === code && i.kind !== 'balanceOffline');
  const requests = async (code: string) =>
    (
      await admin.app.db.pool.query(
        `SELECT r.reason, r.answer, r.answer_message AS message FROM cancel_requests r
         JOIN bookings b ON b.id = r.booking_id WHERE b.code = $1 ORDER BY r.id`,
        [code],
      )
    ).rows;
  const mailsWith = async (key: string) => {
    for (let i = 0; i < 50; i += 1) {
      const mails = (await admin.app.outbox()).filter((m) => m.idempotencyKey === key);
      if (mails.length > 0) return mails;
      await sleep(40);
    }
    return [];
  };

  /** A part-paid booking (above the online cap) for a trip `days` from today, in `locale`. */
  const partPaid = async (days = 20, locale: 'en' | 'fr' = 'en') => {
    const created = await api.createBooking(
      bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, preferredDate: dateIn(days), locale }),
    );
    const code: string = created.body.data.code;
    await admin.act(code, {
      action: 'offlinePayment',
      amount: 200_000,
      channel: 'cash',
      receivedOn: dateIn(0),
      reason: 'Deposit',
    });
    return code;
  };

  it('a trip travelled (or begun) offers no cancel, and a request for it is refused and writes nothing', async () => {
    const created = await api.createBooking(bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4 }));
    const code: string = created.body.data.code;
    expect((await api.getBooking(code)).body.data.tripUnderway).toBe(false);
    const deposit = { action: 'offlinePayment', amount: 200_000, channel: 'cash', receivedOn: dateIn(0) };
    expect((await admin.act(code, { ...deposit, reason: 'Deposit' })).status).toBe(200);
    const marked = await admin.act(code, { action: 'travelled', reason: 'Back from the trek' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect((await api.getBooking(code)).body.data.tripUnderway).toBe(true);
    const asked = await api.cancelRequest(code, { email: EMAIL });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(
      'This trip has taken place or begun, so it can no longer be cancelled. Please write to the agency.',
    );
    expect(await requests(code)).toEqual([]);

    const today = await partPaid(0);
    expect((await api.getBooking(today)).body.data.tripUnderway).toBe(true);
    expect((await api.cancelRequest(today, { email: EMAIL })).status).toBe(409);
    expect(await requests(today)).toEqual([]);
    expect((await api.getBooking(await partPaid(1))).body.data.tripUnderway).toBe(false);
  });

  it('a request is recorded, shown to staff and the customer, and never cancels nor refunds', async () => {
    const code = await partPaid();
    const asked = await api.cancelRequest(code, { email: ' Marie@Example.cm ', reason: 'Family matter' });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toEqual({ status: 'requested' });
    const page = (await api.getBooking(code)).body.data;
    expect(page).toMatchObject({ cancelledOn: null, refund: null, paid: 200_000 });
    expect(page.cancelRequest).toMatchObject({ answer: null, message: null });
    expect(await attention(code)).toEqual([
      expect.objectContaining({ kind: 'cancelRequest', amount: 200_000 }),
    ]);
    expect((await view(code)).cancelRequest).toMatchObject({ reason: 'Family matter' });
    expect((await view(code)).status).toBe('balance_offline');
  });

  it('the owner answers by cancelling: the proposed refund is owed, the request closed, the customer told', async () => {
    const code = await partPaid(20, 'fr');
    await api.cancelRequest(code, { email: EMAIL });
    expect((await admin.act(code, { action: 'cancel', reason: 'Asked by the customer' })).status).toBe(200);
    expect(await requests(code)).toEqual([{ reason: null, answer: 'cancelled', message: null }]);
    expect(await attention(code)).toEqual([expect.objectContaining({ kind: 'refund', amount: 100_000 })]);
    const page = (await api.getBooking(code)).body.data;
    expect(page.cancelRequest).toMatchObject({ answer: 'cancelled' });
    expect(page.refund).toMatchObject({ paid: 200_000, decided: 100_000, owed: 100_000 });
    const [mail] = await mailsWith(`booking-cancelled/${code}`);
    expect(mail?.text).toContain('Remboursement décidé');
  });

  it('staff decline with a message (owners only): the customer is told and may ask again', async () => {
    const code = await partPaid();
    await api.cancelRequest(code, { email: EMAIL, reason: 'Maybe' });
    expect(
      (await admin.act(code, { action: 'declineCancel', reason: 'No' }, { cookie: admin.agent })).status,
    ).toBe(403);
    const declined = await admin.act(code, {
      action: 'declineCancel',
      reason: 'Your trip leaves as planned.',
    });
    expect(declined.status).toBe(200);
    expect(await attention(code)).toEqual([]);
    const page = (await api.getBooking(code)).body.data;
    expect(page.cancelRequest).toMatchObject({ answer: 'declined', message: 'Your trip leaves as planned.' });
    const mails = (await admin.app.outbox()).filter((m) => m.idempotencyKey?.startsWith('cancel-declined/'));
    const mail = mails.find((m) => m.text.includes(code));
    expect(mail?.to).toBe(EMAIL);
    expect(mail?.text).toContain('Your trip leaves as planned.');
    // Nothing open any more: a second decline is refused; a new request is taken.
    expect((await admin.act(code, { action: 'declineCancel', reason: 'Again' })).status).toBe(409);
    expect((await api.cancelRequest(code, { email: EMAIL })).status).toBe(201);
  });

  it('a decline the mailer could not send goes out with the sweep, once, counted as a decline', async () => {
    const code = await partPaid();
    await api.cancelRequest(code, { email: EMAIL });
    const failed: string[] = [];
    admin.app.setMailer({
      async send(message) {
        failed.push(message.idempotencyKey ?? '');
        throw new MailError('e-mail API refused the message: down', 503);
      },
    });
    try {
      const declined = await admin.act(code, { action: 'declineCancel', reason: 'Your seats are kept.' });
      expect(declined.status).toBe(200);
      await vi.waitFor(() => expect(failed.filter((k) => k.startsWith('cancel-declined/'))).toHaveLength(1));
    } finally {
      admin.app.setMailer(null);
    }
    const key = failed.find((k) => k.startsWith('cancel-declined/')) ?? '';
    expect((await admin.app.outbox()).filter((m) => m.idempotencyKey === key)).toEqual([]);

    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.mail.cancelDeclines).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsWith(key);
    expect(others).toEqual([]);
    expect(mail?.text).toContain('Your seats are kept.');
    expect((await api.sweep(SWEEP_SECRET)).body.data.mail.cancelDeclines).toBe(0);
    expect((await admin.app.outbox()).filter((m) => m.idempotencyKey === key)).toHaveLength(1);
  });

  it('refuses someone else’s code or e-mail, a repeat, a cancelled booking and an over-long reason', async () => {
    const code = await partPaid();
    expect((await api.cancelRequest(code, { email: 'other@example.cm' })).status).toBe(403);
    expect((await api.cancelRequest('ZZZZ-ZZZZ-ZZ', { email: EMAIL })).status).toBe(404);
    expect((await api.cancelRequest('not a code', { email: EMAIL })).status).toBe(404);
    const long = await api.cancelRequest(code, { email: EMAIL, reason: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect((await api.cancelRequest(code, { email: EMAIL, extra: 1 })).status).toBe(400);
    expect((await api.cancelRequest(code, { email: EMAIL, reason: 42 })).status).toBe(400);
    expect(await requests(code)).toEqual([]);

    expect((await api.cancelRequest(code, { email: EMAIL, reason: 'First' })).status).toBe(201);
    const again = await api.cancelRequest(code, { email: EMAIL, reason: 'Second' });
    expect(again.status).toBe(409);
    expect(await requests(code)).toHaveLength(1);

    const other = await partPaid();
    await admin.act(other, { action: 'cancel', reason: 'Closed' });
    const onCancelled = await api.cancelRequest(other, { email: EMAIL });
    expect(onCancelled.status).toBe(409);
    expect(await requests(other)).toEqual([]);
  });

  it('markup in the reason is stripped; ten requests at once leave one open', async () => {
    const code = await partPaid();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.cancelRequest(code, { email: EMAIL, reason: '<b>Ill</b>' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await requests(code)).toEqual([{ reason: 'Ill', answer: null, message: null }]);
  });

  it('is rate limited per address', async () => {
    const limiters = Object.fromEntries(
      Object.keys(DEFAULT_LIMITS).map((rule) => [
        rule,
        memoryRateLimiter({ limit: rule === 'cancelRequest' ? 2 : 1_000, windowMs: 60_000 }),
      ]),
    ) as Record<LimitRule, RateLimiter>;
    admin.app.setLimits(limitsFrom(limiters));
    try {
      const code = await partPaid();
      const tries = [];
      for (let i = 0; i < 3; i += 1)
        tries.push((await api.cancelRequest(code, { email: 'x@example.cm' })).status);
      expect(tries).toEqual([403, 403, 429]);
    } finally {
      admin.app.setLimits(null);
    }
  });
});
