/**
 * Idempotency of payment starts: the Idempotency-Key (and, once known, the attempt reference) is kept
 * per booking and payment kind in the tab's storage, so a repeated click or a reload replays the same
 * request instead of charging twice.
 */
import type { PaymentChannel } from '../../domain/payment-method.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import { type KeyValueStorage, storedValue } from '../session-storage.ts';

interface StoredAttempt {
  key: string;
  reference: string | null;
  /** How the start under `key` paid; absent in what earlier pages stored. */
  channel?: PaymentChannel;
}

/**
 * The stored attempt to send a start with: the same key for the same way of paying (a repeat, a
 * reload), a new one when the customer changed it since. The old key named another request, which
 * the server refuses as a key reused for a different payment; an attempt it opened is still found
 * (the server answers with the open one).
 */
export function attemptToStart(
  previous: StoredAttempt | null,
  channel: PaymentChannel,
  newKey: () => string,
): StoredAttempt {
  const same = previous !== null && (previous.channel ?? channel) === channel;
  return { key: same ? previous.key : newKey(), reference: previous?.reference ?? null, channel };
}

function isStoredAttempt(raw: unknown): raw is StoredAttempt {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = raw as Record<string, unknown>;
  return typeof value.key === 'string' && (value.reference === null || typeof value.reference === 'string');
}

export function attemptStorageKey(code: string, kind: PaymentKind): string {
  return `payment.attempt.${code}.${kind}`;
}

export function attemptStore(storage: KeyValueStorage | null, code: string, kind: PaymentKind) {
  return storedValue(storage, attemptStorageKey(code, kind), isStoredAttempt);
}
