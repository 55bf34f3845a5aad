/**
 * Tells the agency, by e-mail to the address of its CMS settings and in its language, about each new
 * booking, each successful payment and each success found after the attempt was closed (a customer
 * who may have paid twice), with a link to the booking in the back office. Each event is claimed once
 * in the database, so duplicate webhooks, polls and sweeps send one message; a failed send is retried
 * by the sweep. Like the customer's e-mails, a failure is logged and never fails the booking or payment.
 */
import { agencyNoticeEmail } from '../admin/admin-emails.ts';
import {
  type AgencyNoticeRow,
  claimAgencyNotice,
  markAgencyNoticeSent,
  releaseAgencyNotice,
} from '../repositories/agency-notices.ts';
import { type BookingRow, findBookingById } from '../repositories/bookings.ts';
import { type AttemptRow, listAttempts } from '../repositories/payment-attempts.ts';
import { MAIL_CLAIM_LEASE_MS, sendClaimed } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

/** The notice of a new booking. */
export function bookingNotice(booking: BookingRow): AgencyNoticeRow {
  return { key: `booking/${booking.code}`, kind: 'booking', bookingId: booking.id, attemptId: null };
}

/** The notice of a recorded success: a plain payment, or one found after the attempt was closed. */
export function paymentNotice(attempt: AttemptRow): AgencyNoticeRow {
  const kind = attempt.lateSuccess ? 'late_success' : 'payment';
  return { key: `${kind}/${attempt.reference}`, kind, bookingId: attempt.bookingId, attemptId: attempt.id };
}

export async function sendAgencyNotice(deps: ServiceDeps, notice: AgencyNoticeRow): Promise<boolean> {
  return sendClaimed(
    deps,
    `agency notice ${notice.key}`,
    () => claimAgencyNotice(deps.db, notice, MAIL_CLAIM_LEASE_MS),
    () => releaseAgencyNotice(deps.db, notice.key),
    async () => {
      const booking = await findBookingById(deps.db, notice.bookingId);
      if (!booking) throw new Error('booking not found');
      const attempt = notice.attemptId
        ? (await listAttempts(deps.db, booking.id)).find((a) => a.id === notice.attemptId)
        : undefined;
      const { settings } = await deps.catalogue();
      const to = settings.notificationEmail || settings.contactEmail;
      const locale = settings.notificationLanguage ?? 'en';
      await deps.mailer.send(
        agencyNoticeEmail(
          { kind: notice.kind, booking, ...(attempt ? { attempt } : {}) },
          to,
          locale,
          deps.siteUrl,
          `agency-notice/${notice.key}`,
        ),
      );
    },
    () => markAgencyNoticeSent(deps.db, notice.key),
  );
}
