/**
 * Tells the customer their payment landed in a departure that filled meanwhile, claimed once
 * (`claimed-mail.ts`): duplicate webhooks, the polling and the sweep send one e-mail between them.
 */
import { overbookedEmail } from '../mail/overbooked-email.ts';
import { findBookingById } from '../repositories/bookings.ts';
import { overbookedMailClaims } from '../repositories/departures.ts';
import { agencyBrand } from './agency-brand.ts';
import { type ClaimedMail, sendClaimedMail } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

/** Keyed by the booking's id. */
export const overbookedMail: ClaimedMail = {
  what: 'overbooked mail',
  claims: overbookedMailClaims,
  async send(deps, bookingId) {
    const booking = await findBookingById(deps.db, bookingId);
    if (!booking) throw new Error('booking not found');
    await deps.mailer.send(await overbookedEmail(booking, deps.siteUrl, await agencyBrand(deps)));
  },
};

export const sendOverbookedMail = (deps: ServiceDeps, bookingId: string): Promise<boolean> =>
  sendClaimedMail(deps, overbookedMail, bookingId);
