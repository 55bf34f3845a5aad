/**
 * Issue: a booking paid by card, once cancelled, was told its money would come back "by mobile money
 * to the number that paid", a number the customer never gave. What is still to come is now said to
 * go back to the card, the same on the booking page, in the cancel e-mail and in the back office, in
 * both languages.
 */
import { describe, expect, it } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import { formatXaf } from '../../../src/i18n/format.ts';
import { t } from '../../../src/i18n/messages.ts';
import { attentionText } from '../../../src/server/admin/attention-text.ts';
import { listNeedingAttention } from '../../../src/server/repositories/attention.ts';
import { adminSuite, callAdmin } from '../helpers/admin.ts';
import { api, sleep, waitForStatus } from '../helpers/app.ts';
import { CARDS, cardBooking, deliveries, onTwinPage, startCard } from '../helpers/cards.ts';
import { databaseKinds } from '../helpers/database.ts';

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe.each(databaseKinds())('a card payment refunded (%s)', (kind) => {
  const admin = adminSuite(kind);

  const cancelMail = async (code: string) => {
    for (let i = 0; i < 50; i += 1) {
      const mail = (await admin.app.outbox()).find((m) => m.idempotencyKey === `booking-cancelled/${code}`);
      if (mail) return mail;
      await sleep(40);
    }
    throw new Error(`no cancel mail for ${code}`);
  };

  it.each(['en', 'fr'] as const)(
    'says what is to come goes back to the card, never to a number (%s)',
    async (locale) => {
      const code = await cardBooking({ locale });
      const started = await startCard(code, 'full');
      await onTwinPage(started.redirectUrl, CARDS.visa);
      await deliveries(admin.app, (admin.app.cinetpay.control.deliveries().length ?? 0) + 1);
      expect((await waitForStatus(started.reference)).body.data.status).toBe('successful');
      expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked by e-mail' })).status).toBe(
        200,
      );

      const page = (await api.getBooking(code)).body.data;
      expect(page.refund.account).toMatchObject({ paid: 300_000, paidBy: 'card' });
      const staff = (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner }))
        .body.data;
      expect(staff.refund.account).toEqual(page.refund.account);

      const toCome = page.refund.account.toCome as number;
      expect(toCome).toBeGreaterThan(0);
      const mail = flat((await cancelMail(code)).text);
      expect(mail).toContain(
        flat(t(locale, 'refund.account.toComeCard', { amount: formatXaf(toCome, locale) })),
      );
      expect(mail).not.toMatch(/mobile money|numéro|number/i);
    },
  );

  it("records a card refund sent on CinetPay's dashboard by its reference, and tells it as back to the card", async () => {
    const code = await cardBooking({ locale: 'fr' });
    const started = await startCard(code, 'full');
    await onTwinPage(started.redirectUrl, CARDS.mastercard);
    await deliveries(admin.app, admin.app.cinetpay.control.deliveries().length + 1);
    expect((await waitForStatus(started.reference)).body.data.status).toBe('successful');
    expect((await admin.act(code, { action: 'cancel', reason: 'Client empêché' })).status).toBe(200);
    const owed = (await api.getBooking(code)).body.data.refund.account.toCome as number;

    const noReference = await admin.act(code, {
      action: 'refundSent',
      amount: owed,
      method: 'card',
      reason: 'CinetPay',
    });
    expect(noReference.status).toBe(422);
    const sent = await admin.act(code, {
      action: 'refundSent',
      amount: owed,
      method: 'card',
      reference: 'CP-RF-20261128',
      reason: 'Remboursé dans le tableau de bord CinetPay',
    });
    expect(sent.status).toBe(200);
    const page = (await api.getBooking(code)).body.data;
    expect(page.refund.sent).toEqual([expect.objectContaining({ amount: owed, method: 'card' })]);
    let mail: { text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i += 1) {
      mail = (await admin.app.outbox()).find(
        (m) => m.idempotencyKey?.startsWith('booking-refund/') && m.text.includes(code),
      );
      if (!mail) await sleep(40);
    }
    const text = flat(mail?.text ?? '');
    expect(text).toContain(t('fr', 'refund.method.card'));
    expect(text).toContain('CP-RF-20261128');
    expect(text).not.toMatch(/mobile money|numéro/i);
  });

  it('the attention report names the refunded card by its digits, as the receipt does', async () => {
    const code = await cardBooking();
    const started = await startCard(code, 'full');
    await onTwinPage(started.redirectUrl, CARDS.visa);
    await deliveries(admin.app, admin.app.cinetpay.control.deliveries().length + 1);
    expect((await waitForStatus(started.reference)).body.data.status).toBe('successful');
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
    const report = await listNeedingAttention(admin.app.db.pool, new Date(Date.now() - 3_600_000));
    const booking = report.refunds.find((b) => b.code === code);
    expect(booking?.payments).toEqual([expect.objectContaining({ method: 'card', number: '····0002' })]);
    expect(attentionText(report, 1)).toContain('by Card (Visa/Mastercard) ····0002, ');
  });
});
