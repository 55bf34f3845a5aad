/**
 * Paying a booking. The server holds the truth: an open attempt is resumed (after a reload, in a
 * second tab, after a lost connection) rather than started again, and a start is sent with an
 * Idempotency-Key kept per booking and payment kind, so repeating it can never charge twice.
 * Polling backs off from 1.5 s to 8 s and stops on a final status.
 *
 * This module composes the parts: the state (payment-state.ts), following an attempt
 * (payment-follow.ts), starting one (payment-start.ts) and the retry fields (payment-retry.ts).
 */
import { atom } from 'nanostores';
import { canonicalBookingCode } from '../../domain/booking-code.ts';
import { isCard, type PaymentChannel } from '../../domain/payment-method.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import type { IslandApi } from '../api.ts';
import type { KeyValueStorage } from '../session-storage.ts';
import { initialPayWith, payWithStore } from './pay-with.ts';
import { attemptStore as storedAttempt } from './payment-attempts.ts';
import { createFollowing } from './payment-follow.ts';
import { paymentNumberStore } from './payment-number.ts';
import type { Timers } from './payment-polling.ts';
import { createRetry } from './payment-retry.ts';
import { chooseAnotherNumber, loadPayment, type PaymentParts, pay } from './payment-start.ts';
import { createPaymentState } from './payment-state.ts';

export interface PaymentOptions {
  /** The `code` query parameter as given. */
  rawCode: string | null;
  /** The `method` query parameter as given (`card` asks for the card). */
  rawMethod?: string | null;
  api: IslandApi;
  storage: KeyValueStorage | null;
  timers: Timers;
  newKey: () => string;
  navigate: (url: string) => void;
  urls: {
    /** Where the guard sends a visitor without a valid code. */
    noCode: string;
    bookingDetails: (code: string) => string;
    checkout: (packageSlug: string) => string;
  };
}

export function createPayment(options: PaymentOptions) {
  const { api, timers } = options;
  const code = options.rawCode ? canonicalBookingCode(options.rawCode) : null;
  const state = createPaymentState();
  const retry = createRetry(code ? paymentNumberStore(options.storage, code) : null);
  const attemptStore = (kind: PaymentKind) => storedAttempt(options.storage, code ?? '', kind);
  const following = createFollowing({ code, api, timers, state, retry, attemptStore });
  const payWith = payWithStore(options.storage, code ?? '');
  /** Mobile money or card: what the page offers to pay with (the booking's method once loaded). */
  const $payWith = atom<PaymentChannel>(initialPayWith(options.rawMethod ?? null, null, null));
  const parts: PaymentParts = {
    code,
    api,
    newKey: options.newKey,
    navigateToNoCode: () => options.navigate(options.urls.noCode),
    state,
    retry,
    following,
    attemptStore,
    loaded: (booking) => {
      const chosen = initialPayWith(options.rawMethod ?? null, payWith.read(), booking.paymentMethod);
      // Above the agency's card limit no card charge is offered (`nextPayment.card` is null).
      $payWith.set(booking.nextPayment?.card === null ? 'mobile_money' : chosen);
    },
  };

  /** "Yes, try it again": charges the number that failed, as the customer confirmed. */
  async function confirmSame(): Promise<void> {
    retry.$confirmSame.set(true);
    await pay(parts);
  }

  function cancel() {
    stop();
    if (code) options.navigate(options.urls.bookingDetails(code));
  }

  function restart() {
    stop();
    const slug = state.$booking.get()?.package.slug;
    options.navigate(slug ? options.urls.checkout(slug) : options.urls.noCode);
  }

  /** The customer chose how to pay: kept for this booking through a reload. */
  function choosePayWith(value: PaymentChannel) {
    if (value === 'card' && !state.$booking.get()?.nextPayment?.card) return;
    $payWith.set(value);
    if (code) payWith.write(value);
    askNumberForCardBooking();
  }

  /** Mobile money for a booking made for card: it has no number, so the customer gives one. */
  function askNumberForCardBooking() {
    const booking = state.$booking.get();
    if ($payWith.get() === 'mobile_money' && booking && isCard(booking.paymentMethod)) {
      chooseAnotherNumber(parts);
    }
  }

  function stop() {
    following.poller.stop();
  }

  return {
    code,
    ...state,
    $payWith,
    choosePayWith,
    /** What the card's path (loaded when card is chosen) starts the payment with. */
    parts,
    navigate: options.navigate,
    $retryNumber: retry.$retryNumber,
    $retryMethod: retry.$retryMethod,
    $retryError: retry.$retryError,
    $failedNumber: retry.$failedNumber,
    $confirmSame: retry.$confirmSame,
    knownNumber: retry.knownNumber,
    start: async () => {
      const result = await loadPayment(parts);
      askNumberForCardBooking();
      return result;
    },
    confirmSame,
    pay: () => pay(parts),
    checkAgain: following.checkAgain,
    chooseAnotherNumber: () => chooseAnotherNumber(parts),
    online: following.online,
    offline: following.offline,
    setRetryNumber: retry.setNumber,
    setRetryMethod: retry.setMethod,
    cancel,
    restart,
    stop,
  };
}
