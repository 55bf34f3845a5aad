/**
 * Idempotency of payment starts: the Idempotency-Key (and, once known, the attempt reference) is kept
 * per booking and payment kind in the tab's storage, so a repeated click or a reload replays the same
 * request instead of charging twice.
 */
import type { PaymentKind } from '../../domain/payment-plan.ts';
import { type KeyValueStorage, storedValue } from '../session-storage.ts';

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

export function attemptStore(storage: KeyValueStorage | null, code: string, kind: PaymentKind) {
  return storedValue(storage, attemptStorageKey(code, kind), isStoredAttempt);
}
