/**
 * Paying a booking. The server holds the truth: an open attempt is resumed (after a reload, in a
 * second tab, after a lost connection) rather than started again, and a start is sent with an
 * Idempotency-Key kept per booking and payment kind, so repeating it can never charge twice.
 * Polling backs off from 1.5 s to 8 s and stops on a final status.
 */
import { atom } from 'nanostores';
import type { BookingDetails, NextPayment, PaymentStatusView } from '../api/contract.ts';
import { canonicalBookingCode } from '../domain/booking-code.ts';
import type { FailureReason } from '../domain/payment-failure.ts';
import type { PaymentKind } from '../domain/payment-plan.ts';
import type { Operator } from '../domain/phone.ts';
import { ONLINE_CAP_XAF } from '../domain/pricing.ts';
import type { IslandApi } from './api.ts';
import { notify } from './notices.ts';
import { type KeyValueStorage, storedValue } from './session-storage.ts';
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
  /** Above the online cap: the agency contacts the customer. */
  | 'offline'
  /** The booking could not be loaded (see `$banner`). */
  | 'unavailable';

export const FIRST_POLL_DELAY_MS = 1_500;
export const MAX_POLL_DELAY_MS = 8_000;
export const POLL_GROWTH = 1.5;
/** After this long without a final answer, tell the customer we are still waiting. */
export const STILL_WAITING_AFTER_MS = 45_000;
/** Polling gives up after this long (the customer can check again). */
export const POLL_GIVE_UP_AFTER_MS = 15 * 60_000;

/** The delay before poll number `attempt` (0-based). */
export function pollDelay(attempt: number): number {
  return Math.min(MAX_POLL_DELAY_MS, Math.round(FIRST_POLL_DELAY_MS * POLL_GROWTH ** attempt));
}

interface StoredAttempt {
  key: string;
  reference: string | null;
}

function isStoredAttempt(raw: unknown): raw is StoredAttempt {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = raw as Record<string, unknown>;
  return typeof value.key === 'string' && (value.reference === null || typeof value.reference === 'string');
}

export function attemptStorageKey(code: string, kind: PaymentKind): string {
  return `payment.attempt.${code}.${kind}`;
}

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

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

/** What the invoice shows for the payment being made. */
export interface Invoice {
  packageTitle: string;
  spots: number;
  total: number;
  paid: number;
  kind: PaymentKind;
  amount: number;
  fee: number;
  dueNow: number;
  /** Left to pay once this payment succeeds. */
  leftAfter: number;
}

export function invoiceFor(booking: BookingDetails, payment: NextPayment): Invoice {
  return {
    packageTitle: booking.package.title,
    spots: booking.spots,
    total: booking.amounts.total,
    paid: booking.paid,
    kind: payment.kind,
    amount: payment.amount,
    fee: payment.fee,
    dueNow: payment.dueNow,
    leftAfter: Math.max(0, booking.leftToPay - payment.amount),
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
  const $retryNumber = atom('');
  const $retryMethod = atom<Operator | ''>('');
  /** The server's word on a retry number it refused. */
  const $retryError = atom<UiMessage | null>(null);

  let reference: string | null = null;
  let pollTimer: unknown = null;
  let pollCount = 0;
  let pollStartedAt = 0;
  let stopped = false;

  function attemptStore(kind: PaymentKind) {
    return storedValue(options.storage, attemptStorageKey(code ?? '', kind), isStoredAttempt);
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
    $failureReason.set(view.failureReason ?? null);
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
    if (next) {
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
    const store = attemptStore(next.kind);
    const previous = store.read();
    const key = previous?.key ?? options.newKey();
    store.write({ key, reference: previous?.reference ?? null });
    $banner.set(null);
    $failureReason.set(null);
    $phase.set('starting');
    const retryNumber = $retryNumber.get().trim();
    const retryMethod = $retryMethod.get();
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
  }

  function setRetryMethod(value: Operator | '') {
    $retryMethod.set(value);
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
    $failureReason,
    $gaveUp,
    $retryNumber,
    $retryMethod,
    $retryError,
    start,
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
