/**
 * Starting, tracking and reconciling mobile-money payments.
 * - The attempt row is written BEFORE the provider is called, with our unique reference as the
 *   provider's external id; no transaction is held across the provider call.
 * - `Idempotency-Key`: a replay returns the first stored answer; the same key with another body is 422.
 * - One open attempt per booking (partial unique index): a second initiate gets 409 + the reference.
 * - A time-out is resolved by looking the reference up at the provider, never by sending again.
 */
import { createHash } from 'node:crypto';
import type { PaymentAttemptView, PaymentStatusView } from '../../api/contract.ts';
import { bookingStatus, completionPercent, leftToPay } from '../../domain/booking-status.ts';
import { type PlanRefusal, planPayment } from '../../domain/payment-plan.ts';
import type { PaymentStatus } from '../../domain/payment-status.ts';
import type { StartPaymentRequest } from '../../domain/schemas.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { uniqueViolation } from '../db/pool.ts';
import { enforceLimits, recipientCheck } from '../http/rate-limit.ts';
import { PaymentRejectedError } from '../payments/provider.ts';
import { type BookingRow, findBookingByCode, findBookingById } from '../repositories/bookings.ts';
import { insertNotification, markNotificationProcessed } from '../repositories/notifications.ts';
import {
  type AttemptRow,
  findAttemptByIdempotencyKey,
  findAttemptByProviderId,
  findAttemptByReference,
  findOpenAttempt,
  insertAttempt,
  listAttempts,
  listRecentlyClosed,
  listStalePending,
  markClosed,
  setProviderId,
  storeFirstResponse,
} from '../repositories/payment-attempts.ts';
import { type MailRetryReport, retryUnsentMail } from './booking-mail.ts';
import type { ServiceDeps } from './deps.ts';
import { newPaymentReference } from './payment-reference.ts';
import { applyProviderPayment, recheckClosedAttempt, reconcileAttempt } from './reconcile.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';
import { amountPaid, attemptView } from './views.ts';

const REFUSAL_KEYS: Record<PlanRefusal, MessageKey> = {
  'already-paid': 'api.payment.alreadyPaid',
  'deposit-already-paid': 'api.payment.depositAlreadyPaid',
  'balance-before-deposit': 'api.payment.balanceBeforeDeposit',
  'balance-offline': 'api.payment.balanceOffline',
};

export const STATUS_KEYS: Record<PaymentStatus, MessageKey> = {
  pending: 'api.payment.pending',
  successful: 'api.payment.successful',
  failed: 'api.payment.failed',
  expired: 'api.payment.expired',
};

/** What an idempotent replay gives back: the first answer, re-localised for the new request. */
interface StoredAnswer {
  status: number;
  ok: boolean;
  key: MessageKey;
  params?: Record<string, string | number>;
  data: unknown;
}

export type StartPaymentOutcome = ServiceResult<PaymentAttemptView> & { replayed: boolean };

export interface StartPaymentCommand {
  code: string;
  body: StartPaymentRequest;
  idempotencyKey: string | null;
}

function requestHash(code: string, body: StartPaymentRequest): string {
  const canonical = JSON.stringify([code, body.kind, body.method ?? null, body.number ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

function replay(stored: StoredAnswer): StartPaymentOutcome {
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

async function replayOrMismatch(
  deps: ServiceDeps,
  existing: AttemptRow,
  hash: string,
  code: string,
): Promise<StartPaymentOutcome> {
  if (existing.requestHash !== hash) throw new ServiceError(422, 'api.payment.idempotencyMismatch');
  if (existing.firstResponse) return replay(existing.firstResponse as StoredAnswer);
  // The first request is still in flight: answer with the attempt as it stands.
  const current = (await findAttemptByReference(deps.db, existing.reference)) ?? existing;
  return { status: 202, key: STATUS_KEYS[current.status], data: attemptView(current, code), replayed: true };
}

export async function startPayment(
  deps: ServiceDeps,
  command: StartPaymentCommand,
): Promise<StartPaymentOutcome> {
  const { code, body, idempotencyKey } = command;
  const booking = await findBookingByCode(deps.db, code);
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  const hash = requestHash(booking.code, body);

  if (idempotencyKey) {
    const existing = await findAttemptByIdempotencyKey(deps.db, idempotencyKey);
    if (existing) return replayOrMismatch(deps, existing, hash, booking.code);
  }

  const attempts = await listAttempts(deps.db, booking.id);
  const open = attempts.find((a) => a.status === 'pending');
  if (open) throw openConflict(open);
  const plan = planPayment({
    kind: body.kind,
    total: booking.total,
    downPayment: booking.downPayment,
    feePercent: booking.feePercent,
    amountPaid: amountPaid(attempts),
  });
  if (!plan.ok) throw new ServiceError(422, REFUSAL_KEYS[plan.reason]);
  // Each attempt prompts a phone: cap them per number, whoever asks and from wherever (429).
  const number = body.number ?? booking.paymentNumber;
  await enforceLimits(deps.limits, [recipientCheck('paymentPrompt', number)]);

  let attempt: AttemptRow;
  try {
    attempt = await insertAttempt(deps.db, {
      bookingId: booking.id,
      reference: newPaymentReference(deps.randomBytes),
      kind: plan.kind,
      amount: plan.amount,
      fee: plan.fee,
      method: body.method ?? booking.paymentMethod,
      number,
      provider: deps.provider.name,
      idempotencyKey,
      requestHash: hash,
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'payment_attempts_one_open_per_booking') {
      const winner = await findOpenAttempt(deps.db, booking.id);
      if (winner) throw openConflict(winner);
    }
    if (constraint === 'payment_attempts_idempotency_key_key' && idempotencyKey) {
      const existing = await findAttemptByIdempotencyKey(deps.db, idempotencyKey);
      if (existing) return replayOrMismatch(deps, existing, hash, booking.code);
    }
    throw error;
  }

  const answer = await callProvider(deps, booking, attempt);
  if (idempotencyKey) await storeFirstResponse(deps.db, attempt.id, answer);
  return { ...replay(answer), replayed: false };
}

function openConflict(open: AttemptRow): ServiceError {
  return new ServiceError(409, 'api.payment.open', { data: { reference: open.reference } });
}

/** Calls the provider once and turns every outcome into the answer to store and give. */
async function callProvider(
  deps: ServiceDeps,
  booking: BookingRow,
  attempt: AttemptRow,
): Promise<StoredAnswer> {
  let key: MessageKey = 'api.payment.initiated';
  try {
    const result = await deps.provider.initiate({
      amount: attempt.amount + attempt.fee,
      phone: attempt.number,
      medium: attempt.method,
      name: booking.fullName,
      email: booking.paymentEmail ?? booking.email,
      externalId: attempt.reference,
      message: `Booking ${booking.code}`,
    });
    await setProviderId(deps.db, attempt.id, result.providerId);
  } catch (error) {
    if (error instanceof PaymentRejectedError) {
      const closed = await markClosed(deps.db, attempt.id, 'failed', { failureReason: error.message });
      return {
        status: 422,
        ok: false,
        key: 'api.payment.rejected',
        params: { reason: error.message },
        data: { reference: (closed ?? attempt).reference },
      };
    }
    // Unknown outcome (time-out, network): look our reference up instead of sending again.
    deps.log?.('payment initiation without answer; looking it up', { reference: attempt.reference });
    await reconcileAttempt(deps, attempt);
    key = 'api.payment.unavailable';
  }
  // A webhook may already have moved the attempt on while we waited.
  const current = (await findAttemptByReference(deps.db, attempt.reference)) ?? attempt;
  if (current.status === 'failed') {
    return { status: 422, ok: false, key: 'api.payment.failed', data: { reference: current.reference } };
  }
  if (current.status === 'successful') key = 'api.payment.successful';
  return { status: 202, ok: true, key, data: attemptView(current, booking.code) };
}

export async function paymentStatus(
  deps: ServiceDeps,
  reference: string,
): Promise<ServiceResult<PaymentStatusView>> {
  let attempt = await findAttemptByReference(deps.db, reference);
  if (!attempt) throw new ServiceError(404, 'api.payment.notFound');
  if (attempt.status === 'pending') attempt = await reconcileAttempt(deps, attempt);
  const booking = await findBookingById(deps.db, attempt.bookingId);
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  const paid = amountPaid(await listAttempts(deps.db, booking.id));
  return {
    status: 200,
    key: STATUS_KEYS[attempt.status],
    data: {
      ...attemptView(attempt, booking.code),
      bookingStatus: bookingStatus(paid, booking.total),
      total: booking.total,
      paid,
      leftToPay: leftToPay(paid, booking.total),
      completionPercent: completionPercent(paid, booking.total),
    },
  };
}

export type WebhookOutcome = 'unreadable' | 'unknown-payment' | 'mismatch' | 'unreachable' | PaymentStatus;

/**
 * A provider notification: stored as received, then used only as a hint. The status is re-fetched
 * from the provider; duplicates and reordering are harmless because updates only move forward.
 */
export async function handleWebhook(deps: ServiceDeps, rawBody: string): Promise<WebhookOutcome> {
  const hint = deps.parseWebhook(rawBody);
  const notificationId = await insertNotification(deps.db, {
    provider: deps.provider.name,
    rawBody,
    providerId: hint?.providerId ?? null,
    externalId: hint?.externalId ?? null,
  });
  const outcome = await processHint(deps, hint);
  await markNotificationProcessed(deps.db, notificationId, outcome);
  return outcome;
}

async function processHint(
  deps: ServiceDeps,
  hint: ReturnType<ServiceDeps['parseWebhook']>,
): Promise<WebhookOutcome> {
  if (!hint) return 'unreadable';
  // Before the initiate call has returned, only our reference (the external id) finds the attempt.
  const attempt =
    (await findAttemptByProviderId(deps.db, hint.providerId)) ??
    (hint.externalId ? await findAttemptByReference(deps.db, hint.externalId) : null);
  if (!attempt) return 'unknown-payment';
  if (attempt.providerId !== null && attempt.providerId !== hint.providerId) return 'mismatch';
  try {
    const remote = await deps.provider.status(hint.providerId);
    if (remote.externalId !== null && remote.externalId !== attempt.reference) return 'mismatch';
    return (await applyProviderPayment(deps, attempt, remote)).status;
  } catch (error) {
    deps.log?.('webhook status re-check failed', { reference: attempt.reference, error: String(error) });
    return 'unreachable';
  }
}

export interface SweepReport {
  /** Stale pending attempts asked about, and where they stand after. */
  checked: number;
  byStatus: Record<PaymentStatus, number>;
  /** Recently closed (failed/expired) attempts asked about again. */
  rechecked: number;
  /** References of successes found after we had closed the attempt (recorded, flagged `lateSuccess`). */
  lateSuccesses: string[];
  /** E-mails sent now that could not be sent before. */
  mail: MailRetryReport;
}

/**
 * Re-checks pending attempts older than `staleAfterMs` (lost webhooks, crashes, time-outs), then the
 * attempts closed as failed or expired within `lateSuccessWindowMs` (a success after our expiry that
 * never sent a webhook would otherwise be found only by someone polling).
 */
export async function sweepPayments(deps: ServiceDeps, limit = 200): Promise<SweepReport> {
  const now = deps.clock().getTime();
  const { staleAfterMs, lateSuccessWindowMs, closedRecheckEveryMs } = deps.timings;
  const report: SweepReport = {
    checked: 0,
    byStatus: { pending: 0, successful: 0, failed: 0, expired: 0 },
    rechecked: 0,
    lateSuccesses: [],
    mail: { confirmations: 0, receipts: 0 },
  };
  for (const attempt of await listStalePending(deps.db, new Date(now - staleAfterMs), limit)) {
    const after = await reconcileAttempt(deps, attempt);
    report.checked += 1;
    report.byStatus[after.status] += 1;
    if (after.lateSuccess) report.lateSuccesses.push(after.reference);
  }
  const closed = await listRecentlyClosed(
    deps.db,
    new Date(now - lateSuccessWindowMs),
    new Date(now - closedRecheckEveryMs),
    limit,
  );
  for (const attempt of closed) {
    const after = await recheckClosedAttempt(deps, attempt);
    report.rechecked += 1;
    if (after.status === 'successful') report.lateSuccesses.push(after.reference);
  }
  report.mail = await retryUnsentMail(
    deps,
    new Date(now - lateSuccessWindowMs),
    new Date(now - staleAfterMs),
    limit,
  );
  return report;
}
