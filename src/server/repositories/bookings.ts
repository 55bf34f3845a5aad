/** Bookings table: plain SQL. Amounts are integer XAF; percents come back from `numeric` as strings. */

import type { BookingMoney, BookingStatus } from '../../domain/booking-status.ts';
import type { Locale } from '../../domain/locales.ts';
import type { OnlineMethod } from '../../domain/payment-method.ts';
import type { PaymentType } from '../../domain/pricing.ts';
import type { CancelBasis } from '../../domain/refund-account.ts';
import type { TripType } from '../../domain/schemas.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';
import { inTransaction } from '../db/transaction.ts';
import { lockBookingForAction } from './booking-actions.ts';

export interface NewBooking {
  code: string;
  packageSlug: string;
  packageTitleEn: string;
  packageTitleFr: string;
  durationDays: number;
  destination: string;
  catalogueBuiltAt: string;
  pricePerPerson: number;
  spots: number;
  tripType: TripType;
  preferredDate: string | null;
  fullName: string;
  email: string;
  whatsapp: string;
  paymentMethod: OnlineMethod;
  paymentNumber: string;
  paymentEmail: string | null;
  paymentType: PaymentType;
  total: number;
  downPayment: number;
  downPaymentPercent: number;
  feePercent: number;
  locale: Locale;
  /** The staff member who took the booking for the customer; null when made online. */
  createdByStaffId?: string | null;
  /** The departure it travels on (its seats are held `seatHoldMs` from now); null: on request. */
  departureId?: string | null;
  seatHoldMs?: number;
  /** The client network it was booked from online (caps unpaid holds); null when staff took it. */
  clientNetwork?: string | null;
  /** Every traveller's name in order (the lead's first when given at checkout); '' is unnamed. */
  travellerNames?: string[];
  /** The customer asked for their messages on WhatsApp as well (migration 028). */
  whatsappOptIn?: boolean;
}

export interface Booking extends NewBooking {
  id: string;
  /** The booking's money as the database computes it (migration 013): read, never recomputed. */
  amountPaid: number;
  status: BookingStatus;
  leftToPay: number;
  /** Paid and not due, not yet sent back (over the total, or anything on a cancelled booking). */
  owedBack: number;
  createdAt: Date;
  /** Sent back by the agency (`booking_refunds`, see `repositories/attention.ts`). */
  excessReturned: number;
  /** When the agency cancelled the booking (back office); it then takes no payment. */
  cancelledAt: Date | null;
  /** Of what was paid, what the agency keeps at the cancel: the refund decided is the rest. */
  cancelKept: number;
  /** The refund decided at the cancel in two parts (migration 031): paid over the price, the rest. */
  cancelRefundParts?: { excess: number; share: number };
  /** Why the refund decided is what it is (migration 032): the policy's share, or the owner's reason. */
  cancelBasis?: CancelBasis | undefined;
  /** Closed by staff as never paid (then also cancelled). */
  abandonedAt: Date | null;
  /** When the agency marked the trip as done (back office); reviews are open from then. */
  travelledAt: Date | null;
  travellerNames: string[];
  /** Paid after its seats were released, into a departure that had filled (migration 021). */
  overbookedAt: Date | null;
  /** When the customer stopped reminders for this booking (migration 027). */
  remindersOffAt: Date | null;
  /**
   * The WhatsApp number proven the booker's (migration 030); messages go only while it equals
   * `whatsapp`.
   */
  whatsappProven?: string | null;
}

const COLUMNS = `id::text AS id, code, package_slug, package_title_en, package_title_fr, duration_days, destination,
  catalogue_built_at, price_per_person, spots, trip_type, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date,
  full_name, email, whatsapp, payment_method, payment_number, payment_email, payment_type, total, down_payment,
  down_payment_percent::float8 AS down_payment_percent, fee_percent::float8 AS fee_percent, amount_paid, status,
  left_to_pay, owed_back, locale, created_at, excess_returned, cancelled_at, cancel_kept, abandoned_at,
  cancel_refund_excess, cancel_refund_share,
  cancel_refund_percent, cancel_days_before, cancel_refund_reason,
  travelled_at, created_by_staff_id::text AS created_by_staff_id, departure_id, traveller_names,
  seats_overbooked_at, whatsapp_opt_in, whatsapp_proven, reminders_off_at`;

/** The row as `COLUMNS` reads it: ids, staff ids and a date cast to text, percents to float8. */
type Raw = Selected<
  BookingsRow,
  | 'id'
  | 'code'
  | 'package_slug'
  | 'package_title_en'
  | 'package_title_fr'
  | 'duration_days'
  | 'destination'
  | 'catalogue_built_at'
  | 'price_per_person'
  | 'spots'
  | 'trip_type'
  | 'preferred_date'
  | 'full_name'
  | 'email'
  | 'whatsapp'
  | 'payment_method'
  | 'payment_number'
  | 'payment_email'
  | 'payment_type'
  | 'total'
  | 'down_payment'
  | 'down_payment_percent'
  | 'fee_percent'
  | 'amount_paid'
  | 'status'
  | 'left_to_pay'
  | 'owed_back'
  | 'locale'
  | 'created_at'
  | 'excess_returned'
  | 'cancelled_at'
  | 'cancel_kept'
  | 'cancel_refund_excess'
  | 'cancel_refund_share'
  | 'cancel_refund_percent'
  | 'cancel_days_before'
  | 'cancel_refund_reason'
  | 'abandoned_at'
  | 'travelled_at'
  | 'created_by_staff_id'
  | 'departure_id'
  | 'traveller_names'
  | 'seats_overbooked_at'
  | 'whatsapp_opt_in'
  | 'whatsapp_proven'
  | 'reminders_off_at',
  {
    id: string;
    trip_type: TripType;
    preferred_date: string | null;
    payment_method: OnlineMethod;
    payment_type: PaymentType;
    down_payment_percent: number;
    fee_percent: number;
    // Generated columns (migration 013): never null, though PostgreSQL cannot say so.
    status: BookingStatus;
    left_to_pay: number;
    owed_back: number;
    locale: Locale;
    created_by_staff_id: string | null;
  }
>;

function toBooking(r: Raw): Booking {
  return {
    id: r.id,
    code: r.code,
    packageSlug: r.package_slug,
    packageTitleEn: r.package_title_en,
    packageTitleFr: r.package_title_fr,
    durationDays: r.duration_days,
    destination: r.destination,
    catalogueBuiltAt: r.catalogue_built_at,
    pricePerPerson: r.price_per_person,
    spots: r.spots,
    tripType: r.trip_type,
    preferredDate: r.preferred_date,
    fullName: r.full_name,
    email: r.email,
    whatsapp: r.whatsapp,
    paymentMethod: r.payment_method,
    paymentNumber: r.payment_number,
    paymentEmail: r.payment_email,
    paymentType: r.payment_type,
    total: r.total,
    downPayment: r.down_payment,
    downPaymentPercent: r.down_payment_percent,
    feePercent: r.fee_percent,
    amountPaid: r.amount_paid,
    status: r.status,
    leftToPay: r.left_to_pay,
    owedBack: r.owed_back,
    locale: r.locale,
    createdAt: r.created_at,
    excessReturned: r.excess_returned,
    cancelledAt: r.cancelled_at,
    cancelKept: r.cancel_kept,
    cancelRefundParts: { excess: r.cancel_refund_excess, share: r.cancel_refund_share },
    cancelBasis: {
      percent: r.cancel_refund_percent,
      daysBefore: r.cancel_days_before,
      reason: r.cancel_refund_reason,
    },
    abandonedAt: r.abandoned_at,
    travelledAt: r.travelled_at,
    createdByStaffId: r.created_by_staff_id,
    departureId: r.departure_id,
    travellerNames: r.traveller_names,
    overbookedAt: r.seats_overbooked_at,
    whatsappOptIn: r.whatsapp_opt_in,
    whatsappProven: r.whatsapp_proven,
    remindersOffAt: r.reminders_off_at,
  };
}

/** The booking's money in the shape the pages, e-mails and back office share. */
export function moneyOf(b: Booking): BookingMoney {
  return {
    total: b.total,
    paid: b.amountPaid,
    refunded: b.excessReturned,
    owedBack: b.owedBack,
    leftToPay: b.leftToPay,
    status: b.status,
  };
}

export async function insertBooking(db: Pick<Db, 'query'>, b: NewBooking): Promise<Booking> {
  const { rows } = await db.query<Raw>(
    `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
       catalogue_built_at, price_per_person, spots, trip_type, preferred_date, full_name, email, whatsapp,
       payment_method, payment_number, payment_email, payment_type, total, down_payment, down_payment_percent,
       fee_percent, locale, created_by_staff_id, departure_id, seats_held_until, traveller_names, whatsapp_opt_in,
       client_network)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, CASE WHEN $25::text IS NULL THEN NULL ELSE now() + $26 * interval '1 millisecond' END, $27, $28, $29)
     RETURNING ${COLUMNS}`,
    [
      b.code,
      b.packageSlug,
      b.packageTitleEn,
      b.packageTitleFr,
      b.durationDays,
      b.destination,
      b.catalogueBuiltAt,
      b.pricePerPerson,
      b.spots,
      b.tripType,
      b.preferredDate,
      b.fullName,
      b.email,
      b.whatsapp,
      b.paymentMethod,
      b.paymentNumber,
      b.paymentEmail,
      b.paymentType,
      b.total,
      b.downPayment,
      b.downPaymentPercent,
      b.feePercent,
      b.locale,
      b.createdByStaffId ?? null,
      b.departureId ?? null,
      b.seatHoldMs ?? 0,
      b.travellerNames ?? [],
      b.whatsappOptIn ?? false,
      b.clientNetwork ?? null,
    ],
  );
  return toBooking(rows[0] as Raw);
}

export async function findBookingByCode(db: Db, code: string): Promise<Booking | null> {
  const { rows } = await db.query<Raw>(`SELECT ${COLUMNS} FROM bookings WHERE code = $1`, [code]);
  return rows[0] ? toBooking(rows[0]) : null;
}

type Cancelled = Computed<{ cancelled: boolean }>;

/** Whether the agency cancelled the booking (back office): it then takes no payment. */
export async function isBookingCancelled(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query<Cancelled>(
    'SELECT cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE id = $1',
    [id],
  );
  return rows[0]?.cancelled ?? false;
}

/**
 * Runs `work` in a transaction holding the booking's row (`SELECT ... FOR UPDATE`), as the cancel
 * does: what `work` checks about the booking (cancelled or not) stays true until it commits.
 * `work` must not call a remote service (docs/payments.md: no transaction across the provider call).
 */
export async function withBookingLocked<T>(
  db: Db,
  id: string,
  work: (tx: Db, locked: { cancelled: boolean; paid: number }) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (client) => {
    const locked = await lockBookingForAction(client, id);
    return work(client as unknown as Db, { cancelled: locked?.cancelled ?? false, paid: locked?.paid ?? 0 });
  });
}

export async function findBookingById(db: Db, id: string): Promise<Booking | null> {
  const { rows } = await db.query<Raw>(`SELECT ${COLUMNS} FROM bookings WHERE id = $1`, [id]);
  return rows[0] ? toBooking(rows[0]) : null;
}

/**
 * Claims the booking's confirmation e-mail: true for exactly one caller at a time (the one that must
 * send it). A lease, like the receipt's (`payment-attempts.ts`): taken again after `leaseMs` without
 * `markConfirmationSent`; `releaseConfirmation` gives it back when the send failed.
 */
export async function claimConfirmation(db: Db, bookingId: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE bookings SET confirmation_claimed_at = now()
     WHERE id = $1 AND confirmation_sent_at IS NULL
       AND (confirmation_claimed_at IS NULL OR confirmation_claimed_at < now() - $2 * interval '1 millisecond')`,
    [bookingId, leaseMs],
  );
  return rowCount === 1;
}

export async function markConfirmationSent(db: Db, bookingId: string): Promise<void> {
  await db.query('UPDATE bookings SET confirmation_sent_at = now() WHERE id = $1', [bookingId]);
}

export async function releaseConfirmation(db: Db, bookingId: string): Promise<void> {
  await db.query('UPDATE bookings SET confirmation_claimed_at = NULL WHERE id = $1', [bookingId]);
}

/** Bookings created between `since` and `before` whose confirmation was never sent, oldest first. */
export async function listUnconfirmed(
  db: Db,
  since: Date,
  before: Date,
  limit: number,
  leaseMs: number,
): Promise<Booking[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM bookings WHERE confirmation_sent_at IS NULL AND created_at >= $1 AND created_at < $2
       AND (confirmation_claimed_at IS NULL OR confirmation_claimed_at < now() - $4 * interval '1 millisecond')
     ORDER BY created_at LIMIT $3`,
    [since, before, limit, leaseMs],
  );
  return rows.map(toBooking);
}
