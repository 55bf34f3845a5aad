/**
 * WhatsApp messages to customers who opted in at checkout (docs/whatsapp.md): the booking
 * confirmation and each payment receipt, queued once per message key (a duplicate webhook finds
 * the row taken), sent after the answer, each try claimed and counted. A failure is kept with its
 * reason and never passed on: the sweep tries again, and after `WHATSAPP_MAX_TRIES` the message
 * waits on the attention page. Never throws.
 */
import type { Booking } from '../repositories/bookings.ts';
import { findBookingById } from '../repositories/bookings.ts';
import { type AttemptRow, listAttempts } from '../repositories/payment-attempts.ts';
import {
  claimWhatsApp,
  listRetryableWhatsApp,
  markWhatsAppSent,
  markWhatsAppSkipped,
  type QueuedWhatsApp,
  queueMissingWhatsApp,
  queueWhatsApp,
  releaseWhatsApp,
} from '../repositories/whatsapp-messages.ts';
import { giveBackRecipientSlot, takeRecipientSlot } from '../repositories/whatsapp-proof.ts';
import { confirmationMessage, receiptMessage } from '../whatsapp/booking-messages.ts';
import type { WhatsAppMessage, WhatsAppSender } from '../whatsapp/whatsapp-sender.ts';
import { MAIL_CLAIM_LEASE_MS } from './claimed-mail.ts';
import { DEFAULT_WHATSAPP_DAILY_LIMIT, type ServiceDeps } from './deps.ts';

/** Tries of one message before it is left to staff (the attention page). */
export const WHATSAPP_MAX_TRIES = 5;

export const confirmationKey = (bookingId: string) => `booking_confirmation/${bookingId}`;
export const receiptKey = (attemptId: string) => `payment_receipt/${attemptId}`;

type Built = { message: WhatsAppMessage } | { skip: string };

/** Why a booking's WhatsApp is not written to: the number changed since it was proven. */
export const NOT_PROVEN = 'number not proven the booker’s';

/** Whether the booking's WhatsApp number is the one proven theirs (docs/whatsapp.md#proof). */
export function whatsAppProven(booking: Booking): boolean {
  return booking.whatsappOptIn === true && booking.whatsappProven === booking.whatsapp;
}

/** The message of a queued row, from the booking as it is now; or why it is not to be sent. */
async function build(deps: ServiceDeps, queued: QueuedWhatsApp): Promise<Built> {
  const booking = await findBookingById(deps.db, queued.bookingId);
  if (!booking) return { skip: 'booking not found' };
  if (!whatsAppProven(booking)) return { skip: NOT_PROVEN };
  if (queued.template === 'booking_confirmation') {
    return { message: confirmationMessage(booking, deps.siteUrl, queued.key) };
  }
  if (queued.template === 'payment_receipt') {
    const attempt = (await listAttempts(deps.db, booking.id)).find((a) => a.id === queued.attemptId);
    if (!attempt) return { skip: 'payment not found' };
    // The customer's e-mail tells them the money comes back; a receipt would say otherwise.
    if (attempt.cancelledBooking || booking.cancelledAt) return { skip: 'booking cancelled' };
    return { message: receiptMessage(booking, attempt, deps.siteUrl, queued.key) };
  }
  return { skip: `no sender for ${queued.template}` };
}

/**
 * Sends `message` if its number has a template message left today (`whatsappDailyLimit`, counted
 * across bookings in the database); a failed send gives the slot back. False when none was left.
 */
export async function sendWithinDailyLimit(
  deps: ServiceDeps,
  sender: WhatsAppSender,
  message: WhatsAppMessage,
): Promise<boolean> {
  const limit = deps.whatsappDailyLimit ?? DEFAULT_WHATSAPP_DAILY_LIMIT;
  if (!(await takeRecipientSlot(deps.db, message.to, limit))) return false;
  try {
    await sender.send(message);
  } catch (error) {
    await giveBackRecipientSlot(deps.db, message.to).catch(() => undefined);
    throw error;
  }
  return true;
}

/** Why a message waits for the next day: its number had its day's messages. */
export const DAILY_LIMIT_REACHED = 'daily limit of messages to this number reached';

/** One try at a queued message, if it is free and has tries left. Never throws. */
export async function deliverWhatsApp(deps: ServiceDeps, id: string): Promise<boolean> {
  const sender = deps.whatsapp;
  if (!sender) return false;
  const what = `whatsapp ${id}`;
  let queued: QueuedWhatsApp | null;
  try {
    queued = await claimWhatsApp(deps.db, id, MAIL_CLAIM_LEASE_MS, WHATSAPP_MAX_TRIES);
  } catch (error) {
    deps.log?.(`${what}: could not claim`, { error: String(error) });
    return false;
  }
  if (!queued) return false;
  try {
    const built = await build(deps, queued);
    if ('skip' in built) {
      await markWhatsAppSkipped(deps.db, id, built.skip);
      return false;
    }
    if (!(await sendWithinDailyLimit(deps, sender, built.message))) {
      // Not a try: the sweep sends it once the number's day has room again.
      await releaseWhatsApp(deps.db, id, DAILY_LIMIT_REACHED, { giveBackTry: true });
      return false;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log?.(`${what} (${queued.template}, try ${queued.tries}): not sent`, { error: reason });
    await releaseWhatsApp(deps.db, id, reason).catch((e: unknown) =>
      deps.log?.(`${what}: could not release`, { error: String(e) }),
    );
    return false;
  }
  // Sent: a failure to note it only means the lease runs out and the message goes again.
  await markWhatsAppSent(deps.db, id).catch((e: unknown) =>
    deps.log?.(`${what}: sent, not noted`, { error: String(e) }),
  );
  return true;
}

async function queueAndDeliver(
  deps: ServiceDeps,
  queue: () => Promise<string | null>,
  what: string,
): Promise<boolean> {
  if (!deps.whatsapp) return false;
  let id: string | null;
  try {
    id = await queue();
  } catch (error) {
    // The sweep queues it (`queueMissingWhatsApp`).
    deps.log?.(`${what}: could not queue`, { error: String(error) });
    return false;
  }
  return id ? deliverWhatsApp(deps, id) : false;
}

/**
 * The booking confirmation on WhatsApp, if the customer opted in and their number is proven
 * (checked again in the database when queued). Never throws.
 */
export function sendWhatsAppConfirmation(deps: ServiceDeps, booking: Booking): Promise<boolean> {
  if (!whatsAppProven(booking)) return Promise.resolve(false);
  return queueAndDeliver(
    deps,
    () =>
      queueWhatsApp(deps.db, {
        bookingId: booking.id,
        template: 'booking_confirmation',
        key: confirmationKey(booking.id),
      }),
    `whatsapp confirmation ${booking.code}`,
  );
}

/** The receipt of a successful payment on WhatsApp, to a proven number. Never throws. */
export function sendWhatsAppReceipt(deps: ServiceDeps, attempt: AttemptRow): Promise<boolean> {
  return queueAndDeliver(
    deps,
    () =>
      queueWhatsApp(deps.db, {
        bookingId: attempt.bookingId,
        template: 'payment_receipt',
        key: receiptKey(attempt.id),
        attemptId: attempt.id,
      }),
    `whatsapp receipt ${attempt.reference}`,
  );
}

/**
 * The sweep's part: queues what a lost request never queued (made before `before`), then tries
 * again each unsent message queued since `since` with tries left. How many went out.
 */
export async function retryWhatsApp(
  deps: ServiceDeps,
  since: Date,
  before: Date,
  limit: number,
  goOn: () => boolean = () => true,
): Promise<number> {
  if (!deps.whatsapp) return 0;
  await queueMissingWhatsApp(deps.db, since, before);
  let sent = 0;
  const ids = await listRetryableWhatsApp(deps.db, since, limit, MAIL_CLAIM_LEASE_MS, WHATSAPP_MAX_TRIES);
  for (const id of ids) {
    if (!goOn()) return sent;
    if (await deliverWhatsApp(deps, id)) sent += 1;
  }
  return sent;
}
