/**
 * Tells the agency about each new booking, each successful payment and each success found after the
 * attempt was closed (a customer who may have paid twice), with a link to the booking in the back
 * office. Each enabled owner account gets its own message, and so does the deployed
 * `AGENCY_NOTICE_EMAIL`: never an address from the CMS, which a content editor could point at
 * themselves. Each event is claimed once in the database, so duplicate webhooks, polls and sweeps send
 * one message per recipient; a failed send is retried by the sweep (each message keeps its own
 * idempotency key, so a recipient already served is not served twice). Like the customer's e-mails, a
 * failure is logged and never fails the booking or payment.
 */
import { agencyNoticeEmail } from '../admin/admin-emails.ts';
import {
  type AgencyNoticeRow,
  claimAgencyNotice,
  markAgencyNoticeSent,
  releaseAgencyNotice,
} from '../repositories/agency-notices.ts';
import { type BookingRow, findBookingById } from '../repositories/bookings.ts';
import { listEnabledOwnerEmails } from '../repositories/owner-addresses.ts';
import { type AttemptRow, listAttempts } from '../repositories/payment-attempts.ts';
import { agencyBrand } from './agency-brand.ts';
import { MAIL_CLAIM_LEASE_MS, sendClaimed } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

/** The notice of a new booking. */
export function bookingNotice(booking: BookingRow): AgencyNoticeRow {
  return { key: `booking/${booking.code}`, kind: 'booking', bookingId: booking.id, attemptId: null };
}

/**
 * The notice of a recorded success: on a cancelled booking (a refund to send), found after the
 * attempt was closed, or a plain payment.
 */
export function paymentNotice(attempt: AttemptRow): AgencyNoticeRow {
  const kind = attempt.cancelledBooking
    ? 'cancelled_payment'
    : attempt.lateSuccess
      ? 'late_success'
      : 'payment';
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
      // Staff accounts have no language of their own: the agency's, as set in its settings.
      const locale = settings.notificationLanguage ?? 'en';
      const recipients = await noticeRecipients(deps);
      const brand = await agencyBrand(deps);
      if (recipients.length === 0)
        deps.log?.('no owner account nor AGENCY_NOTICE_EMAIL', { notice: notice.key });
      for (const to of recipients) {
        await deps.mailer.send(
          await agencyNoticeEmail(
            { kind: notice.kind, booking, ...(attempt ? { attempt } : {}) },
            to,
            locale,
            deps.siteUrl,
            `agency-notice/${notice.key}/${to}`,
            brand,
          ),
        );
      }
    },
    () => markAgencyNoticeSent(deps.db, notice.key),
  );
}

/** The enabled owners' addresses and the deployed one, each once. */
async function noticeRecipients(deps: ServiceDeps): Promise<string[]> {
  const owners = await listEnabledOwnerEmails(deps.db);
  const deployed = deps.agencyNoticeEmail?.trim().toLowerCase();
  return [...new Set(deployed ? [...owners, deployed] : owners)];
}
