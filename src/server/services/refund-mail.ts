/**
 * Tells the customer of a cancel and of each refund sent, each e-mail claimed once
 * (`claimed-mail.ts`): a replayed staff action or a sweep running at the same time sends no second.
 */
import { bookingCancelledEmail, refundSentEmail } from '../mail/refund-emails.ts';
import { findBookingById } from '../repositories/bookings.ts';
import {
  claimCancelMail,
  claimRefundMail,
  findRefund,
  listUnsentCancelMails,
  listUnsentRefundMails,
  markCancelMailSent,
  markRefundMailSent,
  releaseCancelMail,
  releaseRefundMail,
} from '../repositories/refunds.ts';
import { MAIL_CLAIM_LEASE_MS, sendClaimed } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

async function bookingOf(deps: ServiceDeps, bookingId: string) {
  const booking = await findBookingById(deps.db, bookingId);
  if (!booking) throw new Error('booking not found');
  return booking;
}

export function sendCancelMail(deps: ServiceDeps, bookingId: string): Promise<boolean> {
  return sendClaimed(
    deps,
    `cancel mail ${bookingId}`,
    () => claimCancelMail(deps.db, bookingId, MAIL_CLAIM_LEASE_MS),
    () => releaseCancelMail(deps.db, bookingId),
    async () => {
      const booking = await bookingOf(deps, bookingId);
      await deps.mailer.send(bookingCancelledEmail(booking, deps.siteUrl));
    },
    () => markCancelMailSent(deps.db, bookingId),
  );
}

export function sendRefundMail(deps: ServiceDeps, refundId: string): Promise<boolean> {
  return sendClaimed(
    deps,
    `refund mail ${refundId}`,
    () => claimRefundMail(deps.db, refundId, MAIL_CLAIM_LEASE_MS),
    () => releaseRefundMail(deps.db, refundId),
    async () => {
      const refund = await findRefund(deps.db, refundId);
      if (!refund) throw new Error('refund not found');
      const booking = await bookingOf(deps, refund.bookingId);
      await deps.mailer.send(refundSentEmail(booking, refund, deps.siteUrl));
    },
    () => markRefundMailSent(deps.db, refundId),
  );
}

/** Sends again what could not be sent (the sweep): cancels and refunds since `since`. */
export async function retryRefundMail(
  deps: ServiceDeps,
  since: Date,
  limit: number,
  goOn: () => boolean,
): Promise<number> {
  let sent = 0;
  for (const id of await listUnsentCancelMails(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return sent;
    if (await sendCancelMail(deps, id)) sent += 1;
  }
  for (const refund of await listUnsentRefundMails(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return sent;
    if (await sendRefundMail(deps, refund.id)) sent += 1;
  }
  return sent;
}
