/**
 * The answers of `POST /api/bookings/{code}/payments` and their `Idempotency-Key` replay: the first
 * answer is stored with the attempt and given again (re-localised) for the same key and body; the
 * same key with another body is 422.
 */
import { createHash } from 'node:crypto';
import type { PaymentAttemptView } from '../../api/contract.ts';
import { type PaymentStatus, publicStatus } from '../../domain/payment-status.ts';
import type { StartPaymentRequest } from '../../domain/start-payment-schema.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { type AttemptRow, rereadAttempt } from '../repositories/payment-attempts.ts';
import type { ServiceDeps } from './deps.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';
import { attemptView } from './views.ts';

const STATUS_KEYS: Record<PaymentStatus, MessageKey> = {
  pending: 'api.payment.pending',
  successful: 'api.payment.successful',
  failed: 'api.payment.failed',
  expired: 'api.payment.expired',
};

/** The message for an attempt's status, as the customer sees the status. */
export function statusKey(attempt: AttemptRow): MessageKey {
  return STATUS_KEYS[publicStatus(attempt.status)];
}

/** What an idempotent replay gives back: the first answer, re-localised for the new request. */
export interface StoredAnswer {
  status: number;
  ok: boolean;
  key: MessageKey;
  params?: Record<string, string | number>;
  data: unknown;
}

export type StartPaymentOutcome = ServiceResult<PaymentAttemptView> & { replayed: boolean };

export function requestHash(code: string, body: StartPaymentRequest): string {
  const canonical = JSON.stringify([code, body.kind, body.method ?? null, body.number ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

export function replay(stored: StoredAnswer): StartPaymentOutcome {
  if (!stored.ok) {
    throw new ServiceError(stored.status, stored.key, {
      ...(stored.params ? { params: stored.params } : {}),
      data: (stored.data ?? {}) as NonNullable<ServiceError['data']>,
    });
  }
  return {
    status: stored.status,
    key: stored.key,
    ...(stored.params ? { params: stored.params } : {}),
    data: stored.data as PaymentAttemptView,
    replayed: true,
  };
}

export async function replayOrMismatch(
  deps: ServiceDeps,
  existing: AttemptRow,
  hash: string,
  code: string,
): Promise<StartPaymentOutcome> {
  if (existing.requestHash !== hash) throw new ServiceError(422, 'api.payment.idempotencyMismatch');
  if (existing.firstResponse) return replay(existing.firstResponse as StoredAnswer);
  // The first request is still in flight: answer with the attempt as it stands.
  const current = await rereadAttempt(deps.db, existing);
  return { status: 202, key: statusKey(current), data: attemptView(current, code), replayed: true };
}
