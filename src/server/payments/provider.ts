/**
 * The one interface between our payment service and a payment provider. Fapshi implements it for
 * mobile money (`fapshi-provider.ts`, a prompt on the customer's phone), CinetPay for cards
 * (`cinetpay-provider.ts`, a hosted page the customer is sent to). Each attempt names the provider
 * that holds it, and every path asks that one (`registry.ts`): another provider is one more module.
 */
import type { Locale } from '../../domain/locales.ts';
import type { OnlineMethod } from '../../domain/payment-method.ts';
import type { Operator } from '../../domain/phone.ts';

export type PaymentMedium = Operator;

/** Provider-side status, already mapped from the provider's vocabulary. */
export type ProviderPaymentStatus = 'created' | 'pending' | 'successful' | 'failed' | 'expired';

interface InitiateCommon {
  /** Integer XAF. */
  amount: number;
  name?: string | undefined;
  email?: string | undefined;
  /** Our attempt's unique external id, so a lost answer can be found again. */
  externalId: string;
  message?: string | undefined;
}

/** A prompt on a phone. */
export interface MobileMoneyInitiate extends InitiateCommon {
  /** Local 9-digit Cameroon number, e.g. 670000000. */
  phone: string;
  medium: PaymentMedium;
}

/** Who pays by card, as the provider's page asks (never the card itself: the page takes it). */
export interface CardCustomer {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. +33612345678. */
  phone: string;
  /** ISO 3166-1 alpha-2, from the phone number's country. */
  country: string;
}

/** A hosted page the customer is sent to. */
export interface CardInitiate extends InitiateCommon {
  medium: 'card';
  customer: CardCustomer;
  /** Where the provider's page sends the customer back (proves nothing). */
  returnUrl: string;
  /** Where the provider posts its notification. */
  notifyUrl: string;
  locale: Locale;
}

export type InitiatePaymentInput = MobileMoneyInitiate | CardInitiate;

export interface InitiatePaymentResult {
  providerId: string;
  initiatedAt: string;
  /** A hosted page's address, to send the customer to; absent for a phone prompt. */
  redirectUrl?: string;
}

export interface ProviderPayment {
  providerId: string;
  status: ProviderPaymentStatus;
  /** Integer XAF. */
  amount: number;
  medium: PaymentMedium | null;
  externalId: string | null;
  payerName: string | null;
  email: string | null;
  financialTransId: string | null;
  initiatedAt: string | null;
  confirmedAt: string | null;
  /** ISO 4217 when the provider says it; an answer in another currency than XAF never pays. */
  currency?: string | null;
  /** Why it failed, in the provider's words (for staff; sorted into a customer reason). */
  failureText?: string | null;
}

/** A refusal by the provider (bad number, bad amount, credentials): not worth retrying as is. */
export class PaymentRejectedError extends Error {
  override readonly name = 'PaymentRejectedError';
  /** The provider's HTTP status (400 validation, 403 credentials, 404 unknown payment...). */
  readonly httpStatus: number;
  // A plain field rather than a parameter property: Node runs this file with type stripping only.
  constructor(message: string, httpStatus: number) {
    super(message);
    this.httpStatus = httpStatus;
  }
}

/** No usable answer (time-out, network, 5xx): the outcome is unknown and must be looked up. */
export class PaymentUnavailableError extends Error {
  override readonly name = 'PaymentUnavailableError';
}

/** Per call: the sweep waits less than a customer's request (`timeoutMs` replaces the default). */
export interface LookupOptions {
  timeoutMs?: number;
}

/** A notification as it came: its headers (a signature) and its raw body. */
export interface ProviderNotification {
  headers: Headers;
  body: string;
}

export interface PaymentProvider {
  /** Recorded on each attempt (`payment_attempts.provider`): the key of the registry. */
  readonly name: string;
  /** The online methods it takes. */
  readonly methods: readonly OnlineMethod[];
  /**
   * Whether the customer pays on the provider's page (a redirect) rather than on a phone prompt. An
   * initiate whose answer was lost then leaves nothing anyone can pay: nobody has the page's address.
   */
  readonly hostedPage: boolean;
  /**
   * How long our initiate may wait for its answer (the adapter's time-out): until then a hosted
   * page's address may still be on its way, so no one may close the attempt for lacking it.
   */
  readonly initiateTimeoutMs?: number;
  initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult>;
  /** Status of one payment by the provider's id. */
  status(providerId: string, options?: LookupOptions): Promise<ProviderPayment>;
  /** Payments carrying our external id (to resolve a time-out without paying twice). */
  findByExternalId(externalId: string, options?: LookupOptions): Promise<ProviderPayment[]>;
  /**
   * Reads a notification posted to `/api/payments/notify/{name}`: the hint when it is one of this
   * provider's (its signature checked, in constant time), else null. A provider without it is
   * notified elsewhere (Fapshi: `/api/payments/webhook`).
   */
  readNotification?(notification: ProviderNotification): PaymentWebhookHint | null;
}

/**
 * What a provider's notification tells us. Unsigned and sent once, so it is only a hint: the service
 * re-fetches the status with `status(providerId)` before acting on it.
 */
export interface PaymentWebhookHint {
  providerId: string;
  externalId?: string;
  status?: ProviderPaymentStatus;
  /** What a signed notification says was paid: an answer for another amount or currency is refused. */
  amount?: number;
  currency?: string;
  /** A card's last four digits, when a signed notification gives them. */
  cardLastDigits?: string;
}
