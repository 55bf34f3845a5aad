/**
 * The seats of departures (migration 021): every count goes through the database's one definition
 * (`departure_seat_holders`, `departure_seats_taken`), never a sum of its own.
 */
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';
import { inTransaction } from '../db/transaction.ts';
import { mailClaims } from './mail-claims.ts';

type Query = Pick<Db, 'query'>;

type Stopped = Computed<{ stopped: boolean }>;
type Taken = Computed<{ taken: number }>;
type Code = Selected<BookingsRow, 'code'>;
type Trip = Selected<BookingsRow, 'departure_id' | 'package_slug'>;
/** Only bookings of a departure are overbooked. */
type OverbookedTrip = Selected<BookingsRow, 'departure_id' | 'package_slug', { departure_id: string }>;
type Held = Selected<BookingsRow, 'id' | 'code' | 'spots', { id: string }>;
type Seats = Selected<
  BookingsRow,
  'id' | 'code' | 'package_slug' | 'departure_id' | 'spots',
  { id: string; departure_id: string }
>;

/**
 * Runs `work` in a transaction holding the departure's row (made if it is new): bookings of one
 * departure count and take its seats one at a time. The lock is a row lock taken by the upsert
 * itself, so it holds through a pooler in transaction mode. `work` must call no remote service.
 */
export async function withDepartureLocked<T>(
  db: Db,
  departure: { id: string; packageSlug: string },
  work: (tx: Query, locked: { stopped: boolean }) => Promise<T>,
): Promise<T> {
  // A refusal thrown by `work` rolls the upsert back too: nothing is written.
  return inTransaction(db, async (client) => work(client, await lockDeparture(client, departure)));
}

/**
 * Takes the departure's row lock inside the caller's transaction (the row is made if it is new):
 * what booking creation holds while it counts and takes seats. Says whether sales are stopped.
 */
export async function lockDeparture(
  tx: Query,
  departure: { id: string; packageSlug: string },
): Promise<{ stopped: boolean }> {
  const { rows } = await tx.query<Stopped>(
    `INSERT INTO departure_states (departure_id, package_slug) VALUES ($1, $2)
     ON CONFLICT (departure_id) DO UPDATE SET departure_id = EXCLUDED.departure_id
     RETURNING sales_stopped_at IS NOT NULL AS stopped`,
    [departure.id, departure.packageSlug],
  );
  return { stopped: rows[0]?.stopped ?? false };
}

/** Stops the departure's sales (by `staffId`) or opens them again; its row is locked already. */
export async function setSalesStopped(
  tx: Query,
  departureId: string,
  stop: { staffId: string; at: Date } | null,
): Promise<void> {
  await tx.query(
    `UPDATE departure_states SET sales_stopped_at = $2, sales_stopped_by = $3, updated_at = now()
     WHERE departure_id = $1`,
    [departureId, stop?.at ?? null, stop?.staffId ?? null],
  );
}

/** Seats taken on one departure, as the database defines them. */
export async function seatsTaken(db: Query, departureId: string): Promise<number> {
  const { rows } = await db.query<Taken>('SELECT departure_seats_taken($1) AS taken', [departureId]);
  return rows[0]?.taken ?? 0;
}

export interface DepartureLiveState {
  taken: number;
  stopped: boolean;
}

type LiveState = Computed<{ id: string } & DepartureLiveState>;

/** Seats taken and stop of sales of each departure asked about (absent ones: nothing taken). */
export async function departureLiveStates(
  db: Query,
  departureIds: readonly string[],
): Promise<Map<string, DepartureLiveState>> {
  if (departureIds.length === 0) return new Map();
  const { rows } = await db.query<LiveState>(
    `SELECT d.id, departure_seats_taken(d.id) AS taken,
       COALESCE(s.sales_stopped_at IS NOT NULL, false) AS stopped
     FROM unnest($1::text[]) AS d(id) LEFT JOIN departure_states s ON s.departure_id = d.id`,
    [departureIds],
  );
  return new Map(rows.map((r) => [r.id, { taken: r.taken, stopped: r.stopped }]));
}

/**
 * Records the release of every hold that ran out with nothing paid: those the definition no longer
 * counts. Their seats were free from the hold's end already; this dates it for staff and for a
 * payment that succeeds later. Returns the bookings' codes.
 */
export async function releaseExpiredHolds(db: Query, limit: number): Promise<string[]> {
  const { rows } = await db.query<Code>(
    `UPDATE bookings b SET seats_held_until = NULL, seats_released_at = now()
     WHERE b.id IN (
       SELECT e.id FROM bookings e
       WHERE e.seats_held_until <= now()
         AND NOT EXISTS (SELECT 1 FROM departure_seat_holders h WHERE h.booking_id = e.id)
       ORDER BY e.seats_held_until LIMIT $1)
     RETURNING b.code`,
    [limit],
  );
  return rows.map((r) => r.code);
}

export interface UnsettledSeats {
  bookingId: string;
  code: string;
  packageSlug: string;
  departureId: string;
  spots: number;
}

const toUnsettled = (r: Seats): UnsettledSeats => ({
  bookingId: r.id,
  code: r.code,
  packageSlug: r.package_slug,
  departureId: r.departure_id,
  spots: r.spots,
});

/**
 * Bookings of a departure whose first payment has succeeded and whose seats were not yet settled
 * (kept, or found taken): the success path settles them at once, the sweep any it missed.
 */
export async function listUnsettledSeats(db: Query, limit: number): Promise<UnsettledSeats[]> {
  const { rows } = await db.query<Seats>(
    `SELECT id::text AS id, code, package_slug, departure_id, spots FROM bookings
     WHERE departure_id IS NOT NULL AND amount_paid > 0 AND cancelled_at IS NULL
       AND seats_kept_at IS NULL AND seats_overbooked_at IS NULL
     ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows.map(toUnsettled);
}

/** One booking's seat facts, read inside the departure's lock. */
export async function unsettledSeatsOf(tx: Query, bookingId: string): Promise<UnsettledSeats | null> {
  const { rows } = await tx.query<Seats>(
    `SELECT id::text AS id, code, package_slug, departure_id, spots FROM bookings
     WHERE id = $1 AND departure_id IS NOT NULL AND amount_paid > 0 AND cancelled_at IS NULL
       AND seats_kept_at IS NULL AND seats_overbooked_at IS NULL
     FOR UPDATE`,
    [bookingId],
  );
  return rows[0] ? toUnsettled(rows[0]) : null;
}

/** Seats the departure's other bookings take (the definition, less this booking). */
export async function seatsTakenByOthers(tx: Query, departureId: string, bookingId: string): Promise<number> {
  const { rows } = await tx.query<Taken>(
    `SELECT COALESCE(SUM(spots), 0)::integer AS taken FROM departure_seat_holders
     WHERE departure_id = $1 AND booking_id <> $2`,
    [departureId, bookingId],
  );
  return rows[0]?.taken ?? 0;
}

/** Settles a paid booking's seats: its own for good, or paid into a full departure (flagged). */
export async function markSeatsSettled(tx: Query, bookingId: string, kept: boolean): Promise<void> {
  await tx.query(
    kept
      ? 'UPDATE bookings SET seats_kept_at = now(), seats_held_until = NULL WHERE id = $1'
      : 'UPDATE bookings SET seats_overbooked_at = now(), seats_held_until = NULL WHERE id = $1',
    [bookingId],
  );
}

/** The departure of a booking, if it has one. */
export async function departureOfBooking(
  db: Query,
  bookingId: string,
): Promise<{ departureId: string; packageSlug: string } | null> {
  const { rows } = await db.query<Trip>('SELECT departure_id, package_slug FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  const r = rows[0];
  return r?.departure_id ? { departureId: r.departure_id, packageSlug: r.package_slug } : null;
}

/**
 * Clears the "paid into a full departure" flag (migration 021) of the departure's bookings once its
 * seats taken fit `capacity` again (a group made smaller, a booking cancelled or moved away, a hold
 * run out, seats added by the editors): their seats are then theirs for good. Run under the
 * departure's lock. Returns the codes of the bookings cleared.
 */
export async function clearOverbookedIfFits(
  tx: Query,
  departureId: string,
  capacity: number | null,
): Promise<string[]> {
  const { rows } = await tx.query<Code>(
    `UPDATE bookings SET seats_overbooked_at = NULL, seats_kept_at = now()
     WHERE departure_id = $1 AND seats_overbooked_at IS NOT NULL AND cancelled_at IS NULL
       AND ($2::integer IS NULL OR departure_seats_taken($1) <= $2::integer)
     RETURNING code`,
    [departureId, capacity],
  );
  return rows.map((r) => r.code);
}

/** The departures that have a booking flagged as paid into a full departure, not cancelled. */
export async function overbookedDepartures(
  db: Query,
  limit: number,
): Promise<{ departureId: string; packageSlug: string }[]> {
  const { rows } = await db.query<OverbookedTrip>(
    `SELECT DISTINCT departure_id, package_slug FROM bookings
     WHERE seats_overbooked_at IS NOT NULL AND cancelled_at IS NULL
     ORDER BY departure_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ departureId: r.departure_id, packageSlug: r.package_slug }));
}

/**
 * The customer's e-mail about a payment received into a departure that filled meanwhile (migration
 * 024), claimed on the booking; a booking no longer flagged (moved, or its seats fit again) is not
 * told.
 */
export const overbookedMailClaims = mailClaims({
  table: 'bookings',
  claimed: 'overbooked_mail_claimed_at',
  sent: 'overbooked_mail_sent_at',
  happened: 'seats_overbooked_at',
  when: 'seats_overbooked_at IS NOT NULL',
});

type HeldSeats = Computed<{ held: number }>;

/** Seats of the departure held now with nothing paid (`unpaid_seat_holds`, migration 029). */
export async function unpaidHeldSeats(tx: Query, departureId: string): Promise<number> {
  const { rows } = await tx.query<HeldSeats>(
    'SELECT COALESCE(SUM(spots), 0)::integer AS held FROM unpaid_seat_holds WHERE departure_id = $1',
    [departureId],
  );
  return rows[0]?.held ?? 0;
}

type HoldCounts = Computed<{ network: number; email: number }>;

/**
 * Counts a client network's and an e-mail address's unpaid holds, on every departure, inside the
 * caller's transaction. Two bookings from one network on two departures hold two different
 * departure locks: a lock per network and per address (taken in that order, after the departure's)
 * makes them count one after the other, so the caps hold under concurrency too.
 */
export async function unpaidHoldsOf(
  tx: Query,
  holder: { network: string; email: string },
): Promise<{ network: number; email: number }> {
  const email = holder.email.trim().toLowerCase();
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('unpaid-holds/network/' || $1))", [holder.network]);
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('unpaid-holds/email/' || $1))", [email]);
  const { rows } = await tx.query<HoldCounts>(
    `SELECT count(*) FILTER (WHERE client_network = $1)::integer AS network,
       count(*) FILTER (WHERE email = $2)::integer AS email
     FROM unpaid_seat_holds WHERE client_network = $1 OR email = $2`,
    [holder.network, email],
  );
  return { network: rows[0]?.network ?? 0, email: rows[0]?.email ?? 0 };
}

/**
 * A payment started on a booking whose seats are still held unpaid: the hold runs `ms` from now,
 * but never past `maxMinutes` after the booking was made. A hold already run out is not taken
 * back here (the seats may be sold): a success then settles them as after any release.
 */
export async function extendUnpaidHold(
  tx: Query,
  bookingId: string,
  hold: { ms: number; maxMinutes: number },
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET seats_held_until = GREATEST(seats_held_until,
       LEAST(now() + $2 * interval '1 millisecond', created_at + $3 * interval '1 minute'))
     WHERE id = $1 AND amount_paid = 0 AND cancelled_at IS NULL AND seats_held_until > now()`,
    [bookingId, hold.ms, hold.maxMinutes],
  );
}

export interface ReleasedHold {
  bookingId: string;
  code: string;
  spots: number;
}

/**
 * Staff release every unpaid hold of a departure (the Departures screen), under its lock: the
 * seats are on sale at once. The bookings stay; a payment that comes later settles as one after a
 * hold ran out. Returns what was released (nothing when no hold is left).
 */
export async function releaseUnpaidHolds(
  tx: Query,
  departureId: string,
  staffId: string,
): Promise<ReleasedHold[]> {
  const { rows } = await tx.query<Held>(
    `UPDATE bookings SET seats_held_until = NULL, seats_released_at = now(), seats_released_by = $2
     WHERE id IN (SELECT booking_id FROM unpaid_seat_holds WHERE departure_id = $1)
     RETURNING id::text AS id, code, spots`,
    [departureId, staffId],
  );
  return rows
    .map((r) => ({ bookingId: r.id, code: r.code, spots: r.spots }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
