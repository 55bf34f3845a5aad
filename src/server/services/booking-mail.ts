/**
 * Sends the booking confirmation and the payment receipts. Each e-mail is claimed in the database
 * before it is sent (exactly one caller wins, so duplicate webhooks never send two) and given back if
 * the send fails, for the sweep to retry. A mail failure is logged, never passed on: it must not fail
 * a booking or a payment.
 */
import { bookingStatus, leftToPay } from '../../domain/booking-status.ts';
import { bookingConfirmationEmail, paymentReceiptEmail } from '../mail/booking-emails.ts';
import {
  type BookingRow,
  claimConfirmation,
  findBookingById,
  listUnconfirmed,
  releaseConfirmation,
} from '../repositories/bookings.ts';
import {
  type AttemptRow,
  claimReceipt,
  listAttempts,
  listUnsentReceipts,
  releaseReceipt,
} from '../repositories/payment-attempts.ts';
import type { ServiceDeps } from './deps.ts';
import { amountPaid } from './views.ts';

/** Runs a claimed send; gives the claim back and logs when anything fails. Never throws. */
async function sendClaimed(
  deps: ServiceDeps,
  what: string,
  claim: () => Promise<boolean>,
  release: () => Promise<void>,
  send: () => Promise<void>,
): Promise<boolean> {
  try {
    if (!(await claim())) return false;
  } catch (error) {
    deps.log?.(`${what}: could not claim`, { error: String(error) });
    return false;
  }
  try {
    await send();
    return true;
  } catch (error) {
    deps.log?.(`${what}: not sent, will retry`, { error: String(error) });
    await release().catch((e: unknown) => deps.log?.(`${what}: could not release`, { error: String(e) }));
    return false;
  }
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
    () => claimConfirmation(deps.db, booking.id),
    () => releaseConfirmation(deps.db, booking.id),
    () => deps.mailer.send(bookingConfirmationEmail(booking, deps.siteUrl)),
  );
}

/** Sends the receipt of a successful attempt, once. */
export async function sendPaymentReceipt(deps: ServiceDeps, attempt: AttemptRow): Promise<boolean> {
  return sendClaimed(
    deps,
    `payment receipt ${attempt.reference}`,
    () => claimReceipt(deps.db, attempt.id),
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
): Promise<MailRetryReport> {
  const report: MailRetryReport = { confirmations: 0, receipts: 0 };
  for (const booking of await listUnconfirmed(deps.db, since, confirmationsBefore, limit)) {
    if (await sendBookingConfirmation(deps, booking)) report.confirmations += 1;
  }
  for (const attempt of await listUnsentReceipts(deps.db, since, limit)) {
    if (await sendPaymentReceipt(deps, attempt)) report.receipts += 1;
  }
  return report;
}
