/**
 * Sends the booking confirmation and the payment receipts, each claimed once (`claimed-mail.ts`), so
 * duplicate webhooks never send two; the sweep retries what could not be sent, the agency's notices
 * too. A mail failure is logged, never passed on: it must not fail a booking or a payment.
 */
import {
  bookingConfirmationEmail,
  cancelledPaymentEmail,
  paymentReceiptEmail,
} from '../mail/booking-emails.ts';
import { listUnsentAgencyNotices } from '../repositories/agency-notices.ts';
import {
  type Booking,
  claimConfirmation,
  findBookingById,
  listUnconfirmed,
  markConfirmationSent,
  moneyOf,
  releaseConfirmation,
} from '../repositories/bookings.ts';
import {
  type AttemptRow,
  claimReceipt,
  listUnsentReceipts,
  markReceiptSent,
  releaseReceipt,
} from '../repositories/payment-attempts.ts';
import { agencyBrand } from './agency-brand.ts';
import { bookingNoticesBatched, sendAgencyNotice, sendBookingNoticeBatch } from './agency-notice.ts';
import { cancelDeclinedMail } from './cancel-declined-mail.ts';
import { changeMail } from './change-mail.ts';
import { MAIL_CLAIM_LEASE_MS, retryClaimedMail, sendClaimed } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';
import { overbookedMail } from './overbooked-mail.ts';
import { cancelMail, refundMail } from './refund-mail.ts';

/** Runs an e-mail send after the answer when the platform allows it, else right now. Never throws. */
export async function sendSoon(deps: ServiceDeps, send: () => Promise<boolean>): Promise<void> {
  if (deps.afterAnswer) deps.afterAnswer(send());
  else await send();
}

export async function sendBookingConfirmation(deps: ServiceDeps, booking: Booking): Promise<boolean> {
  return sendClaimed(
    deps,
    `booking confirmation ${booking.code}`,
    () => claimConfirmation(deps.db, booking.id, MAIL_CLAIM_LEASE_MS),
    () => releaseConfirmation(deps.db, booking.id),
    async () => {
      const { settings } = await deps.catalogue();
      const brand = await agencyBrand(deps);
      await deps.mailer.send(
        await bookingConfirmationEmail(booking, deps.siteUrl, settings.balanceDueDays, brand),
      );
    },
    () => markConfirmationSent(deps.db, booking.id),
  );
}

/**
 * Sends the receipt of a successful attempt, once; for money on a cancelled booking, the message
 * that the booking was cancelled and the payment will be refunded instead.
 */
export async function sendPaymentReceipt(deps: ServiceDeps, attempt: AttemptRow): Promise<boolean> {
  return sendClaimed(
    deps,
    `payment receipt ${attempt.reference}`,
    () => claimReceipt(deps.db, attempt.id, MAIL_CLAIM_LEASE_MS),
    () => releaseReceipt(deps.db, attempt.id),
    async () => {
      const booking = await findBookingById(deps.db, attempt.bookingId);
      if (!booking) throw new Error('booking not found');
      const brand = await agencyBrand(deps);
      if (attempt.cancelledBooking || booking.cancelledAt) {
        await deps.mailer.send(await cancelledPaymentEmail(booking, attempt, deps.siteUrl, brand));
        return;
      }
      await deps.mailer.send(
        await paymentReceiptEmail(booking, attempt, moneyOf(booking), deps.siteUrl, brand),
      );
    },
    () => markReceiptSent(deps.db, attempt.id),
  );
}

export interface MailRetryReport {
  confirmations: number;
  receipts: number;
  agencyNotices: number;
  /** Cancels told to the customer. */
  cancels: number;
  /** Refunds sent told to the customer. */
  refunds: number;
  /** Staff's changes of a booking told to the customer. */
  changes: number;
  /** Requests to cancel the agency declined, its message sent to the customer. */
  cancelDeclines: number;
  /** Customers told their payment landed in a departure that filled meanwhile. */
  overbooked: number;
}

export const NO_MAIL_RETRIED: MailRetryReport = {
  confirmations: 0,
  receipts: 0,
  agencyNotices: 0,
  cancels: 0,
  refunds: 0,
  changes: 0,
  cancelDeclines: 0,
  overbooked: 0,
};

/**
 * Sends again, within `since`, what could not be sent before (called by the sweep). Bookings newer
 * than `confirmationsBefore` are left to the request that is creating them.
 */
export async function retryUnsentMail(
  deps: ServiceDeps,
  since: Date,
  confirmationsBefore: Date,
  limit: number,
  goOn: () => boolean = () => true,
): Promise<MailRetryReport> {
  const report: MailRetryReport = { ...NO_MAIL_RETRIED };
  const bookings = await listUnconfirmed(deps.db, since, confirmationsBefore, limit, MAIL_CLAIM_LEASE_MS);
  for (const booking of bookings) {
    if (!goOn()) return report;
    if (await sendBookingConfirmation(deps, booking)) report.confirmations += 1;
  }
  for (const attempt of await listUnsentReceipts(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return report;
    if (await sendPaymentReceipt(deps, attempt)) report.receipts += 1;
  }
  // Batched new-booking notices go together, when their batch is due.
  const batched = bookingNoticesBatched(deps);
  if (batched) report.agencyNotices += await sendBookingNoticeBatch(deps);
  for (const notice of await listUnsentAgencyNotices(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return report;
    if (batched && notice.kind === 'booking') continue;
    if (await sendAgencyNotice(deps, notice)) report.agencyNotices += 1;
  }
  report.cancels = await retryClaimedMail(deps, cancelMail, since, limit, goOn);
  report.refunds = await retryClaimedMail(deps, refundMail, since, limit, goOn);
  report.changes = await retryClaimedMail(deps, changeMail, since, limit, goOn);
  report.cancelDeclines = await retryClaimedMail(deps, cancelDeclinedMail, since, limit, goOn);
  report.overbooked = await retryClaimedMail(deps, overbookedMail, since, limit, goOn);
  return report;
}
