/**
 * Tells the customer of a cancel and of each refund sent, each e-mail claimed once
 * (`claimed-mail.ts`): a replayed staff action or a sweep running at the same time sends no second.
 */
import { bookingCancelledEmail, refundSentEmail } from '../mail/refund-emails.ts';
import { findBookingById } from '../repositories/bookings.ts';
import { cancelMailClaims, findRefund, refundMailClaims } from '../repositories/refunds.ts';
import { agencyBrand } from './agency-brand.ts';
import { type ClaimedMail, sendClaimedMail } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

async function bookingOf(deps: ServiceDeps, bookingId: string) {
  const booking = await findBookingById(deps.db, bookingId);
  if (!booking) throw new Error('booking not found');
  return booking;
}

/** Keyed by the booking's id. */
export const cancelMail: ClaimedMail = {
  what: 'cancel mail',
  claims: cancelMailClaims,
  async send(deps, bookingId) {
    const booking = await bookingOf(deps, bookingId);
    await deps.mailer.send(await bookingCancelledEmail(booking, deps.siteUrl, await agencyBrand(deps)));
  },
};

export const refundMail: ClaimedMail = {
  what: 'refund mail',
  claims: refundMailClaims,
  async send(deps, refundId) {
    const refund = await findRefund(deps.db, refundId);
    if (!refund) throw new Error('refund not found');
    const booking = await bookingOf(deps, refund.bookingId);
    await deps.mailer.send(await refundSentEmail(booking, refund, deps.siteUrl, await agencyBrand(deps)));
  },
};

export const sendCancelMail = (deps: ServiceDeps, bookingId: string): Promise<boolean> =>
  sendClaimedMail(deps, cancelMail, bookingId);

export const sendRefundMail = (deps: ServiceDeps, refundId: string): Promise<boolean> =>
  sendClaimedMail(deps, refundMail, refundId);
