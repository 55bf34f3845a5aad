/**
 * A customer stops the reminders, pre-trip message and review invitation of one booking from the
 * link in any of them, without signing in: the link's token (`reminder-links.ts`) proves it. The
 * same answer for an unknown code and a wrong token; a replay changes nothing. Receipts still go.
 */
import type { RemindersOff } from '../../api/contract.ts';
import { isReminderToken } from '../mail/reminder-links.ts';
import { findBookingByCode } from '../repositories/bookings.ts';
import { stopRemindersFor } from '../repositories/reminders.ts';
import type { ServiceDeps } from './deps.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';

export async function stopReminders(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  secret: string,
  code: string,
  token: string,
): Promise<ServiceResult<RemindersOff>> {
  const booking = await findBookingByCode(deps.db, code);
  if (!booking || !isReminderToken(secret, booking.code, token)) {
    throw new ServiceError(404, 'api.reminders.invalidLink');
  }
  if (await stopRemindersFor(deps.db, booking.id)) deps.log?.('reminders stopped by the customer', { code });
  return { status: 200, key: 'api.reminders.off', data: { remindersOff: true } };
}
