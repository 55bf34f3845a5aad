/**
 * Starting and tracking payments (docs/payments.md): mobile money (a prompt on the phone, Fapshi) and
 * cards (a hosted page, CinetPay), each through the provider of its method (`payments/registry.ts`).
 * - The attempt row is written BEFORE the provider is called, with our unique reference as the
 *   provider's external id; no transaction is held across the provider call.
 * - `Idempotency-Key`: a replay returns the first stored answer (`payment-answers.ts`).
 * - One open attempt per booking (partial unique index): a second initiate gets 409 + the reference.
 * - A time-out is resolved by looking the reference up at the provider, never by sending again.
 * - A provider's refusal text is kept for the log and staff; the customer gets a catalogue reason.
 * - A card attempt's answer carries the provider's page (`redirectUrl`); the page's return proves
 *   nothing: only the provider's status does, as for mobile money.
 * Webhooks: `payment-webhook.ts`; the sweep: `payment-sweep.ts`; applying answers: `reconcile.ts`.
 */

import type { PaymentStatusView } from '../../api/contract.ts';
import { completionPercent } from '../../domain/booking-status.ts';
import { failureReasonOf } from '../../domain/payment-failure.ts';
import { CARD, type OnlineMethod, operatorOf } from '../../domain/payment-method.ts';
import { type PlanInput, type PlanRefusal, planPayment } from '../../domain/payment-plan.ts';
import { holdWhilePayingMs, MAX_UNPAID_HOLD_MINUTES } from '../../domain/seat-holds.ts';
import type { StartPaymentRequest } from '../../domain/start-payment-schema.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { uniqueViolation } from '../db/pool.ts';
import { enforceLimits, recipientCheck } from '../http/rate-limit.ts';
import { type PaymentProvider, PaymentRejectedError } from '../payments/provider.ts';
import { providerForMethod } from '../payments/registry.ts';
import {
  type Booking,
  findBookingByCode,
  findBookingById,
  isBookingCancelled,
  withBookingLocked,
} from '../repositories/bookings.ts';
import { extendUnpaidHold } from '../repositories/departures.ts';
import {
  type AttemptRow,
  bindInitiated,
  findAttemptByIdempotencyKey,
  findAttemptByReference,
  findOpenAttempt,
  insertAttempt,
  listAttempts,
  markClosed,
  rereadAttempt,
  storeFirstResponse,
} from '../repositories/payment-attempts.ts';
import { cardSettings } from './card-settings.ts';
import { cardInitiate } from './card-start.ts';
import { seatHoldMinutes } from './departure-seats.ts';
import type { ServiceDeps } from './deps.ts';
import {
  replay,
  replayOrMismatch,
  requestHash,
  type StartPaymentOutcome,
  type StoredAnswer,
  statusKey,
} from './payment-answers.ts';
import { newPaymentReference } from './payment-reference.ts';
import { reconcileAttempt } from './reconcile.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';
import { attemptView } from './views.ts';

const REFUSAL_KEYS: Record<PlanRefusal, MessageKey> = {
  'already-paid': 'api.payment.alreadyPaid',
  'deposit-already-paid': 'api.payment.depositAlreadyPaid',
  'balance-before-deposit': 'api.payment.balanceBeforeDeposit',
  'balance-offline': 'api.payment.balanceOffline',
  'card-limit': 'api.payment.cardLimit',
};

export interface StartPaymentCommand {
  code: string;
  body: StartPaymentRequest;
  idempotencyKey: string | null;
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

  // Refusals first, so a refused start does not count against the number's prompts.
  if (booking.abandonedAt) throw new ServiceError(409, 'api.payment.abandoned');
  if (await isBookingCancelled(deps.db, booking.id)) throw new ServiceError(409, 'api.payment.cancelled');
  const method: OnlineMethod = body.method ?? booking.paymentMethod;
  const provider = providerForMethod(deps, method);
  if (!provider) throw new ServiceError(503, 'api.payment.cardUnavailable');
  const card = method === CARD ? await cardSettings(deps) : undefined;
  const terms = { method, card };
  planOrRefuse(booking, body, await listAttempts(deps.db, booking.id), booking.amountPaid, terms);
  // A card takes no number; mobile money needs one (a card booking paying by phone gives it).
  const number = method === CARD ? '' : (body.number ?? booking.paymentNumber);
  if (method !== CARD && number === '') throw numberRequired();
  // Each attempt prompts a phone, or opens a page at the card provider: capped per number or per
  // booking, whoever asks and from wherever (429).
  await enforceLimits(deps.limits, [recipientCheck('paymentPrompt', number || `card:${booking.code}`)]);

  let attempt: AttemptRow;
  try {
    // Checked again holding the booking's row, as the cancel holds it: no attempt is written after a
    // cancel, and one written before is seen (and flagged) by it. Released before the provider call.
    attempt = await withBookingLocked(deps.db, booking.id, async (tx, locked) => {
      if (locked.cancelled) throw new ServiceError(409, 'api.payment.cancelled');
      const plan = planOrRefuse(booking, body, await listAttempts(tx, booking.id), locked.paid, terms);
      // The seats stay held while the customer pays: the attempt's life, then a fresh hold.
      await extendUnpaidHold(tx, booking.id, {
        ms: holdWhilePayingMs(deps.timings.attemptTtlMs, seatHoldMinutes(deps)),
        maxMinutes: MAX_UNPAID_HOLD_MINUTES,
      });
      return insertAttempt(tx, {
        bookingId: booking.id,
        reference: newPaymentReference(deps.randomBytes),
        kind: plan.kind,
        amount: plan.amount,
        fee: plan.fee,
        method,
        number,
        provider: provider.name,
        idempotencyKey,
        requestHash: hash,
      });
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

  const answer = await callProvider(deps, provider, booking, attempt);
  if (idempotencyKey) await storeFirstResponse(deps.db, attempt.id, answer);
  return { ...replay(answer), replayed: false };
}

/** The payment to ask for, or the refusal: an attempt already open (409), nothing to pay (422). */
function planOrRefuse(
  booking: Booking,
  body: StartPaymentRequest,
  attempts: readonly AttemptRow[],
  paid: number,
  terms: Pick<PlanInput, 'method' | 'card'>,
) {
  const open = attempts.find((a) => a.status === 'pending');
  if (open) throw openConflict(open);
  const plan = planPayment({
    kind: body.kind,
    total: booking.total,
    downPayment: booking.downPayment,
    feePercent: booking.feePercent,
    amountPaid: paid,
    ...terms,
  });
  if (!plan.ok) throw new ServiceError(422, REFUSAL_KEYS[plan.reason]);
  return plan;
}

/** Mobile money for a booking made for a card: the number is in the body, or it is missing. */
function numberRequired(): ServiceError {
  return new ServiceError(400, 'api.error.invalidInput', {
    data: { issues: [{ path: 'number', key: 'validation.paymentNumber.required', message: '' }] },
  });
}

function openConflict(open: AttemptRow): ServiceError {
  return new ServiceError(409, 'api.payment.open', { data: { reference: open.reference } });
}

/** What the provider of this attempt is asked: a phone prompt, or a card page. */
function initiateInput(deps: ServiceDeps, provider: PaymentProvider, booking: Booking, attempt: AttemptRow) {
  const operator = operatorOf(attempt.method);
  if (operator === null) return cardInitiate(deps.siteUrl, provider.name, booking, attempt);
  return {
    amount: attempt.amount + attempt.fee,
    phone: attempt.number,
    medium: operator,
    name: booking.fullName,
    email: booking.paymentEmail ?? booking.email,
    externalId: attempt.reference,
    message: `Booking ${booking.code}`,
  };
}

/** Calls the provider once and turns every outcome into the answer to store and give. */
async function callProvider(
  deps: ServiceDeps,
  provider: PaymentProvider,
  booking: Booking,
  attempt: AttemptRow,
): Promise<StoredAnswer> {
  let key: MessageKey = provider.hostedPage ? 'api.payment.redirect' : 'api.payment.initiated';
  try {
    const result = await provider.initiate(initiateInput(deps, provider, booking, attempt));
    // The answer to our own initiate call, for the reference we sent: this id is the attempt's, and
    // a hosted page's address is kept so a reload resumes it.
    await bindInitiated(deps.db, attempt.id, result.providerId, result.redirectUrl ?? null);
  } catch (error) {
    if (error instanceof PaymentRejectedError) {
      // The provider's text is for the log and staff (kept on the attempt); the customer gets a reason.
      deps.log?.('payment refused by the provider', { reference: attempt.reference, error: error.message });
      const reason = failureReasonOf(error.message);
      const closed = await markClosed(deps.db, attempt.id, 'failed', { failureReason: error.message });
      return {
        status: 422,
        ok: false,
        key: `payment.failure.${reason}`,
        data: { reference: (closed ?? attempt).reference, failureReason: reason },
      };
    }
    // Unknown outcome (time-out, network): look our reference up instead of sending again.
    deps.log?.('payment initiation without answer; looking it up', { reference: attempt.reference });
    await reconcileAttempt(deps, attempt);
    key = 'api.payment.unavailable';
  }
  // A webhook may already have moved the attempt on while we waited.
  const current = await rereadAttempt(deps.db, attempt);
  const view = attemptView(current, booking.code);
  if (view.status === 'failed') {
    return {
      status: 422,
      ok: false,
      key: 'api.payment.failed',
      data: {
        reference: current.reference,
        ...(view.failureReason ? { failureReason: view.failureReason } : {}),
      },
    };
  }
  if (current.status === 'successful') key = 'api.payment.successful';
  return { status: 202, ok: true, key, data: view };
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
  return {
    status: 200,
    key: statusKey(attempt),
    data: {
      ...attemptView(attempt, booking.code),
      // As the database computes them: nothing is left to pay on a cancelled booking.
      bookingStatus: booking.status,
      total: booking.total,
      paid: booking.amountPaid,
      leftToPay: booking.leftToPay,
      completionPercent: completionPercent(booking.amountPaid, booking.total),
    },
  };
}
