/** A scripted `IslandApi` for store tests: each method answers from a queue and records its calls. */
import type { BookingDetails, NextPayment, PaymentStatusView } from '../../../src/api/contract.ts';
import type { CallOutcome, IslandApi } from '../../../src/stores/api.ts';

type Method = keyof IslandApi;
type Answer = CallOutcome<unknown> | (() => Promise<CallOutcome<unknown>>);

export interface FakeApi extends IslandApi {
  calls: Array<{ method: Method; args: unknown[] }>;
  answer(method: Method, ...answers: Answer[]): void;
  callsOf(method: Method): unknown[][];
}

export function fakeApi(): FakeApi {
  const queues = new Map<Method, Answer[]>();
  const calls: FakeApi['calls'] = [];
  const handle =
    (method: Method) =>
    async (...args: unknown[]): Promise<never> => {
      calls.push({ method, args });
      const queue = queues.get(method) ?? [];
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (!next) throw new Error(`no scripted answer for ${method}`);
      return (typeof next === 'function' ? await next() : next) as never;
    };
  return {
    calls,
    answer(method, ...answers) {
      queues.set(method, answers);
    },
    callsOf: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
    createBooking: handle('createBooking'),
    getBooking: handle('getBooking'),
    startPayment: handle('startPayment'),
    paymentStatus: handle('paymentStatus'),
    submitReview: handle('submitReview'),
    requestCancel: handle('requestCancel'),
    departures: handle('departures'),
    nameTravellers: handle('nameTravellers'),
  };
}

export const ok = <T>(data: T): CallOutcome<T> => ({ kind: 'ok', data, message: 'ok' });
export const refused = (message: string, data: Record<string, unknown> = {}): CallOutcome<never> => ({
  kind: 'refused',
  message,
  data,
});
export const offline: CallOutcome<never> = {
  kind: 'failed',
  failure: { message: 'network: Network failure' },
};

export function bookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  const deposit: NextPayment = {
    kind: 'deposit',
    amount: 135_000,
    fee: 2_700,
    dueNow: 137_700,
    card: { fee: 4_725, dueNow: 139_725 },
  };
  return {
    code: 'K7MX-3QPD-2W',
    status: 'pending_payment',
    package: {
      slug: 'kribi-beach-escape',
      title: 'Kribi beach escape',
      durationDays: 3,
      destination: 'Kribi',
    },
    meeting: null,
    tripType: 'group',
    spots: 3,
    preferredDate: null,
    departureId: null,
    travellers: ['Jane D.', '', ''],
    unnamedTravellers: 2,
    canNameTravellers: true,
    overbooked: false,
    remindersOff: false,
    reservedOn: '2026-01-10T10:00:00.000Z',
    paymentType: 'multiple',
    contact: { fullName: 'Ja** Doe', email: 'ja***@example.com', whatsapp: '+237******00' },
    whatsappOptIn: false,
    whatsappProven: false,
    paymentMethod: 'mtn',
    amounts: {
      currency: 'XAF',
      pricePerPerson: 150_000,
      total: 450_000,
      downPayment: 135_000,
      downPaymentPercent: 30,
      feePercent: 2,
      cardFeePercent: 3.5,
      cardLimitXaf: null,
      onlineCapExceeded: false,
    },
    paid: 0,
    leftToPay: 450_000,
    balanceDueOn: null,
    owedBack: 0,
    refunded: 0,
    completionPercent: 0,
    excess: null,
    payments: [],
    nextPayment: deposit,
    openPayment: null,
    canReview: false,
    reviewRefusal: 'notPaid',
    reviewFrom: null,
    cancelledOn: null,
    abandonedOn: null,
    refund: null,
    cancelRequest: null,
    tripUnderway: false,
    reviewed: false,
    ...overrides,
  };
}

export function paymentStatus(status: PaymentStatusView['status'], reference = 'pay_1'): PaymentStatusView {
  return {
    reference,
    kind: 'deposit',
    amount: 135_000,
    fee: 2_700,
    status,
    method: 'mtn',
    number: '******00',
    createdAt: '2026-01-10T10:00:00.000Z',
    confirmedAt: null,
    lateSuccess: false,
    bookingCode: 'K7MX-3QPD-2W',
    dueNow: 137_700,
    redirectUrl: null,
    bookingStatus: status === 'successful' ? 'partial_payment' : 'pending_payment',
    total: 450_000,
    paid: status === 'successful' ? 135_000 : 0,
    leftToPay: status === 'successful' ? 315_000 : 450_000,
    completionPercent: status === 'successful' ? 30 : 0,
  };
}
