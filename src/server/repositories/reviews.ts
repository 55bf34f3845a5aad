/** Reviews awaiting moderation; one per booking (UNIQUE booking_id). */
import type { ReviewQueueItem } from '../../api/admin-contract.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';

export interface ReviewRow {
  id: string;
  bookingId: string;
  bookingCode: string;
  packageSlug: string;
  displayName: string;
  rating: number;
  text: string;
  locale: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: Date;
}

export async function insertReview(
  db: Db,
  r: { bookingId: string; displayName: string; rating: number; text: string; locale: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO reviews (booking_id, display_name, rating, text, locale) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text AS id`,
    [r.bookingId, r.displayName, r.rating, r.text, r.locale],
  );
  return (rows[0] as { id: string }).id;
}

export async function hasReview(db: Db, bookingId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM reviews WHERE booking_id = $1', [bookingId]);
  return rows.length > 0;
}

const SELECT = `SELECT r.id::text AS id, r.booking_id::text AS "bookingId", b.code AS "bookingCode",
  b.package_slug AS "packageSlug", r.display_name AS "displayName", r.rating, r.text, r.locale, r.status,
  r.created_at AS "createdAt" FROM reviews r JOIN bookings b ON b.id = r.booking_id`;

export async function listReviews(db: Db, status: 'pending' | 'approved'): Promise<ReviewRow[]> {
  return (await db.query<ReviewRow>(`${SELECT} WHERE r.status = $1 ORDER BY r.created_at`, [status])).rows;
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | null> {
  return (await db.query<ReviewRow>(`${SELECT} WHERE r.id = $1`, [id])).rows[0] ?? null;
}

/** Pending -> approved, once. */
export async function approveReview(db: Db, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE reviews SET status = 'approved', approved_at = now() WHERE id = $1 AND status = 'pending'`,
    [id],
  );
  return rowCount === 1;
}

/** Pending -> rejected, once, with the owner's reason. */
export async function rejectReview(db: Db, id: string, reason: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE reviews SET status = 'rejected', rejected_at = $2, reject_reason = $3 WHERE id = $1 AND status = 'pending'`,
    [id, at, reason],
  );
  return rowCount === 1;
}

/**
 * The back office's queue: pending reviews, oldest first, with their booking's code and trip (its
 * name as booked, in the staff's language).
 */
export async function pendingReviews(db: Db, locale: Locale): Promise<ReviewQueueItem[]> {
  const { rows } = await db.query<ReviewQueueItem>(
    `SELECT r.id::text AS id, b.code AS "bookingCode", b.package_slug AS "packageSlug",
       CASE WHEN $1 = 'fr' THEN b.package_title_fr ELSE b.package_title_en END AS "packageTitle",
       r.display_name AS "displayName", r.rating, r.text, r.locale, to_json(r.created_at) #>> '{}' AS "createdAt"
     FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE r.status = 'pending' ORDER BY r.created_at, r.id`,
    [locale],
  );
  return rows;
}
