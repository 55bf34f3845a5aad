/**
 * When a booking's WhatsApp number becomes the booker's for sure (docs/whatsapp.md#proof): the
 * customer wrote to the agency's WhatsApp from it with the booking code (the Cloud API's signed
 * webhook), or a mobile-money payment of the booking succeeded from it. Until then nothing is sent
 * there; once proven, the confirmation goes (receipts and reminders follow as they come).
 */
import { bookingCodesIn } from '../../domain/booking-code.ts';
import { normalizeMobileMoneyNumber } from '../../domain/phone.ts';
import { findBookingById } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';
import { proveWhatsAppByMessage, proveWhatsAppByPayment } from '../repositories/whatsapp-proof.ts';
import type { InboundText } from '../whatsapp/inbound-webhook.ts';
import { sendSoon } from './booking-mail.ts';
import type { ServiceDeps } from './deps.ts';
import { sendWhatsAppConfirmation } from './whatsapp-messages.ts';

/** The confirmation a proven number had waited for (none on a cancelled booking). Never throws. */
async function confirmProven(deps: ServiceDeps, bookingId: string): Promise<boolean> {
  try {
    const booking = await findBookingById(deps.db, bookingId);
    if (!booking || booking.cancelledAt) return false;
    return await sendWhatsAppConfirmation(deps, booking);
  } catch (error) {
    deps.log?.('whatsapp confirmation of a proven number not sent', { bookingId, error: String(error) });
    return false;
  }
}

/**
 * Proves the numbers of the bookings each message names, when it came from the number the booking
 * gave; then sends their confirmations after the answer. How many bookings were proven now.
 */
export async function proveFromInbound(deps: ServiceDeps, texts: InboundText[]): Promise<number> {
  let proven = 0;
  for (const { from, text } of texts) {
    const ids = await proveWhatsAppByMessage(deps.db, from, bookingCodesIn(text));
    proven += ids.length;
    for (const id of ids) await sendSoon(deps, () => confirmProven(deps, id));
  }
  return proven;
}

/**
 * Proves the booking's number when the payment that just succeeded came from it, and sends the
 * confirmation first (the receipt follows). Never throws: a failure only leaves it unproven.
 */
export async function proveFromPayment(deps: ServiceDeps, attempt: AttemptRow): Promise<void> {
  const national = normalizeMobileMoneyNumber(attempt.number);
  if (!national) return;
  try {
    if (await proveWhatsAppByPayment(deps.db, attempt.bookingId, `+237${national}`)) {
      await confirmProven(deps, attempt.bookingId);
    }
  } catch (error) {
    deps.log?.('whatsapp number not proven after a payment', {
      reference: attempt.reference,
      error: String(error),
    });
  }
}
