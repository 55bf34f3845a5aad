/**
 * Tells the customer of each change staff made to their booking, each e-mail claimed once
 * (`claimed-mail.ts`), as refunds are: a replayed action or the sweep sends no second.
 */
import { bookingChangedEmail } from '../mail/change-emails.ts';
import {
  claimChangeMail,
  findBookingChange,
  listUnsentChangeMails,
  markChangeMailSent,
  releaseChangeMail,
} from '../repositories/booking-changes.ts';
import { findBookingById } from '../repositories/bookings.ts';
import { MAIL_CLAIM_LEASE_MS, sendClaimed } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';

export function sendChangeMail(deps: ServiceDeps, changeId: string): Promise<boolean> {
  return sendClaimed(
    deps,
    `change mail ${changeId}`,
    () => claimChangeMail(deps.db, changeId, MAIL_CLAIM_LEASE_MS),
    () => releaseChangeMail(deps.db, changeId),
    async () => {
      const change = await findBookingChange(deps.db, changeId);
      const booking = change ? await findBookingById(deps.db, change.bookingId) : null;
      if (!change || !booking) throw new Error('booking change not found');
      await deps.mailer.send(bookingChangedEmail(booking, change, deps.siteUrl));
    },
    () => markChangeMailSent(deps.db, changeId),
  );
}

/** Sends again what could not be sent (the sweep): changes since `since`. */
export async function retryChangeMail(
  deps: ServiceDeps,
  since: Date,
  limit: number,
  goOn: () => boolean,
): Promise<number> {
  let sent = 0;
  for (const id of await listUnsentChangeMails(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return sent;
    if (await sendChangeMail(deps, id)) sent += 1;
  }
  return sent;
}
