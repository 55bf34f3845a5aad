/**
 * A provider's notification, used only as a hint that an attempt may have moved: Fapshi's (unsigned
 * JSON, `/api/payments/webhook`) and CinetPay's (a form signed with `x-token`,
 * `/api/payments/notify/cinetpay`, read by its adapter, which refuses a wrong token). Nothing in the
 * body is trusted for the payment's state: the attempt is asked about by its own provider id, or by our reference while it has none,
 * never by the transaction id the request names (a forged webhook could name any successful
 * transaction of the account).
 *
 * Anyone can post here, so only what names one of our attempts is stored (a copy capped in size, kept
 * 30 days, then removed by the sweep); the rest is counted per day and logged in one short line. An
 * attempt keeps at most a few notifications naming another transaction, so forged ones naming a
 * public reference can neither grow the table nor hide the provider's own. A notification naming an
 * attempt another provider holds, or (signed) another amount or currency than the attempt's, moves
 * nothing.
 */

import { agencyToday } from '../../domain/agency-calendar.ts';
import { CURRENCY } from '../../domain/money.ts';
import { type AttemptStatus, publicStatus } from '../../domain/payment-status.ts';
import { utf8Prefix } from '../../domain/utf8-prefix.ts';
import type { PaymentProvider, PaymentWebhookHint } from '../payments/provider.ts';
import {
  countUnstoredNotification,
  insertNotification,
  markNotificationProcessed,
  type UnstoredOutcome,
} from '../repositories/notifications.ts';
import {
  type AttemptRow,
  findAttemptByProviderId,
  findAttemptByReference,
  noteCardDigits,
} from '../repositories/payment-attempts.ts';
import type { ServiceDeps } from './deps.ts';
import { reconcileAttempt } from './reconcile.ts';

/** The provider's body is a few hundred bytes: 4 KB keeps all of it and bounds a forged one. */
const STORED_BODY_MAX_BYTES = 4 * 1024;
/**
 * Notifications kept per attempt and kind (naming its transaction, or another / none yet). The provider
 * sends one per final status, the simulator at most two; replays and forgeries past this are counted.
 */
export const KEPT_PER_ATTEMPT = 20;

type WebhookOutcome =
  | 'unreadable'
  | 'unknown-payment'
  | 'mismatch'
  | 'unreachable'
  | ReturnType<typeof publicStatus>;

type Hint = PaymentWebhookHint;

/** Fapshi's webhook body (the mobile-money provider's). */
export async function handleWebhook(deps: ServiceDeps, rawBody: string): Promise<WebhookOutcome> {
  return handleNotification(deps, deps.provider, deps.parseWebhook(rawBody), rawBody);
}

/**
 * One provider's notification, as its reader made it a hint (null: unreadable, or a signature that
 * does not match): stored when it names one of this provider's attempts, then followed.
 */
export async function handleNotification(
  deps: ServiceDeps,
  provider: PaymentProvider,
  hint: Hint | null,
  rawBody: string,
): Promise<WebhookOutcome> {
  if (!hint) return notStored(deps, 'unreadable', rawBody, null);
  const found = await attemptNamedBy(deps, hint);
  // Another provider's attempt is not this notification's to move.
  const attempt = found?.provider === provider.name ? found : null;
  if (!attempt) return notStored(deps, 'unknown-payment', rawBody, hint);
  const notificationId = await insertNotification(deps.db, {
    provider: provider.name,
    rawBody: utf8Prefix(rawBody, STORED_BODY_MAX_BYTES),
    providerId: hint.providerId,
    externalId: hint.externalId ?? null,
    attemptId: attempt.id,
    matched: attempt.providerId === hint.providerId,
    keepAtMost: KEPT_PER_ATTEMPT,
  });
  // Past the attempt's limit the body is not kept, but the hint is still followed.
  const outcome = await processHint(deps, hint, attempt);
  if (notificationId === null) await notStored(deps, 'over-limit', rawBody, hint);
  else await markNotificationProcessed(deps.db, notificationId, outcome);
  return outcome;
}

/** Before the initiate call has returned, only our reference (the external id) finds the attempt. */
async function attemptNamedBy(deps: ServiceDeps, hint: Hint): Promise<AttemptRow | null> {
  return (
    (await findAttemptByProviderId(deps.db, hint.providerId)) ??
    (hint.externalId ? await findAttemptByReference(deps.db, hint.externalId) : null)
  );
}

async function notStored<T extends UnstoredOutcome>(
  deps: ServiceDeps,
  outcome: T,
  rawBody: string,
  hint: Hint | null,
): Promise<T> {
  await countUnstoredNotification(deps.db, agencyToday(deps.clock()), outcome);
  // Ids only (the parser holds them to short, plain patterns), never the body itself.
  deps.log?.('webhook not stored', {
    outcome,
    bytes: Buffer.byteLength(rawBody),
    providerId: hint?.providerId ?? null,
    externalId: hint?.externalId ?? null,
  });
  return outcome;
}

async function processHint(deps: ServiceDeps, hint: Hint, attempt: AttemptRow): Promise<WebhookOutcome> {
  // Bound to another transaction: the request names one that is not this attempt's.
  if (attempt.providerId !== null && attempt.providerId !== hint.providerId) return 'mismatch';
  // Signed, yet not what the attempt asked for: followed by nothing (the sweep still asks).
  if (hint.amount !== undefined && hint.amount !== attempt.amount + attempt.fee) return 'mismatch';
  if (hint.currency !== undefined && hint.currency !== CURRENCY) return 'mismatch';
  if (hint.cardLastDigits) await noteCardDigits(deps.db, attempt.id, hint.cardLastDigits);
  let after: { status: AttemptStatus };
  try {
    after = await reconcileAttempt(deps, attempt);
  } catch (error) {
    deps.log?.('webhook re-check failed', { reference: attempt.reference, error: String(error) });
    return 'unreachable';
  }
  return publicStatus(after.status);
}
