/**
 * Records a provider-confirmed success: the attempt's status and the booking's amount paid change
 * together (one transaction: a failure leaves neither changed), then the receipt and the agency's
 * notice go out. On a cancelled booking the money is still recorded, flagged as owed back: the
 * customer is told the booking was cancelled and a refund follows, the agency to send it. A booking's
 * first success settles its departure's seats (docs/business-rules.md#departures).
 */
import type { ProviderPayment } from '../payments/provider.ts';
import { type AttemptRow, recordSuccessfulPayment, rereadAttempt } from '../repositories/payment-attempts.ts';
import { paymentNotice, sendAgencyNotice } from './agency-notice.ts';
import { sendPaymentReceipt, sendSoon } from './booking-mail.ts';
import { settleSeatsAfterPayment } from './departure-seats.ts';
import type { ServiceDeps } from './deps.ts';
import { sendWhatsAppReceipt } from './whatsapp-messages.ts';
import { proveFromPayment } from './whatsapp-proof.ts';

export async function recordSuccess(
  deps: ServiceDeps,
  attempt: AttemptRow,
  remote: ProviderPayment,
): Promise<AttemptRow> {
  const updated = await recordSuccessfulPayment(deps.db, attempt.id, {
    providerStatus: remote.status,
    financialTransId: remote.financialTransId,
    payerName: remote.payerName,
    confirmedAt: remote.confirmedAt ? new Date(remote.confirmedAt) : null,
  });
  // Already recorded by another webhook, poll or sweep: nothing more to do here.
  if (!updated) return rereadAttempt(deps.db, attempt);
  if (updated.lateSuccess) {
    // Money moved after we had closed the attempt: recorded and flagged for the agency (maybe paid twice).
    deps.log?.('late success recorded', { reference: updated.reference, from: attempt.status });
  }
  if (updated.cancelledBooking) {
    deps.log?.('payment on a cancelled booking: refund owed', { reference: updated.reference });
  }
  // A departure's seats become the booking's for good, or it is flagged when they went meanwhile; a
  // failure here leaves it to the sweep, never undoes the payment.
  await settleSeatsAfterPayment(deps, updated.bookingId).catch((error: unknown) =>
    deps.log?.('seats not settled after a payment', { reference: updated.reference, error: String(error) }),
  );
  // Only the call that recorded the success gets here; the receipt is claimed once anyway.
  await sendSoon(deps, () => sendPaymentReceipt(deps, updated));
  // To customers who opted in at a proven number (checked in the database) when the channel is on;
  // a payment from the booking's WhatsApp number proves it, and its confirmation goes first.
  if (deps.whatsapp) {
    await sendSoon(deps, async () => {
      await proveFromPayment(deps, updated);
      return sendWhatsAppReceipt(deps, updated);
    });
  }
  await sendSoon(deps, () => sendAgencyNotice(deps, paymentNotice(updated)));
  return updated;
}
