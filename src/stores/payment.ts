/**
 * Paying a booking. The server holds the truth: an open attempt is resumed (after a reload, in a
 * second tab, after a lost connection) rather than started again, and a start is sent with an
 * Idempotency-Key kept per booking and payment kind, so repeating it can never charge twice.
 * Polling backs off from 1.5 s to 8 s and stops on a final status.
 */
import { atom } from 'nanostores';
import type { BookingDetails, PaymentStatusView, PaymentView } from '../api/contract.ts';
import { canonicalBookingCode } from '../domain/booking-code.ts';
import type { PaymentKind } from '../domain/payment-plan.ts';
import type { Operator } from '../domain/phone.ts';
import { ONLINE_CAP_XAF } from '../domain/pricing.ts';
import type { IslandApi } from './api.ts';
import { notify } from './notices.ts';
import { attemptStore as storedAttempt } from './payment-attempts.ts';
import { type Invoice, invoiceFor } from './payment-invoice.ts';
import { paymentNumberStore, sameNumber } from './payment-number.ts';
import { POLL_GIVE_UP_AFTER_MS, pollDelay, STILL_WAITING_AFTER_MS, type Timers } from './payment-polling.ts';
import type { KeyValueStorage } from './session-storage.ts';
import { failureMessage, type UiMessage } from './ui-message.ts';

export { attemptStorageKey } from './payment-attempts.ts';
export { type Invoice, invoiceFor } from './payment-invoice.ts';
export {
  FIRST_POLL_DELAY_MS,
  MAX_POLL_DELAY_MS,
  POLL_GIVE_UP_AFTER_MS,
  POLL_GROWTH,
  pollDelay,
  realTimers,
  STILL_WAITING_AFTER_MS,
  type Timers,
} from './payment-polling.ts';

/** The number a failed payment was charged to: in full when this tab knows it, else as the server masks it. */
export interface FailedNumber {
  method: Operator;
  number: string;
  masked: boolean;
}

/** The latest attempt, if it failed (or expired): the page then opens on a retry, not a plain "Pay". */
function lastFailure(booking: BookingDetails): PaymentView | null {
  const latest = [...booking.payments].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
  return latest && (latest.status === 'failed' || latest.status === 'expired') ? latest : null;
}

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
  /** Polling stopped before a final answer; the customer may check again. */
  const $gaveUp = atom(false);
  const $retryNumber = atom('');
  const $retryMethod = atom<Operator | ''>('');
  /** The server's word on a retry number it refused, or ours on an empty one. */
  const $retryError = atom<UiMessage | null>(null);
  const $failedNumber = atom<FailedNumber | null>(null);
  /** The customer was asked whether to charge the number that just failed again. */
  const $confirmSame = atom(false);
  const numbers = code ? paymentNumberStore(options.storage, code) : null;

  let reference: string | null = null;
  let pollTimer: unknown = null;
  let pollCount = 0;
  let pollStartedAt = 0;
  let stopped = false;

  function attemptStore(kind: PaymentKind) {
    return storedAttempt(options.storage, code ?? '', kind);
  }

  /** Opens the retry on the number that failed: in full (prefilled, editable) when this tab knows it. */
  function showFailure(failed: { method: Operator; number: string }) {
    const known = numbers?.read();
    const full = known && known.method === failed.method ? known.number : null;
    $failedNumber.set({ method: failed.method, number: full ?? failed.number, masked: full === null });
    $retryMethod.set(failed.method);
    $retryNumber.set(full ?? '');
    $confirmSame.set(false);
  }

  function stopPolling() {
    if (pollTimer !== null) timers.clearTimeout(pollTimer);
    pollTimer = null;
  }

  function schedulePoll() {
    stopPolling();
    if (stopped || !reference) return;
    if (timers.now() - pollStartedAt > POLL_GIVE_UP_AFTER_MS) {
      $gaveUp.set(true);
      return;
    }
    pollTimer = timers.setTimeout(() => {
      pollTimer = null;
      void poll();
    }, pollDelay(pollCount));
    pollCount += 1;
  }

  function follow(ref: string, phase: PaymentPhase) {
    reference = ref;
    pollCount = 0;
    pollStartedAt = timers.now();
    $gaveUp.set(false);
    $stillWaiting.set(false);
    $phase.set(phase);
    schedulePoll();
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

  async function poll(): Promise<void> {
    const ref = reference;
    if (!ref || stopped) return;
    const outcome = await api.paymentStatus(ref);
    if (stopped || ref !== reference) return;
    if (outcome.kind === 'failed') {
      // Lost connection: keep trying with the same back-off, the attempt goes on server-side.
      schedulePoll();
      return;
    }
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
      if (timers.now() - pollStartedAt >= STILL_WAITING_AFTER_MS) $stillWaiting.set(true);
      schedulePoll();
      return;
    }
    reference = null;
    $stillWaiting.set(false);
    attemptStore(view.kind).clear();
    if (view.status === 'successful') {
      $phase.set('updating');
      await refreshBooking();
      $phase.set('success');
      return;
    }
    showFailure(view);
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
      showFailure(failure);
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
    if (phase === 'failed') {
      // A retry always names its number, and charges the one that failed only once the customer says so.
      if (!retryNumber) {
        $retryError.set({ key: 'islands.pay.numberRequired' });
        return;
      }
      const failed = $failedNumber.get();
      if (failed && !failed.masked && sameNumber(retryNumber, failed.number) && !$confirmSame.get()) {
        $confirmSame.set(true);
        return;
      }
    }
    const store = attemptStore(next.kind);
    const previous = store.read();
    const key = previous?.key ?? options.newKey();
    store.write({ key, reference: previous?.reference ?? null });
    $banner.set(null);
    $phase.set('starting');
    $confirmSame.set(false);
    if (retryNumber && retryMethod) numbers?.write({ method: retryMethod, number: retryNumber });
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
        reference = outcome.data.reference;
        pollStartedAt = timers.now();
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
    } else {
      // Unknown outcome: keep the key so the next click replays the same request.
      $banner.set(failureMessage(outcome.failure));
    }
    $phase.set(phase);
  }

  /** Polls again after polling gave up. */
  function checkAgain() {
    if (!reference) return;
    follow(reference, $phase.get() === 'initiated' ? 'initiated' : 'inProgress');
  }

  function setRetryNumber(value: string) {
    $retryNumber.set(value);
    $retryError.set(null);
    $confirmSame.set(false);
  }

  function setRetryMethod(value: Operator | '') {
    $retryMethod.set(value);
    $confirmSame.set(false);
  }

  /** "Yes, try it again": charges the number that failed, as the customer confirmed. */
  async function confirmSame(): Promise<void> {
    $confirmSame.set(true);
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
    stopped = true;
    stopPolling();
  }

  return {
    code,
    $phase,
    $booking,
    $invoice,
    $banner,
    $stillWaiting,
    $gaveUp,
    $retryNumber,
    $retryMethod,
    $retryError,
    $failedNumber,
    $confirmSame,
    /** The number as the customer typed it in this tab (checkout or a retry), if known. */
    knownNumber: () => numbers?.read() ?? null,
    start,
    confirmSame,
    pay,
    checkAgain,
    setRetryNumber,
    setRetryMethod,
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

export type Payment = ReturnType<typeof createPayment>;
