/**
 * Paying a booking. The server holds the truth: an open attempt is resumed (after a reload, in a
 * second tab, after a lost connection) rather than started again, and a start is sent with an
 * Idempotency-Key kept per booking and payment kind, so repeating it can never charge twice.
 * Polling backs off from 1.5 s to 8 s and stops on a final status.
 */
import { atom } from 'nanostores';
import type { BookingDetails, PaymentStatusView } from '../api/contract.ts';
import { canonicalBookingCode } from '../domain/booking-code.ts';
import type { FailureReason } from '../domain/payment-failure.ts';
import type { PaymentKind } from '../domain/payment-plan.ts';
import { ONLINE_CAP_XAF } from '../domain/pricing.ts';
import type { IslandApi } from './api.ts';
import { notify } from './notices.ts';
import { attemptStore as storedAttempt } from './payment-attempts.ts';
import { type Invoice, invoiceFor } from './payment-invoice.ts';
import { paymentNumberStore } from './payment-number.ts';
import { createPoller, STILL_WAITING_AFTER_MS, type Timers } from './payment-polling.ts';
import { createRetry, lastFailure } from './payment-retry.ts';
import type { KeyValueStorage } from './session-storage.ts';
import { failureMessage, type UiMessage } from './ui-message.ts';

export type PaymentPhase =
  | 'loading'
  /** Invoice shown, waiting for "Pay". */
  | 'ready'
  /** Start request in flight. */
  | 'starting'
  /** The provider asked the phone for confirmation. */
  | 'initiated'
  | 'inProgress'
  /** Success seen; reading the booking's new balance. */
  | 'updating'
  | 'success'
  | 'failed'
  /** Nothing left to pay online. */
  | 'nothingDue'
  /** The agency cancelled the booking: it takes no payment. */
  | 'cancelled'
  /** Above the online cap: the agency contacts the customer. */
  | 'offline'
  /** The booking could not be loaded (see `$banner`). */
  | 'unavailable';

export interface PaymentOptions {
  /** The `code` query parameter as given. */
  rawCode: string | null;
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

export type StartResult = 'ready' | 'redirected';

export function createPayment(options: PaymentOptions) {
  const { api, timers } = options;
  const code = options.rawCode ? canonicalBookingCode(options.rawCode) : null;

  const $phase = atom<PaymentPhase>('loading');
  const $booking = atom<BookingDetails | null>(null);
  const $invoice = atom<Invoice | null>(null);
  const $banner = atom<UiMessage | null>(null);
  const $stillWaiting = atom(false);
  /** Why the last payment failed, shown under "This payment has failed." (null: no reason given). */
  const $failureReason = atom<FailureReason | null>(null);
  /** Polling stopped before a final answer; the customer may check again. */
  const $gaveUp = atom(false);
  /**
   * The connection dropped while following a payment: the attempt goes on at the provider and the
   * page says so, then checks at once when the browser is back online (`online`).
   */
  const $offline = atom(false);
  /** The customer chose to pay from another number (or network) than the booking's. */
  const $otherNumber = atom(false);
  const retry = createRetry(code ? paymentNumberStore(options.storage, code) : null);
  const { $retryNumber, $retryMethod, $retryError } = retry;

  const poller = createPoller(
    timers,
    (ref) => poll(ref),
    () => $gaveUp.set(true),
  );

  function attemptStore(kind: PaymentKind) {
    return storedAttempt(options.storage, code ?? '', kind);
  }

  function follow(ref: string, phase: PaymentPhase) {
    $gaveUp.set(false);
    $stillWaiting.set(false);
    $phase.set(phase);
    poller.follow(ref);
  }

  async function refreshBooking(): Promise<BookingDetails | null> {
    if (!code) return null;
    const outcome = await api.getBooking(code);
    if (outcome.kind === 'ok') {
      $booking.set(outcome.data);
      return outcome.data;
    }
    return null;
  }

  async function poll(ref: string): Promise<void> {
    if (poller.stopped()) return;
    const outcome = await api.paymentStatus(ref);
    if (poller.stopped() || ref !== poller.reference()) return;
    if (outcome.kind === 'failed') {
      // Lost connection: keep trying with the same back-off, the attempt goes on server-side.
      // No HTTP answer at all (not a server error): the connection is gone.
      if (!outcome.failure.status) $offline.set(true);
      poller.schedule();
      return;
    }
    $offline.set(false);
    if (outcome.kind === 'refused') {
      $banner.set({ text: outcome.message });
      $phase.set('failed');
      return;
    }
    await settle(outcome.data);
  }

  async function settle(view: PaymentStatusView) {
    if (view.status === 'pending') {
      $phase.set('inProgress');
      if (poller.elapsed() >= STILL_WAITING_AFTER_MS) $stillWaiting.set(true);
      poller.schedule();
      return;
    }
    poller.forget();
    $stillWaiting.set(false);
    attemptStore(view.kind).clear();
    if (view.status === 'successful') {
      $phase.set('updating');
      await refreshBooking();
      $phase.set('success');
      return;
    }
    $failureReason.set(view.failureReason ?? null);
    retry.showFailure(view);
    $phase.set('failed');
    await refreshBooking();
  }

  /** Loads the booking, then resumes an open attempt or shows the invoice. */
  async function start(): Promise<StartResult> {
    if (!code) {
      options.navigate(options.urls.noCode);
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
    if (booking.cancelledOn) {
      $phase.set('cancelled');
      return 'ready';
    }
    const next = booking.nextPayment;
    if (next) $invoice.set(invoiceFor(booking, next));
    const stored = next ? attemptStore(next.kind).read() : null;
    const open = booking.openPayment ?? stored?.reference ?? null;
    if (open) {
      follow(open, 'inProgress');
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
  async function pay(): Promise<void> {
    const booking = $booking.get();
    const next = booking?.nextPayment;
    const phase = $phase.get();
    if (!code || !booking || !next || (phase !== 'ready' && phase !== 'failed')) return;
    const retryNumber = $retryNumber.get().trim();
    const retryMethod = $retryMethod.get();
    // A number typed by the customer (a retry, or "use another number") must be there and confirmed.
    if ((phase === 'failed' || $otherNumber.get()) && !retry.mayGo()) return;
    const store = attemptStore(next.kind);
    const previous = store.read();
    const key = previous?.key ?? options.newKey();
    store.write({ key, reference: previous?.reference ?? null });
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
      store.write({ key, reference: outcome.data.reference });
      if (outcome.data.status === 'pending') {
        follow(outcome.data.reference, 'initiated');
      } else {
        poller.track(outcome.data.reference);
        await settle({ ...outcome.data, ...statusFromBooking(booking) });
      }
      return;
    }
    if (outcome.kind === 'refused' && outcome.data.reference) {
      // Already open (another tab, an earlier click): follow that attempt instead of a second charge.
      store.write({ key, reference: outcome.data.reference });
      notify('info', outcome.message);
      follow(outcome.data.reference, 'inProgress');
      return;
    }
    if (outcome.kind === 'refused') {
      // Refused before anything was charged: a later click is a new action with a new key.
      store.clear();
      const numberIssue = outcome.data.issues?.find((issue) => issue.path === 'number');
      $retryError.set(numberIssue ? { text: numberIssue.message } : null);
      $banner.set({ text: outcome.message });
      // This number had its payment requests for the hour: offer another one at once.
      if (outcome.data.key === 'api.error.tooManyPrompts') chooseAnotherNumber();
    } else {
      // Unknown outcome: keep the key so the next click replays the same request.
      $banner.set(failureMessage(outcome.failure));
    }
    $phase.set(phase);
  }

  /** Opens the operator and number fields, prefilled with the number this tab knows, if any. */
  function chooseAnotherNumber() {
    if ($phase.get() === 'failed' || $otherNumber.get()) return;
    const known = retry.knownNumber();
    retry.setMethod(known?.method ?? $booking.get()?.paymentMethod ?? '');
    retry.setNumber('');
    $otherNumber.set(true);
  }

  /** Back online: ask about the attempt in hand now rather than after the back-off. */
  function online() {
    if (!$offline.get()) return;
    $offline.set(false);
    const reference = poller.reference();
    if (reference && !poller.stopped())
      follow(reference, $phase.get() === 'initiated' ? 'initiated' : 'inProgress');
  }

  /** The browser says the connection is gone. */
  function offline() {
    if (poller.reference()) $offline.set(true);
  }

  /** Polls again after polling gave up. */
  function checkAgain() {
    const reference = poller.reference();
    if (!reference) return;
    follow(reference, $phase.get() === 'initiated' ? 'initiated' : 'inProgress');
  }

  /** "Yes, try it again": charges the number that failed, as the customer confirmed. */
  async function confirmSame(): Promise<void> {
    retry.$confirmSame.set(true);
    await pay();
  }

  function cancel() {
    stop();
    if (code) options.navigate(options.urls.bookingDetails(code));
  }

  function restart() {
    stop();
    const slug = $booking.get()?.package.slug;
    options.navigate(slug ? options.urls.checkout(slug) : options.urls.noCode);
  }

  function stop() {
    poller.stop();
  }

  return {
    code,
    $phase,
    $booking,
    $invoice,
    $banner,
    $stillWaiting,
    $failureReason,
    $gaveUp,
    $offline,
    $otherNumber,
    $retryNumber,
    $retryMethod,
    $retryError,
    $failedNumber: retry.$failedNumber,
    $confirmSame: retry.$confirmSame,
    knownNumber: retry.knownNumber,
    start,
    confirmSame,
    pay,
    checkAgain,
    chooseAnotherNumber,
    online,
    offline,
    setRetryNumber: retry.setNumber,
    setRetryMethod: retry.setMethod,
    cancel,
    restart,
    stop,
  };
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
