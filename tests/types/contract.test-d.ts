/**
 * Type-level tests of the HTTP contract (`src/api/contract.ts`): what each endpoint takes and answers
 * is the same type on both sides, the islands' requester and the function's service. Checked by tsc
 * (`vitest --project types`), never run.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  type Amounts,
  type ApiErrorData,
  api,
  type BookingDetails,
  type CreatedBooking,
  type Endpoint,
  type Envelope,
  type PackageDepartures,
  type PaymentAttemptView,
  type PaymentStatusView,
  type RemindersOff,
  type SavedTravellers,
  type SubmittedCancelRequest,
  type SubmittedReview,
} from '../../src/api/contract.ts';
import { request } from '../../src/api/request-json.ts';
import type {
  CancelRequestBody,
  CancelRequestInput,
  ReviewInput,
  ReviewRequest,
} from '../../src/domain/customer-text-schemas.ts';
import type { CURRENCY } from '../../src/domain/money.ts';
import type {
  CreateBookingInput,
  CreateBookingRequest,
  TravellerNamesInput,
  TravellerNamesRequest,
} from '../../src/domain/schemas.ts';
import type { StartPaymentInput, StartPaymentRequest } from '../../src/domain/start-payment-schema.ts';
import type { createBooking, getBookingDetails } from '../../src/server/services/bookings-service.ts';
import type { requestCancel } from '../../src/server/services/cancel-request-service.ts';
import type { listPackageDepartures } from '../../src/server/services/departure-seats.ts';
import type {
  paymentStatus,
  StartPaymentCommand,
  startPayment,
} from '../../src/server/services/payments-service.ts';
import type { stopReminders } from '../../src/server/services/reminders-off-service.ts';
import type { submitReview } from '../../src/server/services/reviews-service.ts';
import type { nameTravellers } from '../../src/server/services/traveller-names-service.ts';

type Types<E> = E extends Endpoint<infer P, infer B, infer D> ? { params: P; body: B; data: D } : never;
/** What a service hands to the envelope's `data`. */
type Answered<F extends (...args: never[]) => Promise<{ data: unknown }>> = Awaited<ReturnType<F>>['data'];

describe('what each endpoint answers is what its service returns', () => {
  it('createBooking', () => {
    expectTypeOf<Types<typeof api.createBooking>['data']>().toEqualTypeOf<CreatedBooking>();
    expectTypeOf<Answered<typeof createBooking>>().toEqualTypeOf<CreatedBooking>();
  });
  it('getBooking', () => {
    expectTypeOf<Types<typeof api.getBooking>['data']>().toEqualTypeOf<BookingDetails>();
    expectTypeOf<Answered<typeof getBookingDetails>>().toEqualTypeOf<BookingDetails>();
  });
  it('startPayment', () => {
    expectTypeOf<Types<typeof api.startPayment>['data']>().toEqualTypeOf<PaymentAttemptView>();
    expectTypeOf<Answered<typeof startPayment>>().toEqualTypeOf<PaymentAttemptView>();
  });
  it('paymentStatus', () => {
    expectTypeOf<Types<typeof api.paymentStatus>['data']>().toEqualTypeOf<PaymentStatusView>();
    expectTypeOf<Answered<typeof paymentStatus>>().toEqualTypeOf<PaymentStatusView>();
  });
  it('submitReview', () => {
    expectTypeOf<Types<typeof api.submitReview>['data']>().toEqualTypeOf<SubmittedReview>();
    expectTypeOf<Answered<typeof submitReview>>().toEqualTypeOf<SubmittedReview>();
  });
  it('requestCancel', () => {
    expectTypeOf<Types<typeof api.requestCancel>['data']>().toEqualTypeOf<SubmittedCancelRequest>();
    expectTypeOf<Answered<typeof requestCancel>>().toEqualTypeOf<SubmittedCancelRequest>();
  });

  it('stopReminders', () => {
    expectTypeOf<Types<typeof api.stopReminders>['data']>().toEqualTypeOf<RemindersOff>();
    expectTypeOf<Answered<typeof stopReminders>>().toEqualTypeOf<RemindersOff>();
  });
  it('nameTravellers', () => {
    expectTypeOf<Types<typeof api.nameTravellers>['data']>().toEqualTypeOf<SavedTravellers>();
    expectTypeOf<Answered<typeof nameTravellers>>().toEqualTypeOf<SavedTravellers>();
  });
  it('departures', () => {
    expectTypeOf<Types<typeof api.departures>['data']>().toEqualTypeOf<PackageDepartures>();
    expectTypeOf<Answered<typeof listPackageDepartures>>().toEqualTypeOf<PackageDepartures>();
  });
});

describe('bodies: the islands send the schema input, the services take the schema output', () => {
  it('createBooking', () => {
    expectTypeOf<Types<typeof api.createBooking>['body']>().toEqualTypeOf<CreateBookingInput>();
    // The checkout's body less the terms box (staff bookings go through the same service).
    expectTypeOf<Parameters<typeof createBooking>[1]>().toEqualTypeOf<
      Omit<CreateBookingRequest, 'termsAccepted'>
    >();
  });
  it('startPayment', () => {
    expectTypeOf<Types<typeof api.startPayment>['body']>().toEqualTypeOf<StartPaymentInput>();
    expectTypeOf<StartPaymentCommand['body']>().toEqualTypeOf<StartPaymentRequest>();
  });
  it('submitReview', () => {
    expectTypeOf<Types<typeof api.submitReview>['body']>().toEqualTypeOf<ReviewInput>();
    expectTypeOf<Parameters<typeof submitReview>[1]>().toEqualTypeOf<ReviewRequest>();
  });
  it('requestCancel', () => {
    expectTypeOf<Types<typeof api.requestCancel>['body']>().toEqualTypeOf<CancelRequestInput>();
    expectTypeOf<Parameters<typeof requestCancel>[2]>().toEqualTypeOf<CancelRequestBody>();
  });
  it('nameTravellers', () => {
    expectTypeOf<Types<typeof api.nameTravellers>['body']>().toEqualTypeOf<TravellerNamesInput>();
    expectTypeOf<Parameters<typeof nameTravellers>[2]>().toEqualTypeOf<TravellerNamesRequest>();
  });
  it('GET endpoints take no body', () => {
    expectTypeOf<Types<typeof api.getBooking>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<Types<typeof api.paymentStatus>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<Types<typeof api.departures>['body']>().toEqualTypeOf<undefined>();
  });
});

describe('paths and the requester', () => {
  it('a path is built from its own parameters only', () => {
    expectTypeOf(api.getBooking.path).parameter(0).toEqualTypeOf<{ code: string }>();
    expectTypeOf(api.paymentStatus.path).parameter(0).toEqualTypeOf<{ reference: string }>();
    // @ts-expect-error a booking path needs its code
    api.getBooking.path({ reference: 'pay_1' });
  });

  it('the requester answers the endpoint’s envelope', () => {
    expectTypeOf(request(api.getBooking, { params: { code: 'K7MX-3QPD-2W' } })).resolves.toEqualTypeOf<
      Envelope<BookingDetails>
    >();
    // @ts-expect-error a GET carries no body
    void request(api.getBooking, { params: { code: 'K7MX-3QPD-2W' }, body: { spots: 3 } });
  });

  it('an envelope’s data is the answer only once `ok` is checked', () => {
    const envelope = {} as Envelope<CreatedBooking>;
    if (envelope.ok) expectTypeOf(envelope.data).toEqualTypeOf<CreatedBooking>();
    else expectTypeOf(envelope.data).toEqualTypeOf<ApiErrorData | undefined>();
  });

  it('amounts are in the one currency', () => {
    expectTypeOf<Amounts['currency']>().toEqualTypeOf<typeof CURRENCY>();
    expectTypeOf<Amounts['total']>().toBeNumber();
  });
});
