/**
 * Valibot schemas of the back office's request bodies, shared by its islands and functions. Strict
 * objects: an unknown field is refused. Every staff action carries a reason (the audit log's "why").
 */
import * as v from 'valibot';
import { bookingCodeSchema, REQUEST_LOCALES, type ValidationKey } from './schemas.ts';

export const REASON_MAX = 500;
const key = (k: ValidationKey) => k;
const locale = v.optional(v.picklist(REQUEST_LOCALES, key('validation.locale.invalid')));

const reason = v.pipe(
  v.string(key('validation.reason.required')),
  v.trim(),
  v.nonEmpty(key('validation.reason.required')),
  v.maxLength(REASON_MAX, key('validation.reason.required')),
);

export const signInRequestSchema = v.strictObject({
  email: v.pipe(
    v.string(key('validation.email.invalid')),
    v.trim(),
    v.nonEmpty(key('validation.email.required')),
    v.maxLength(254, key('validation.email.invalid')),
    v.email(key('validation.email.invalid')),
  ),
  locale,
});

export const signInConfirmSchema = v.strictObject({
  token: v.pipe(v.string(key('validation.invalid')), v.regex(/^[\w-]{20,100}$/, key('validation.invalid'))),
  locale,
});

export const emptyBodySchema = v.strictObject({ locale });

export const endSessionSchema = v.strictObject({
  sessionId: v.pipe(v.string(key('validation.invalid')), v.regex(/^\d{1,18}$/, key('validation.invalid'))),
  reason,
  locale,
});

const amount = v.pipe(
  v.number(key('validation.amount.invalid')),
  v.integer(key('validation.amount.invalid')),
  v.minValue(1, key('validation.amount.invalid')),
  v.maxValue(100_000_000, key('validation.amount.invalid')),
);

export const OFFLINE_CHANNELS = ['cash', 'bank_transfer', 'mobile_money'] as const;
export type OfflineChannel = (typeof OFFLINE_CHANNELS)[number];

const isoDate = v.pipe(
  v.string(key('validation.date.invalid')),
  v.isoDate(key('validation.date.invalid')),
  v.check((iso) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
  }, key('validation.date.invalid')),
);

/** Every action on a booking, told apart by `action`. */
export const bookingActionSchema = v.variant('action', [
  v.strictObject({
    action: v.literal('offlinePayment'),
    amount,
    channel: v.picklist(OFFLINE_CHANNELS, key('validation.paymentMethod.required')),
    receivedOn: isoDate,
    reason,
    locale,
  }),
  v.strictObject({ action: v.literal('excessReturned'), reason, locale }),
  v.strictObject({ action: v.literal('cancel'), reason, locale }),
  v.strictObject({
    action: v.literal('recheck'),
    reference: v.pipe(
      v.string(key('validation.invalid')),
      v.regex(/^[\w-]{4,80}$/, key('validation.invalid')),
    ),
    reason,
    locale,
  }),
  v.strictObject({
    action: v.literal('resend'),
    what: v.picklist(['confirmation', 'receipt'], key('validation.invalid')),
    reason,
    locale,
  }),
  v.strictObject({ action: v.literal('note'), reason, locale }),
]);
export type BookingAction = v.InferOutput<typeof bookingActionSchema>;
export type BookingActionName = BookingAction['action'];

/** Actions an agent may take too; the others (money, cancellation) are the owner's. */
export const AGENT_ACTIONS: readonly BookingActionName[] = ['recheck', 'resend', 'note'];

export const reviewDecisionSchema = v.variant('decision', [
  v.strictObject({ decision: v.literal('approve'), reason: v.optional(reason), locale }),
  v.strictObject({ decision: v.literal('reject'), reason, locale }),
]);

export { bookingCodeSchema };

/** Query of the bookings list (from the URL's search parameters; every field optional). */
export const BOOKING_FILTER_STATUSES = [
  'pending_payment',
  'partial_payment',
  'payment_completed',
  'cancelled',
] as const;
export type BookingFilterStatus = (typeof BOOKING_FILTER_STATUSES)[number];
export const PAGE_SIZE = 25;

export interface BookingQuery {
  q: string;
  status: BookingFilterStatus | null;
  packageSlug: string | null;
  from: string | null;
  to: string | null;
  attention: boolean;
  page: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list's query leniently: an unreadable filter is dropped, not refused. */
export function bookingQueryFrom(params: URLSearchParams): BookingQuery {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
  };
  const slug = params.get('package')?.trim() ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: (BOOKING_FILTER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as BookingFilterStatus)
      : null,
    packageSlug: /^[a-z0-9-]{1,100}$/.test(slug) ? slug : null,
    from: date('from'),
    to: date('to'),
    attention: params.get('attention') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function bookingQueryParams(query: Partial<BookingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.packageSlug) params.set('package', query.packageSlug);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.attention) params.set('attention', '1');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}
