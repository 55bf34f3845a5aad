import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentAttemptView } from '../../../../src/api/contract.ts';
import { drainNotices } from '../../../../src/stores/notices.ts';
import { createPayment, type PaymentOptions } from '../../../../src/stores/payment/payment.ts';
import { attemptStorageKey } from '../../../../src/stores/payment/payment-attempts.ts';
import { paymentNumberStore } from '../../../../src/stores/payment/payment-number.ts';
import {
  MAX_POLL_DELAY_MS,
  pollDelay,
  STILL_WAITING_AFTER_MS,
} from '../../../../src/stores/payment/payment-polling.ts';
import { type KeyValueStorage, memoryStorage } from '../../../../src/stores/session-storage.ts';
import { bookingDetails, type FakeApi, fakeApi, offline, ok, paymentStatus, refused } from '../fake-api.ts';
import { fakeTimers } from './fake-timers.ts';

const CODE = 'K7MX-3QPD-2W';
let api: FakeApi;
let storage: KeyValueStorage;
let clock: ReturnType<typeof fakeTimers>;
let visited: string[];
let keys: number;

function setup(overrides: Partial<PaymentOptions> = {}) {
  return createPayment({
    rawCode: 'k7mx3qpd2w',
    api,
    storage,
    timers: clock.timers,
    newKey: () => `key-${++keys}`,
    navigate: (url) => visited.push(url),
    urls: {
      noCode: '/packages',
      bookingDetails: (code) => `/packages/search/${code}`,
      checkout: (slug) => `/checkout?package=${slug}`,
    },
    ...overrides,
  });
}

const attempt = (reference = 'pay_1'): PaymentAttemptView => {
  const {
    bookingStatus: _a,
    total: _b,
    paid: _c,
    leftToPay: _d,
    completionPercent: _e,
    ...view
  } = paymentStatus('pending', reference);
  return view;
};

beforeEach(() => {
  api = fakeApi();
  storage = memoryStorage();
  clock = fakeTimers();
  visited = [];
  keys = 0;
  drainNotices();
});

describe('pollDelay', () => {
  it.each([
    [0, 1_500],
    [1, 2_250],
    [2, 3_375],
    [3, 5_063],
    [4, 7_594],
    [5, MAX_POLL_DELAY_MS],
    [30, MAX_POLL_DELAY_MS],
  ])('poll %i waits %i ms', (attemptNumber, delay) => {
    expect(pollDelay(attemptNumber)).toBe(delay);
  });
});

describe('payment guard', () => {
  it.each([null, '', 'ABC', 'not a code at all'])(
    'sends a visitor with code %j back without a call',
    async (rawCode) => {
      const payment = setup({ rawCode });
      expect(await payment.start()).toBe('redirected');
      expect(visited).toEqual(['/packages']);
      expect(api.calls).toEqual([]);
    },
  );

  it("shows the server's words for an unknown booking", async () => {
    api.answer('getBooking', refused('Reservation not found', { key: 'api.booking.notFound' }));
    const payment = setup();
    await payment.start();
    expect(payment.$phase.get()).toBe('unavailable');
    expect(payment.$banner.get()).toEqual({ text: 'Reservation not found' });
  });
});

describe('paying', () => {
  it('shows the invoice, then initiated, in progress, updating and success in that order', async () => {
    api.answer(
      'getBooking',
      ok(bookingDetails()),
      ok(bookingDetails({ paid: 135_000, status: 'partial_payment' })),
    );
    api.answer('startPayment', ok(attempt()));
    api.answer(
      'paymentStatus',
      ok(paymentStatus('pending')),
      ok(paymentStatus('pending')),
      ok(paymentStatus('successful')),
    );
    const payment = setup();
    const phases: string[] = [];
    payment.$phase.subscribe((phase) => phases.push(phase));
    await payment.start();
    expect(payment.code).toBe(CODE);
    expect(payment.$invoice.get()).toMatchObject({
      kind: 'deposit',
      amount: 135_000,
      fee: 2_700,
      dueNow: 137_700,
      leftAfter: 315_000,
    });
    await payment.pay();
    expect(api.callsOf('startPayment')).toEqual([[CODE, { kind: 'deposit' }, 'key-1']]);
    expect(clock.nextDelay()).toBe(1_500);
    await clock.advance(1_500);
    expect(clock.nextDelay()).toBe(2_250);
    await clock.advance(2_250);
    await clock.advance(3_375);
    expect(phases).toEqual([
      'loading',
      'ready',
      'starting',
      'initiated',
      'inProgress',
      'updating',
      'success',
    ]);
    expect(payment.$booking.get()?.paid).toBe(135_000);
    expect(clock.pendingCount()).toBe(0);
    expect(storage.getItem(attemptStorageKey(CODE, 'deposit'))).toBeNull();
  });

  it('after a failure, a retry is a new attempt with a new key and the number given', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt('pay_1')), ok(attempt('pay_2')));
    api.answer('paymentStatus', ok(paymentStatus('failed', 'pay_1')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(1_500);
    expect(payment.$phase.get()).toBe('failed');
    expect(payment.$failureReason.get()).toBeNull();
    expect(clock.pendingCount()).toBe(0);
    payment.setRetryMethod('orange');
    payment.setRetryNumber('690000000');
    await payment.pay();
    expect(api.callsOf('startPayment')).toEqual([
      [CODE, { kind: 'deposit' }, 'key-1'],
      [CODE, { kind: 'deposit', method: 'orange', number: '690000000' }, 'key-2'],
    ]);
    expect(payment.$phase.get()).toBe('initiated');
  });

  it('a retry shows the failed number in full, and charges it again only once the customer confirms', async () => {
    paymentNumberStore(storage, CODE).write({ method: 'mtn', number: '670000001' });
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt('pay_1')), ok(attempt('pay_2')));
    api.answer('paymentStatus', ok(paymentStatus('failed', 'pay_1')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(1_500);
    expect(payment.$failedNumber.get()).toEqual({ method: 'mtn', number: '670000001', masked: false });
    expect(payment.$retryNumber.get()).toBe('670000001');
    await payment.pay();
    expect(payment.$confirmSame.get()).toBe(true);
    expect(api.callsOf('startPayment')).toHaveLength(1);
    // Spelt another way, it is still the number that failed.
    payment.setRetryNumber('+237 670 00 00 01');
    expect(payment.$confirmSame.get()).toBe(false);
    await payment.pay();
    expect(api.callsOf('startPayment')).toHaveLength(1);
    await payment.confirmSame();
    expect(api.callsOf('startPayment')).toHaveLength(2);
    expect(api.callsOf('startPayment')[1]?.[1]).toEqual({
      kind: 'deposit',
      method: 'mtn',
      number: '+237 670 00 00 01',
    });
  });

  it('a retry never goes without a number', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt('pay_1')));
    api.answer('paymentStatus', ok(paymentStatus('failed', 'pay_1')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(1_500);
    // This tab never saw the number: the server's masked form is shown, the field starts empty.
    expect(payment.$failedNumber.get()).toEqual({ method: 'mtn', number: '******00', masked: true });
    expect(payment.$retryNumber.get()).toBe('');
    await payment.pay();
    expect(payment.$retryError.get()).toEqual({ key: 'islands.pay.numberRequired' });
    expect(api.callsOf('startPayment')).toHaveLength(1);
  });

  it('reopened after a failed payment, the page offers the retry, not a plain "Pay"', async () => {
    paymentNumberStore(storage, CODE).write({ method: 'mtn', number: '670000001' });
    const failed = { ...attempt('pay_1'), status: 'failed' as const };
    api.answer('getBooking', ok(bookingDetails({ payments: [failed] })));
    const payment = setup();
    await payment.start();
    expect(payment.$phase.get()).toBe('failed');
    expect(payment.$retryNumber.get()).toBe('670000001');
  });

  it('keeps polling through a lost connection and tells the customer it is still waiting', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt()));
    api.answer('paymentStatus', offline, ok(paymentStatus('pending')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(1_500);
    expect(payment.$phase.get()).toBe('initiated');
    expect(clock.nextDelay()).toBe(2_250);
    await clock.advance(STILL_WAITING_AFTER_MS + MAX_POLL_DELAY_MS);
    expect(payment.$phase.get()).toBe('inProgress');
    expect(payment.$stillWaiting.get()).toBe(true);
    expect(clock.nextDelay()).toBeLessThanOrEqual(MAX_POLL_DELAY_MS);
  });

  it('gives up polling after 15 minutes and can check again', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt()));
    api.answer('paymentStatus', ok(paymentStatus('pending')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(16 * 60_000);
    expect(payment.$gaveUp.get()).toBe(true);
    expect(clock.pendingCount()).toBe(0);
    const polls = api.callsOf('paymentStatus').length;
    expect(polls).toBeLessThan(130);
    payment.checkAgain();
    expect(payment.$gaveUp.get()).toBe(false);
    await clock.advance(1_500);
    expect(api.callsOf('paymentStatus').length).toBe(polls + 1);
  });

  it('a lost start answer is replayed with the same key, never a new one', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', offline, ok(attempt()));
    const payment = setup();
    await payment.start();
    await payment.pay();
    expect(payment.$phase.get()).toBe('ready');
    expect(payment.$banner.get()).toEqual({ key: 'islands.error.network' });
    // The page is reloaded: a new store, same tab storage.
    const reloaded = setup();
    await reloaded.start();
    await reloaded.pay();
    expect(api.callsOf('startPayment').map((call) => call[2])).toEqual(['key-1', 'key-1']);
  });

  it('a refused start forgets its key (nothing was charged)', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer(
      'startPayment',
      refused('Phone number is invalid', {
        issues: [{ path: 'number', key: 'validation.phone.invalid', message: 'Phone number is invalid' }],
      }),
    );
    const payment = setup();
    await payment.start();
    await payment.pay();
    expect(payment.$retryError.get()).toEqual({ text: 'Phone number is invalid' });
    expect(storage.getItem(attemptStorageKey(CODE, 'deposit'))).toBeNull();
  });
});

describe('another number, and a dropped connection', () => {
  it('the prompt limit of a number opens "use another number", which charges the number typed', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer(
      'startPayment',
      refused('Too many payment requests to this number', { key: 'api.error.tooManyPrompts' }),
      ok(attempt()),
    );
    const payment = setup();
    await payment.start();
    await payment.pay();
    expect(payment.$phase.get()).toBe('ready');
    expect(payment.$otherNumber.get()).toBe(true);
    expect(payment.$banner.get()).toEqual({ text: 'Too many payment requests to this number' });
    // Not without a number.
    await payment.pay();
    expect(payment.$retryError.get()).toEqual({ key: 'islands.pay.numberRequired' });
    expect(api.callsOf('startPayment')).toHaveLength(1);
    payment.setRetryMethod('orange');
    payment.setRetryNumber('690000000');
    await payment.pay();
    expect(api.callsOf('startPayment')[1]?.[1]).toEqual({
      kind: 'deposit',
      method: 'orange',
      number: '690000000',
    });
    expect(payment.$phase.get()).toBe('initiated');
  });

  it('a balance may be paid from another operator and number, chosen before paying', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt()));
    const payment = setup();
    await payment.start();
    payment.chooseAnotherNumber();
    expect(payment.$otherNumber.get()).toBe(true);
    payment.setRetryMethod('orange');
    payment.setRetryNumber('655 12 34 56');
    await payment.pay();
    expect(api.callsOf('startPayment')[0]?.[1]).toEqual({
      kind: 'deposit',
      method: 'orange',
      number: '655 12 34 56',
    });
  });

  it('says the connection is lost while following a payment, and asks at once when it is back', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt()));
    api.answer('paymentStatus', offline, ok(paymentStatus('successful')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(1_500);
    expect(payment.$offline.get()).toBe(true);
    expect(payment.$phase.get()).toBe('initiated');
    const polls = api.callsOf('paymentStatus').length;
    payment.online();
    expect(payment.$offline.get()).toBe(false);
    // Back online: asked without waiting for the back-off.
    await clock.advance(1_500);
    expect(api.callsOf('paymentStatus').length).toBe(polls + 1);
    expect(payment.$phase.get()).toBe('success');
  });
});

describe('resuming', () => {
  it('follows the open attempt the server reports instead of starting another (reload, second tab)', async () => {
    api.answer('getBooking', ok(bookingDetails({ openPayment: 'pay_9' })));
    api.answer('paymentStatus', ok(paymentStatus('successful', 'pay_9')));
    const payment = setup();
    await payment.start();
    expect(payment.$phase.get()).toBe('inProgress');
    await clock.advance(1_500);
    expect(api.callsOf('paymentStatus')).toEqual([['pay_9']]);
    expect(api.callsOf('startPayment')).toEqual([]);
    expect(payment.$phase.get()).toBe('success');
  });

  it('follows the attempt stored in this tab', async () => {
    storage.setItem(attemptStorageKey(CODE, 'deposit'), JSON.stringify({ key: 'key-7', reference: 'pay_7' }));
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('paymentStatus', ok(paymentStatus('pending', 'pay_7')));
    const payment = setup();
    await payment.start();
    await clock.advance(1_500);
    expect(api.callsOf('paymentStatus')).toEqual([['pay_7']]);
    expect(payment.$phase.get()).toBe('inProgress');
  });

  it('a 409 from the server means: follow the open attempt', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer(
      'startPayment',
      refused('A payment is already in progress for this booking', { reference: 'pay_5' }),
    );
    api.answer('paymentStatus', ok(paymentStatus('pending', 'pay_5')));
    const payment = setup();
    await payment.start();
    await payment.pay();
    expect(payment.$phase.get()).toBe('inProgress');
    expect(drainNotices().map((notice) => notice.kind)).toEqual(['info']);
    await clock.advance(1_500);
    expect(api.callsOf('paymentStatus')).toEqual([['pay_5']]);
  });

  it('stops polling when the page is left', async () => {
    api.answer('getBooking', ok(bookingDetails({ openPayment: 'pay_9' })));
    const payment = setup();
    await payment.start();
    payment.cancel();
    expect(visited).toEqual([`/packages/search/${CODE}`]);
    expect(clock.pendingCount()).toBe(0);
  });
});

describe('what is left to pay', () => {
  it.each([
    ['fully paid', { nextPayment: null, leftToPay: 0, paid: 450_000 }, 'nothingDue'],
    [
      'above the online cap',
      {
        nextPayment: null,
        leftToPay: 840_000,
        paid: 360_000,
        amounts: { ...bookingDetails().amounts, total: 1_200_000, onlineCapExceeded: true },
      },
      'offline',
    ],
  ])('%s', async (_name, overrides, phase) => {
    api.answer('getBooking', ok(bookingDetails(overrides)));
    const payment = setup();
    await payment.start();
    expect(payment.$phase.get()).toBe(phase);
  });

  it('a booking the agency cancelled offers no payment, not even a resumed one', async () => {
    api.answer(
      'getBooking',
      ok(bookingDetails({ cancelledOn: '2026-11-20T09:00:00.000Z', nextPayment: null, openPayment: null })),
    );
    const payment = setup();
    await payment.start();
    expect(payment.$phase.get()).toBe('cancelled');
    expect(payment.$invoice.get()).toBeNull();
    await payment.pay();
    expect(api.calls.filter((call) => call.method === 'startPayment')).toEqual([]);
  });

  it('restart the reservation goes back to the checkout of the same package', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    const payment = setup();
    await payment.start();
    payment.restart();
    expect(visited).toEqual(['/checkout?package=kribi-beach-escape']);
  });

  it('keeps the reason of a failure, for "This payment has failed." and the reason', async () => {
    api.answer('getBooking', ok(bookingDetails()));
    api.answer('startPayment', ok(attempt('pay_1')), ok(attempt('pay_2')));
    api.answer(
      'paymentStatus',
      ok({ ...paymentStatus('failed', 'pay_1'), failureReason: 'insufficientFunds' }),
    );
    const payment = setup();
    await payment.start();
    await payment.pay();
    await clock.advance(1_500);
    expect(payment.$phase.get()).toBe('failed');
    expect(payment.$failureReason.get()).toBe('insufficientFunds');
    payment.setRetryNumber('690000000');
    await payment.pay();
    expect(payment.$failureReason.get()).toBeNull();
  });
});
