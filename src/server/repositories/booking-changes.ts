/**
 * Changes staff make to a booking after the sale (migration 018): each is written here with who and
 * why, and a trigger lands it on the booking, whose money then follows (migration 013). Also the
 * claim of the e-mail that tells the customer, as a refund's.
 */
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingChangesRow } from '../db/tables.ts';
import { mailClaims } from './mail-claims.ts';

export interface NewBookingChange {
  bookingId: string;
  staffId: string;
  kind: 'trip' | 'price' | 'departure';
  /** A move's new departure (kind `departure` only). */
  departureId?: string;
  reason: string;
  spots: number;
  preferredDate: string | null;
  total: number;
  downPayment: number;
  /** A move's new price per person, when the departure sells at another one (migration 031). */
  pricePerPerson?: number;
  previous: {
    spots: number;
    preferredDate: string | null;
    total: number;
    departureId?: string | null;
    pricePerPerson?: number;
  };
  at: Date;
}

export interface BookingChange {
  id: string;
  bookingId: string;
  kind: 'trip' | 'price' | 'departure';
  spots: number;
  preferredDate: string | null;
  total: number;
  /** The new price per person, when the change set one (a move's re-pricing); else null. */
  pricePerPerson: number | null;
  previous: { spots: number; preferredDate: string | null; total: number; pricePerPerson?: number };
}

type RawId = Selected<BookingChangesRow, 'id', { id: string }>;

type Raw = Selected<
  BookingChangesRow,
  'id' | 'booking_id' | 'kind' | 'spots' | 'preferred_date' | 'total' | 'price_per_person' | 'previous',
  {
    id: string;
    booking_id: string;
    kind: BookingChange['kind'];
    preferred_date: string | null;
    previous: BookingChange['previous'];
  }
>;

const toChange = (r: Raw): BookingChange => ({
  id: r.id,
  bookingId: r.booking_id,
  kind: r.kind,
  spots: r.spots,
  preferredDate: r.preferred_date,
  total: r.total,
  pricePerPerson: r.price_per_person,
  previous: r.previous,
});

/** Writes the change; the database applies it to the booking, or refuses it once cancelled. */
export async function insertBookingChange(db: Db, c: NewBookingChange): Promise<string> {
  const { rows } = await db.query<RawId>(
    `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, preferred_date, total,
       down_payment, previous, created_at, departure_id, price_per_person)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text AS id`,
    [
      c.bookingId,
      c.staffId,
      c.kind,
      c.reason,
      c.spots,
      c.preferredDate,
      c.total,
      c.downPayment,
      JSON.stringify(c.previous),
      c.at,
      c.departureId ?? null,
      c.pricePerPerson ?? null,
    ],
  );
  return rows[0]?.id ?? '';
}

export async function findBookingChange(db: Db, id: string): Promise<BookingChange | null> {
  const { rows } = await db.query<Raw>(
    `SELECT id::text AS id, booking_id::text AS booking_id, kind, spots,
       to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, total, price_per_person, previous
     FROM booking_changes WHERE id = $1`,
    [id],
  );
  return rows[0] ? toChange(rows[0]) : null;
}

/** The e-mail telling the customer of each change. */
export const changeMailClaims = mailClaims({
  table: 'booking_changes',
  claimed: 'mail_claimed_at',
  sent: 'mail_sent_at',
  happened: 'created_at',
});
