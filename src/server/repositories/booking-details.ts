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
import type { Computed, Selected } from '../db/row-types.ts';
import type {
  BookingRefundsRow,
  BookingsRow,
  PaymentAttemptsRow,
  ProviderNotificationsRow,
  StaffRow,
} from '../db/tables.ts';

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
  | 'traveller_names'
  | 'guide_note',
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
       departure_id, traveller_names, guide_note, whatsapp_opt_in, whatsapp_proven
     FROM bookings WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

type RawAttemptView = Selected<
  PaymentAttemptsRow,
  | 'reference'
  | 'kind'
  | 'amount'
  | 'fee'
  | 'status'
  | 'method'
  | 'number'
  | 'card_last_digits'
  | 'provider'
  | 'provider_id'
  | 'provider_status'
  | 'financial_trans_id'
  | 'payer_name'
  | 'failure_reason'
  | 'late_success'
  | 'created_at'
  | 'confirmed_at'
  | 'last_checked_at'
  | 'receipt_sent_at',
  {
    // The columns' check constraints hold these to the domain's words.
    kind: AdminAttemptView['kind'];
    status: AdminAttemptView['status'];
    method: AdminAttemptView['method'];
    created_at: string;
    confirmed_at: string | null;
    last_checked_at: string | null;
    receipt_sent_at: string | null;
  }
> &
  // The staff's record of an offline payment, built as the page reads it.
  Computed<{ offline: AdminAttemptView['offline'] }>;

/** Every attempt of the booking, oldest first, with the staff's record of an offline one. */
export async function listAttemptViews(db: Db, bookingId: string): Promise<AdminAttemptView[]> {
  const { rows } = await db.query<RawAttemptView>(
    `SELECT a.reference, a.kind, a.amount, a.fee, a.status, a.method, a.number, a.card_last_digits, a.provider, a.provider_id,
       a.provider_status, a.financial_trans_id, a.payer_name, a.failure_reason, a.late_success,
       ${iso('a.created_at')} AS created_at, ${iso('a.confirmed_at')} AS confirmed_at,
       ${iso('a.last_checked_at')} AS last_checked_at, ${iso('a.receipt_sent_at')} AS receipt_sent_at,
       CASE WHEN o.attempt_id IS NULL THEN NULL ELSE json_build_object('channel', o.channel,
         'receivedOn', to_char(o.received_on, 'YYYY-MM-DD'), 'note', o.note, 'staffName', s.name,
         'operator', o.operator, 'payerReference', o.payer_reference) END AS offline
     FROM payment_attempts a
     LEFT JOIN offline_payments o ON o.attempt_id = a.id LEFT JOIN staff s ON s.id = o.staff_id
     WHERE a.booking_id = $1 ORDER BY a.created_at, a.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    reference: r.reference,
    kind: r.kind,
    amount: r.amount,
    fee: r.fee,
    status: r.status,
    method: r.method,
    // A card is shown by its last digits where a phone number is shown (`····1234`).
    number: r.method === CARD ? cardDigitsShown(r.card_last_digits) : r.number,
    provider: r.provider,
    providerId: r.provider_id,
    providerStatus: r.provider_status,
    financialTransId: r.financial_trans_id,
    payerName: r.payer_name,
    failureReason: r.failure_reason,
    lateSuccess: r.late_success,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    lastCheckedAt: r.last_checked_at,
    receiptSentAt: r.receipt_sent_at,
    offline: r.offline,
  }));
}

type RawNotificationView = Selected<
  ProviderNotificationsRow,
  'id' | 'received_at' | 'provider_id' | 'external_id' | 'outcome' | 'raw_body',
  { id: string; received_at: string }
>;

/**
 * The provider's own notifications (naming the transaction bound to the attempt) first, so forged ones
 * naming the public reference never push them past the limit; newest first in each group.
 */
export async function listNotificationViews(db: Db, bookingId: string): Promise<NotificationView[]> {
  const { rows } = await db.query<RawNotificationView>(
    `SELECT n.id::text AS id, ${iso('n.received_at')} AS received_at, n.provider_id, n.external_id,
       n.outcome, n.raw_body
     FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
     WHERE a.booking_id = $1
     ORDER BY COALESCE(n.provider_id = a.provider_id, false) DESC, n.received_at DESC, n.id DESC LIMIT 200`,
    [bookingId],
  );
  return rows.map((r) => ({
    id: r.id,
    receivedAt: r.received_at,
    providerId: r.provider_id,
    externalId: r.external_id,
    outcome: r.outcome,
    rawBody: r.raw_body,
  }));
}

type RawRefundSent = Selected<
  BookingRefundsRow,
  'amount' | 'method' | 'reference' | 'sent_at',
  { method: AdminRefundView['sent'][number]['method']; sent_at: string }
> & { staff_name: StaffRow['name'] };

export async function listRefundsSent(db: Db, bookingId: string): Promise<AdminRefundView['sent']> {
  const { rows } = await db.query<RawRefundSent>(
    `SELECT r.amount, r.method, r.reference, ${iso('r.sent_at')} AS sent_at, s.name AS staff_name
     FROM booking_refunds r JOIN staff s ON s.id = r.staff_id WHERE r.booking_id = $1 ORDER BY r.sent_at, r.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    amount: r.amount,
    method: r.method,
    reference: r.reference,
    sentAt: r.sent_at,
    staffName: r.staff_name,
  }));
}
