/**
 * The islands' door to the functions: one method per endpoint of `src/api/contract.ts`, each call
 * counted by the loading bar, and every outcome folded into three cases the stores handle.
 * Stores receive an `IslandApi`, so tests pass a fake one.
 */

import {
  type ApiErrorData,
  api,
  type BookingDetails,
  type CreatedBooking,
  type Endpoint,
  type PackageDepartures,
  type PaymentAttemptView,
  type PaymentStatusView,
  type SavedTravellers,
  type SubmittedCancelRequest,
  type SubmittedReview,
} from '../api/contract.ts';
import { ApiNetworkError, request } from '../api/request-json.ts';
import type { CancelRequestInput, ReviewInput } from '../domain/customer-text-schemas.ts';
import type { CreateBookingInput, TravellerNamesInput } from '../domain/schemas.ts';
import type { StartPaymentInput } from '../domain/start-payment-schema.ts';
import type { Locale } from '../i18n/locales.ts';
import type { CallFailure } from './error-catalogue.ts';
import { withLoading } from './loading.ts';

export type CallOutcome<T> =
  /** The server accepted. */
  | { kind: 'ok'; data: T; message: string }
  /** The server refused with a localised message (and maybe field issues, a key, a reference). */
  | { kind: 'refused'; message: string; data: ApiErrorData }
  /** No usable answer: the error catalogue explains it. */
  | { kind: 'failed'; failure: CallFailure };

export interface IslandApi {
  createBooking(body: CreateBookingInput): Promise<CallOutcome<CreatedBooking>>;
  getBooking(code: string): Promise<CallOutcome<BookingDetails>>;
  startPayment(
    code: string,
    body: StartPaymentInput,
    idempotencyKey: string,
  ): Promise<CallOutcome<PaymentAttemptView>>;
  paymentStatus(reference: string): Promise<CallOutcome<PaymentStatusView>>;
  submitReview(body: ReviewInput): Promise<CallOutcome<SubmittedReview>>;
  requestCancel(code: string, body: CancelRequestInput): Promise<CallOutcome<SubmittedCancelRequest>>;
  /** A package's departures to come, with the seats left now. */
  departures(slug: string): Promise<CallOutcome<PackageDepartures>>;
  /** Names travellers from the booking page (the e-mail given at booking as proof). */
  nameTravellers(code: string, body: TravellerNamesInput): Promise<CallOutcome<SavedTravellers>>;
}

async function call<Params, Body, Data>(
  endpoint: Endpoint<Params, Body, Data>,
  options: { params: Params; body?: Body; locale: Locale; idempotencyKey?: string },
): Promise<CallOutcome<Data>> {
  try {
    const envelope = await withLoading(() => request(endpoint, options));
    if (envelope.ok) return { kind: 'ok', data: envelope.data, message: envelope.message };
    return { kind: 'refused', message: envelope.message, data: envelope.data ?? {} };
  } catch (error) {
    if (error instanceof ApiNetworkError) {
      return {
        kind: 'failed',
        failure: { status: error.status ?? undefined, message: `${error.kind}: ${error.message}` },
      };
    }
    return { kind: 'failed', failure: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/** The real API over HTTP, same origin, messages in `locale`. */
export function httpApi(locale: Locale): IslandApi {
  return {
    createBooking: (body) => call(api.createBooking, { params: {}, body, locale }),
    getBooking: (code) => call(api.getBooking, { params: { code }, locale }),
    startPayment: (code, body, idempotencyKey) =>
      call(api.startPayment, { params: { code }, body, locale, idempotencyKey }),
    paymentStatus: (reference) => call(api.paymentStatus, { params: { reference }, locale }),
    submitReview: (body) => call(api.submitReview, { params: {}, body, locale }),
    requestCancel: (code, body) => call(api.requestCancel, { params: { code }, body, locale }),
    departures: (slug) => call(api.departures, { params: { slug }, locale }),
    nameTravellers: (code, body) => call(api.nameTravellers, { params: { code }, body, locale }),
  };
}
