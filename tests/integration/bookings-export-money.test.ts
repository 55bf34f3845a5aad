/**
 * The bookings export says each booking's money after the sale, not only its status: what is owed
 * back, what was sent back, and who took it (the staff member for a phone booking, empty for one
 * made online); a booking closed as abandoned reads so, in English and French; a card is named by its
 * last digits, as on the receipt.
 */
import { describe, expect, it } from 'vitest';
import exportFn from '../../functions/admin-bookings-export.ts';
import staffBookingFn from '../../functions/admin-staff-booking.ts';
import { adminSuite, callAdmin, newKey } from './helpers/admin.ts';
import { api, bookingBody, waitForStatus } from './helpers/app.ts';
import { CARDS, deliveries, onTwinPage, startCard } from './helpers/cards.ts';
import { databaseKinds } from './helpers/database.ts';

describe.each(databaseKinds())('the bookings export’s money (%s)', (kind) => {
  const admin = adminSuite(kind);

  /** The export of one booking in `language`: its header and its row, as cells. */
  const exported = async (code: string, language: 'en' | 'fr') => {
    const csv = await callAdmin(exportFn, {
      path: `/api/admin/bookings-export?q=${code}`,
      cookie: admin.agent,
      headers: { 'accept-language': language },
    });
    expect(csv.status).toBe(200);
    const [header = '', row = ''] = csv.text.slice(1).split('\r\n');
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1] ?? '');
    const names = cells(header);
    const values = cells(row);
    return Object.fromEntries(names.map((name, i) => [name, values[i]]));
  };

  it('reads what is owed back and what was refunded, and names no one for an online booking', async () => {
    const created = await api.createBooking(bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4 }));
    const code: string = created.body.data.code;
    const deposit = { action: 'offlinePayment', amount: 200_000, channel: 'cash', receivedOn: '2026-11-20' };
    expect((await admin.act(code, { ...deposit, reason: 'Deposit' })).status).toBe(200);
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer ill' })).status).toBe(200);
    expect(await exported(code, 'en')).toMatchObject({
      Status: 'Cancelled, refund owed',
      'Owed back (XAF)': '200000',
      'Refunded (XAF)': '0',
      'Taken by': '',
    });
    const refund = { action: 'refundSent', amount: 150_000, method: 'cash', reason: 'At the office' };
    expect((await admin.act(code, refund)).status).toBe(200);
    expect(await exported(code, 'fr')).toMatchObject({
      Statut: 'Annulée, remboursement dû',
      'À rembourser (XAF)': '50000',
      'Remboursé (XAF)': '150000',
      'Prise par': '',
    });
  });

  it('names the staff member who took a phone booking', async () => {
    const { termsAccepted: _terms, ...body } = bookingBody();
    const taken = await callAdmin(staffBookingFn, {
      path: '/api/admin/staff-bookings',
      body: { ...body, customerLocale: 'en' },
      cookie: admin.agent,
      headers: { 'idempotency-key': newKey() },
    });
    expect(taken.status).toBe(201);
    const code: string = taken.body.data.code;
    expect(await exported(code, 'en')).toMatchObject({ 'Taken by': 'Paul Agent' });
    expect(await exported(code, 'fr')).toMatchObject({ 'Prise par': 'Paul Agent' });
  });

  it('reads a booking closed as abandoned as never paid, in both languages', async () => {
    const code: string = (await api.createBooking(bookingBody())).body.data.code;
    expect((await admin.act(code, { action: 'abandon' })).status).toBe(200);
    expect(await exported(code, 'en')).toMatchObject({
      Status: 'Closed, never paid',
      'Owed back (XAF)': '0',
    });
    expect(await exported(code, 'fr')).toMatchObject({ Statut: 'Clôturée, jamais payée' });
  });

  it('names the card a booking was paid with by its last digits, beside mobile money', async () => {
    const code: string = (await api.createBooking(bookingBody({ paymentType: 'multiple' }))).body.data.code;
    const deposit = await api.startPayment(code, { kind: 'deposit' });
    expect((await waitForStatus(deposit.body.data.reference)).body.data.status).toBe('successful');
    const balance = await startCard(code, 'balance');
    await onTwinPage(balance.redirectUrl, CARDS.visa);
    // The digits come with CinetPay's signed notification.
    await deliveries(admin.app, 1);
    expect((await waitForStatus(balance.reference)).body.data.status).toBe('successful');
    expect(await exported(code, 'en')).toMatchObject({
      'Paid with': 'Card (Visa/Mastercard) ····0002 + MTN MobileMoney',
    });
    expect(await exported(code, 'fr')).toMatchObject({
      'Payé avec': 'Carte (Visa/Mastercard) ····0002 + MTN MobileMoney',
    });
  });
});
