/**
 * The bookings list of the back office: filters, search (code, e-mail, phone, name) and pages, in SQL
 * that the indexes of migrations 006 and 025 serve at 100,000 bookings (see docs/back-office.md).
 */
import type { BookingListItem, BookingPage } from '../../api/admin-contract.ts';
import { agencyMoment } from '../../domain/agency-calendar.ts';
import { canonicalBookingCode } from '../../domain/booking-code.ts';
import { type BookingQuery, PAGE_SIZE } from '../../domain/booking-query.ts';
import type { PaymentMethod } from '../../domain/payment-method.ts';
import type { PaymentType } from '../../domain/pricing.ts';
import { foldForSearch } from '../../domain/search-fold.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';

/**
 * What `repositories/attention.ts` lists: money owed back (charged over the total, or kept on a
 * cancelled booking) or a balance to collect offline, from the columns the database computes
 * (migration 013, whose partial index has this predicate).
 */
export const NEEDS_ATTENTION_SQL = `(b.owed_back > 0 OR b.status = 'balance_offline')`;

const LIST_COLUMNS = `b.code, to_json(b.created_at) #>> '{}' AS created_at, b.full_name, b.email, b.whatsapp,
  b.package_slug, b.package_title_en, b.package_title_fr, b.spots, b.total, b.amount_paid,
  b.payment_type, b.status,
  ${NEEDS_ATTENTION_SQL} AS needs_attention`;

type RawItem = Selected<
  BookingsRow,
  | 'code'
  | 'created_at'
  | 'full_name'
  | 'email'
  | 'whatsapp'
  | 'package_slug'
  | 'package_title_en'
  | 'package_title_fr'
  | 'spots'
  | 'total'
  | 'amount_paid'
  | 'payment_type'
  | 'status',
  { created_at: string; payment_type: PaymentType; status: BookingListItem['status'] }
> &
  Computed<{ needs_attention: boolean }>;

/** A count of matches, capped. */
type Count = Computed<{ n: number }>;

export function listItem(r: RawItem, locale: Locale): BookingListItem {
  return {
    code: r.code,
    createdAt: r.created_at,
    fullName: r.full_name,
    email: r.email,
    whatsapp: r.whatsapp,
    packageSlug: r.package_slug,
    packageTitle: locale === 'fr' ? r.package_title_fr : r.package_title_en,
    spots: r.spots,
    total: r.total,
    paid: r.amount_paid,
    paymentType: r.payment_type,
    status: r.status,
    needsAttention: r.needs_attention,
  };
}

/** Matches beyond this are shown as "10,000+". */
export const COUNT_CAP = 10_000;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause and its parameters. Dates are the agency's calendar days (`agency-calendar.ts`). */
export function whereOf(query: BookingQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const q = query.q;
  if (q) {
    const code = canonicalBookingCode(q);
    const digits = q.replace(/\D/g, '');
    if (code) conditions.push(`b.code = ${param(code)}`);
    else if (q.includes('@'))
      conditions.push(`lower(b.email) LIKE ${param(`${likeEscape(q.toLowerCase())}%`)}`);
    else if (/^[\d\s+().-]+$/.test(q) && digits.length >= 4) {
      const reversed = [...digits].reverse().join('');
      conditions.push(`reverse(regexp_replace(b.whatsapp, '\\D', '', 'g')) LIKE ${param(`${reversed}%`)}`);
    } else {
      // Every word, as a prefix, accents and case folded: "zoe NKOU" finds "Zoé Nkoulou" (the GIN
      // index of migration 025). Only letters and digits reach the tsquery: no operator, no quote.
      const words = foldForSearch(q).match(/[\p{L}\p{N}]+/gu) ?? [];
      if (words.length === 0) conditions.push('false');
      else {
        const tsquery = words.map((word) => `${word}:*`).join(' & ');
        conditions.push(
          `to_tsvector('simple', fold_search_text(b.full_name)) @@ to_tsquery('simple', ${param(tsquery)})`,
        );
      }
    }
  }
  if (query.status === 'cancelled') conditions.push(`b.cancelled_at IS NOT NULL AND b.status <> 'abandoned'`);
  else if (query.status) conditions.push(`b.status = ${param(query.status)}`);
  if (query.packageSlug) conditions.push(`b.package_slug = ${param(query.packageSlug)}`);
  if (query.from)
    conditions.push(`b.created_at >= ${param(agencyMoment(query.from).toISOString())}::timestamptz`);
  if (query.to) {
    conditions.push(
      `b.created_at < (${param(agencyMoment(query.to).toISOString())}::timestamptz + interval '1 day')`,
    );
  }
  if (query.attention) conditions.push(NEEDS_ATTENTION_SQL);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export async function listBookings(db: Db, query: BookingQuery, locale: Locale): Promise<BookingPage> {
  const where = whereOf(query);
  const offset = (query.page - 1) * PAGE_SIZE;
  const [items, count] = await Promise.all([
    db.query<RawItem>(
      `SELECT ${LIST_COLUMNS} FROM bookings b ${where.sql}
       ORDER BY b.created_at DESC, b.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
      where.params,
    ),
    // Counted up to a cap: an exact count of 100,000 rows costs more than the page itself.
    db.query<Count>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM bookings b ${where.sql} LIMIT ${COUNT_CAP + 1}) capped`,
      where.params,
    ),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return {
    items: items.rows.map((r) => listItem(r, locale)),
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** The newest bookings, for the day's figures. */
export async function latestBookings(db: Db, locale: Locale, count = 5): Promise<BookingListItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT ${LIST_COLUMNS} FROM bookings b ORDER BY b.created_at DESC, b.id DESC LIMIT ${count}`,
  );
  return rows.map((r) => listItem(r, locale));
}

/**
 * A booking of the CSV export: the list's columns, how its successful payments came in, its money
 * after the sale as the database computes it, and who took it.
 */
export interface ExportedBooking extends BookingListItem {
  /** Each way the booking was paid, once: a card with its last digits when CinetPay gave them. */
  paidWith: PaidWith[];
  /** Still to pay (integer XAF); 0 once paid in full or cancelled. */
  leftToPay: number;
  /** Paid and not due, not yet sent back (integer XAF). */
  owedBack: number;
  /** Sent back by the agency so far (integer XAF). */
  refunded: number;
  /** The staff member who took it (phone, walk-in); null when the customer booked online. */
  takenBy: string | null;
  /** Its trip's date (ISO): its departure's, else the customer's preferred one; null when none. */
  tripDate: string | null;
  /** The departure it travels on (the manifest's id); null for a trip sold on request. */
  departureId: string | null;
}

type RawExported = RawItem &
  Selected<
    BookingsRow,
    'left_to_pay' | 'owed_back' | 'excess_returned' | 'departure_id',
    { left_to_pay: number; owed_back: number }
  > &
  Computed<{ paid_with: PaidWith[]; taken_by: string | null; trip_date: string | null }>;

export interface PaidWith {
  method: PaymentMethod;
  digits: string | null;
}

/** Every booking of the query, newest first, in batches (for the CSV export). */
export async function* allBookings(
  db: Db,
  query: BookingQuery,
  locale: Locale,
  batch = 1_000,
): AsyncGenerator<ExportedBooking> {
  const where = whereOf(query);
  let offset = 0;
  for (;;) {
    const { rows } = await db.query<RawExported>(
      `SELECT ${LIST_COLUMNS},
         (SELECT coalesce(json_agg(json_build_object('method', p.method, 'digits', p.card_last_digits)
                                   ORDER BY p.method, p.card_last_digits), '[]')
            FROM (SELECT DISTINCT a.method, a.card_last_digits FROM payment_attempts a
                  WHERE a.booking_id = b.id AND a.status = 'successful') p) AS paid_with,
         b.left_to_pay, b.owed_back, b.excess_returned,
         (SELECT s.name FROM staff s WHERE s.id = b.created_by_staff_id) AS taken_by,
         to_char(b.preferred_date, 'YYYY-MM-DD') AS trip_date, b.departure_id
       FROM bookings b ${where.sql}
       ORDER BY b.created_at DESC, b.id DESC LIMIT ${batch} OFFSET ${offset}`,
      where.params,
    );
    for (const row of rows)
      yield {
        ...listItem(row, locale),
        paidWith: row.paid_with,
        leftToPay: Number(row.left_to_pay),
        owedBack: Number(row.owed_back),
        refunded: Number(row.excess_returned),
        takenBy: row.taken_by,
        tripDate: row.trip_date,
        departureId: row.departure_id,
      };
    if (rows.length < batch) return;
    offset += batch;
  }
}
