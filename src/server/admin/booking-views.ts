/**
 * What the back office shows: the day's figures, one booking unmasked (attempts with provider ids,
 * notifications, e-mails sent, notes, audit trail) and the "needs attention" list. Read only.
 */
import type {
  AdminAttemptView,
  AdminBookingView,
  AdminRefundView,
  AttentionItem,
  AuditItem,
  NotificationView,
  TodayView,
} from '../../api/admin-contract.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import { DEFAULT_BALANCE_DUE_DAYS } from '../../domain/balance-due.ts';
import { type BookingMoney, excessOf } from '../../domain/booking-status.ts';
import type { CancellationPolicy } from '../../domain/cancellation-policy.ts';
import { type RefundState, refundOf } from '../../domain/refund.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import { listNeedingAttention } from '../repositories/attention.ts';
import { listItem, NEEDS_ATTENTION_SQL } from '../repositories/booking-list.ts';
import { findOpenCancelRequest } from '../repositories/cancel-requests.ts';
import { unstoredNotificationsSince } from '../repositories/notifications.ts';
import { REMINDER_MAX_TRIES } from '../repositories/reminders.ts';
import { DEFAULT_UNPAID_FOLLOW_UP_HOURS, type ServiceDeps } from '../services/deps.ts';
import { WHATSAPP_MAX_TRIES } from '../services/whatsapp-messages.ts';
import { listAudit } from './audit-log.ts';
import { proposalFor, refundPolicy } from './cancel-action.ts';
import { moveTargets } from './departures-view.ts';
import { unpaidCutoff, unpaidItems, unpaidSince } from './unpaid-bookings.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Counts of notifications not stored are kept as long as stored ones (the sweep removes both). */
const NOT_KEPT_DAYS = 30;

/** Start of the agency's (UTC+1, no daylight saving) day, ISO week (Monday) and month of `now`. */
export function agencyPeriods(now: Date): { day: Date; week: Date; month: Date } {
  const today = agencyToday(now);
  const day = new Date(`${today}T00:00:00+01:00`);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    day,
    week: new Date(day.getTime() - weekday * DAY_MS),
    month: new Date(`${today.slice(0, 8)}01T00:00:00+01:00`),
  };
}

export async function todayView(
  db: Db,
  now: Date,
  locale: Locale,
  unpaidHours = DEFAULT_UNPAID_FOLLOW_UP_HOURS,
): Promise<TodayView> {
  const { day, week, month } = agencyPeriods(now);
  const money = await db.query<{ period: string; amount: number; payments: number }>(
    `SELECT p.period, COALESCE(SUM(a.amount), 0)::int AS amount, count(a.id)::int AS payments
     FROM (VALUES ('day', $1::timestamptz), ('week', $2::timestamptz), ('month', $3::timestamptz)) p(period, since)
     LEFT JOIN payment_attempts a ON a.status = 'successful' AND a.confirmed_at >= p.since AND a.confirmed_at <= $4
     GROUP BY p.period`,
    [day, week, month, now],
  );
  const period = (name: string) => {
    const row = money.rows.find((r) => r.period === name);
    return { amount: row?.amount ?? 0, payments: row?.payments ?? 0 };
  };
  const counts = await db.query<{
    today: number;
    week: number;
    outstanding: number;
    owed: number;
    refunds: number;
    refund_owed: number;
    attention: number;
    unpaid: number;
  }>(
    `SELECT count(*) FILTER (WHERE created_at >= $1)::int AS today,
       count(*) FILTER (WHERE created_at >= $2)::int AS week,
       count(*) FILTER (WHERE amount_paid > 0 AND left_to_pay > 0)::int AS outstanding,
       COALESCE(SUM(left_to_pay) FILTER (WHERE amount_paid > 0 AND left_to_pay > 0), 0)::bigint::float8 AS owed,
       count(*) FILTER (WHERE cancelled_at IS NOT NULL AND owed_back > 0)::int AS refunds,
       COALESCE(SUM(owed_back) FILTER (WHERE cancelled_at IS NOT NULL AND owed_back > 0), 0)::bigint::float8 AS refund_owed,
       count(*) FILTER (WHERE ${NEEDS_ATTENTION_SQL})::int AS attention,
       count(*) FILTER (WHERE ${unpaidSince('$3')})::int AS unpaid
     FROM bookings b`,
    [day, week, unpaidCutoff(now, unpaidHours)],
  );
  const latest = await db.query(
    `SELECT code, to_json(created_at) #>> '{}' AS created_at, full_name, email, whatsapp, package_slug,
       package_title_en, package_title_fr, spots, total, amount_paid, status,
       ${NEEDS_ATTENTION_SQL} AS needs_attention
     FROM bookings b ORDER BY created_at DESC, id DESC LIMIT 5`,
  );
  const c = counts.rows[0];
  return {
    newBookings: {
      today: c?.today ?? 0,
      week: c?.week ?? 0,
      latest: latest.rows.map((r) => listItem(r as Parameters<typeof listItem>[0], locale)),
    },
    received: { today: period('day'), week: period('week'), month: period('month') },
    outstanding: { bookings: c?.outstanding ?? 0, amount: Number(c?.owed ?? 0) },
    refundsOwed: { bookings: c?.refunds ?? 0, amount: Number(c?.refund_owed ?? 0) },
    attention: c?.attention ?? 0,
    unpaid: { bookings: c?.unpaid ?? 0, hours: unpaidHours },
  };
}

interface RawBooking {
  id: string;
  whatsapp_opt_in: boolean;
  code: string;
  status: AdminBookingView['status'];
  created_at: string;
  locale: Locale;
  package_slug: string;
  package_title_en: string;
  package_title_fr: string;
  duration_days: number;
  destination: string;
  trip_type: string;
  spots: number;
  preferred_date: string | null;
  payment_type: string;
  full_name: string;
  email: string;
  whatsapp: string;
  payment_method: string;
  payment_number: string;
  payment_email: string | null;
  price_per_person: number;
  total: number;
  down_payment: number;
  amount_paid: number;
  excess_returned: number;
  left_to_pay: number;
  owed_back: number;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancel_kept: number;
  abandoned: boolean;
  travelled_at: string | null;
  confirmation_sent_at: string | null;
  created_by: string | null;
  departure_id: string | null;
  traveller_names: string[];
}

const iso = (column: string) => `to_json(${column}) #>> '{}'`;

/** One booking as staff see it, with the refund the policy proposes today if it is cancelled. */
export async function staffBookingView(deps: ServiceDeps, code: string): Promise<AdminBookingView | null> {
  const view = await bookingView(deps.db, code, deps.clock(), await refundPolicy(deps));
  if (!view || view.cancelled) return view;
  // Where it may move: the other departures of its trip, with their seats now.
  const targets = await moveTargets(deps, {
    packageSlug: view.package.slug,
    departureId: view.departure?.id ?? null,
  });
  return { ...view, moveTargets: targets };
}

export async function bookingView(
  db: Db,
  code: string,
  now = new Date(),
  policy: CancellationPolicy = [],
): Promise<AdminBookingView | null> {
  const { rows } = await db.query<RawBooking>(
    `SELECT id::text AS id, code, status,
       ${iso('created_at')} AS created_at, locale, package_slug, package_title_en, package_title_fr, duration_days,
       destination, trip_type, spots, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, payment_type,
       full_name, email, whatsapp, payment_method, payment_number, payment_email, price_per_person, total,
       down_payment, amount_paid, excess_returned, left_to_pay, owed_back, ${iso('cancelled_at')} AS cancelled_at,
       cancel_reason, cancel_kept, abandoned_at IS NOT NULL AS abandoned, ${iso('travelled_at')} AS travelled_at,
       ${iso('confirmation_sent_at')} AS confirmation_sent_at,
       (SELECT s.name FROM staff s WHERE s.id = bookings.created_by_staff_id) AS created_by,
       departure_id, traveller_names, whatsapp_opt_in
     FROM bookings WHERE code = $1`,
    [code],
  );
  const b = rows[0];
  if (!b) return null;
  const money: BookingMoney = {
    total: b.total,
    paid: b.amount_paid,
    refunded: b.excess_returned,
    owedBack: b.owed_back,
    leftToPay: b.left_to_pay,
    status: b.status,
  };
  const attempts = await db.query<AdminAttemptView>(
    `SELECT a.reference, a.kind, a.amount, a.fee, a.status, a.method, a.number, a.provider,
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
    [b.id],
  );
  // The provider's own (naming the transaction bound to the attempt) first, so forged ones naming the
  // public reference never push them past the limit; newest first in each group.
  const notifications = await db.query<NotificationView>(
    `SELECT n.id::text AS id, ${iso('n.received_at')} AS "receivedAt", n.provider_id AS "providerId", n.external_id AS "externalId",
       n.outcome, n.raw_body AS "rawBody"
     FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
     WHERE a.booking_id = $1
     ORDER BY COALESCE(n.provider_id = a.provider_id, false) DESC, n.received_at DESC, n.id DESC LIMIT 200`,
    [b.id],
  );
  const notKept = await unstoredNotificationsSince(
    db,
    agencyToday(new Date(now.getTime() - NOT_KEPT_DAYS * DAY_MS)),
  );
  const audit: AuditItem[] = await listAudit(db, b.id);
  return {
    code: b.code,
    status: b.status,
    createdAt: b.created_at,
    locale: b.locale,
    package: {
      slug: b.package_slug,
      titleEn: b.package_title_en,
      titleFr: b.package_title_fr,
      durationDays: b.duration_days,
      destination: b.destination,
    },
    tripType: b.trip_type,
    spots: b.spots,
    preferredDate: b.preferred_date,
    paymentType: b.payment_type,
    contact: { fullName: b.full_name, email: b.email, whatsapp: b.whatsapp },
    whatsappOptIn: b.whatsapp_opt_in,
    paymentMethod: b.payment_method,
    paymentNumber: b.payment_number,
    paymentEmail: b.payment_email,
    pricePerPerson: b.price_per_person,
    total: b.total,
    downPayment: b.down_payment,
    paid: money.paid,
    // Nothing is due on a cancelled booking: what was paid is owed back (`refund`).
    leftToPay: money.leftToPay,
    owedBack: money.owedBack,
    refunded: money.refunded,
    createdBy: b.created_by,
    excess: b.cancelled_at ? null : excessOf(money),
    cancelled: b.cancelled_at
      ? { at: b.cancelled_at, reason: b.cancel_reason ?? '', abandoned: b.abandoned }
      : null,
    refund: b.cancelled_at ? await refundOfBooking(db, b.id, refundOf(money, b.cancel_kept)) : null,
    cancelRequest: await openRequestOf(db, b.id),
    refundProposal: b.cancelled_at
      ? null
      : proposalFor(policy, { paid: b.amount_paid, preferredDate: b.preferred_date }, now),
    departure: b.departure_id ? { id: b.departure_id, date: b.preferred_date ?? '' } : null,
    moveTargets: [],
    travellers: b.traveller_names,
    travelledAt: b.travelled_at,
    confirmationSentAt: b.confirmation_sent_at,
    attempts: attempts.rows,
    notifications: notifications.rows,
    notificationsNotKept: {
      unreadable: notKept.unreadable,
      unknownPayment: notKept['unknown-payment'],
      overLimit: notKept['over-limit'],
    },
    notes: audit.filter((a) => a.action === 'note'),
    audit,
  };
}

async function openRequestOf(db: Db, bookingId: string) {
  const open = await findOpenCancelRequest(db, bookingId);
  return open ? { requestedAt: open.requestedAt, reason: open.reason } : null;
}

async function refundOfBooking(db: Db, bookingId: string, state: RefundState) {
  const { rows } = await db.query<AdminRefundView['sent'][number]>(
    `SELECT r.amount, r.method, r.reference, ${iso('r.sent_at')} AS "sentAt", s.name AS "staffName"
     FROM booking_refunds r JOIN staff s ON s.id = r.staff_id WHERE r.booking_id = $1 ORDER BY r.sent_at, r.id`,
    [bookingId],
  );
  return { ...state, sent: rows };
}

/** Minutes after which an unsent e-mail or an unconfirmed payment is worth a look. */
const STUCK_AFTER_MS = 30 * 60_000;
const ATTENTION_DAYS = 90;

/**
 * The attention report as a list: customers charged twice, balances to collect offline, refunds owed
 * on cancelled bookings, bookings paid into a full departure, attempts that could not be confirmed (still pending, or closed in a state
 * other than success, failure or expiry), e-mails that could not be sent, and bookings with nothing
 * paid `unpaidHours` after they were made.
 */
export async function attentionItems(
  db: Db,
  now: Date,
  unpaidHours = DEFAULT_UNPAID_FOLLOW_UP_HOURS,
  /** The agency's setting (`balanceDueDays`): a balance is overdue that many days before the trip. */
  dueDays = DEFAULT_BALANCE_DUE_DAYS,
): Promise<AttentionItem[]> {
  const since = new Date(now.getTime() - ATTENTION_DAYS * DAY_MS);
  const stuck = new Date(now.getTime() - STUCK_AFTER_MS);
  const report = await listNeedingAttention(db, since);
  const items: AttentionItem[] = [
    ...report.overpaid.map((b) => ({
      kind: 'overpaid' as const,
      code: b.code,
      fullName: b.fullName,
      amount: b.owedBack,
      reference: b.payments.find((p) => p.lateSuccess)?.reference ?? null,
      since: b.createdAt.toISOString(),
    })),
    ...report.balanceOffline.map((b) => ({
      kind: 'balanceOffline' as const,
      code: b.code,
      fullName: b.fullName,
      amount: b.total - b.paid,
      reference: null,
      since: b.createdAt.toISOString(),
    })),
    ...report.refunds.map((b) => ({
      kind: 'refund' as const,
      code: b.code,
      fullName: b.fullName,
      amount: b.owedBack,
      // The payment that came in on the cancelled booking, when there is one.
      reference: b.payments.findLast((p) => p.cancelledBooking)?.reference ?? null,
      since: b.createdAt.toISOString(),
    })),
  ];
  const unconfirmed = await db.query<AttentionItem>(
    `SELECT 'unconfirmed' AS kind, b.code, b.full_name AS "fullName", a.amount, a.reference,
       ${iso('a.created_at')} AS since
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE a.created_at >= $1 AND ((a.status = 'pending' AND a.created_at < $2)
       OR a.status NOT IN ('pending', 'successful', 'failed', 'expired'))
     ORDER BY a.created_at LIMIT 200`,
    [since, stuck],
  );
  const mailFailed = await db.query<AttentionItem>(
    `SELECT 'mailFailed' AS kind, b.code, b.full_name AS "fullName", 0 AS amount, NULL AS reference,
       ${iso('b.created_at')} AS since
     FROM bookings b WHERE b.confirmation_sent_at IS NULL AND b.created_at >= $1 AND b.created_at < $2
     UNION ALL
     SELECT 'mailFailed', b.code, b.full_name, a.amount, a.reference, ${iso('a.confirmed_at')}
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE a.status = 'successful' AND a.receipt_sent_at IS NULL AND a.confirmed_at >= $1 AND a.confirmed_at < $2
     LIMIT 200`,
    [since, stuck],
  );
  const unpaid = await unpaidItems(db, now, unpaidHours, since);
  const whatsappFailed = await failedWhatsAppItems(db, since);
  const requests = await db.query<AttentionItem>(
    `SELECT 'cancelRequest' AS kind, b.code, b.full_name AS "fullName", b.amount_paid AS amount,
       NULL AS reference, ${iso('r.requested_at')} AS since
     FROM cancel_requests r JOIN bookings b ON b.id = r.booking_id
     WHERE r.answered_at IS NULL ORDER BY r.requested_at LIMIT 200`,
  );
  return [
    ...requests.rows,
    ...(await overbookedItems(db)),
    ...items,
    ...unconfirmed.rows,
    ...mailFailed.rows,
    ...whatsappFailed,
    ...(await reminderItems(db, now, dueDays)),
    ...unpaid,
  ];
}

/** WhatsApp messages still unsent after their last try (docs/whatsapp.md), with the last reason. */
async function failedWhatsAppItems(db: Db, since: Date): Promise<AttentionItem[]> {
  const { rows } = await db.query<AttentionItem>(
    `SELECT 'whatsappFailed' AS kind, b.code, b.full_name AS "fullName", 0 AS amount,
       m.template AS reference, ${iso('m.created_at')} AS since,
       COALESCE(m.last_error, '') AS reason
     FROM whatsapp_messages m JOIN bookings b ON b.id = m.booking_id
     WHERE m.sent_at IS NULL AND m.skipped_at IS NULL AND m.tries >= $2 AND m.created_at >= $1
     ORDER BY m.created_at LIMIT 200`,
    [since, WHATSAPP_MAX_TRIES],
  );
  return rows;
}

/**
 * Balances overdue (the due date passed, money left, not cancelled; `amount` is what is left) and
 * reminders given up on after their last try (`reference` names the message).
 */
async function reminderItems(db: Db, now: Date, dueDays: number): Promise<AttentionItem[]> {
  const overdue = await db.query<AttentionItem>(
    `SELECT 'balanceOverdue' AS kind, code, full_name AS "fullName", left_to_pay AS amount,
       NULL AS reference, to_char(preferred_date - $2::int, 'YYYY-MM-DD') AS since
     FROM bookings WHERE status = 'partial_payment' AND preferred_date - $2::int < $1::date
     ORDER BY preferred_date LIMIT 200`,
    [agencyToday(now), dueDays],
  );
  const failed = await db.query<AttentionItem>(
    `SELECT 'reminderFailed' AS kind, b.code, b.full_name AS "fullName", 0 AS amount,
       r.kind AS reference, ${iso('r.failed_at')} AS since
     FROM booking_reminders r JOIN bookings b ON b.id = r.booking_id
     WHERE r.sent_at IS NULL AND r.claimed_at IS NULL AND r.tries >= $1
     ORDER BY r.failed_at LIMIT 200`,
    [REMINDER_MAX_TRIES],
  );
  return [...overdue.rows, ...failed.rows];
}

/**
 * Bookings paid after their seats were released into a departure that had filled (migration 021):
 * listed until staff move or cancel them, whatever their age.
 */
async function overbookedItems(db: Db): Promise<AttentionItem[]> {
  const { rows } = await db.query<AttentionItem>(
    `SELECT 'overbooked' AS kind, code, full_name AS "fullName", amount_paid AS amount, NULL AS reference,
       ${iso('seats_overbooked_at')} AS since
     FROM bookings WHERE seats_overbooked_at IS NOT NULL AND cancelled_at IS NULL
     ORDER BY seats_overbooked_at LIMIT 200`,
  );
  return rows;
}
