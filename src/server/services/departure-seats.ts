/**
 * Seats of scheduled departures (docs/business-rules.md#departures). The catalogue says what a
 * departure is (date, capacity, price, the editors' status); the database says how many seats its
 * bookings take and whether staff stopped its sales, through its one definition (migration 021).
 * Seats are taken inside the departure's row lock, so no concurrency sells more than the capacity.
 */
import type { DepartureSeats, PackageDepartures } from '../../api/contract.ts';
import type { CatalogueSnapshot } from '../../content/types.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import {
  type Departure,
  type DepartureAvailability,
  departureAvailability,
  departurePricePerPerson,
  upcomingDepartures,
} from '../../domain/departure.ts';
import type { ValidationKey } from '../../domain/schemas.ts';
import {
  DEFAULT_SEAT_HOLD_MINUTES,
  DEFAULT_UNPAID_HOLD_LIMITS,
  STAFF_SEAT_HOLD_MINUTES,
  unpaidHoldRefusal,
  unpaidSeatCap,
} from '../../domain/seat-holds.ts';
import type { Db } from '../db/pool.ts';
import {
  clearOverbookedIfFits,
  departureLiveStates,
  departureOfBooking,
  listUnsettledSeats,
  markSeatsSettled,
  overbookedDepartures,
  releaseExpiredHolds,
  seatsTaken,
  seatsTakenByOthers,
  unpaidHeldSeats,
  unpaidHoldsOf,
  unsettledSeatsOf,
  withDepartureLocked,
} from '../repositories/departures.ts';
import { sendAgencyNotice } from './agency-notice.ts';
import { sendSoon } from './booking-mail.ts';
import type { ServiceDeps } from './deps.ts';
import { sendOverbookedMail } from './overbooked-mail.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';

type Package = CatalogueSnapshot['packages'][number];
type Query = Pick<Db, 'query'>;

function refused(key: ValidationKey): ServiceError {
  return new ServiceError(422, key, {
    data: { issues: [{ path: 'departureId', key, message: '' }] },
  });
}

/**
 * The departure a new booking travels on, checked against the catalogue: required when the package
 * has departures to come, refused when it has none; null for a trip sold on request.
 */
export function chooseDeparture(
  pkg: Package,
  departureId: string | undefined,
  today: string,
): Departure | null {
  const departures = pkg.departures ?? [];
  if (departureId === undefined) {
    if (upcomingDepartures(departures, today).length > 0) throw refused('validation.departure.required');
    return null;
  }
  if (departures.length === 0) throw refused('validation.departure.none');
  const departure = departures.find((d) => d.id === departureId);
  // Another package's departure is as unknown here as a made-up one.
  if (!departure) throw refused('validation.departure.unknown');
  if (departure.date <= today) throw refused('validation.departure.past');
  return departure;
}

/** The price per person a booking pays: its departure's, else the trip's. */
export function bookingPricePerPerson(pkg: Package, departure: Departure | null): number {
  return departure ? departurePricePerPerson(pkg.pricePerPerson, departure) : pkg.pricePerPerson;
}

/** Minutes an online booking with nothing paid holds its seats (`SEAT_HOLD_MINUTES`). */
export function seatHoldMinutes(deps: ServiceDeps): number {
  return deps.seatHoldMinutes ?? DEFAULT_SEAT_HOLD_MINUTES;
}

/**
 * The hold of a new booking's seats, in ms: `SEAT_HOLD_MINUTES` online, longer for a booking staff
 * took for a customer who pays from a link or at the office.
 */
export function seatHoldMs(deps: ServiceDeps, byStaff: boolean): number {
  return (
    (byStaff ? Math.max(STAFF_SEAT_HOLD_MINUTES, seatHoldMinutes(deps)) : seatHoldMinutes(deps)) * 60_000
  );
}

/** Why a departure cannot take `spots` more seats now, or null when it can. */
function seatsRefusal(availability: DepartureAvailability, spots: number): ServiceError | null {
  if (availability.kind === 'past') return refused('validation.departure.past');
  if (availability.kind === 'closed') return new ServiceError(409, 'api.departure.closed');
  if (availability.kind === 'full') return new ServiceError(409, 'api.departure.soldOut');
  if (availability.seatsLeft >= spots) return null;
  const count = availability.seatsLeft;
  return new ServiceError(409, count === 1 ? 'api.departure.fewSeatsOne' : 'api.departure.fewSeatsOther', {
    params: { count },
  });
}

export interface SeatClaim {
  packageSlug: string;
  departure: Departure;
  spots: number;
  /** The agency's date: a departure on it or before has left. */
  today: string;
  /** A booking already on the departure (a larger group): its own seats are not counted. */
  bookingId?: string | undefined;
}

/**
 * THE seat check of every writer that puts people on a departure (a booking, online or by staff, a
 * move, a larger group), run in the caller's transaction once it holds the departure's lock
 * (`lockDeparture`, whose answer says whether sales are stopped): counts the seats the others take
 * by the database's one definition (all of them for a new booking; less `bookingId`'s own for one
 * already there) and refuses (409; 422 once it has left) unless `spots` fit. What the caller
 * writes next in the same transaction holds the seats.
 */
export async function refuseUnlessSeatsFree(tx: Query, claim: SeatClaim, stopped: boolean): Promise<void> {
  const { departure, bookingId } = claim;
  const taken = bookingId
    ? await seatsTakenByOthers(tx, departure.id, bookingId)
    : await seatsTaken(tx, departure.id);
  const availability = departureAvailability(departure, { taken, stopped, today: claim.today });
  const refusal = seatsRefusal(availability, claim.spots);
  if (refusal) throw refusal;
}

/** Who holds seats unpaid from an online booking: its client network and e-mail address. */
export interface UnpaidHolder {
  network: string;
  email: string;
}

/**
 * Refuses (409) an online booking whose unpaid hold would pass a cap (docs/business-rules.md
 * #departures), telling the customer what to do; run under the departure's lock.
 */
async function refuseOverUnpaidCaps(
  deps: ServiceDeps,
  tx: Query,
  claim: { departure: Departure; spots: number },
  holder: UnpaidHolder,
): Promise<void> {
  const limits = deps.unpaidHolds ?? DEFAULT_UNPAID_HOLD_LIMITS;
  const held = await unpaidHoldsOf(tx, holder);
  const refusal = unpaidHoldRefusal(
    {
      capacity: claim.departure.seats,
      spots: claim.spots,
      heldUnpaid: await unpaidHeldSeats(tx, claim.departure.id),
      networkHolds: held.network,
      emailHolds: held.email,
    },
    limits,
  );
  if (refusal === 'client') throw new ServiceError(409, 'api.booking.unpaidHolds');
  if (refusal === 'group') {
    throw new ServiceError(409, 'api.departure.groupForAgency', {
      params: { max: unpaidSeatCap(claim.departure.seats, limits.sharePercent) },
    });
  }
  if (refusal === 'departure') {
    throw new ServiceError(409, 'api.departure.heldForPayment', {
      params: { minutes: seatHoldMinutes(deps) },
    });
  }
}

/**
 * Takes `spots` seats of `departure` and runs `insert` (the booking's row) in the same transaction,
 * under the departure's lock; refuses with 409 (closed, stopped, sold out, too few seats left, an
 * online booking over the caps of unpaid holds) and writes nothing when they are not free.
 * `holder` is null for a booking staff took: the agency is not capped.
 */
export async function withSeatsTaken<T>(
  deps: ServiceDeps,
  pkg: Package,
  departure: Departure,
  spots: number,
  holder: UnpaidHolder | null,
  insert: (tx: Query) => Promise<T>,
): Promise<T> {
  const claim = { packageSlug: pkg.slug, departure, spots, today: agencyToday(deps.clock()) };
  return withDepartureLocked(
    deps.db,
    { id: departure.id, packageSlug: pkg.slug },
    async (tx, { stopped }) => {
      await refuseUnlessSeatsFree(tx, claim, stopped);
      if (holder) await refuseOverUnpaidCaps(deps, tx, claim, holder);
      return insert(tx);
    },
  );
}

/** A departure as the checkout shows it: seats left and what may be done with it now. */
function seatsView(
  pkg: Package,
  departure: Departure,
  live: { taken: number; stopped: boolean },
  today: string,
) {
  const availability = departureAvailability(departure, { ...live, today });
  const view: DepartureSeats = {
    id: departure.id,
    date: departure.date,
    pricePerPerson: departurePricePerPerson(pkg.pricePerPerson, departure),
    seatsLeft: availability.kind === 'open' ? availability.seatsLeft : 0,
    availability:
      availability.kind === 'open'
        ? availability.few
          ? 'few'
          : 'open'
        : availability.kind === 'full'
          ? 'full'
          : 'closed',
  };
  return view;
}

/** GET /api/packages/{slug}/departures: the package's departures to come, soonest first. */
export async function listPackageDepartures(
  deps: ServiceDeps,
  slug: string,
): Promise<ServiceResult<PackageDepartures>> {
  const catalogue = await deps.catalogue();
  const pkg = catalogue.packages.find((p) => p.slug === slug);
  if (!pkg) throw new ServiceError(404, 'api.error.notFound');
  const today = agencyToday(deps.clock());
  const upcoming = upcomingDepartures(pkg.departures ?? [], today);
  const live = await departureLiveStates(
    deps.db,
    upcoming.map((d) => d.id),
  );
  return {
    status: 200,
    key: 'api.departures.found',
    data: {
      packageSlug: pkg.slug,
      departures: upcoming.map((d) =>
        seatsView(pkg, d, live.get(d.id) ?? { taken: 0, stopped: false }, today),
      ),
    },
  };
}

/**
 * After a booking's first successful payment: its seats become its own for good when they are free
 * (its hold still ran, or the seats released meanwhile were not taken); otherwise the departure
 * filled after the release, and the booking is kept, flagged for staff (attention page) and the
 * agency is e-mailed. Once per booking; a booking without a departure, or settled, is left alone.
 */
export async function settleSeatsAfterPayment(deps: ServiceDeps, bookingId: string): Promise<void> {
  const of = await departureOfBooking(deps.db, bookingId);
  if (!of) return;
  const catalogue = await deps.catalogue();
  const departure = catalogue.packages
    .find((p) => p.slug === of.packageSlug)
    ?.departures?.find((d) => d.id === of.departureId);
  const settled = await withDepartureLocked(
    deps.db,
    { id: of.departureId, packageSlug: of.packageSlug },
    async (tx) => {
      const booking = await unsettledSeatsOf(tx, bookingId);
      if (!booking) return null;
      const others = await seatsTakenByOthers(tx, of.departureId, bookingId);
      // A departure since removed from the catalogue has no capacity to hold against: kept.
      const kept = !departure || others + booking.spots <= departure.seats;
      await markSeatsSettled(tx, bookingId, kept);
      return { kept, code: booking.code };
    },
  );
  if (settled && !settled.kept) {
    deps.log?.('paid after its seats were released into a full departure', { code: settled.code });
    await sendSoon(deps, () =>
      sendAgencyNotice(deps, {
        key: `overbooked/${settled.code}`,
        kind: 'overbooked',
        bookingId,
        attemptId: null,
      }),
    );
    // The customer is told the truth too: paid, the departure full, the agency will call.
    await sendSoon(deps, () => sendOverbookedMail(deps, bookingId));
  }
}

/**
 * Clears the "paid into a full departure" flag of the departure's bookings once its seats taken fit
 * its capacity again (docs/business-rules.md#departures), under its lock. A departure since removed
 * from the catalogue has no capacity to hold against: cleared. Returns the codes cleared.
 */
export async function settleOverbooked(
  deps: ServiceDeps,
  of: { departureId: string; packageSlug: string },
): Promise<string[]> {
  const departure = (await deps.catalogue()).packages
    .find((p) => p.slug === of.packageSlug)
    ?.departures?.find((d) => d.id === of.departureId);
  const cleared = await withDepartureLocked(
    deps.db,
    { id: of.departureId, packageSlug: of.packageSlug },
    (tx) => clearOverbookedIfFits(tx, of.departureId, departure?.seats ?? null),
  );
  if (cleared.length > 0) deps.log?.('departure fits again: overbooked flag cleared', { codes: cleared });
  return cleared;
}

/**
 * After seats left a departure (a booking cancelled, closed as abandoned, or moved away, named by
 * its departure or by the booking): the bookings paid into it when it was full may fit now. Never
 * fails the action done: the sweep tries again.
 */
export async function afterSeatsFreed(
  deps: ServiceDeps,
  from: { bookingId: string } | { departureId: string; packageSlug: string },
): Promise<void> {
  try {
    const of = 'bookingId' in from ? await departureOfBooking(deps.db, from.bookingId) : from;
    if (of) await settleOverbooked(deps, of);
  } catch (error) {
    deps.log?.('could not settle a departure after seats left it', { error: String(error) });
  }
}

export interface SeatSweepReport {
  /** Bookings whose hold ran out with nothing paid, recorded released now. */
  released: number;
  /** Paid bookings whose seats the success path had not settled (it stopped half-way). */
  settled: number;
  /** Bookings paid into a full departure whose departure fits again (flag cleared). */
  fitAgain: number;
}

/**
 * The sweep's part: records the holds that ran out, settles any paid booking left unsettled, and
 * clears the flag of bookings paid into a full departure whose seats fit again (a hold run out or
 * seats added by the editors have no event of their own).
 */
export async function sweepSeats(deps: ServiceDeps, batch: number): Promise<SeatSweepReport> {
  const released = await releaseExpiredHolds(deps.db, batch);
  const unsettled = await listUnsettledSeats(deps.db, batch);
  for (const booking of unsettled) {
    // One booking's trouble (a database error) must not stop the others.
    await settleSeatsAfterPayment(deps, booking.bookingId).catch((error: unknown) =>
      deps.log?.('sweep could not settle seats', { code: booking.code, error: String(error) }),
    );
  }
  let fitAgain = 0;
  for (const departure of await overbookedDepartures(deps.db, batch)) {
    fitAgain += await settleOverbooked(deps, departure).then(
      (codes) => codes.length,
      (error: unknown) => {
        deps.log?.('sweep could not settle a full departure', { ...departure, error: String(error) });
        return 0;
      },
    );
  }
  return { released: released.length, settled: unsettled.length, fitAgain };
}
