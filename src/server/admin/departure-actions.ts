/**
 * Staff actions on departures (docs/back-office.md#departures): stop a departure's sales at once or
 * open them again, release the seats held with nothing paid (owners), move a booking to another
 * departure of its trip, name its travellers and write its note for the guide (owners and agents).
 * Each is audited with who and why, in the transaction that does it.
 */
import { createHash } from 'node:crypto';
import type { ActionOutcome, ReleasedHolds } from '../../api/admin-contract.ts';
import type { BookingAction } from '../../domain/admin-schemas.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import { repriceForMove } from '../../domain/booking-change.ts';
import { keptTravellerNames } from '../../domain/traveller-names.ts';
import type { Db } from '../db/pool.ts';
import { type AuditEntry, appendAudit } from '../repositories/audit-log.ts';
import {
  lockBookingForAction,
  markSeatsSettledAfterMove,
  setGuideNote,
  setTravellerNames,
} from '../repositories/booking-actions.ts';
import { insertBookingChange } from '../repositories/booking-changes.ts';
import { type Booking, findBookingById } from '../repositories/bookings.ts';
import {
  lockDeparture,
  releaseUnpaidHolds,
  setSalesStopped,
  withDepartureLocked,
} from '../repositories/departures.ts';
import { sendSoon } from '../services/booking-mail.ts';
import { sendChangeMail } from '../services/change-mail.ts';
import {
  afterSeatsFreed,
  bookingPricePerPerson,
  refuseUnlessSeatsFree,
} from '../services/departure-seats.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { once } from './audit-log.ts';
import { findDeparture } from './departures-view.ts';

type Outcome = { result: ActionOutcome; replayed: boolean };

/**
 * Stops sales of a departure (the seats function and booking creation refuse it from the next
 * call) or opens them again; under the departure's lock, so a booking counting seats meanwhile sees
 * one or the other. Saying what is already so is refused (409), nothing written.
 */
export async function setDepartureSales(
  deps: ServiceDeps,
  staffId: string,
  departureId: string,
  request: { stopped: boolean; reason: string },
): Promise<{ stopped: boolean }> {
  const found = findDeparture(await deps.catalogue(), departureId);
  if (!found) throw new ServiceError(404, 'admin.error.departureNotFound');
  return withDepartureLocked(deps.db, { id: departureId, packageSlug: found.pkg.slug }, async (tx, now) => {
    if (now.stopped === request.stopped) {
      throw new ServiceError(409, request.stopped ? 'admin.error.salesStopped' : 'admin.error.salesOpen');
    }
    await setSalesStopped(tx, departureId, request.stopped ? { staffId, at: deps.clock() } : null);
    await appendAudit(tx, {
      staffId,
      action: request.stopped ? 'stopSales' : 'reopenSales',
      bookingId: null,
      reason: request.reason,
      detail: { departureId, packageSlug: found.pkg.slug, date: found.departure.date },
    });
    return { stopped: request.stopped };
  });
}

/**
 * Releases every hold of a departure's seats with nothing paid (owners, from its manifest), under
 * its lock, once per idempotency key and audited with the bookings released: the seats are on sale
 * at once. The bookings stay; one paid later is settled as after any hold that ran out. With no
 * hold left to release, refused (409), nothing written; a repeat of the same key replays.
 */
export async function releaseDepartureHolds(
  deps: ServiceDeps,
  staffId: string,
  departureId: string,
  request: { reason: string },
  key: string,
): Promise<{ result: ReleasedHolds; replayed: boolean }> {
  const found = findDeparture(await deps.catalogue(), departureId);
  if (!found) throw new ServiceError(404, 'admin.error.departureNotFound');
  const packageSlug = found.pkg.slug;
  const entry: AuditEntry = {
    staffId,
    action: 'releaseHolds',
    bookingId: null,
    reason: request.reason,
    // The key replays only this departure's release.
    requestHash: createHash('sha256').update(`releaseHolds/${departureId}`).digest('hex'),
    detail: { departureId, packageSlug, date: found.departure.date },
  };
  const outcome = await once(deps.db, key, entry, async (client) => {
    await lockDeparture(client, { id: departureId, packageSlug });
    const released = await releaseUnpaidHolds(client, departureId, staffId);
    if (released.length === 0) throw new ServiceError(409, 'admin.error.noHolds');
    const result: ReleasedHolds = {
      seats: released.reduce((sum, hold) => sum + hold.spots, 0),
      bookings: released.map((hold) => hold.code),
    };
    return { result, detail: { released: result.bookings, seats: result.seats } };
  });
  // Bookings paid into it when it was full may fit now.
  if (!outcome.replayed) await afterSeatsFreed(deps, { departureId, packageSlug });
  return outcome;
}

/**
 * Moves a booking to another departure of its trip: recorded as a change (migration 022) whose
 * date is the departure's, priced again by the checkout's rules when the departure sells at another
 * price per person (migration 031), else at its price, with the seats counted and taken under the
 * target's lock as booking creation does. Its old departure's seats are free at once (the
 * definition counts a booking on its departure only). The customer is e-mailed the new date, and
 * the new price if it changed, once.
 */
export async function moveBooking(
  deps: ServiceDeps,
  booking: Booking,
  action: Extract<BookingAction, { action: 'moveDeparture' }>,
  key: string,
  entry: AuditEntry,
): Promise<Outcome> {
  const pkg = (await deps.catalogue()).packages.find((p) => p.slug === booking.packageSlug);
  // Another trip's departure is as unknown here as a made-up one.
  const target = pkg?.departures?.find((d) => d.id === action.departureId);
  if (!pkg || !target) throw new ServiceError(422, 'validation.departure.unknown');
  const today = agencyToday(deps.clock());
  let changeId: string | null = null;
  const result = await once(deps.db, key, entry, async (client) => {
    const tx = client as unknown as Db;
    // The target's lock first, as booking creation takes it, then the booking's.
    const { stopped } = await lockDeparture(client, { id: target.id, packageSlug: pkg.slug });
    await lockBookingForAction(client, booking.id);
    const current = await findBookingById(tx, booking.id);
    if (!current || current.cancelledAt) throw new ServiceError(409, 'admin.error.cancelled');
    if (current.departureId === target.id) throw new ServiceError(409, 'admin.error.nothingChanged');
    const claim = { packageSlug: pkg.slug, departure: target, spots: current.spots, today };
    await refuseUnlessSeatsFree(client, { ...claim, bookingId: current.id }, stopped);
    // A departure selling at another price prices the booking again by the checkout's rules: a move
    // never sells a dearer date at a cheaper price (nor the reverse).
    const repriced = repriceForMove(current, bookingPricePerPerson(pkg, target));
    const previous = {
      spots: current.spots,
      preferredDate: current.preferredDate,
      total: current.total,
      departureId: current.departureId ?? null,
      ...(repriced ? { pricePerPerson: current.pricePerPerson } : {}),
    };
    changeId = await insertBookingChange(tx, {
      bookingId: current.id,
      staffId: entry.staffId,
      kind: 'departure',
      departureId: target.id,
      reason: action.reason,
      spots: current.spots,
      preferredDate: target.date,
      total: repriced?.total ?? current.total,
      downPayment: repriced?.downPayment ?? current.downPayment,
      ...(repriced ? { pricePerPerson: repriced.pricePerPerson } : {}),
      previous,
      at: deps.clock(),
    });
    // Paid seats are the booking's on its new departure for good (a flag of a full one is cleared).
    await markSeatsSettledAfterMove(client, current.id);
    return {
      result: { action: 'moveDeparture', paid: current.amountPaid, status: current.status },
      detail: {
        changeId,
        before: previous,
        after: {
          departureId: target.id,
          preferredDate: target.date,
          ...(repriced ? { pricePerPerson: repriced.pricePerPerson, total: repriced.total } : {}),
        },
      },
    };
  });
  const id = changeId;
  if (!result.replayed && id) await sendSoon(deps, () => sendChangeMail(deps, id));
  // Its old departure has its seats back: bookings paid into it when full may fit now.
  const left = booking.departureId;
  if (!result.replayed && left) await afterSeatsFreed(deps, { departureId: left, packageSlug: pkg.slug });
  return result;
}

/** Names the booking's travellers, at most one per person it counts; refused once cancelled. */
export async function setTravellers(
  deps: ServiceDeps,
  booking: Booking,
  action: Extract<BookingAction, { action: 'travellers' }>,
  key: string,
  entry: AuditEntry,
): Promise<Outcome> {
  const names = keptTravellerNames(action.names);
  return once(deps.db, key, entry, async (client) => {
    const row = await lockBookingForAction(client, booking.id);
    if (!row || row.cancelled) throw new ServiceError(409, 'admin.error.cancelled');
    if (names.length > row.spots) {
      throw new ServiceError(
        422,
        row.spots === 1 ? 'admin.error.travellersOverSpotsOne' : 'admin.error.travellersOverSpots',
        { params: { spots: row.spots } },
      );
    }
    if (JSON.stringify(names) === JSON.stringify(row.travellerNames)) {
      throw new ServiceError(409, 'admin.error.nothingChanged');
    }
    const after = await setTravellerNames(client, booking.id, names);
    return {
      result: { action: 'travellers', paid: after?.paid ?? 0, status: after?.status ?? booking.status },
      detail: { before: row.travellerNames, after: names },
    };
  });
}

/**
 * Replaces the booking's note for the departure's guide (the manifest prints it); refused once
 * cancelled (no longer on a manifest) or when it says what the note says already.
 */
export async function writeGuideNote(
  deps: ServiceDeps,
  booking: Booking,
  action: Extract<BookingAction, { action: 'guideNote' }>,
  key: string,
  entry: AuditEntry,
): Promise<Outcome> {
  return once(deps.db, key, entry, async (client) => {
    const row = await lockBookingForAction(client, booking.id);
    if (!row || row.cancelled) throw new ServiceError(409, 'admin.error.cancelled');
    if (row.guideNote === action.guideNote) throw new ServiceError(409, 'admin.error.nothingChanged');
    const after = await setGuideNote(client, booking.id, action.guideNote);
    return {
      result: { action: 'guideNote', paid: after?.paid ?? 0, status: after?.status ?? booking.status },
      detail: { before: row.guideNote, after: action.guideNote },
    };
  });
}
