/**
 * The page a card payment comes back to. The return itself proves nothing (anyone can open the
 * address): the page only shows what the server says of the attempt, polling it until the
 * provider confirms, and reads the same after a reload. A final answer forgets the attempt this
 * tab kept for the booking, so a retry from the payment page is a new attempt with a new key.
 */
import { atom } from 'nanostores';
import type { PaymentStatusView } from '../../api/contract.ts';
import { canonicalBookingCode } from '../../domain/booking-code.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import type { IslandApi } from '../api.ts';
import type { KeyValueStorage } from '../session-storage.ts';
import { failureMessage, type UiMessage } from '../ui-message.ts';
import { attemptStore } from './payment-attempts.ts';
import { createPoller, STILL_WAITING_AFTER_MS, type Timers } from './payment-polling.ts';

export type CardReturnPhase =
  | 'loading'
  /** The provider has not confirmed yet. */
  | 'pending'
  | 'success'
  /** The bank or the provider refused the card. */
  | 'declined'
  /** The customer left the card page, or it timed out, without paying. */
  | 'abandoned'
  /** Not paid for another reason. */
  | 'failed'
  /** The address names no attempt of this booking (see `$banner`). */
  | 'unavailable';

/** An attempt id as the server writes them; anything else is not asked for. */
const ATTEMPT_ID = /^[\w-]{1,64}$/;

export interface CardReturnOptions {
  rawCode: string | null;
  rawAttempt: string | null;
  api: IslandApi;
  storage: KeyValueStorage | null;
  timers: Timers;
}

/** The phase an attempt's status reads as on this page. */
export function cardReturnPhase(view: Pick<PaymentStatusView, 'status' | 'failureReason'>): CardReturnPhase {
  if (view.status === 'pending') return 'pending';
  if (view.status === 'successful') return 'success';
  const reason = view.failureReason;
  if (view.status === 'expired' || reason === 'abandoned' || reason === 'timedOut') return 'abandoned';
  return reason === 'cardDeclined' || reason === 'declined' ? 'declined' : 'failed';
}

export function createCardReturn(options: CardReturnOptions) {
  const { api, timers } = options;
  const code = options.rawCode ? canonicalBookingCode(options.rawCode) : null;
  const attempt = options.rawAttempt && ATTEMPT_ID.test(options.rawAttempt) ? options.rawAttempt : null;
  const $phase = atom<CardReturnPhase>('loading');
  const $view = atom<PaymentStatusView | null>(null);
  const $banner = atom<UiMessage | null>(null);
  const $stillWaiting = atom(false);
  /** Polling stopped before a final answer; the customer may check again. */
  const $gaveUp = atom(false);
  /** No answer at all (the connection is gone): polling goes on and says so. */
  const $offline = atom(false);
  const poller = createPoller(
    timers,
    (ref) => void poll(ref),
    () => $gaveUp.set(true),
  );

  async function poll(ref: string): Promise<void> {
    if (poller.stopped()) return;
    const outcome = await api.paymentStatus(ref);
    if (poller.stopped()) return;
    if (outcome.kind === 'failed') {
      if (!outcome.failure.status) $offline.set(true);
      // Before any answer, a server error is said; the attempt goes on at the provider regardless.
      if ($phase.get() === 'loading' && outcome.failure.status) $banner.set(failureMessage(outcome.failure));
      poller.schedule();
      return;
    }
    $offline.set(false);
    $banner.set(null);
    if (outcome.kind === 'refused' || outcome.data.bookingCode !== code) {
      unavailable(
        outcome.kind === 'refused' ? { text: outcome.message } : { key: 'islands.card.notThisBooking' },
      );
      return;
    }
    show(outcome.data);
  }

  function show(view: PaymentStatusView): void {
    $view.set(view);
    const phase = cardReturnPhase(view);
    $phase.set(phase);
    if (phase === 'pending') {
      if (poller.elapsed() >= STILL_WAITING_AFTER_MS) $stillWaiting.set(true);
      poller.schedule();
      return;
    }
    poller.forget();
    $stillWaiting.set(false);
    forgetAttempt(view.kind);
  }

  /** A final answer: the next start from this tab is a new attempt, under a new key. */
  function forgetAttempt(kind: PaymentKind): void {
    if (!code) return;
    const kept = attemptStore(options.storage, code, kind);
    if (kept.read()?.reference === attempt) kept.clear();
  }

  function unavailable(message: UiMessage): void {
    poller.forget();
    $banner.set(message);
    $phase.set('unavailable');
  }

  function start(): void {
    if (!code || !attempt) {
      unavailable({ key: 'islands.card.noAttempt' });
      return;
    }
    follow();
  }

  function follow(): void {
    if (!attempt) return;
    $gaveUp.set(false);
    $stillWaiting.set(false);
    // Asked at once: on arrival the customer is waiting for this answer.
    poller.track(attempt);
    void poll(attempt);
  }

  /** Back online: ask now rather than after the back-off. */
  function online(): void {
    if (!$offline.get()) return;
    $offline.set(false);
    if (poller.reference()) follow();
  }

  return {
    code,
    attempt,
    $phase,
    $view,
    $banner,
    $stillWaiting,
    $gaveUp,
    $offline,
    start,
    /** Polls again after polling gave up. */
    checkAgain: follow,
    online,
    stop: () => poller.stop(),
  };
}

export type CardReturn = ReturnType<typeof createCardReturn>;
