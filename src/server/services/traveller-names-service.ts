/**
 * The customer names the travellers from the booking page (docs/business-rules.md#departures): the
 * booking's code and the e-mail given at booking prove it is theirs (another e-mail reads as an
 * unknown booking, so codes cannot be probed), as for a request to cancel. Refused once cancelled
 * or once the trip started; a name given replaces the one in its place, an empty one keeps it.
 * Audited as staff's naming is, the customer as the actor, in the transaction that saves.
 */
import type { SavedTravellers } from '../../api/contract.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import type { TravellerNamesRequest } from '../../domain/schemas.ts';
import {
  mergedTravellerNames,
  travellerNamesRefusal,
  unnamedTravellers,
} from '../../domain/traveller-names.ts';
import { appendAudit } from '../repositories/audit-log.ts';
import { findBookingByCode, withBookingLocked } from '../repositories/bookings.ts';
import { lockTravellerNames, saveTravellerNames } from '../repositories/traveller-names.ts';
import type { ServiceDeps } from './deps.ts';
import { bookingOfEmail, ServiceError, type ServiceResult } from './service-error.ts';
import { maskedTravellers } from './views.ts';

const REFUSALS = { cancelled: 'api.travellers.cancelled', started: 'api.travellers.started' } as const;

export async function nameTravellers(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  code: string,
  input: TravellerNamesRequest,
): Promise<ServiceResult<SavedTravellers>> {
  const booking = bookingOfEmail(await findBookingByCode(deps.db, code), input.email);
  if (!input.names.some((name) => name !== '')) {
    throw new ServiceError(422, 'validation.travellers.none', {
      data: { issues: [{ path: 'names', key: 'validation.travellers.none', message: '' }] },
    });
  }
  const today = agencyToday(deps.clock());
  return withBookingLocked(deps.db, booking.id, async (tx) => {
    const row = await lockTravellerNames(tx, booking.id);
    if (!row) throw new ServiceError(404, 'api.booking.notFound');
    const refusal = travellerNamesRefusal({ ...row, today });
    if (refusal) throw new ServiceError(409, REFUSALS[refusal]);
    const names = mergedTravellerNames(row.names, input.names);
    if (names.length > row.spots) {
      throw new ServiceError(422, 'validation.travellers.overGroup', {
        params: { spots: row.spots },
        data: { issues: [{ path: 'names', key: 'validation.travellers.overGroup', message: '' }] },
      });
    }
    if (JSON.stringify(names) !== JSON.stringify(row.names)) {
      await saveTravellerNames(tx, booking.id, names);
      await appendAudit(tx, {
        staffId: null,
        action: 'travellers',
        bookingId: booking.id,
        reason: '',
        detail: { before: row.names, after: names },
      });
    }
    return {
      status: 200,
      key: 'api.travellers.saved',
      data: {
        travellers: maskedTravellers(row.spots, names),
        unnamedTravellers: unnamedTravellers({ spots: row.spots, names }),
      },
    };
  });
}
