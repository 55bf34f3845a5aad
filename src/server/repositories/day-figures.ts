/**
 * The back office's figures of the day (`src/server/admin/booking-views.ts`, `todayView`): money
 * received per period, and counts of bookings by what they need, from the columns the database
 * computes (migration 013).
 */
import type { Db } from '../db/pool.ts';
import type { Computed } from '../db/row-types.ts';
import { unpaidSince } from './unpaid-bookings.ts';

export interface Received {
  period: 'day' | 'week' | 'month';
  amount: number;
  payments: number;
}

/** Sums and counts of successful payments, per period. */
type RawReceived = Computed<Received>;

/** Successful payments confirmed since each period's start and until `now`. */
export async function receivedSince(
  db: Db,
  starts: { day: Date; week: Date; month: Date },
  now: Date,
): Promise<Received[]> {
  const { rows } = await db.query<RawReceived>(
    `SELECT p.period, COALESCE(SUM(a.amount), 0)::int AS amount, count(a.id)::int AS payments
     FROM (VALUES ('day', $1::timestamptz), ('week', $2::timestamptz), ('month', $3::timestamptz)) p(period, since)
     LEFT JOIN payment_attempts a ON a.status = 'successful' AND a.confirmed_at >= p.since AND a.confirmed_at <= $4
     GROUP BY p.period`,
    [starts.day, starts.week, starts.month, now],
  );
  return rows;
}

export interface BookingCounts {
  today: number;
  week: number;
  outstanding: number;
  owed: number;
  refunds: number;
  refund_owed: number;
  unpaid: number;
}

type RawCounts = Computed<BookingCounts>;

/** Made today and this week; balances and refunds owed (count and sum); unpaid. */
export async function bookingCounts(
  db: Db,
  since: { day: Date; week: Date; unpaidBefore: Date },
): Promise<BookingCounts | null> {
  const { rows } = await db.query<RawCounts>(
    `SELECT count(*) FILTER (WHERE created_at >= $1)::int AS today,
       count(*) FILTER (WHERE created_at >= $2)::int AS week,
       count(*) FILTER (WHERE amount_paid > 0 AND left_to_pay > 0)::int AS outstanding,
       COALESCE(SUM(left_to_pay) FILTER (WHERE amount_paid > 0 AND left_to_pay > 0), 0)::bigint::float8 AS owed,
       count(*) FILTER (WHERE cancelled_at IS NOT NULL AND owed_back > 0)::int AS refunds,
       COALESCE(SUM(owed_back) FILTER (WHERE cancelled_at IS NOT NULL AND owed_back > 0), 0)::bigint::float8 AS refund_owed,
       count(*) FILTER (WHERE ${unpaidSince('$3')})::int AS unpaid
     FROM bookings b`,
    [since.day, since.week, since.unpaidBefore],
  );
  return rows[0] ?? null;
}
