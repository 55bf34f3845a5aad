/**
 * CinetPay's vocabulary mapped to ours (`provider.ts`): the check endpoint's answer, the notification
 * form and its `x-token`. Pure but for the HMAC; the adapter and the notify function share it.
 * What each field means, and where CinetPay's documentation says so: docs/payments.md#cinetpay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentWebhookHint, ProviderPayment, ProviderPaymentStatus } from './provider.ts';

/** The form fields CinetPay concatenates, in this order, for the notification's `x-token`. */
// The twin keeps its own copy on purpose, so a mistake here fails tests/unit/server/payments/cinetpay-provider.test.ts.
export const NOTIFICATION_TOKEN_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

/** Our references (`pay_` + 20 characters) are the transaction ids we give CinetPay. */
export const cinetpayTransactionPattern = /^[a-zA-Z0-9_-]{1,64}$/;

/** The x-token of a notification: HMAC-SHA256 with the merchant's secret key, hex. */
export function notificationToken(form: URLSearchParams, secretKey: string): string {
  const data = NOTIFICATION_TOKEN_FIELDS.map((field) => form.get(field) ?? '').join('');
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

/** Whether the header is the token of this form, compared in constant time (any case of hex). */
export function tokenMatches(form: URLSearchParams, header: string | null, secretKey: string): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header.trim())) return false;
  const expected = Buffer.from(notificationToken(form, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}

/**
 * A notification's hint, once its `x-token` is right and it names our site; null otherwise. Its
 * status is never taken from it: the service asks the check endpoint before anything changes.
 */
export function readNotificationForm(
  body: string,
  token: string | null,
  merchant: { siteId: string; secretKey: string },
): PaymentWebhookHint | null {
  const form = new URLSearchParams(body);
  if (!tokenMatches(form, token, merchant.secretKey)) return null;
  if (form.get('cpm_site_id') !== merchant.siteId) return null;
  const id = form.get('cpm_trans_id') ?? '';
  if (!cinetpayTransactionPattern.test(id)) return null;
  const hint: PaymentWebhookHint = { providerId: id, externalId: id };
  const amount = wholeNumber(form.get('cpm_amount'));
  if (amount !== null) hint.amount = amount;
  const currency = form.get('cpm_currency');
  if (currency) hint.currency = currency.toUpperCase();
  const digits = lastCardDigits(form.get('payment_method'), form.get('cel_phone_num'));
  if (digits) hint.cardLastDigits = digits;
  return hint;
}

/**
 * A card's last four digits from a card notification's `cel_phone_num`, which CinetPay fills with
 * the masked card number for a card payment (e.g. `411111XXXXXX1111`); nothing from a phone number.
 */
function lastCardDigits(method: string | null, number: string | null): string | null {
  if (!method || !/CARD|VISA|MASTER/i.test(method) || !number) return null;
  const masked = /^\d{4,6}[X*•·]{4,9}(\d{4})$/i.exec(number.replace(/[\s-]/g, ''));
  return masked?.[1] ?? null;
}

const PENDING_CODES = new Set(['662', '623', '663', '201']);

/** The check endpoint's answer for `transactionId` as our `ProviderPayment`; null when unreadable. */
export function parseCheckAnswer(answer: unknown, transactionId: string): ProviderPayment | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { code, message, data } = answer as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const amount = wholeNumber(fields.amount);
  const status = statusOf(String(code ?? ''), String(fields.status ?? ''));
  if (amount === null || status === null) return null;
  const words = typeof message === 'string' ? message : '';
  const metadata = typeof fields.metadata === 'string' && fields.metadata !== '' ? fields.metadata : null;
  return {
    providerId: transactionId,
    status,
    amount,
    medium: null,
    // We send our reference as the transaction id and again as metadata: both must say it.
    externalId: metadata === null || metadata === transactionId ? transactionId : metadata,
    payerName: null,
    email: null,
    financialTransId: text(fields.operator_id),
    initiatedAt: null,
    confirmedAt: status === 'successful' ? dateOf(fields.payment_date) : null,
    currency: text(fields.currency),
    failureText:
      status === 'failed' || status === 'expired' ? failureText(String(code), words, fields) : null,
  };
}

function statusOf(code: string, status: string): ProviderPaymentStatus | null {
  const word = status.toUpperCase();
  if (code === '00' && word === 'ACCEPTED') return 'successful';
  if (word === 'REFUSED' || word === 'CANCELED' || word === 'CANCELLED') {
    return code === '625' ? 'expired' : 'failed';
  }
  if (word === 'PENDING' || word === 'WAITING_FOR_CUSTOMER' || PENDING_CODES.has(code)) return 'pending';
  return null;
}

function failureText(code: string, message: string, fields: Record<string, unknown>): string {
  if (code === '627') return `abandoned on the payment page (${code} ${message})`;
  const method = String(fields.payment_method ?? '');
  const card = /CARD|VISA|MASTER/i.test(method) || method === '';
  return `${card ? 'card declined' : 'declined'} (${code} ${message})`;
}

function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** CinetPay writes `2022-09-15 22:57:15` (Abidjan time, UTC): read as UTC, else null. */
function dateOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  return `${value.replace(' ', 'T')}Z`;
}
