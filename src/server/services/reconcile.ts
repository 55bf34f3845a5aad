/**
 * Brings a stored attempt in line with its provider's answer. Every path that asks a provider comes
 * here: the status poll, the notifications (hints only), the sweep (pending and recently closed
 * attempts), the back office's re-check and the look-up after an initiate time-out (docs/payments.md).
 * The provider asked is the one the attempt names (`payments/registry.ts`), never another.
 * - At most one provider call per attempt per `providerCheckEveryMs` (a claim in the database); the
 *   other callers answer from the database.
 * - An attempt with a provider id is asked about by that id only; one without is looked up by our
 *   reference. An answer counts only when it carries our reference and the exact amount due; the
 *   provider id is bound after that check. An answer that does not match pays nothing and sets the
 *   attempt aside for staff (`needs_review`).
 * - Moves forward only; a success is recorded even after a local close (flagged late).
 */
import { fromProviderStatus } from '../../domain/payment-status.ts';
import { checkProviderAnswer } from '../../domain/provider-answer.ts';
import type { LookupOptions, PaymentProvider, ProviderPayment } from '../payments/provider.ts';
import { providerNamed } from '../payments/registry.ts';
import {
  type AttemptRow,
  claimProviderCheck,
  closeWithoutPage,
  markClosed,
  markNeedsReview,
  noteProviderStatus,
  rereadAttempt,
  setProviderId,
} from '../repositories/payment-attempts.ts';
import type { ServiceDeps } from './deps.ts';
import { recordSuccess } from './record-success.ts';

const RANK = { successful: 0, pending: 1, created: 2, failed: 3, expired: 4 } as const;

/** Among the payments carrying our reference: a success first, one that matches the attempt first. */
function pickRemote(attempt: AttemptRow, found: readonly ProviderPayment[]): ProviderPayment | null {
  const mismatch = (p: ProviderPayment) => (checkProviderAnswer(attempt, p).matches ? 0 : 1);
  return [...found].sort((a, b) => RANK[a.status] - RANK[b.status] || mismatch(a) - mismatch(b))[0] ?? null;
}

/** Our initiate of this attempt has had its answer or given up (its time-out, and a second more). */
function initiateOver(deps: ServiceDeps, attempt: AttemptRow, provider: PaymentProvider): boolean {
  const window = (provider.initiateTimeoutMs ?? 0) + INITIATE_MARGIN_MS;
  return deps.clock().getTime() - attempt.createdAt.getTime() > window;
}

/** Time between the attempt's row and the initiate's request, and after its time-out, to spare. */
const INITIATE_MARGIN_MS = 1_000;

function expiredByAge(deps: ServiceDeps, attempt: AttemptRow): boolean {
  return deps.clock().getTime() - attempt.createdAt.getTime() > deps.timings.attemptTtlMs;
}

async function closeOrReread(
  deps: ServiceDeps,
  attempt: AttemptRow,
  status: 'failed' | 'expired' | 'unresolved',
  facts: { providerStatus?: string; failureReason: string },
): Promise<AttemptRow> {
  return (await markClosed(deps.db, attempt.id, status, facts)) ?? rereadAttempt(deps.db, attempt);
}

/** Applies one provider answer, checked first, to the attempt (and the booking on a success). */
export async function applyProviderPayment(
  deps: ServiceDeps,
  attempt: AttemptRow,
  remote: ProviderPayment,
): Promise<AttemptRow> {
  const check = checkProviderAnswer(attempt, remote);
  if (!check.matches) {
    deps.log?.('provider answer set aside for review', {
      reference: attempt.reference,
      providerId: remote.providerId,
      reason: check.reason,
    });
    const reason = `${check.reason} (provider transaction ${remote.providerId}, ${remote.status})`;
    return (
      (await markNeedsReview(deps.db, attempt.id, reason, remote.status)) ?? rereadAttempt(deps.db, attempt)
    );
  }
  if (attempt.providerId === null) await setProviderId(deps.db, attempt.id, remote.providerId);
  const status = fromProviderStatus(remote.status);
  if (status === 'successful') return recordSuccess(deps, attempt, remote);
  if (status === 'failed' || status === 'expired') {
    return closeOrReread(deps, attempt, status, {
      providerStatus: remote.status,
      failureReason: remote.failureText ?? `provider reported ${remote.status}`,
    });
  }
  if (attempt.status === 'pending' && expiredByAge(deps, attempt)) {
    return closeOrReread(deps, attempt, 'expired', {
      providerStatus: remote.status,
      failureReason: 'not confirmed in time',
    });
  }
  await noteProviderStatus(deps.db, attempt.id, remote.status);
  return rereadAttempt(deps.db, attempt);
}

/**
 * Asks the provider about one attempt (pending, or closed without a success: a success found then is
 * recorded late) and applies the answer. When the provider cannot be reached the attempt stays as it
 * is, unless it is past its time: then it closes as `unresolved`, freeing the booking for a new
 * attempt (a later success is still recorded by the sweep's re-check of closed attempts).
 */
export async function reconcileAttempt(
  deps: ServiceDeps,
  attempt: AttemptRow,
  options: LookupOptions = {},
): Promise<AttemptRow> {
  const provider = providerNamed(deps, attempt.provider);
  if (!provider) {
    // Staff's records, or a provider no longer configured: nobody to ask, nothing changes.
    deps.log?.('no provider to ask about an attempt', {
      reference: attempt.reference,
      provider: attempt.provider,
    });
    return rereadAttempt(deps.db, attempt);
  }
  const claimed = await claimProviderCheck(
    deps.db,
    attempt.id,
    deps.clock(),
    deps.timings.providerCheckEveryMs,
  );
  if (!claimed) return rereadAttempt(deps.db, attempt);
  let remote: ProviderPayment | null;
  try {
    remote = await askProvider(provider, attempt, options);
  } catch (error) {
    deps.log?.('provider status check failed', { reference: attempt.reference, error: String(error) });
    if (attempt.status === 'pending' && expiredByAge(deps, attempt)) {
      return closeOrReread(deps, attempt, 'unresolved', {
        failureReason: `not confirmed in time; last provider error: ${String(error)}`,
      });
    }
    return rereadAttempt(deps.db, attempt);
  }
  // A hosted page whose address never reached us (the initiate's answer was lost): nobody can pay
  // on it, so the booking is freed at once for another attempt under another transaction id. A
  // success found is still recorded, and the sweep still re-checks this one for a late one. Not
  // while our initiate may still be waiting for that address (a second tab, a reload, polls it).
  if (
    provider.hostedPage &&
    attempt.status === 'pending' &&
    attempt.redirectUrl === null &&
    initiateOver(deps, attempt, provider)
  ) {
    if (!remote || fromProviderStatus(remote.status) === 'pending') {
      const closed = await closeWithoutPage(
        deps.db,
        attempt.id,
        'payment page not received: provider unavailable',
      );
      if (closed) return closed;
    }
  }
  if (remote) return applyProviderPayment(deps, attempt, remote);
  // The provider never heard of it: the initiate did not arrive. Close it once its time is up.
  if (attempt.status === 'pending' && expiredByAge(deps, attempt)) {
    return closeOrReread(deps, attempt, 'expired', { failureReason: 'unknown to the provider' });
  }
  return rereadAttempt(deps.db, attempt);
}

/** By the provider's id once bound; before, by our reference (a lost initiate answer). */
async function askProvider(
  provider: PaymentProvider,
  attempt: AttemptRow,
  options: LookupOptions,
): Promise<ProviderPayment | null> {
  if (attempt.providerId) return provider.status(attempt.providerId, options);
  return pickRemote(attempt, await provider.findByExternalId(attempt.reference, options));
}
