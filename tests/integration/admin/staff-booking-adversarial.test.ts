/**
 * Bookings staff take for a customer (phone, walk-in), changes after the sale and payment links:
 * the checkout's prices and e-mails, the one money definition (a change lands through the database,
 * which then says what is left to pay or owed back), owner-only prices, and hostile input (an agent
 * setting a price, negative, fractional or huge amounts, a cancelled booking, a group size beyond
 * the package's limits, a forged booking, a link for a paid booking) writing nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import staffBookingFn from '../../../functions/admin-staff-booking.ts';
import { MailError } from '../../../src/server/mail/mailer.ts';
import { adminSuite, callAdmin, newKey } from '../helpers/admin.ts';
import { api, bookingBody, SITE_URL, SWEEP_SECRET, sleep } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

/** The checkout's body as staff send it: no terms box, the customer's language named. */
function staffBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { termsAccepted: _terms, ...body } = bookingBody({ paymentType: 'multiple' });
  return { ...body, customerLocale: 'fr', ...overrides };
}

describe.each(databaseKinds())('staff bookings, changes and payment links (%s)', (kind) => {
  const admin = adminSuite(kind);

  const create = (body: Record<string, unknown>, cookie = admin.agent, key = newKey()) =>
    callAdmin(staffBookingFn, {
      path: '/api/admin/staff-bookings',
      body,
      cookie,
      headers: { 'idempotency-key': key },
    });
  const view = async (code: string) =>
    (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner })).body.data;
  const counts = async () =>
    (
      await admin.app.db.pool.query(
        `SELECT (SELECT count(*) FROM bookings)::int AS bookings,
           (SELECT count(*) FROM booking_changes)::int AS changes,
           (SELECT count(*) FROM staff_audit)::int AS audit`,
      )
    ).rows[0];
  const mailsTo = async (subjectPart: string, count = 1) => {
    let mails = (await admin.app.outbox()).filter((m) => m.subject.includes(subjectPart));
    for (let i = 0; i < 50 && mails.length < count; i += 1) {
      await sleep(40);
      mails = (await admin.app.outbox()).filter((m) => m.subject.includes(subjectPart));
    }
    return mails;
  };
  const staffBooking = async (overrides: Record<string, unknown> = {}) => {
    const created = await create(staffBody(overrides));
    expect(created.status).toBe(201);
    return created.body.data.code as string;
  };

  it('an agent takes a phone booking: the checkout’s price and confirmation, the staff member recorded', async () => {
    const online = await api.createBooking(bookingBody({ paymentType: 'multiple' }));
    const created = await create(staffBody());
    expect(created.status).toBe(201);
    expect(created.body.data.amounts).toEqual(online.body.data.amounts);
    expect(created.body.data.firstPayment).toEqual(online.body.data.firstPayment);
    const code: string = created.body.data.code;
    const seen = await view(code);
    expect(seen).toMatchObject({ createdBy: 'Paul Agent', locale: 'fr', status: 'pending_payment' });
    const confirmation = await mailsTo(`Votre réservation ${code}`);
    expect(confirmation).toHaveLength(1);
    // Online bookings name no staff member.
    expect((await view(online.body.data.code)).createdBy).toBeNull();
  });

  it('a staff booking is refused as the checkout refuses it, and a replayed key makes one booking', async () => {
    const before = await counts();
    expect((await create(staffBody({ total: 1 }))).status).toBe(400);
    expect((await create(staffBody({ spots: 2 }))).status).toBe(422);
    expect((await create(staffBody({ spots: 3.5 }))).status).toBe(400);
    expect((await create(staffBody({ customerLocale: 'de' }))).status).toBe(400);
    expect((await create(staffBody(), '')).status).toBe(401);
    const noKey = await callAdmin(staffBookingFn, {
      path: '/api/admin/staff-bookings',
      body: staffBody(),
      cookie: admin.agent,
    });
    expect(noKey.status).toBe(400);
    expect(await counts()).toEqual(before);
    const key = newKey();
    const first = await create(staffBody(), admin.agent, key);
    const again = await create(staffBody(), admin.agent, key);
    expect(again.body.data.code).toBe(first.body.data.code);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await create(staffBody({ spots: 4 }), admin.agent, key)).status).toBe(422);
    expect((await counts()).bookings).toBe(before.bookings + 1);
  });

  it('a new group size is priced by the rules; the difference is left to pay, told to the customer', async () => {
    const code = await staffBooking();
    const answer = await admin.act(
      code,
      { action: 'changeTrip', spots: 5, reason: 'Two friends join' },
      { cookie: admin.agent },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ amount: 500_000, status: 'pending_payment' });
    const after = await view(code);
    expect(after).toMatchObject({ spots: 5, total: 500_000, downPayment: 150_000, leftToPay: 500_000 });
    expect(after.audit.at(-1)).toMatchObject({ action: 'changeTrip', reason: 'Two friends join' });
    const mail = await mailsTo(`Votre réservation ${code} a été modifiée`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('3 → 5');
    const dated = await admin.act(
      code,
      { action: 'changeTrip', preferredDate: '2099-03-01', reason: 'Later' },
      { cookie: admin.agent },
    );
    expect(dated.status).toBe(200);
    expect(await view(code)).toMatchObject({ preferredDate: '2099-03-01', total: 500_000 });
  });

  it('a change e-mail the mailer could not send goes out with the sweep, once, counted as a change', async () => {
    const code = await staffBooking();
    const failed: string[] = [];
    admin.app.setMailer({
      async send(message) {
        failed.push(message.idempotencyKey ?? '');
        throw new MailError('e-mail API refused the message: down', 503);
      },
    });
    try {
      expect(
        (
          await admin.act(
            code,
            { action: 'changeTrip', spots: 4, reason: 'A friend joins' },
            { cookie: admin.agent },
          )
        ).status,
      ).toBe(200);
      await vi.waitFor(() => expect(failed.filter((k) => k.startsWith('booking-change/'))).toHaveLength(1));
    } finally {
      admin.app.setMailer(null);
    }
    const key = failed.find((k) => k.startsWith('booking-change/')) ?? '';
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.mail).toMatchObject({ changes: expect.any(Number), refunds: 0 });
    expect(swept.body.data.mail.changes).toBeGreaterThanOrEqual(1);
    expect((await admin.app.outbox()).filter((m) => m.idempotencyKey === key)).toHaveLength(1);
    expect((await api.sweep(SWEEP_SECRET)).body.data.mail.changes).toBe(0);
  });

  it('an owner lowers the price below what was paid: the database says what is owed back', async () => {
    const code = await staffBooking({ customerLocale: 'en' });
    const paid = await admin.act(code, {
      action: 'offlinePayment',
      amount: 200_000,
      channel: 'cash',
      receivedOn: '2026-11-20',
      reason: 'Paid at the office',
    });
    expect(paid.status).toBe(200);
    const lowered = await admin.act(code, {
      action: 'changePrice',
      total: 150_000,
      reason: 'Loyal customer',
    });
    expect(lowered.status).toBe(200);
    expect(await view(code)).toMatchObject({
      total: 150_000,
      paid: 200_000,
      leftToPay: 0,
      owedBack: 50_000,
      status: 'payment_completed',
    });
    const customer = await api.getBooking(code);
    expect(customer.body.data).toMatchObject({ leftToPay: 0, owedBack: 50_000 });
    const mail = await mailsTo(`Your reservation ${code} was changed`);
    expect(mail[0]?.text).toContain('50,000');
    // Raised again: what is left to pay follows, nothing owed back.
    expect(
      (await admin.act(code, { action: 'changePrice', total: 260_000, reason: 'Extra night' })).status,
    ).toBe(200);
    expect(await view(code)).toMatchObject({ leftToPay: 60_000, owedBack: 0, status: 'partial_payment' });
  });

  it('refuses an agent’s price, and negative, fractional, zero or huge prices; writes nothing', async () => {
    const code = await staffBooking();
    const before = await counts();
    const price = (total: unknown, cookie = admin.owner) =>
      admin.act(code, { action: 'changePrice', total, reason: 'Try' }, { cookie });
    expect((await price(50_000, admin.agent)).status).toBe(403);
    for (const total of [-1, 0, 1.5, 100_000_001, '50000', Number.MAX_SAFE_INTEGER]) {
      expect((await price(total)).status).toBe(400);
    }
    expect((await admin.act(code, { action: 'changeTrip', spots: -2, reason: 'Try' })).status).toBe(400);
    expect((await admin.act(code, { action: 'changeTrip', spots: 3.5, reason: 'Try' })).status).toBe(400);
    expect((await admin.act(code, { action: 'changeTrip', reason: 'Nothing' })).status).toBe(400);
    expect((await admin.act(code, { action: 'changePrice', total: 50_000, reason: '' })).status).toBe(400);
    expect((await admin.act(code, { action: 'changeTrip', spots: 3, total: 1, reason: 'x' })).status).toBe(
      400,
    );
    expect(await counts()).toEqual(before);
    expect((await view(code)).total).toBe(300_000);
  });

  it('refuses a group size beyond the package’s limits, a past date and a change to nothing', async () => {
    const code = await staffBooking();
    const before = await counts();
    const below = await admin.act(
      code,
      { action: 'changeTrip', spots: 2, reason: 'Fewer' },
      { cookie: admin.agent },
    );
    expect(below.status).toBe(422);
    expect(
      (await admin.act(code, { action: 'changeTrip', spots: 51, reason: 'More' }, { cookie: admin.agent }))
        .status,
    ).toBe(400);
    const past = await admin.act(
      code,
      { action: 'changeTrip', preferredDate: '2001-01-01', reason: 'x' },
      { cookie: admin.agent },
    );
    expect(past.status).toBe(422);
    const same = await admin.act(
      code,
      { action: 'changeTrip', spots: 3, reason: 'Same' },
      { cookie: admin.agent },
    );
    expect(same.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('refuses changes and links on a cancelled booking, and on a forged booking code', async () => {
    const code = await staffBooking();
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer called off' })).status).toBe(200);
    const before = await counts();
    expect(
      (await admin.act(code, { action: 'changeTrip', spots: 4, reason: 'x' }, { cookie: admin.agent }))
        .status,
    ).toBe(409);
    expect((await admin.act(code, { action: 'changePrice', total: 1000, reason: 'x' })).status).toBe(409);
    expect(
      (await admin.act(code, { action: 'paymentLink', reason: 'x' }, { cookie: admin.agent })).status,
    ).toBe(409);
    expect(
      (await admin.act('ZZZZ-ZZZZ-ZZ', { action: 'changePrice', total: 1000, reason: 'x' })).status,
    ).toBe(404);
    expect((await admin.act('ZZZZ-ZZZZ-ZZ', { action: 'paymentLink', reason: 'x' })).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('the database itself refuses a total written past a recorded change', async () => {
    const code = await staffBooking();
    await expect(
      admin.app.db.pool.query('UPDATE bookings SET total = 1 WHERE code = $1', [code]),
    ).rejects.toThrow(/recorded changes only/);
  });

  it('a payment link: by e-mail and as a WhatsApp message opening the booking’s payment page', async () => {
    const code = await staffBooking();
    const answer = await admin.act(
      code,
      { action: 'paymentLink', reason: 'Asked on the phone' },
      { cookie: admin.agent },
    );
    expect(answer.status).toBe(200);
    const url = `${SITE_URL}/fr/payments/partial/pay?code=${code}`;
    expect(answer.body.data.link.url).toBe(url);
    const whatsapp = new URL(answer.body.data.link.whatsapp);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/237699123456');
    expect(whatsapp.searchParams.get('text')).toContain(url);
    // Nothing paid yet on a booking paid in two: the page asks for the down payment first (30 %
    // of 300,000 and its 2 % fee), so the message and the e-mail name that, not the 300,000 left.
    expect(whatsapp.searchParams.get('text')).toMatch(/payer 91\s800\sFCFA pour/);
    const mail = await mailsTo(`Payer votre réservation ${code}`);
    expect(mail[0]?.text).toContain(url);
    expect(mail[0]?.text).toMatch(/payer l’acompte de votre réservation, 91\s800\sFCFA/);
    expect((await view(code)).audit.at(-1)).toMatchObject({ action: 'paymentLink' });
  });

  it('refuses a link for a booking already paid', async () => {
    const code = await staffBooking();
    await admin.act(code, {
      action: 'offlinePayment',
      amount: 300_000,
      channel: 'cash',
      receivedOn: '2026-11-20',
      reason: 'Paid in full',
    });
    const before = await counts();
    expect(
      (await admin.act(code, { action: 'paymentLink', reason: 'x' }, { cookie: admin.agent })).status,
    ).toBe(409);
    expect(await counts()).toEqual(before);
  });
});
