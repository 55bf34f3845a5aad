/**
 * Starting a payment: loading the booking (resuming an open attempt rather than starting again)
 * and sending the start with an Idempotency-Key kept per booking and payment kind, so repeating
 * it can never charge twice.
 */
import type { BookingDetails } from '../../api/contract.ts';
import { operatorOf } from '../../domain/payment-method.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import type { IslandApi } from '../api.ts';
import { notify } from '../notices.ts';
import { failureMessage } from '../ui-message.ts';
import { attemptToStart, type attemptStore as storedAttempt } from './payment-attempts.ts';
import type { Following } from './payment-follow.ts';
import { invoiceFor } from './payment-invoice.ts';
import { type createRetry, lastFailure } from './payment-retry.ts';
import type { PaymentState } from './payment-state.ts';

export type StartResult = 'ready' | 'redirected';

/** What the start and pay steps share with the rest of the payment store. */
export interface PaymentParts {
  code: string | null;
  api: IslandApi;
  newKey: () => string;
  navigateToNoCode: () => void;
  state: PaymentState;
  retry: ReturnType<typeof createRetry>;
  following: Following;
  attemptStore: (kind: PaymentKind) => ReturnType<typeof storedAttempt>;
  /** Told of the booking once loaded, before the page shows it (how it is paid: `payment.ts`). */
  loaded?: (booking: BookingDetails) => void;
}

/** Loads the booking, then resumes an open attempt or shows the invoice. */
export async function loadPayment(parts: PaymentParts): Promise<StartResult> {
  const { code, api, state, retry, following, attemptStore } = parts;
  const { $phase, $booking, $invoice, $banner } = state;
  if (!code) {
    parts.navigateToNoCode();
    return 'redirected';
  }
  const outcome = await api.getBooking(code);
  if (outcome.kind !== 'ok') {
    $banner.set(outcome.kind === 'refused' ? { text: outcome.message } : failureMessage(outcome.failure));
    $phase.set('unavailable');
    return 'ready';
  }
  const booking = outcome.data;
  $booking.set(booking);
  parts.loaded?.(booking);
  if (booking.cancelledOn) {
    $phase.set('cancelled');
    return 'ready';
  }
  const next = booking.nextPayment;
  if (next) $invoice.set(invoiceFor(booking, next));
  const stored = next ? attemptStore(next.kind).read() : null;
  const open = booking.openPayment ?? stored?.reference ?? null;
  if (open) {
    following.follow(open, 'inProgress');
    return 'ready';
  }
  const failure = next ? lastFailure(booking) : null;
  if (failure) {
    // Reopened after a failure: never offer a plain "Pay" on the number that failed.
    retry.showFailure(failure);
    $phase.set('failed');
  } else if (next) {
    $phase.set('ready');
  } else if (booking.leftToPay > 0 && booking.amounts.total > ONLINE_CAP_XAF) {
    $phase.set('offline');
  } else {
    $phase.set('nothingDue');
  }
  return 'ready';
}

/** Starts (or, with the same key, replays) the payment the invoice shows. */
export async function pay(parts: PaymentParts): Promise<void> {
  const { code, api, state, retry, following, attemptStore } = parts;
  const { $phase, $booking, $banner, $failureReason, $otherNumber } = state;
  const booking = $booking.get();
  const next = booking?.nextPayment;
  const phase = $phase.get();
  if (!code || !booking || !next || (phase !== 'ready' && phase !== 'failed')) return;
  const retryNumber = retry.$retryNumber.get().trim();
  const retryMethod = retry.$retryMethod.get();
  // A number typed by the customer (a retry, or "use another number") must be there and confirmed.
  if ((phase === 'failed' || $otherNumber.get()) && !retry.mayGo()) return;
  const store = attemptStore(next.kind);
  const attempt = attemptToStart(store.read(), 'mobile_money', parts.newKey);
  store.write(attempt);
  const { key } = attempt;
  $banner.set(null);
  $failureReason.set(null);
  $phase.set('starting');
  retry.sent(retryMethod, retryNumber);
  const outcome = await api.startPayment(
    code,
    {
      kind: next.kind,
      ...(retryMethod ? { method: retryMethod } : {}),
      ...(retryNumber ? { number: retryNumber } : {}),
    },
    key,
  );
  if (outcome.kind === 'ok') {
    store.write({ key, reference: outcome.data.reference, channel: 'mobile_money' });
    if (outcome.data.status === 'pending') {
      following.follow(outcome.data.reference, 'initiated');
    } else {
      following.poller.track(outcome.data.reference);
      await following.settle({ ...outcome.data, ...statusFromBooking(booking) });
    }
    return;
  }
  if (outcome.kind === 'refused' && outcome.data.reference) {
    // Already open (another tab, an earlier click): follow that attempt instead of a second charge.
    store.write({ key, reference: outcome.data.reference, channel: 'mobile_money' });
    notify('info', outcome.message);
    following.follow(outcome.data.reference, 'inProgress');
    return;
  }
  if (outcome.kind === 'refused') {
    // Refused before anything was charged: a later click is a new action with a new key.
    store.clear();
    const numberIssue = outcome.data.issues?.find((issue) => issue.path === 'number');
    retry.$retryError.set(numberIssue ? { text: numberIssue.message } : null);
    $banner.set({ text: outcome.message });
    // This number had its payment requests for the hour: offer another one at once.
    if (outcome.data.key === 'api.error.tooManyPrompts') chooseAnotherNumber(parts);
  } else {
    // Unknown outcome: keep the key so the next click replays the same request.
    $banner.set(failureMessage(outcome.failure));
  }
  $phase.set(phase);
}

/** Opens the operator and number fields, prefilled with the number this tab knows, if any. */
export function chooseAnotherNumber({ state, retry }: PaymentParts) {
  if (state.$phase.get() === 'failed' || state.$otherNumber.get()) return;
  const known = retry.knownNumber();
  const booked = state.$booking.get()?.paymentMethod;
  retry.setMethod(known?.method ?? (booked ? (operatorOf(booked) ?? '') : ''));
  retry.setNumber('');
  state.$otherNumber.set(true);
}

function statusFromBooking(booking: BookingDetails) {
  return {
    bookingStatus: booking.status,
    total: booking.amounts.total,
    paid: booking.paid,
    leftToPay: booking.leftToPay,
    completionPercent: booking.completionPercent,
  };
}
