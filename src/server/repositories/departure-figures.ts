/**
 * The back office's reads of departures: seats and money per departure, and a departure's
 * manifest. Seats go through the database's one definition (`departure_seat_holders`, migration
 * 021); money is the columns the database computes (migration 013). The bookings' departure index
 * (migration 021) serves both at 100,000 bookings (`npm run bench:admin`).
 */
import type { ManifestBooking } from '../../api/admin-contract.ts';
import type { BookingStatus } from '../../domain/booking-status.ts';
import type { Locale } from '../../domain/locales.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';

type Query = Pick<Db, 'query'>;

export interface DepartureFigures {
  seatsPaid: number;
  seatsHeld: number;
  bookings: number;
  paid: number;
  leftToPay: number;
  stopped: boolean;
}

const NONE: DepartureFigures = {
  seatsPaid: 0,
  seatsHeld: 0,
  bookings: 0,
  paid: 0,
  leftToPay: 0,
  stopped: false,
};

/** Seats and money the SQL sums over a departure's bookings. */
type RawFigures = Computed<DepartureFigures & { id: string }>;

/** The figures of each departure asked about (one with no booking: zeros). */
export async function departureFigures(
  db: Query,
  departureIds: readonly string[],
): Promise<Map<string, DepartureFigures>> {
  if (departureIds.length === 0) return new Map();
  // Set-based, one pass each over the departures' bookings (the index on departure_id): seats taken
  // by the definition, paid seats and money from the bookings' own columns; held = taken - paid.
  const { rows } = await db.query<RawFigures>(
    `WITH taken AS (
       SELECT departure_id, SUM(spots) AS seats FROM departure_seat_holders
       WHERE departure_id = ANY($1::text[]) GROUP BY departure_id
     ), booked AS (
       SELECT departure_id, count(*) AS bookings, SUM(spots) FILTER (WHERE amount_paid > 0) AS seats_paid,
         SUM(amount_paid) AS paid, SUM(left_to_pay) AS left_to_pay
       FROM bookings WHERE departure_id = ANY($1::text[]) AND cancelled_at IS NULL GROUP BY departure_id
     )
     SELECT d.id,
       COALESCE(k.seats_paid, 0)::int AS "seatsPaid",
       GREATEST(COALESCE(t.seats, 0) - COALESCE(k.seats_paid, 0), 0)::int AS "seatsHeld",
       COALESCE(k.bookings, 0)::int AS bookings, COALESCE(k.paid, 0)::float8 AS paid,
       COALESCE(k.left_to_pay, 0)::float8 AS "leftToPay",
       COALESCE(s.sales_stopped_at IS NOT NULL, false) AS stopped
     FROM unnest($1::text[]) AS d(id)
     LEFT JOIN departure_states s ON s.departure_id = d.id
     LEFT JOIN taken t ON t.departure_id = d.id
     LEFT JOIN booked k ON k.departure_id = d.id`,
    [departureIds],
  );
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}

export const noFigures = (): DepartureFigures => ({ ...NONE });

type RawManifestBooking = Selected<
  BookingsRow,
  | 'code'
  | 'full_name'
  | 'email'
  | 'whatsapp'
  | 'locale'
  | 'spots'
  | 'traveller_names'
  | 'amount_paid'
  | 'left_to_pay'
  | 'status'
  | 'guide_note',
  { locale: Locale; left_to_pay: number; status: BookingStatus }
> &
  Computed<{ seats: ManifestBooking['seats']; notes: string[] }>;

const toManifestBooking = (r: RawManifestBooking): ManifestBooking => ({
  code: r.code,
  fullName: r.full_name,
  email: r.email,
  whatsapp: r.whatsapp,
  locale: r.locale,
  spots: r.spots,
  travellers: r.traveller_names,
  paid: r.amount_paid,
  leftToPay: r.left_to_pay,
  status: r.status,
  seats: r.seats,
  notes: r.notes,
  guideNote: r.guide_note,
});

/** The bookings (not cancelled) travelling on a departure of `packageSlug`, by lead's name. */
export async function manifestBookings(
  db: Query,
  departureId: string,
  packageSlug: string,
): Promise<ManifestBooking[]> {
  const { rows } = await db.query<RawManifestBooking>(
    `SELECT b.code, b.full_name, b.email, b.whatsapp, b.locale, b.spots,
       b.traveller_names, b.amount_paid, b.left_to_pay, b.status, b.guide_note,
       CASE WHEN b.amount_paid > 0 THEN 'paid' WHEN h.booking_id IS NOT NULL THEN 'held'
         ELSE 'released' END AS seats,
       COALESCE((SELECT array_agg(a.reason ORDER BY a.id) FROM staff_audit a
         WHERE a.booking_id = b.id AND a.action = 'note'), '{}') AS notes
     FROM bookings b LEFT JOIN departure_seat_holders h ON h.booking_id = b.id
     WHERE b.departure_id = $1 AND b.package_slug = $2 AND b.cancelled_at IS NULL
     ORDER BY b.full_name, b.id`,
    [departureId, packageSlug],
  );
  return rows.map(toManifestBooking);
}
