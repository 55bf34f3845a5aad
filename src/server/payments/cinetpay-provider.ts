/**
 * `PaymentProvider` over CinetPay's hosted checkout ("guichet") for cards (Visa, Mastercard) in XAF.
 * The same class talks to CinetPay or to its local twin (`src/simulator/cinetpay-twin.ts`): only
 * `baseUrl` and credentials change (docs/payments.md#cinetpay).
 * - `initiate`: `POST /v2/payment` with our reference as `transaction_id` (CinetPay refuses a second
 *   payment under one id, so a repeated initiate can never charge twice) -> the page's `payment_url`.
 * - `status`, `findByExternalId`: `POST /v2/payment/check` by that same transaction id.
 * - `readNotification`: the form CinetPay posts, its `x-token` checked in constant time.
 * Errors as Fapshi's adapter: a refusal is a `PaymentRejectedError`; no usable answer (time-out,
 * network, 5xx, unreadable) a `PaymentUnavailableError`, to be looked up, never sent again.
 */
import { CARD_AMOUNT_STEP } from '../../domain/card-fee.ts';
import { CARD } from '../../domain/payment-method.ts';
import { cinetpayTransactionPattern, parseCheckAnswer, readNotificationForm } from './cinetpay-payload.ts';
import {
  type CardInitiate,
  type InitiatePaymentInput,
  type InitiatePaymentResult,
  type LookupOptions,
  type PaymentProvider,
  PaymentRejectedError,
  PaymentUnavailableError,
  type PaymentWebhookHint,
  type ProviderNotification,
  type ProviderPayment,
} from './provider.ts';
import { type ProviderHttp, requestProvider } from './provider-http.ts';

export interface CinetPayProviderOptions {
  /** `https://api-checkout.cinetpay.com` or the twin's URL. */
  baseUrl: string;
  apiKey: string;
  siteId: string;
  /** Signs the notifications (the merchant account's secret key). */
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const defaultCinetPayTimeoutMs = 15_000;
/** CinetPay's smallest payment; its step (multiples of 5 XAF) is the card fee's rounding's. */
const minimumAmount = 100;
const amountStep = CARD_AMOUNT_STEP;

interface CinetPayAnswer {
  status: number;
  code: string;
  message: string;
  json: Record<string, unknown>;
}

export class CinetPayProvider implements PaymentProvider {
  readonly name = 'cinetpay';
  readonly methods = [CARD] as const;
  readonly hostedPage = true;
  get initiateTimeoutMs(): number {
    return this.#timeoutMs;
  }
  readonly #http: ProviderHttp;
  // Private fields: keys never show in logs, inspection or serialisation of the provider.
  readonly #apiKey: string;
  readonly #siteId: string;
  readonly #secretKey: string;
  readonly #timeoutMs: number;

  constructor(options: CinetPayProviderOptions) {
    this.#http = {
      provider: 'CinetPay',
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: options.fetch ?? globalThis.fetch,
    };
    this.#apiKey = options.apiKey;
    this.#siteId = options.siteId;
    this.#secretKey = options.secretKey;
    this.#timeoutMs = options.timeoutMs ?? defaultCinetPayTimeoutMs;
  }

  async initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    if (input.medium !== CARD) throw new PaymentRejectedError('CinetPay is used for cards only', 400);
    const answer = await this.#post('/v2/payment', this.#paymentBody(input));
    const data = answer.json.data as { payment_url?: unknown } | undefined;
    if (answer.code !== '201') throw refusal(answer);
    const url = typeof data?.payment_url === 'string' ? data.payment_url : '';
    if (!/^https?:\/\//.test(url)) {
      throw new PaymentUnavailableError('CinetPay accepted the payment but returned no payment page');
    }
    return { providerId: input.externalId, initiatedAt: new Date().toISOString(), redirectUrl: url };
  }

  async status(providerId: string, options?: LookupOptions): Promise<ProviderPayment> {
    const answer = await this.#check(providerId, options);
    const payment = answer ? parseCheckAnswer(answer.json, providerId) : null;
    if (!payment) throw new PaymentUnavailableError('CinetPay answered a payment status we cannot read');
    return payment;
  }

  /** The transaction id is our reference: at most one payment, looked up directly. */
  async findByExternalId(externalId: string, options?: LookupOptions): Promise<ProviderPayment[]> {
    const answer = await this.#check(externalId, options);
    if (!answer) return [];
    const payment = parseCheckAnswer(answer.json, externalId);
    if (!payment) throw new PaymentUnavailableError('CinetPay answered a payment status we cannot read');
    return [payment];
  }

  readNotification(notification: ProviderNotification): PaymentWebhookHint | null {
    return readNotificationForm(notification.body, notification.headers.get('x-token'), {
      siteId: this.#siteId,
      secretKey: this.#secretKey,
    });
  }

  /** The check's answer; null when CinetPay knows nothing of the transaction. */
  async #check(transactionId: string, options?: LookupOptions): Promise<CinetPayAnswer | null> {
    assertTransactionId(transactionId);
    const body = { apikey: this.#apiKey, site_id: this.#siteId, transaction_id: transactionId };
    const answer = await this.#post('/v2/payment/check', body, options?.timeoutMs);
    // An id CinetPay never heard of (the initiate did not arrive): 404, as its twin answers; the
    // public documentation does not show this answer (docs/payments.md#cinetpay).
    if (answer.status === 404 || answer.code === '404') return null;
    if (answer.status >= 400 && typeof answer.json.data !== 'object') throw refusal(answer);
    return answer;
  }

  #paymentBody(input: CardInitiate): Record<string, unknown> {
    if (!Number.isSafeInteger(input.amount) || input.amount < minimumAmount || input.amount % amountStep) {
      throw new PaymentRejectedError(
        `Amount must be a multiple of ${amountStep} XAF, at least ${minimumAmount}`,
        400,
      );
    }
    assertTransactionId(input.externalId);
    const { customer } = input;
    return {
      apikey: this.#apiKey,
      site_id: this.#siteId,
      transaction_id: input.externalId,
      amount: input.amount,
      currency: 'XAF',
      // CinetPay asks for no special characters (#, /, $, _, &) in the description.
      description: (input.message ?? 'Booking').replace(/[#/$_&]/g, ' ').slice(0, 100),
      notify_url: input.notifyUrl,
      return_url: input.returnUrl,
      channels: 'CREDIT_CARD',
      lang: input.locale,
      metadata: input.externalId,
      customer_id: input.externalId,
      customer_name: customer.firstName,
      customer_surname: customer.lastName,
      customer_email: customer.email,
      customer_phone_number: customer.phone,
      customer_country: customer.country,
    };
  }

  async #post(path: string, body: unknown, timeoutMs = this.#timeoutMs): Promise<CinetPayAnswer> {
    const init = {
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    };
    const { status, json } = await requestProvider(this.#http, 'POST', path, init, timeoutMs);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new PaymentUnavailableError(`CinetPay answered ${status} without readable JSON to POST ${path}`);
    }
    const fields = json as Record<string, unknown>;
    return {
      status,
      code: String(fields.code ?? ''),
      message: typeof fields.message === 'string' ? fields.message : '',
      json: fields,
    };
  }
}

/** A refusal with CinetPay's code and words (for the log and staff); 429 and 5xx are not refusals. */
function refusal(answer: CinetPayAnswer): Error {
  if (answer.status === 429 || answer.code === '429') {
    return new PaymentUnavailableError(`CinetPay is limiting requests (${answer.code} ${answer.message})`);
  }
  const status = Math.max(answer.status, 400);
  return new PaymentRejectedError(`CinetPay refused: ${answer.code} ${answer.message}`.trim(), status);
}

function assertTransactionId(id: string): void {
  if (!cinetpayTransactionPattern.test(id)) {
    throw new PaymentRejectedError(
      'Transaction id must be 1-64 characters among a-z, A-Z, 0-9, - and _',
      400,
    );
  }
}
