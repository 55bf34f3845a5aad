/**
 * Tells the customer of each change staff made to their booking, each e-mail claimed once
 * (`claimed-mail.ts`), as refunds are: a replayed action or the sweep sends no second.
 */
import { bookingChangedEmail } from '../mail/change-emails.ts';
import { changeMailClaims, findBookingChange } from '../repositories/booking-changes.ts';
import { findBookingById } from '../repositories/bookings.ts';
import { agencyBrand } from './agency-brand.ts';
import { type ClaimedMail, sendClaimedMail } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

export const changeMail: ClaimedMail = {
  what: 'change mail',
  claims: changeMailClaims,
  async send(deps, changeId) {
    const change = await findBookingChange(deps.db, changeId);
    const booking = change ? await findBookingById(deps.db, change.bookingId) : null;
    if (!change || !booking) throw new Error('booking change not found');
    await deps.mailer.send(await bookingChangedEmail(booking, change, deps.siteUrl, await agencyBrand(deps)));
  },
};

export const sendChangeMail = (deps: ServiceDeps, changeId: string): Promise<boolean> =>
  sendClaimedMail(deps, changeMail, changeId);
