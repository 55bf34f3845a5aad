/**
 * Brings a stored attempt in line with the provider's answer. Used by the status poll, the webhook
 * (a hint: the status is always re-fetched) and the sweep. Moves forward only; a success is recorded
 * even after a local failure or expiry (flagged late); amounts must match before a success counts.
 */
import { fromProviderStatus } from '../../domain/payment-status.ts';
import type { ProviderPayment } from '../payments/provider.ts';
import { refreshBookingPaid } from '../repositories/bookings.ts';
import {
  type AttemptRow,
  findAttemptByReference,
  markClosed,
  markSuccessful,
  setProviderId,
  touchChecked,
} from '../repositories/payment-attempts.ts';
import { sendPaymentReceipt, sendSoon } from './booking-mail.ts';
import type { ServiceDeps } from './deps.ts';

function pickRemote(found: readonly ProviderPayment[]): ProviderPayment | null {
  const rank = { successful: 0, pending: 1, created: 2, failed: 3, expired: 4 } as const;
  return [...found].sort((a, b) => rank[a.status] - rank[b.status])[0] ?? null;
}

async function reread(deps: ServiceDeps, attempt: AttemptRow): Promise<AttemptRow> {
  return (await findAttemptByReference(deps.db, attempt.reference)) ?? attempt;
}

function expiredByAge(deps: ServiceDeps, attempt: AttemptRow): boolean {
  return deps.clock().getTime() - attempt.createdAt.getTime() > deps.timings.attemptTtlMs;
}

/** Applies one provider answer to the attempt and refreshes the booking's amount paid. */
export async function applyProviderPayment(
  deps: ServiceDeps,
  attempt: AttemptRow,
  remote: ProviderPayment,
): Promise<AttemptRow> {
  if (remote.externalId !== null && remote.externalId !== attempt.reference) {
    deps.log?.('provider payment does not carry our reference; ignored', { reference: attempt.reference });
    return attempt;
  }
  if (attempt.providerId === null) await setProviderId(deps.db, attempt.id, remote.providerId);
  const status = fromProviderStatus(remote.status);
  if (status === 'successful') {
    const expected = attempt.amount + attempt.fee;
    if (remote.amount < expected) {
      deps.log?.('successful payment with a smaller amount; left for review', {
        reference: attempt.reference,
        expected,
        received: remote.amount,
      });
      await touchChecked(deps.db, attempt.id, 'successful-amount-mismatch');
      return reread(deps, attempt);
    }
    const updated = await markSuccessful(deps.db, attempt.id, {
      providerStatus: remote.status,
      financialTransId: remote.financialTransId,
      payerName: remote.payerName,
      confirmedAt: remote.confirmedAt ? new Date(remote.confirmedAt) : null,
    });
    if (!updated) return reread(deps, attempt);
    await refreshBookingPaid(deps.db, attempt.bookingId);
    if (updated.lateSuccess) {
      // Money moved after we had closed the attempt: recorded and flagged for the agency (maybe paid twice).
      deps.log?.('late success recorded', { reference: updated.reference, from: attempt.status });
    }
    // Only the call that recorded the success gets here; the receipt is claimed once anyway.
    await sendSoon(deps, () => sendPaymentReceipt(deps, updated));
    return updated;
  }
  if (status === 'failed' || status === 'expired') {
    const updated = await markClosed(deps.db, attempt.id, status, {
      providerStatus: remote.status,
      failureReason: `provider reported ${remote.status}`,
    });
    return updated ?? reread(deps, attempt);
  }
  if (expiredByAge(deps, attempt)) {
    const updated = await markClosed(deps.db, attempt.id, 'expired', {
      providerStatus: remote.status,
      failureReason: 'not confirmed in time',
    });
    return updated ?? reread(deps, attempt);
  }
  await touchChecked(deps.db, attempt.id, remote.status);
  return reread(deps, attempt);
}

/**
 * Asks the provider about one attempt: by its id, or by our reference when the initiate answer was
 * lost. When the provider cannot be reached the attempt stays as it is (it will be asked again).
 */
export async function reconcileAttempt(deps: ServiceDeps, attempt: AttemptRow): Promise<AttemptRow> {
  let remote: ProviderPayment | null;
  try {
    remote = attempt.providerId
      ? await deps.provider.status(attempt.providerId)
      : pickRemote(await deps.provider.findByExternalId(attempt.reference));
  } catch (error) {
    deps.log?.('provider status check failed', { reference: attempt.reference, error: String(error) });
    return attempt;
  }
  if (remote) return applyProviderPayment(deps, attempt, remote);
  // The provider never heard of it: the initiate did not arrive. Close it once its time is up.
  if (attempt.status === 'pending' && expiredByAge(deps, attempt)) {
    return (
      (await markClosed(deps.db, attempt.id, 'expired', { failureReason: 'unknown to the provider' })) ??
      reread(deps, attempt)
    );
  }
  return attempt;
}

/**
 * Asks the provider again about an attempt we closed as failed or expired (called by the sweep for
 * recently closed ones): a success found now is recorded and flagged `late_success`, never dropped.
 * The check time is noted either way, so one attempt is asked about at most once per interval.
 */
export async function recheckClosedAttempt(deps: ServiceDeps, attempt: AttemptRow): Promise<AttemptRow> {
  const after = await reconcileAttempt(deps, attempt);
  if (after.status !== 'successful') await touchChecked(deps.db, attempt.id, null);
  return after;
}
