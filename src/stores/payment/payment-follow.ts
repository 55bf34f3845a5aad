/**
 * Following one payment attempt until the server gives a final status: polling with back-off,
 * keeping on through a lost connection (the attempt goes on at the provider), then settling the
 * page on success or failure and reading the booking's new balance.
 */
import type { BookingDetails, PaymentStatusView } from '../../api/contract.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import type { IslandApi } from '../api.ts';
import type { attemptStore as storedAttempt } from './payment-attempts.ts';
import { createPoller, STILL_WAITING_AFTER_MS, type Timers } from './payment-polling.ts';
import type { createRetry } from './payment-retry.ts';
import type { PaymentPhase, PaymentState } from './payment-state.ts';

interface FollowDeps {
  code: string | null;
  api: IslandApi;
  timers: Timers;
  state: PaymentState;
  retry: ReturnType<typeof createRetry>;
  attemptStore: (kind: PaymentKind) => ReturnType<typeof storedAttempt>;
}

export function createFollowing({ code, api, timers, state, retry, attemptStore }: FollowDeps) {
  const { $phase, $booking, $banner, $stillWaiting, $failureReason, $gaveUp, $offline } = state;
  const poller = createPoller(
    timers,
    (ref) => poll(ref),
    () => $gaveUp.set(true),
  );

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
    // A card payment left open (the customer came Back from its page): the way back to it.
    state.$cardPage.set(view.status === 'pending' ? view.redirectUrl : null);
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

  return { poller, follow, settle, online, offline, checkAgain };
}

export type Following = ReturnType<typeof createFollowing>;
