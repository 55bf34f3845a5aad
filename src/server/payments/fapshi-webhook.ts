/**
 * Fapshi's webhook body (the payment-status body, unsigned, sent once per final status) read as a
 * hint. Nothing in it is trusted: the service re-fetches the status by `providerId` before acting.
 */
import { fapshiReferencePattern, toProviderStatus } from './fapshi-payload.ts';
import type { PaymentWebhookHint } from './provider.ts';

/** Fapshi's ids are short; anything longer or odd is not one of theirs. */
const transIdPattern = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * The hint in a webhook body (raw text or parsed JSON), or `null` when the body carries no usable
 * transaction id. A missing or unknown status or external id only leaves that field out.
 */
export function parseFapshiWebhook(body: unknown): PaymentWebhookHint | null {
  const json = typeof body === 'string' ? parseJson(body) : body;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { transId, externalId, status } = json as Record<string, unknown>;
  if (typeof transId !== 'string' || !transIdPattern.test(transId)) return null;

  const hint: PaymentWebhookHint = { providerId: transId };
  if (typeof externalId === 'string' && fapshiReferencePattern.test(externalId)) hint.externalId = externalId;
  const mapped = toProviderStatus(status);
  if (mapped !== null) hint.status = mapped;
  return hint;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
