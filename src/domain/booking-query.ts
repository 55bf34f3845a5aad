/**
 * The bookings list's query in the back office's address and its functions' URL (no schema library:
 * the islands load this module). An unreadable filter is dropped, not refused.
 */

/**
 * The list's status filter: `cancelled` takes the three cancelled statuses together; `abandoned`
 * the bookings closed as never paid (one paid late reads as a cancelled one owing a refund).
 */
export const BOOKING_FILTER_STATUSES = [
  'pending_payment',
  'partial_payment',
  'balance_offline',
  'payment_completed',
  'cancelled',
  'abandoned',
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
