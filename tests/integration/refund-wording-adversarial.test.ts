/**
 * Issue: after a 90 % refund the customer's page said "Refunded: we have sent back everything you
 * paid (XAF 634,500)" when XAF 705,000 was paid. Every sentence about a refund now states what was
 * paid, what is kept and why, what was sent back and what is still to come: the same on the booking
 * page, in the cancel and refund e-mails (English and French) and in the back office.
 */
import { describe, expect, it } from 'vitest';
import bookingFn from '../../functions/admin-booking.ts';
import { formatPercent, formatXaf } from '../../src/i18n/format.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/messages.ts';
import { adminSuite, callAdmin } from './helpers/admin.ts';
import { api, bookingBody, sleep } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const dateIn = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('a refund told whole (%s)', (kind) => {
  const admin = adminSuite(kind);

  const partPaid = async (days: number, paid: number, locale: Locale) => {
    const created = await api.createBooking(
      bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, preferredDate: dateIn(days), locale }),
    );
    const code: string = created.body.data.code;
    const paidOff = await admin.act(code, {
      action: 'offlinePayment',
      amount: paid,
      channel: 'cash',
      receivedOn: dateIn(0),
      reason: 'Deposit at the office',
    });
    expect(paidOff.status).toBe(200);
    return code;
  };
  const mailOf = async (key: string) => {
    for (let i = 0; i < 50; i += 1) {
      const mail = (await admin.app.outbox()).find((m) => m.idempotencyKey?.startsWith(key));
      if (mail) return mail;
      await sleep(40);
    }
    throw new Error(`no mail ${key}`);
  };
  const refundMail = async (code: string) => {
    for (let i = 0; i < 50; i += 1) {
      const mail = (await admin.app.outbox()).find(
        (m) => m.idempotencyKey?.startsWith('booking-refund/') && m.text.includes(code),
      );
      if (mail) return mail;
      await sleep(40);
    }
    throw new Error(`no refund mail for ${code}`);
  };
  const flat = (s: string) => s.replace(/\s+/g, ' ');

  it.each(['en', 'fr'] as const)(
    'a 90 percent refund sent in full says 705,000 paid, 70,500 kept by the policy and why, 634,500 sent, nothing to come (%s)',
    async (locale) => {
      const code = await partPaid(40, 705_000, locale);
      expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked by phone' })).status).toBe(
        200,
      );
      const xaf = (n: number) => formatXaf(n, locale);
      const kept = t(locale, 'refund.account.keptPolicy', {
        kept: xaf(70_500),
        days: 40,
        percent: formatPercent(90, locale),
      });
      const cancelMail = await mailOf(`booking-cancelled/${code}`);
      expect(flat(cancelMail.text)).toContain(flat(t(locale, 'refund.account.paid', { paid: xaf(705_000) })));
      expect(flat(cancelMail.text)).toContain(flat(kept));
      expect(flat(cancelMail.text)).toContain(
        flat(t(locale, 'refund.account.toCome', { amount: xaf(634_500) })),
      );

      const sent = { action: 'refundSent', amount: 634_500, method: 'cash', reason: 'At the office' };
      expect((await admin.act(code, sent)).status).toBe(200);
      const account = {
        paid: 705_000,
        kept: 70_500,
        because: { kind: 'policy', percent: 90, daysBefore: 40 },
        sentBack: 634_500,
        toCome: 0,
        paidBy: 'mobile_money',
      };
      const page = (await api.getBooking(code)).body.data;
      expect(page.refund.account).toEqual(account);
      const staff = (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner }))
        .body.data;
      expect(staff.refund.account).toEqual(account);

      const mail = flat((await refundMail(code)).text);
      expect(mail).toContain(flat(kept));
      expect(mail).toContain(flat(t(locale, 'refund.account.sentBack', { amount: xaf(634_500) })));
      expect(mail).toContain(flat(t(locale, 'refund.account.nothingToCome')));
      expect(mail).not.toMatch(/everything you paid|tout ce que vous avez payé/);
    },
  );

  it('an amount the owner decided says the owner’s reason, read by the customer', async () => {
    const code = await partPaid(40, 200_000, 'en');
    const cancel = await admin.act(code, {
      action: 'cancel',
      reason: 'Customer asked by phone',
      refundAmount: 150_000,
      refundReason: 'the guide was already paid',
    });
    expect(cancel.status).toBe(200);
    const page = (await api.getBooking(code)).body.data;
    expect(page.refund.account).toEqual({
      paid: 200_000,
      kept: 50_000,
      because: { kind: 'agency', reason: 'the guide was already paid' },
      sentBack: 0,
      toCome: 150_000,
      paidBy: 'mobile_money',
    });
    const mail = flat((await mailOf(`booking-cancelled/${code}`)).text);
    expect(mail).toContain('The agency keeps XAF 50,000, for this reason: the guide was already paid');
  });

  it('a cancel too close to the trip says what the policy keeps, and nothing is to come', async () => {
    const code = await partPaid(5, 100_000, 'en');
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
    const page = (await api.getBooking(code)).body.data;
    expect(page.refund.account).toMatchObject({ kept: 100_000, because: { kind: 'tooLate' }, toCome: 0 });
    const mail = flat((await mailOf(`booking-cancelled/${code}`)).text);
    expect(mail).toContain('The cancellation policy keeps XAF 100,000: the booking was cancelled too close');
    expect(mail).toContain('Nothing more is to come.');
  });
});
