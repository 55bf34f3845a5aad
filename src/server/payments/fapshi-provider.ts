/**
 * `PaymentProvider` over Fapshi's direct-pay API (MTN MoMo and Orange Money, XAF). The same class
 * talks to Fapshi live, its sandbox, or the local simulator: only `baseUrl` and credentials change.
 *
 * Errors: a 4xx answer is a `PaymentRejectedError` carrying Fapshi's message; a time-out, a network
 * failure, a 5xx or an unreadable answer is a `PaymentUnavailableError` (the outcome is unknown, so
 * the caller looks the payment up with `findByExternalId` instead of sending it again).
 */
import { OPERATORS } from '../../domain/phone.ts';
import {
  fapshiReferencePattern,
  mediumToFapshi,
  parseFapshiPayment,
  toFapshiPhone,
} from './fapshi-payload.ts';
import {
  type InitiatePaymentInput,
  type InitiatePaymentResult,
  type LookupOptions,
  type PaymentProvider,
  PaymentRejectedError,
  PaymentUnavailableError,
  type ProviderPayment,
} from './provider.ts';
import { type ProviderHttp, requestProvider } from './provider-http.ts';

export interface FapshiProviderOptions {
  /** e.g. `https://live.fapshi.com`, `https://sandbox.fapshi.com` or the simulator's URL. */
  baseUrl: string;
  apiUser: string;
  apiKey: string;
  /** Per request, answer body included. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const defaultFapshiTimeoutMs = 15_000;
const minimumAmount = 100;

export class FapshiProvider implements PaymentProvider {
  readonly name = 'fapshi';
  readonly methods = OPERATORS;
  readonly hostedPage = false;
  readonly #http: ProviderHttp;
  readonly #apiUser: string;
  // A private field: the key never shows in logs, inspection or serialisation of the provider.
  readonly #apiKey: string;
  readonly #timeoutMs: number;

  constructor(options: FapshiProviderOptions) {
    this.#http = {
      provider: 'Fapshi',
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: options.fetch ?? globalThis.fetch,
    };
    this.#apiUser = options.apiUser;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? defaultFapshiTimeoutMs;
  }

  async initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    const body = directPayBody(input);
    const answer = await this.#request('POST', '/direct-pay', body);
    const { transId, dateInitiated } = (answer ?? {}) as { transId?: unknown; dateInitiated?: unknown };
    if (typeof transId !== 'string' || transId === '') {
      throw new PaymentUnavailableError('Fapshi accepted the payment but returned no transaction id');
    }
    return {
      providerId: transId,
      initiatedAt: typeof dateInitiated === 'string' ? dateInitiated : new Date().toISOString(),
    };
  }

  async status(providerId: string, options?: LookupOptions): Promise<ProviderPayment> {
    const answer = await this.#request(
      'GET',
      `/payment-status/${encodeURIComponent(providerId)}`,
      undefined,
      options?.timeoutMs,
    );
    const payment = parseFapshiPayment(answer);
    if (!payment) throw new PaymentUnavailableError('Fapshi answered a payment status we cannot read');
    return payment;
  }

  /**
   * Every payment initiated with this external id. `initiate` sends it as Fapshi's `userId` too,
   * because `GET /transaction/{userId}` is the only lookup Fapshi offers by one of our ids.
   */
  async findByExternalId(externalId: string, options?: LookupOptions): Promise<ProviderPayment[]> {
    assertReference(externalId);
    let answer: unknown;
    try {
      answer = await this.#request(
        'GET',
        `/transaction/${encodeURIComponent(externalId)}`,
        undefined,
        options?.timeoutMs,
      );
    } catch (error) {
      // Nothing was ever initiated under this id: that is an answer, not a failure.
      if (error instanceof PaymentRejectedError && error.httpStatus === 404) return [];
      throw error;
    }
    if (!Array.isArray(answer))
      throw new PaymentUnavailableError('Fapshi answered a transaction list we cannot read');
    return answer
      .map(parseFapshiPayment)
      .filter((payment): payment is ProviderPayment => payment !== null && payment.externalId === externalId);
  }

  async #request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = this.#timeoutMs,
  ): Promise<unknown> {
    const headers: Record<string, string> = { apiuser: this.#apiUser, apikey: this.#apiKey };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { headers };
    if (body !== undefined) init.body = JSON.stringify(body);

    const { status, json } = await requestProvider(this.#http, method, path, init, timeoutMs);
    if (status >= 400) {
      throw new PaymentRejectedError(messageOf(json) ?? `Fapshi refused with ${status}`, status);
    }
    // Anything but a 2xx (a redirect not followed, say) is no answer either.
    if (status < 200 || status >= 300 || json === undefined) {
      throw new PaymentUnavailableError(
        `Fapshi answered ${status} without readable JSON to ${method} ${path}`,
      );
    }
    return json;
  }
}

/** The `POST /direct-pay` body; refuses locally what Fapshi would refuse, before any money moves. */
function directPayBody(input: InitiatePaymentInput): Record<string, unknown> {
  if (input.medium === 'card') throw new PaymentRejectedError('Fapshi takes mobile money only', 400);
  if (!Number.isSafeInteger(input.amount) || input.amount < minimumAmount) {
    throw new PaymentRejectedError(`Amount must be an integer of at least ${minimumAmount} XAF`, 400);
  }
  const phone = toFapshiPhone(input.phone);
  if (phone === null) throw new PaymentRejectedError('Phone must be a Cameroon mobile number', 400);
  assertReference(input.externalId);
  const body: Record<string, unknown> = {
    amount: input.amount,
    phone,
    medium: mediumToFapshi[input.medium],
    externalId: input.externalId,
    userId: input.externalId,
  };
  if (input.name) body.name = input.name;
  if (input.email) body.email = input.email;
  if (input.message) body.message = input.message;
  return body;
}

function assertReference(externalId: string): void {
  if (!fapshiReferencePattern.test(externalId)) {
    throw new PaymentRejectedError('External id must be 1-100 characters among a-z, A-Z, 0-9, - and _', 400);
  }
}

function messageOf(json: unknown): string | null {
  const message = (json as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}
