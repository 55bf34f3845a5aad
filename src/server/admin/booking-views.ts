/**
 * What the back office shows: the day's figures, one booking unmasked (attempts with provider ids,
 * notifications, e-mails sent, notes, audit trail) and the "needs attention" list. Read only.
 */

import type { AdminBookingView, AttentionItem, AuditItem, TodayView } from '../../api/admin-contract.ts';
import { agencyMoment, agencyToday } from '../../domain/agency-calendar.ts';
import { DEFAULT_BALANCE_DUE_DAYS } from '../../domain/balance-due.ts';
import { type BookingMoney, excessOf } from '../../domain/booking-status.ts';
import type { CancellationPolicy } from '../../domain/cancellation-policy.ts';
import { channelOf, type PaymentMethod } from '../../domain/payment-method.ts';
import { type RefundState, refundOf } from '../../domain/refund.ts';
import { type CancelBasis, refundAccount } from '../../domain/refund-account.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import { listNeedingAttention } from '../repositories/attention.ts';
import {
  failedWhatsApp,
  mailsNotSent,
  openCancelRequests,
  overbookedBookings,
  overdueBalances,
  remindersGivenUp,
  unconfirmedPayments,
} from '../repositories/attention-items.ts';
import { listAudit } from '../repositories/audit-log.ts';
import {
  findStaffBooking,
  listAttemptViews,
  listNotificationViews,
  listRefundsSent,
} from '../repositories/booking-details.ts';
import { latestBookings } from '../repositories/booking-list.ts';
import { findOpenCancelRequest } from '../repositories/cancel-requests.ts';
import { bookingCounts, type Received, receivedSince } from '../repositories/day-figures.ts';
import { unstoredNotificationsSince } from '../repositories/notifications.ts';
import { REMINDER_MAX_TRIES } from '../repositories/reminders.ts';
import { DEFAULT_UNPAID_FOLLOW_UP_HOURS, type ServiceDeps } from '../services/deps.ts';
import { WHATSAPP_MAX_TRIES } from '../services/whatsapp-messages.ts';
import { proposalFor, refundPolicy } from './cancel-action.ts';
import { moveTargets } from './departures-view.ts';
import { unpaidCutoff, unpaidItems } from './unpaid-bookings.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Counts of notifications not stored are kept as long as stored ones (the sweep removes both). */
const NOT_KEPT_DAYS = 30;

/** Start of the agency's day (`agency-calendar.ts`), ISO week (Monday) and month of `now`. */
export function agencyPeriods(now: Date): { day: Date; week: Date; month: Date } {
  const today = agencyToday(now);
  const day = agencyMoment(today);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    day,
    week: new Date(day.getTime() - weekday * DAY_MS),
    month: agencyMoment(`${today.slice(0, 8)}01`),
  };
}

export async function todayView(
  db: Db,
  now: Date,
  locale: Locale,
  unpaidHours = DEFAULT_UNPAID_FOLLOW_UP_HOURS,
  /** The agency's setting (`balanceDueDays`), as the attention list reads it. */
  dueDays = DEFAULT_BALANCE_DUE_DAYS,
): Promise<TodayView> {
  const { day, week, month } = agencyPeriods(now);
  const money = await receivedSince(db, { day, week, month }, now);
  const period = (name: Received['period']) => {
    const row = money.find((r) => r.period === name);
    return { amount: row?.amount ?? 0, payments: row?.payments ?? 0 };
  };
  const c = await bookingCounts(db, { day, week, unpaidBefore: unpaidCutoff(now, unpaidHours) });
  return {
    newBookings: {
      today: c?.today ?? 0,
      week: c?.week ?? 0,
      latest: await latestBookings(db, locale),
    },
    received: { today: period('day'), week: period('week'), month: period('month') },
    outstanding: { bookings: c?.outstanding ?? 0, amount: Number(c?.owed ?? 0) },
    refundsOwed: { bookings: c?.refunds ?? 0, amount: Number(c?.refund_owed ?? 0) },
    // The attention list's own items counted: the card and the list cannot disagree.
    attention: (await attentionItems(db, now, unpaidHours, dueDays)).length,
    unpaid: { bookings: c?.unpaid ?? 0, hours: unpaidHours },
  };
}

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
  const b = await findStaffBooking(db, code);
  if (!b) return null;
  const money: BookingMoney = {
    total: b.total,
    paid: b.amount_paid,
    refunded: b.excess_returned,
    owedBack: b.owed_back,
    leftToPay: b.left_to_pay,
    status: b.status,
  };
  const attempts = await listAttemptViews(db, b.id);
  const notifications = await listNotificationViews(db, b.id);
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
    whatsappProven: b.whatsapp_opt_in && b.whatsapp_proven === b.whatsapp,
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
    refund: b.cancelled_at
      ? await refundOfBooking(
          db,
          b.id,
          refundOf(money, b.cancel_kept, partsOf(b)),
          {
            percent: b.cancel_refund_percent,
            daysBefore: b.cancel_days_before,
            reason: b.cancel_refund_reason,
          },
          b.payment_method as PaymentMethod,
        )
      : null,
    cancelRequest: await openRequestOf(db, b.id),
    refundProposal: b.cancelled_at
      ? null
      : proposalFor(
          policy,
          {
            paid: b.amount_paid,
            returned: b.excess_returned,
            total: b.total,
            preferredDate: b.preferred_date,
          },
          now,
        ),
    departure: b.departure_id ? { id: b.departure_id, date: b.preferred_date ?? '' } : null,
    moveTargets: [],
    travellers: b.traveller_names,
    guideNote: b.guide_note,
    travelledAt: b.travelled_at,
    confirmationSentAt: b.confirmation_sent_at,
    attempts,
    notifications,
    notificationsNotKept: {
      unreadable: notKept.unreadable,
      unknownPayment: notKept['unknown-payment'],
      overLimit: notKept['over-limit'],
    },
    notes: audit.filter((a) => a.action === 'note'),
    audit,
  };
}

function partsOf(b: { cancel_refund_excess: number; cancel_refund_share: number }) {
  return { excess: b.cancel_refund_excess, share: b.cancel_refund_share };
}

async function openRequestOf(db: Db, bookingId: string) {
  const open = await findOpenCancelRequest(db, bookingId);
  return open ? { requestedAt: open.requestedAt, reason: open.reason } : null;
}

async function refundOfBooking(
  db: Db,
  bookingId: string,
  state: RefundState,
  basis: CancelBasis,
  method: PaymentMethod,
) {
  const paidBy = channelOf(method) ?? 'mobile_money';
  return {
    ...state,
    account: refundAccount(state, basis, paidBy),
    sent: await listRefundsSent(db, bookingId),
  };
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
  const unconfirmed = await unconfirmedPayments(db, since, stuck);
  const mailFailed = await mailsNotSent(db, since, stuck);
  const unpaid = await unpaidItems(db, now, unpaidHours, since);
  const whatsappFailed = await failedWhatsApp(db, since, WHATSAPP_MAX_TRIES);
  const requests = await openCancelRequests(db);
  return [
    ...requests,
    ...(await overbookedBookings(db)),
    ...items,
    ...unconfirmed,
    ...mailFailed,
    ...whatsappFailed,
    ...(await overdueBalances(db, agencyToday(now), dueDays)),
    ...(await remindersGivenUp(db, REMINDER_MAX_TRIES)),
    ...unpaid,
  ];
}
