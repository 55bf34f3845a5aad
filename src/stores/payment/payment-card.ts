/**
 * Paying by card: the start sends the customer to the provider's hosted page, where the card is
 * typed (it never reaches our functions). The start is sent with the Idempotency-Key kept per
 * booking and payment kind, as for mobile money: a double click is ignored while it is in flight,
 * and a reload or a repeat replays the same start, so it answers the same attempt and page.
 * Loaded with the card's panel, when the customer chooses card.
 */
import { notify } from '../notices.ts';
import { failureMessage } from '../ui-message.ts';
import { attemptToStart } from './payment-attempts.ts';
import type { PaymentParts } from './payment-start.ts';

/** Starts (or replays) the card payment of the invoice shown, then leaves for the provider's page. */
export async function payByCard(parts: PaymentParts, go: (url: string) => void): Promise<void> {
  const { code, api, state, following, attemptStore } = parts;
  const { $phase, $booking, $banner, $failureReason } = state;
  const next = $booking.get()?.nextPayment;
  const phase = $phase.get();
  if (!code || !next || (phase !== 'ready' && phase !== 'failed')) return;
  const store = attemptStore(next.kind);
  const attempt = attemptToStart(store.read(), 'card', parts.newKey);
  store.write(attempt);
  const { key } = attempt;
  $banner.set(null);
  $failureReason.set(null);
  $phase.set('starting');
  const outcome = await api.startPayment(code, { kind: next.kind, method: 'card' }, key);
  if (outcome.kind === 'ok' && outcome.data.redirectUrl) {
    store.write({ key, reference: outcome.data.reference, channel: 'card' });
    // The page stays "starting" (its button busy) until the browser has left.
    go(outcome.data.redirectUrl);
    return;
  }
  if (outcome.kind === 'ok') {
    // Settled already (a replay after the payment went through): follow it as any attempt.
    store.write({ key, reference: outcome.data.reference, channel: 'card' });
    following.follow(outcome.data.reference, 'inProgress');
    return;
  }
  if (outcome.kind === 'refused' && outcome.data.reference) {
    // Already open (another tab, an earlier click): follow that attempt instead of a second charge.
    store.write({ key, reference: outcome.data.reference, channel: 'card' });
    notify('info', outcome.message);
    following.follow(outcome.data.reference, 'inProgress');
    return;
  }
  if (outcome.kind === 'refused') {
    // Refused before anything was charged: a later click is a new action with a new key.
    store.clear();
    $banner.set({ text: outcome.message });
  } else {
    // Unknown outcome: keep the key so the next click replays the same request.
    $banner.set(failureMessage(outcome.failure));
  }
  $phase.set(phase);
}
