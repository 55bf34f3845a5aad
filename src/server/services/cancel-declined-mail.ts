/**
 * Gives the customer the agency's message when it declines their request to cancel, claimed once
 * (`claimed-mail.ts`) as a cancel's e-mail is: a failed send is retried by the sweep, never doubled.
 */
import { cancelDeclinedEmail } from '../mail/cancel-request-emails.ts';
import { findBookingById } from '../repositories/bookings.ts';
import { declineMailClaims, findDeclinedRequest } from '../repositories/cancel-requests.ts';
import { agencyBrand } from './agency-brand.ts';
import { type ClaimedMail, sendClaimedMail } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

/** Keyed by the request's id. */
export const cancelDeclinedMail: ClaimedMail = {
  what: 'cancel declined mail',
  claims: declineMailClaims,
  async send(deps, requestId) {
    const request = await findDeclinedRequest(deps.db, requestId);
    const booking = request ? await findBookingById(deps.db, request.bookingId) : null;
    if (!request || !booking) throw new Error('declined request not found');
    const brand = await agencyBrand(deps);
    await deps.mailer.send(
      await cancelDeclinedEmail(booking, requestId, request.message, deps.siteUrl, brand),
    );
  },
};

export const sendCancelDeclinedMail = (deps: ServiceDeps, requestId: string): Promise<boolean> =>
  sendClaimedMail(deps, cancelDeclinedMail, requestId);
