/**
 * The provider's notification: stored as received (kept 30 days, then removed by the sweep), then
 * used only as a hint that an attempt may have moved. Nothing in the body is trusted: the attempt is
 * asked about by its own provider id, or by our reference while it has none, never by the transaction
 * id the request names (a forged webhook could name any successful transaction of the account).
 */
import { type AttemptStatus, publicStatus } from '../../domain/payment-status.ts';
import { insertNotification, markNotificationProcessed } from '../repositories/notifications.ts';
import { findAttemptByProviderId, findAttemptByReference } from '../repositories/payment-attempts.ts';
import type { ServiceDeps } from './deps.ts';
import { reconcileAttempt } from './reconcile.ts';

type WebhookOutcome =
  | 'unreadable'
  | 'unknown-payment'
  | 'mismatch'
  | 'unreachable'
  | ReturnType<typeof publicStatus>;

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
  // Bound to another transaction: the request names one that is not this attempt's.
  if (attempt.providerId !== null && attempt.providerId !== hint.providerId) return 'mismatch';
  let after: { status: AttemptStatus };
  try {
    after = await reconcileAttempt(deps, attempt);
  } catch (error) {
    deps.log?.('webhook re-check failed', { reference: attempt.reference, error: String(error) });
    return 'unreachable';
  }
  return publicStatus(after.status);
}
