/**
 * Card payments over HTTP, end to end against CinetPay's twin: a booking made for a card, the
 * payment's page, the signed notification, the status; a decline, an abandon and a retry; a balance
 * paid by card after mobile money; the card named with its digits on the receipt and the back office's
 * view; the card fee and limit; idempotency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  bookingBody,
  readFixtureCatalogue,
  startTestApp,
  type TestApp,
  waitForStatus,
} from '../helpers/app.ts';
import { CARDS, cardBooking, deliveries, onTwinPage, startCard, storedAttempt } from '../helpers/cards.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('paying by card (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('books for a card, pays on the hosted page, and the notification settles it', async () => {
    const code = await cardBooking();
    const details = await api.getBooking(code);
    expect(details.body.data).toMatchObject({
      paymentMethod: 'card',
      amounts: { cardFeePercent: 3.5, cardLimitXaf: null },
      nextPayment: { kind: 'full', amount: 300_000, fee: 6_000, card: { fee: 10_500, dueNow: 310_500 } },
    });

    const started = await startCard(code, 'full', { 'idempotency-key': 'card-key-000001' });
    expect(started).toMatchObject({
      fee: 10_500,
      dueNow: 310_500,
      method: 'card',
      number: '',
      status: 'pending',
    });
    const opened = app.cinetpay.control.transaction(started.reference);
    expect(opened).toMatchObject({
      amount: 310_500,
      currency: 'XAF',
      lang: 'en',
      channels: 'CREDIT_CARD',
      description: `Booking ${code}`,
    });
    // Back to the site's own address, in the booking's language, naming the booking and the attempt.
    expect(opened?.returnUrl).toBe(
      `https://tours.example/payments/card/return?code=${code}&attempt=${started.reference}`,
    );
    expect(opened?.notifyUrl).toBe('https://tours.example/api/payments/notify/cinetpay');

    // A reload resumes the same page: the replay, and the status while pending, give its address.
    const replay = await api.startPayment(
      code,
      { kind: 'full', method: 'card' },
      { 'idempotency-key': 'card-key-000001' },
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.redirectUrl).toBe(started.redirectUrl);
    expect((await api.paymentStatus(started.reference)).body.data.redirectUrl).toBe(started.redirectUrl);

    await onTwinPage(started.redirectUrl, CARDS.visa);
    // The card's digits come with CinetPay's signed notification (its check does not give them).
    await deliveries(app, 1);
    const final = await waitForStatus(started.reference);
    expect(final.body.data).toMatchObject({
      status: 'successful',
      method: 'card',
      number: '····0002',
      bookingStatus: 'payment_completed',
      paid: 300_000,
      redirectUrl: null,
    });
    expect(await storedAttempt(app, started.reference)).toMatchObject({
      provider: 'cinetpay',
      provider_id: started.reference,
      card_last_digits: '0002',
    });
    // The receipt names the card by its digits.
    const receipt = (await app.outbox()).find(
      (m) => m.to === 'claire@example.fr' && m.subject.startsWith('Payment received'),
    );
    expect(receipt?.text).toContain('Card (Visa/Mastercard) ····0002');
  });

  it('a declined card ends failed with its reason, and a retry by card pays', async () => {
    const code = await cardBooking({ locale: 'fr' });
    const first = await startCard(code, 'full');
    expect(app.cinetpay.control.transaction(first.reference)?.returnUrl).toContain(
      'https://tours.example/fr/payments/card/return?',
    );
    // The provider's page shows the description to a French customer in French.
    expect(app.cinetpay.control.transaction(first.reference)?.description).toBe(`Réservation ${code}`);
    await onTwinPage(first.redirectUrl, CARDS.declined);
    const declined = await waitForStatus(first.reference);
    expect(declined.body.data).toMatchObject({ status: 'failed', failureReason: 'cardDeclined' });

    const second = await startCard(code, 'full');
    expect(second.reference).not.toBe(first.reference);
    await onTwinPage(second.redirectUrl, CARDS.mastercard);
    expect((await waitForStatus(second.reference)).body.data).toMatchObject({
      status: 'successful',
      paid: 300_000,
    });
  });

  it('an abandoned payment ends failed as abandoned, and frees the booking at once', async () => {
    const code = await cardBooking();
    const started = await startCard(code, 'full');
    await onTwinPage(started.redirectUrl, 'cancel');
    expect((await waitForStatus(started.reference)).body.data).toMatchObject({
      status: 'failed',
      failureReason: 'abandoned',
    });
    expect((await api.getBooking(code)).body.data.openPayment).toBeNull();
  });

  it('the balance of a mobile-money deposit is paid by card, its own fee charged', async () => {
    const created = await api.createBooking(bookingBody({ paymentType: 'multiple' }));
    const code: string = created.body.data.code;
    const deposit = await api.startPayment(code, { kind: 'deposit' });
    expect((await waitForStatus(deposit.body.data.reference)).body.data.status).toBe('successful');

    const balance = await startCard(code, 'balance');
    // 210,000 XAF at 3.5 % is 7,350: already a multiple of 5.
    expect(balance).toMatchObject({ fee: 7_350, dueNow: 217_350 });
    await onTwinPage(balance.redirectUrl, CARDS.visa);
    expect((await waitForStatus(balance.reference)).body.data).toMatchObject({
      status: 'successful',
      bookingStatus: 'payment_completed',
      paid: 300_000,
    });
    const payments = (await api.getBooking(code)).body.data.payments;
    expect(payments.map((p: { method: string }) => p.method)).toEqual(['mtn', 'card']);
  });

  it('a card booking paying by mobile money gives the number, and a card takes none', async () => {
    const code = await cardBooking();
    const noNumber = await api.startPayment(code, { kind: 'full', method: 'mtn' });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.data.issues).toEqual([expect.objectContaining({ path: 'number' })]);
    const withNumber = await api.startPayment(code, { kind: 'full', number: '12', method: 'card' });
    expect(withNumber.status).toBe(400);
    const byPhone = await api.startPayment(code, { kind: 'full', method: 'mtn', number: '670000000' });
    expect(byPhone.status).toBe(202);
    expect((await waitForStatus(byPhone.body.data.reference)).body.data.status).toBe('successful');
  });

  it('without a card provider, a card payment is refused and nothing is written', async () => {
    const code = await cardBooking();
    const saved = app.deps.providers;
    app.deps.providers = [];
    try {
      const refused = await api.startPayment(code, { kind: 'full' });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        'Card payment is not available right now. Please pay by mobile money.',
      );
    } finally {
      app.deps.providers = saved ?? [];
    }
    expect((await api.getBooking(code)).body.data.payments).toEqual([]);
  });
});

describe('the card limit of the agency settings (pglite)', () => {
  let app: TestApp;
  beforeAll(async () => {
    const catalogue = await readFixtureCatalogue();
    catalogue.settings = { ...catalogue.settings, cardFeePercent: 3, cardLimitXaf: 200_000 };
    app = await startTestApp('pglite', { catalogue });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('takes a card up to the limit and refuses it above, where mobile money still pays', async () => {
    const code = await cardBooking({ paymentType: 'multiple' });
    const details = (await api.getBooking(code)).body.data;
    // The deposit (90,000 XAF at 3 %) is under the limit: by card it costs 92,700.
    expect(details.nextPayment).toMatchObject({ kind: 'deposit', card: { fee: 2_700, dueNow: 92_700 } });
    const deposit = await startCard(code, 'deposit');
    await onTwinPage(deposit.redirectUrl, CARDS.visa);
    expect((await waitForStatus(deposit.reference)).body.data.status).toBe('successful');

    // The balance (210,000 XAF) is above it: refused by card, with the reason, and nothing opened.
    expect((await api.getBooking(code)).body.data.nextPayment).toMatchObject({ kind: 'balance', card: null });
    const refused = await api.startPayment(code, { kind: 'balance', method: 'card' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/above what the agency takes by card/);
    const byPhone = await api.startPayment(code, { kind: 'balance', method: 'orange', number: '690000000' });
    expect(byPhone.status).toBe(202);
  });
});
