/**
 * Sends the booking confirmation and the payment receipts. Each e-mail is claimed in the database
 * before it is sent (exactly one caller wins, so duplicate webhooks never send two), marked sent after,
 * and given back if the send fails, for the sweep to retry. The claim is a lease: a process that died
 * mid-send leaves a claim the sweep takes again after `MAIL_CLAIM_LEASE_MS`; the mail API's
 * idempotency key (stable per e-mail) keeps that to one message. A mail failure is logged, never
 * passed on: it must not fail a booking or a payment.
 */
import { bookingStatus, leftToPay } from '../../domain/booking-status.ts';
import { bookingConfirmationEmail, paymentReceiptEmail } from '../mail/booking-emails.ts';
import {
  type BookingRow,
  claimConfirmation,
  findBookingById,
  listUnconfirmed,
  markConfirmationSent,
  releaseConfirmation,
} from '../repositories/bookings.ts';
import {
  type AttemptRow,
  claimReceipt,
  listAttempts,
  listUnsentReceipts,
  markReceiptSent,
  releaseReceipt,
} from '../repositories/payment-attempts.ts';
import type { ServiceDeps } from './deps.ts';
import { amountPaid } from './views.ts';

/** A claimed e-mail not marked sent after this long is taken again (longer than any send takes). */
const MAIL_CLAIM_LEASE_MS = 5 * 60_000;

/** Runs a claimed send; gives the claim back and logs when anything fails. Never throws. */
async function sendClaimed(
  deps: ServiceDeps,
  what: string,
  claim: () => Promise<boolean>,
  release: () => Promise<void>,
  send: () => Promise<void>,
  sent: () => Promise<void>,
): Promise<boolean> {
  try {
    if (!(await claim())) return false;
  } catch (error) {
    deps.log?.(`${what}: could not claim`, { error: String(error) });
    return false;
  }
  try {
    await send();
  } catch (error) {
    deps.log?.(`${what}: not sent, will retry`, { error: String(error) });
    await release().catch((e: unknown) => deps.log?.(`${what}: could not release`, { error: String(e) }));
    return false;
  }
  // Sent: a failure to note it only means the lease runs out and the same message (same idempotency
  // key) is handed to the mail API again, which drops it.
  await sent().catch((e: unknown) => deps.log?.(`${what}: sent, not noted`, { error: String(e) }));
  return true;
}

/** Runs an e-mail send after the answer when the platform allows it, else right now. Never throws. */
export async function sendSoon(deps: ServiceDeps, send: () => Promise<boolean>): Promise<void> {
  if (deps.afterAnswer) deps.afterAnswer(send());
  else await send();
}

export async function sendBookingConfirmation(deps: ServiceDeps, booking: BookingRow): Promise<boolean> {
  return sendClaimed(
    deps,
    `booking confirmation ${booking.code}`,
    () => claimConfirmation(deps.db, booking.id, MAIL_CLAIM_LEASE_MS),
    () => releaseConfirmation(deps.db, booking.id),
    () => deps.mailer.send(bookingConfirmationEmail(booking, deps.siteUrl)),
    () => markConfirmationSent(deps.db, booking.id),
  );
}

/** Sends the receipt of a successful attempt, once. */
export async function sendPaymentReceipt(deps: ServiceDeps, attempt: AttemptRow): Promise<boolean> {
  return sendClaimed(
    deps,
    `payment receipt ${attempt.reference}`,
    () => claimReceipt(deps.db, attempt.id, MAIL_CLAIM_LEASE_MS),
    () => releaseReceipt(deps.db, attempt.id),
    async () => {
      const booking = await findBookingById(deps.db, attempt.bookingId);
      if (!booking) throw new Error('booking not found');
      const paid = amountPaid(await listAttempts(deps.db, booking.id));
      await deps.mailer.send(
        paymentReceiptEmail(
          booking,
          attempt,
          { paid, leftToPay: leftToPay(paid, booking.total), status: bookingStatus(paid, booking.total) },
          deps.siteUrl,
        ),
      );
    },
    () => markReceiptSent(deps.db, attempt.id),
  );
}

export interface MailRetryReport {
  confirmations: number;
  receipts: number;
}

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
  const report: MailRetryReport = { confirmations: 0, receipts: 0 };
  const bookings = await listUnconfirmed(deps.db, since, confirmationsBefore, limit, MAIL_CLAIM_LEASE_MS);
  for (const booking of bookings) {
    if (!goOn()) return report;
    if (await sendBookingConfirmation(deps, booking)) report.confirmations += 1;
  }
  for (const attempt of await listUnsentReceipts(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return report;
    if (await sendPaymentReceipt(deps, attempt)) report.receipts += 1;
  }
  return report;
}
