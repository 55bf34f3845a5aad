/**
 * Fapshi's JSON vocabulary mapped to ours (`provider.ts`), both ways. Pure: the adapter and the
 * webhook parser share it, and the tables are tested on their own.
 */
import type { PaymentMedium, ProviderPayment, ProviderPaymentStatus } from './provider.ts';

export const statusFromFapshi: Readonly<Record<string, ProviderPaymentStatus>> = {
  CREATED: 'created',
  PENDING: 'pending',
  SUCCESSFUL: 'successful',
  FAILED: 'failed',
  EXPIRED: 'expired',
};

export const mediumToFapshi: Readonly<Record<PaymentMedium, string>> = {
  mtn: 'mobile money',
  orange: 'orange money',
};

/** Fapshi's status word, or `null` when it is not one we know (never guess a payment's state). */
export function toProviderStatus(status: unknown): ProviderPaymentStatus | null {
  return typeof status === 'string' ? (statusFromFapshi[status.toUpperCase()] ?? null) : null;
}

export function toPaymentMedium(medium: unknown): PaymentMedium | null {
  if (medium === mediumToFapshi.mtn) return 'mtn';
  if (medium === mediumToFapshi.orange) return 'orange';
  return null;
}

/** Allowed characters of Fapshi's `externalId` and `userId`. */
export const fapshiReferencePattern = /^[a-zA-Z0-9_-]{1,100}$/;

/**
 * The local 9-digit form Fapshi expects (`67XXXXXXX`), from a number that may carry spaces, dashes
 * or the +237 / 00237 country code; `null` when what is left is not a Cameroon mobile number.
 */
export function toFapshiPhone(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '').replace(/^(?:\+|00)?237(?=\d{9}$)/, '');
  return /^6\d{8}$/.test(digits) ? digits : null;
}

/**
 * A payment-status body (also the webhook body and each item of `/transaction/{userId}`) as our
 * `ProviderPayment`, or `null` when it lacks what we need to act on it: a transaction id, a known
 * status and an integer amount.
 */
export function parseFapshiPayment(body: unknown): ProviderPayment | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const providerId = text(fields.transId);
  const status = toProviderStatus(fields.status);
  const amount = fields.amount;
  if (providerId === null || status === null) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  return {
    providerId,
    status,
    amount,
    medium: toPaymentMedium(fields.medium),
    externalId: text(fields.externalId),
    payerName: text(fields.payerName),
    email: text(fields.email),
    financialTransId: operatorId(fields.financialTransId),
    initiatedAt: text(fields.dateInitiated),
    confirmedAt: text(fields.dateConfirmed),
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Operator references are digits; accept them whether sent as a string or a number. */
function operatorId(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
}
