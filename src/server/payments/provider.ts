/**
 * The one interface between our payment service and a mobile-money aggregator. Fapshi implements it
 * (`fapshi-provider.ts`); another aggregator can replace it without touching the services.
 */
import type { Operator } from '../../domain/phone.ts';

export type PaymentMedium = Operator;

/** Provider-side status, already mapped from the provider's vocabulary. */
export type ProviderPaymentStatus = 'created' | 'pending' | 'successful' | 'failed' | 'expired';

export interface InitiatePaymentInput {
  /** Integer XAF. */
  amount: number;
  /** Local 9-digit Cameroon number, e.g. 670000000. */
  phone: string;
  medium: PaymentMedium;
  name?: string | undefined;
  email?: string | undefined;
  /** Our attempt's unique external id, so a lost answer can be found again. */
  externalId: string;
  message?: string | undefined;
}

export interface InitiatePaymentResult {
  providerId: string;
  initiatedAt: string;
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

export interface PaymentProvider {
  readonly name: string;
  initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult>;
  /** Status of one payment by the provider's id. */
  status(providerId: string, options?: LookupOptions): Promise<ProviderPayment>;
  /** Payments carrying our external id (to resolve a time-out without paying twice). */
  findByExternalId(externalId: string, options?: LookupOptions): Promise<ProviderPayment[]>;
}

/**
 * What a provider's notification tells us. Unsigned and sent once, so it is only a hint: the service
 * re-fetches the status with `status(providerId)` before acting on it.
 */
export interface PaymentWebhookHint {
  providerId: string;
  externalId?: string;
  status?: ProviderPaymentStatus;
}
