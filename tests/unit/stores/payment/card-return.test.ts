import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentStatusView } from '../../../../src/api/contract.ts';
import { cardReturnPhase, createCardReturn } from '../../../../src/stores/payment/card-return.ts';
import { attemptStore } from '../../../../src/stores/payment/payment-attempts.ts';
import { pollDelay, STILL_WAITING_AFTER_MS } from '../../../../src/stores/payment/payment-polling.ts';
import { type KeyValueStorage, memoryStorage } from '../../../../src/stores/session-storage.ts';
import { type FakeApi, fakeApi, offline, ok, paymentStatus, refused } from '../fake-api.ts';
import { fakeTimers } from './fake-timers.ts';

const CODE = 'K7MX-3QPD-2W';
let api: FakeApi;
let storage: KeyValueStorage;
let clock: ReturnType<typeof fakeTimers>;

function setup(rawCode: string | null = 'k7mx3qpd2w', rawAttempt: string | null = 'pay_1') {
  return createCardReturn({ rawCode, rawAttempt, api, storage, timers: clock.timers });
}

const card = (status: PaymentStatusView['status'], more: Partial<PaymentStatusView> = {}) => ({
  ...paymentStatus(status),
  ...more,
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  api = fakeApi();
  storage = memoryStorage();
  clock = fakeTimers();
});

describe('the card return page', () => {
  it('asks the server at once and shows the success it reports, never the return itself', async () => {
    api.answer('paymentStatus', ok(card('successful')));
    const page = setup();
    expect(page.$phase.get()).toBe('loading');
    page.start();
    await settled();
    expect(api.callsOf('paymentStatus')).toEqual([['pay_1']]);
    expect(page.$phase.get()).toBe('success');
    expect(page.$view.get()?.leftToPay).toBe(315_000);
    expect(clock.pendingCount()).toBe(0);
  });

  it('follows a pending attempt with the back-off until the provider confirms it', async () => {
    api.answer('paymentStatus', ok(card('pending')), ok(card('pending')), ok(card('successful')));
    const page = setup();
    page.start();
    await settled();
    expect(page.$phase.get()).toBe('pending');
    expect(clock.nextDelay()).toBe(pollDelay(0));
    await clock.advance(pollDelay(0));
    expect(page.$phase.get()).toBe('pending');
    await clock.advance(pollDelay(1));
    expect(page.$phase.get()).toBe('success');
    expect(api.callsOf('paymentStatus')).toHaveLength(3);
  });

  it('says the wait is long after 45 s, and asks again after giving up', async () => {
    api.answer('paymentStatus', ok(card('pending')));
    const page = setup();
    page.start();
    await settled();
    await clock.advance(STILL_WAITING_AFTER_MS + 8_000);
    expect(page.$stillWaiting.get()).toBe(true);
    await clock.advance(16 * 60_000);
    expect(page.$gaveUp.get()).toBe(true);
    expect(clock.pendingCount()).toBe(0);
    api.answer('paymentStatus', ok(card('successful')));
    page.checkAgain();
    await settled();
    expect(page.$gaveUp.get()).toBe(false);
    expect(page.$phase.get()).toBe('success');
  });

  it.each([
    ['declined', card('failed', { failureReason: 'cardDeclined' })],
    ['declined', card('failed', { failureReason: 'declined' })],
    ['abandoned', card('failed', { failureReason: 'abandoned' })],
    ['abandoned', card('expired', { failureReason: 'timedOut' })],
    ['abandoned', card('failed', { failureReason: 'timedOut' })],
    ['failed', card('failed', { failureReason: 'other' })],
    ['failed', card('failed')],
  ] as const)('reads %s from what the server says', async (phase, view) => {
    expect(cardReturnPhase(view)).toBe(phase);
    api.answer('paymentStatus', ok(view));
    const page = setup();
    page.start();
    await settled();
    expect(page.$phase.get()).toBe(phase);
  });

  it('forgets the attempt this tab kept once it is final, so a retry starts a new one', async () => {
    const kept = attemptStore(storage, CODE, 'deposit');
    kept.write({ key: 'key-1', reference: 'pay_1' });
    api.answer('paymentStatus', ok(card('failed', { failureReason: 'declined' })));
    setup().start();
    await settled();
    expect(kept.read()).toBeNull();
  });

  it('keeps another attempt the tab holds for the booking', async () => {
    const kept = attemptStore(storage, CODE, 'deposit');
    kept.write({ key: 'key-2', reference: 'pay_2' });
    api.answer('paymentStatus', ok(card('successful')));
    setup().start();
    await settled();
    expect(kept.read()).toEqual({ key: 'key-2', reference: 'pay_2' });
  });

  it.each([
    ['no code', null, 'pay_1'],
    ['a malformed code', 'nope', 'pay_1'],
    ['no attempt', 'k7mx3qpd2w', null],
    ['a hostile attempt id', 'k7mx3qpd2w', '../admin?x=<script>'],
  ])('asks nothing with %s', (_label, rawCode, rawAttempt) => {
    const page = setup(rawCode, rawAttempt);
    page.start();
    expect(page.$phase.get()).toBe('unavailable');
    expect(page.$banner.get()).toEqual({ key: 'islands.card.noAttempt' });
    expect(api.calls).toHaveLength(0);
  });

  it('shows nothing of an attempt of another booking', async () => {
    api.answer('paymentStatus', ok(card('successful', { bookingCode: 'AAAA-BBBB-CC' })));
    const page = setup();
    page.start();
    await settled();
    expect(page.$phase.get()).toBe('unavailable');
    expect(page.$banner.get()).toEqual({ key: 'islands.card.notThisBooking' });
  });

  it('says the server’s refusal (an unknown attempt)', async () => {
    api.answer('paymentStatus', refused('Payment not found.'));
    const page = setup();
    page.start();
    await settled();
    expect(page.$phase.get()).toBe('unavailable');
    expect(page.$banner.get()).toEqual({ text: 'Payment not found.' });
  });

  it('keeps asking through a lost connection, and at once when it is back', async () => {
    api.answer('paymentStatus', offline);
    const page = setup();
    page.start();
    await settled();
    expect(page.$offline.get()).toBe(true);
    expect(page.$phase.get()).toBe('loading');
    api.answer('paymentStatus', ok(card('successful')));
    page.online();
    await settled();
    expect(page.$offline.get()).toBe(false);
    expect(page.$phase.get()).toBe('success');
  });

  it('says a server error before any answer, and keeps asking', async () => {
    api.answer('paymentStatus', { kind: 'failed', failure: { status: 503, message: 'http: 503' } });
    const page = setup();
    page.start();
    await settled();
    expect(page.$banner.get()).toEqual({ key: 'islands.error.server' });
    expect(clock.pendingCount()).toBe(1);
    page.stop();
    expect(clock.pendingCount()).toBe(0);
  });
});
