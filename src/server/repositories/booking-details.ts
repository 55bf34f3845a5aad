/**
 * One booking unmasked for staff (the back office's booking page, `src/server/admin/booking-views.ts`):
 * its row with the staff member who took it, its payment attempts with their offline records, the
 * provider's notifications and the refunds sent. Times come back as ISO text, as the page shows them.
 */
import type { AdminAttemptView, AdminRefundView, NotificationView } from '../../api/admin-contract.ts';
import type { BookingStatus } from '../../domain/booking-status.ts';
import type { Locale } from '../../domain/locales.ts';
import { CARD, cardDigitsShown } from '../../domain/payment-method.ts';
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';

/** A timestamp as ISO 8601 text (what `Date.toISOString` would give), for answers sent as JSON. */
export const iso = (column: string) => `to_json(${column}) #>> '{}'`;

export type StaffBookingRow = Selected<
  BookingsRow,
  | 'id'
  | 'whatsapp_opt_in'
  | 'whatsapp_proven'
  | 'code'
  | 'status'
  | 'created_at'
  | 'locale'
  | 'package_slug'
  | 'package_title_en'
  | 'package_title_fr'
  | 'duration_days'
  | 'destination'
  | 'trip_type'
  | 'spots'
  | 'preferred_date'
  | 'payment_type'
  | 'full_name'
  | 'email'
  | 'whatsapp'
  | 'payment_method'
  | 'payment_number'
  | 'payment_email'
  | 'price_per_person'
  | 'total'
  | 'down_payment'
  | 'amount_paid'
  | 'excess_returned'
  | 'left_to_pay'
  | 'owed_back'
  | 'cancelled_at'
  | 'cancel_reason'
  | 'cancel_kept'
  | 'cancel_refund_excess'
  | 'cancel_refund_share'
  | 'cancel_refund_percent'
  | 'cancel_days_before'
  | 'cancel_refund_reason'
  | 'travelled_at'
  | 'confirmation_sent_at'
  | 'departure_id'
  | 'traveller_names',
  {
    id: string;
    status: BookingStatus;
    created_at: string;
    locale: Locale;
    preferred_date: string | null;
    left_to_pay: number;
    owed_back: number;
    cancelled_at: string | null;
    travelled_at: string | null;
    confirmation_sent_at: string | null;
  }
> & { abandoned: boolean; created_by: string | null };

export async function findStaffBooking(db: Db, code: string): Promise<StaffBookingRow | null> {
  const { rows } = await db.query<StaffBookingRow>(
    `SELECT id::text AS id, code, status,
       ${iso('created_at')} AS created_at, locale, package_slug, package_title_en, package_title_fr, duration_days,
       destination, trip_type, spots, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, payment_type,
       full_name, email, whatsapp, payment_method, payment_number, payment_email, price_per_person, total,
       down_payment, amount_paid, excess_returned, left_to_pay, owed_back, ${iso('cancelled_at')} AS cancelled_at,
       cancel_reason, cancel_kept, cancel_refund_excess, cancel_refund_share,
       cancel_refund_percent, cancel_days_before, cancel_refund_reason,
       abandoned_at IS NOT NULL AS abandoned, ${iso('travelled_at')} AS travelled_at,
       ${iso('confirmation_sent_at')} AS confirmation_sent_at,
       (SELECT s.name FROM staff s WHERE s.id = bookings.created_by_staff_id) AS created_by,
       departure_id, traveller_names, whatsapp_opt_in, whatsapp_proven
     FROM bookings WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

/** Every attempt of the booking, oldest first, with the staff's record of an offline one. */
export async function listAttemptViews(db: Db, bookingId: string): Promise<AdminAttemptView[]> {
  const { rows } = await db.query<AdminAttemptView & { card_last_digits: string | null }>(
    `SELECT a.reference, a.kind, a.amount, a.fee, a.status, a.method, a.number, a.card_last_digits, a.provider,
       a.provider_id AS "providerId", a.provider_status AS "providerStatus",
       a.financial_trans_id AS "financialTransId", a.payer_name AS "payerName",
       a.failure_reason AS "failureReason", a.late_success AS "lateSuccess",
       ${iso('a.created_at')} AS "createdAt", ${iso('a.confirmed_at')} AS "confirmedAt",
       ${iso('a.last_checked_at')} AS "lastCheckedAt", ${iso('a.receipt_sent_at')} AS "receiptSentAt",
       CASE WHEN o.attempt_id IS NULL THEN NULL ELSE json_build_object('channel', o.channel,
         'receivedOn', to_char(o.received_on, 'YYYY-MM-DD'), 'note', o.note, 'staffName', s.name,
         'operator', o.operator, 'payerReference', o.payer_reference) END AS offline
     FROM payment_attempts a
     LEFT JOIN offline_payments o ON o.attempt_id = a.id LEFT JOIN staff s ON s.id = o.staff_id
     WHERE a.booking_id = $1 ORDER BY a.created_at, a.id`,
    [bookingId],
  );
  // A card is shown by its last digits where a phone number is shown (`····1234`).
  return rows.map(({ card_last_digits: digits, ...row }) =>
    row.method === CARD ? { ...row, number: cardDigitsShown(digits) } : row,
  );
}

/**
 * The provider's own notifications (naming the transaction bound to the attempt) first, so forged ones
 * naming the public reference never push them past the limit; newest first in each group.
 */
export async function listNotificationViews(db: Db, bookingId: string): Promise<NotificationView[]> {
  const { rows } = await db.query<NotificationView>(
    `SELECT n.id::text AS id, ${iso('n.received_at')} AS "receivedAt", n.provider_id AS "providerId", n.external_id AS "externalId",
       n.outcome, n.raw_body AS "rawBody"
     FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
     WHERE a.booking_id = $1
     ORDER BY COALESCE(n.provider_id = a.provider_id, false) DESC, n.received_at DESC, n.id DESC LIMIT 200`,
    [bookingId],
  );
  return rows;
}

export async function listRefundsSent(db: Db, bookingId: string): Promise<AdminRefundView['sent']> {
  const { rows } = await db.query<AdminRefundView['sent'][number]>(
    `SELECT r.amount, r.method, r.reference, ${iso('r.sent_at')} AS "sentAt", s.name AS "staffName"
     FROM booking_refunds r JOIN staff s ON s.id = r.staff_id WHERE r.booking_id = $1 ORDER BY r.sent_at, r.id`,
    [bookingId],
  );
  return rows;
}
