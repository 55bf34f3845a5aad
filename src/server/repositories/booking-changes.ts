/**
 * Changes staff make to a booking after the sale (migration 018): each is written here with who and
 * why, and a trigger lands it on the booking, whose money then follows (migration 013). Also the
 * claim of the e-mail that tells the customer, as a refund's.
 */
import type { Db } from '../db/pool.ts';

export interface NewBookingChange {
  bookingId: string;
  staffId: string;
  kind: 'trip' | 'price';
  reason: string;
  spots: number;
  preferredDate: string | null;
  total: number;
  downPayment: number;
  previous: { spots: number; preferredDate: string | null; total: number };
  at: Date;
}

export interface BookingChangeRow {
  id: string;
  bookingId: string;
  kind: 'trip' | 'price';
  spots: number;
  preferredDate: string | null;
  total: number;
  previous: { spots: number; preferredDate: string | null; total: number };
}

const lease = (column: string, param: string) =>
  `(${column} IS NULL OR ${column} < now() - ${param} * interval '1 millisecond')`;

/** Writes the change; the database applies it to the booking, or refuses it once cancelled. */
export async function insertBookingChange(db: Db, c: NewBookingChange): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, preferred_date, total,
       down_payment, previous, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text AS id`,
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
    ],
  );
  return rows[0]?.id ?? '';
}

export async function findBookingChange(db: Db, id: string): Promise<BookingChangeRow | null> {
  const { rows } = await db.query<BookingChangeRow>(
    `SELECT id::text AS id, booking_id::text AS "bookingId", kind, spots,
       to_char(preferred_date, 'YYYY-MM-DD') AS "preferredDate", total, previous
     FROM booking_changes WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function claimChangeMail(db: Db, id: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE booking_changes SET mail_claimed_at = now()
     WHERE id = $1 AND mail_sent_at IS NULL AND ${lease('mail_claimed_at', '$2')}`,
    [id, leaseMs],
  );
  return rowCount === 1;
}

export async function markChangeMailSent(db: Db, id: string): Promise<void> {
  await db.query('UPDATE booking_changes SET mail_sent_at = now() WHERE id = $1', [id]);
}

export async function releaseChangeMail(db: Db, id: string): Promise<void> {
  await db.query('UPDATE booking_changes SET mail_claimed_at = NULL WHERE id = $1', [id]);
}

/** Changes since `since` whose e-mail was never sent (the sweep sends them), oldest first. */
export async function listUnsentChangeMails(
  db: Db,
  since: Date,
  limit: number,
  leaseMs: number,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM booking_changes
     WHERE mail_sent_at IS NULL AND created_at >= $1 AND ${lease('mail_claimed_at', '$3')}
     ORDER BY created_at LIMIT $2`,
    [since, limit, leaseMs],
  );
  return rows.map((r) => r.id);
}
