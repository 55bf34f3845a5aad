import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentAttemptView } from '../../../../src/api/contract.ts';
import { drainNotices } from '../../../../src/stores/notices.ts';
import { initialPayWith, payWithStore } from '../../../../src/stores/payment/pay-with.ts';
import { createPayment } from '../../../../src/stores/payment/payment.ts';
import { attemptStorageKey } from '../../../../src/stores/payment/payment-attempts.ts';
import { payByCard } from '../../../../src/stores/payment/payment-card.ts';
import { type KeyValueStorage, memoryStorage } from '../../../../src/stores/session-storage.ts';
import { bookingDetails, type FakeApi, fakeApi, offline, ok, paymentStatus, refused } from '../fake-api.ts';
import { fakeTimers } from './fake-timers.ts';

const CODE = 'K7MX-3QPD-2W';
const HOSTED = 'https://checkout.example/pay/abc';
let api: FakeApi;
let storage: KeyValueStorage;
let visited: string[];
let keys: number;

function setup(rawMethod: string | null = null) {
  return createPayment({
    rawCode: 'k7mx3qpd2w',
    rawMethod,
    api,
    storage,
    timers: fakeTimers().timers,
    newKey: () => `key-${++keys}`,
    navigate: (url) => visited.push(url),
    urls: {
      noCode: '/packages',
      bookingDetails: (code) => `/packages/search/${code}`,
      checkout: (slug) => `/checkout?package=${slug}`,
    },
  });
}

const cardAttempt = (reference = 'pay_1', redirectUrl: string | null = HOSTED): PaymentAttemptView => {
  const {
    bookingStatus: _a,
    total: _b,
    paid: _c,
    leftToPay: _d,
    completionPercent: _e,
    ...view
  } = paymentStatus('pending', reference);
  return { ...view, method: 'card', number: '', redirectUrl };
};

const deposit = () => {
  const next = bookingDetails().nextPayment;
  if (!next) throw new Error('the sample booking has a payment to make');
  return next;
};

async function ready(rawMethod: string | null = 'card') {
  api.answer('getBooking', ok(bookingDetails()));
  const payment = setup(rawMethod);
  await payment.start();
  return payment;
}

beforeEach(() => {
  api = fakeApi();
  storage = memoryStorage();
  visited = [];
  keys = 0;
  drainNotices();
});

describe('choosing how to pay', () => {
  it.each([
    ['card', null, 'mtn', 'card'],
    [null, 'card', 'mtn', 'card'],
    ['mobile_money', 'card', 'card', 'mobile_money'],
    [null, null, 'card', 'card'],
    [null, null, 'orange', 'mobile_money'],
    [null, null, null, 'mobile_money'],
    ['bitcoin', null, null, 'mobile_money'],
  ] as const)(
    'starts from the address %j, the tab’s choice %j and the booking’s %j: %j',
    (asked, stored, booked, expected) => {
      expect(initialPayWith(asked, stored, booked)).toBe(expected);
    },
  );

  it('keeps the choice for the booking through a reload', async () => {
    const payment = await ready(null);
    expect(payment.$payWith.get()).toBe('mobile_money');
    payment.choosePayWith('card');
    expect(payWithStore(storage, CODE).read()).toBe('card');
    const reloaded = await ready(null);
    expect(reloaded.$payWith.get()).toBe('card');
  });

  it('offers no card above the agency’s card limit', async () => {
    api.answer('getBooking', ok(bookingDetails({ nextPayment: { ...deposit(), card: null } })));
    const payment = setup('card');
    await payment.start();
    expect(payment.$payWith.get()).toBe('mobile_money');
    payment.choosePayWith('card');
    expect(payment.$payWith.get()).toBe('mobile_money');
  });

  it('asks for a number when mobile money pays a booking made for card', async () => {
    api.answer('getBooking', ok(bookingDetails({ paymentMethod: 'card' })));
    const payment = setup();
    await payment.start();
    expect(payment.$payWith.get()).toBe('card');
    expect(payment.$otherNumber.get()).toBe(false);
    payment.choosePayWith('mobile_money');
    expect(payment.$otherNumber.get()).toBe(true);
  });
});

describe('paying by card', () => {
  it('starts with a key kept for the booking, then leaves for the provider’s page', async () => {
    api.answer('startPayment', ok(cardAttempt()));
    const payment = await ready();
    await payByCard(payment.parts, payment.navigate);
    expect(api.callsOf('startPayment')).toEqual([[CODE, { kind: 'deposit', method: 'card' }, 'key-1']]);
    expect(visited).toEqual([HOSTED]);
    expect(payment.$phase.get()).toBe('starting');
    expect(JSON.parse(storage.getItem(attemptStorageKey(CODE, 'deposit')) ?? '')).toEqual({
      key: 'key-1',
      reference: 'pay_1',
      channel: 'card',
    });
  });

  it('ignores a second click while the first start is in flight', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('startPayment', () => new Promise((resolve) => (answer = resolve)) as never);
    const payment = await ready();
    const first = payByCard(payment.parts, payment.navigate);
    await payByCard(payment.parts, payment.navigate);
    answer(ok(cardAttempt()));
    await first;
    expect(api.callsOf('startPayment')).toHaveLength(1);
    expect(visited).toEqual([HOSTED]);
  });

  it('replays the same key after a reload mid-start, so the server answers the same attempt', async () => {
    api.answer('startPayment', offline);
    const first = await ready();
    await payByCard(first.parts, first.navigate);
    expect(first.$phase.get()).toBe('ready');
    expect(first.$banner.get()).toEqual({ key: 'islands.error.network' });
    // The reload: a new page, the same tab's storage.
    api.answer('startPayment', ok(cardAttempt()));
    const second = await ready();
    await payByCard(second.parts, second.navigate);
    expect(api.callsOf('startPayment').map((call) => call[2])).toEqual(['key-1', 'key-1']);
    expect(visited).toEqual([HOSTED]);
  });

  it('after a card start whose answer was lost, mobile money goes with a key of its own', async () => {
    api.answer('startPayment', offline);
    const payment = await ready();
    await payByCard(payment.parts, payment.navigate);
    // The same key for another request would be refused as a key reused for a different payment.
    payment.choosePayWith('mobile_money');
    await payment.pay();
    const sent = api
      .callsOf('startPayment')
      .map((call) => [(call[1] as { method?: string }).method ?? 'mobile money', call[2]]);
    expect(sent).toEqual([
      ['card', 'key-1'],
      ['mobile money', 'key-2'],
    ]);
  });

  it('follows the attempt already open rather than starting a second one', async () => {
    api.answer('startPayment', refused('A payment is in progress.', { reference: 'pay_9' }));
    api.answer('paymentStatus', ok(paymentStatus('pending', 'pay_9')));
    const payment = await ready();
    await payByCard(payment.parts, payment.navigate);
    expect(payment.$phase.get()).toBe('inProgress');
    expect(visited).toEqual([]);
    expect(drainNotices()).toMatchObject([{ kind: 'info', text: 'A payment is in progress.' }]);
  });

  it('after a refusal, a later click is a new start with a new key', async () => {
    api.answer('startPayment', refused('Card payments are paused.'), ok(cardAttempt()));
    const payment = await ready();
    await payByCard(payment.parts, payment.navigate);
    expect(payment.$banner.get()).toEqual({ text: 'Card payments are paused.' });
    expect(storage.getItem(attemptStorageKey(CODE, 'deposit'))).toBeNull();
    await payByCard(payment.parts, payment.navigate);
    expect(api.callsOf('startPayment').map((call) => call[2])).toEqual(['key-1', 'key-2']);
  });

  it('follows an attempt the provider settled already (no page to go to)', async () => {
    api.answer('startPayment', ok(cardAttempt('pay_1', null)));
    api.answer('paymentStatus', ok(paymentStatus('pending')));
    const payment = await ready();
    await payByCard(payment.parts, payment.navigate);
    expect(payment.$phase.get()).toBe('inProgress');
    expect(visited).toEqual([]);
  });

  it('back from the provider’s page, the open attempt is followed with the way back to its page', async () => {
    api.answer('getBooking', ok(bookingDetails({ paymentMethod: 'card', openPayment: 'pay_1' })));
    api.answer(
      'paymentStatus',
      ok({ ...paymentStatus('pending'), method: 'card', redirectUrl: HOSTED }),
      ok({ ...paymentStatus('failed'), method: 'card', failureReason: 'abandoned', redirectUrl: null }),
    );
    const clock = fakeTimers();
    const payment = createPayment({
      rawCode: CODE,
      api,
      storage,
      timers: clock.timers,
      newKey: () => 'key',
      navigate: (url) => visited.push(url),
      urls: { noCode: '/', bookingDetails: (code) => code, checkout: (slug) => slug },
    });
    await payment.start();
    expect(payment.$phase.get()).toBe('inProgress');
    await clock.advance(1_500);
    expect(payment.$cardPage.get()).toBe(HOSTED);
    await clock.advance(2_250);
    expect(payment.$cardPage.get()).toBeNull();
    expect(payment.$phase.get()).toBe('failed');
  });

  it('starts nothing while the booking is still loading', async () => {
    const payment = setup('card');
    await payByCard(payment.parts, payment.navigate);
    expect(api.calls).toEqual([]);
  });
});
