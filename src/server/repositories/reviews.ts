/** Reviews awaiting moderation; one per booking (UNIQUE booking_id). */
import type { ReviewQueueItem } from '../../api/admin-contract.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow, ReviewsRow } from '../db/tables.ts';

type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface Review {
  id: string;
  bookingId: string;
  bookingCode: string;
  packageSlug: string;
  displayName: string;
  rating: number;
  text: string;
  locale: string;
  status: ReviewStatus;
  createdAt: Date;
}

type RawId = Selected<ReviewsRow, 'id', { id: string }>;

/** A review with its booking's code and trip (`SELECT` below). */
type Raw = Selected<
  ReviewsRow,
  'id' | 'booking_id' | 'display_name' | 'rating' | 'text' | 'locale' | 'status' | 'created_at',
  { id: string; booking_id: string; status: ReviewStatus }
> &
  Selected<BookingsRow, 'code' | 'package_slug'>;

const toReview = (r: Raw): Review => ({
  id: r.id,
  bookingId: r.booking_id,
  bookingCode: r.code,
  packageSlug: r.package_slug,
  displayName: r.display_name,
  rating: r.rating,
  text: r.text,
  locale: r.locale,
  status: r.status,
  createdAt: r.created_at,
});

export async function insertReview(
  db: Db,
  r: { bookingId: string; displayName: string; rating: number; text: string; locale: string },
): Promise<string> {
  const { rows } = await db.query<RawId>(
    `INSERT INTO reviews (booking_id, display_name, rating, text, locale) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text AS id`,
    [r.bookingId, r.displayName, r.rating, r.text, r.locale],
  );
  return (rows[0] as RawId).id;
}

export async function hasReview(db: Db, bookingId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM reviews WHERE booking_id = $1', [bookingId]);
  return rows.length > 0;
}

const SELECT = `SELECT r.id::text AS id, r.booking_id::text AS booking_id, b.code, b.package_slug, r.display_name,
  r.rating, r.text, r.locale, r.status, r.created_at FROM reviews r JOIN bookings b ON b.id = r.booking_id`;

export async function listReviews(db: Db, status: 'pending' | 'approved'): Promise<Review[]> {
  return (await db.query<Raw>(`${SELECT} WHERE r.status = $1 ORDER BY r.created_at`, [status])).rows.map(
    toReview,
  );
}

export async function findReview(db: Db, id: string): Promise<Review | null> {
  const row = (await db.query<Raw>(`${SELECT} WHERE r.id = $1`, [id])).rows[0];
  return row ? toReview(row) : null;
}

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

type RawQueued = Selected<
  ReviewsRow,
  'id' | 'display_name' | 'rating' | 'text' | 'locale' | 'created_at',
  { id: string; created_at: string }
> &
  Selected<BookingsRow, 'code' | 'package_slug'> &
  // The trip's name in the staff's language.
  Computed<{ package_title: string }>;

/**
 * The back office's queue: pending reviews, oldest first, with their booking's code and trip (its
 * name as booked, in the staff's language).
 */
export async function pendingReviews(db: Db, locale: Locale): Promise<ReviewQueueItem[]> {
  const { rows } = await db.query<RawQueued>(
    `SELECT r.id::text AS id, b.code, b.package_slug,
       CASE WHEN $1 = 'fr' THEN b.package_title_fr ELSE b.package_title_en END AS package_title,
       r.display_name, r.rating, r.text, r.locale, to_json(r.created_at) #>> '{}' AS created_at
     FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE r.status = 'pending' ORDER BY r.created_at, r.id`,
    [locale],
  );
  return rows.map((r) => ({
    id: r.id,
    bookingCode: r.code,
    packageSlug: r.package_slug,
    packageTitle: r.package_title,
    displayName: r.display_name,
    rating: r.rating,
    text: r.text,
    locale: r.locale,
    createdAt: r.created_at,
  }));
}
