-- Departures and their seats (docs/business-rules.md#departures, docs/database.md#seats-of-a-departure).
-- A departure (date, capacity, price, status) is planned in the CMS and reaches the functions in the
-- catalogue snapshot; what changes between builds lives here: the seats its bookings take, and a stop
-- of sales made in the back office.

-- The departure a booking travels on; empty for a trip sold on request (with a preferred date).
ALTER TABLE bookings ADD COLUMN departure_id text
  CHECK (departure_id IS NULL OR length(departure_id) BETWEEN 1 AND 120);
-- Until its first payment succeeds, a booking holds its seats until this time (SEAT_HOLD_MINUTES).
ALTER TABLE bookings ADD COLUMN seats_held_until timestamptz;
-- When the sweep recorded that the hold ran out with nothing paid (the seats went back on sale).
ALTER TABLE bookings ADD COLUMN seats_released_at timestamptz;
-- The first success found seats for the booking: they are its own for good.
ALTER TABLE bookings ADD COLUMN seats_kept_at timestamptz;
-- The first success came after the release and the departure had filled: kept, for staff to settle.
ALTER TABLE bookings ADD COLUMN seats_overbooked_at timestamptz;
ALTER TABLE bookings ADD CONSTRAINT bookings_seats_need_departure CHECK (departure_id IS NOT NULL
  OR (seats_held_until, seats_released_at, seats_kept_at, seats_overbooked_at) IS NULL);

CREATE INDEX bookings_departure ON bookings (departure_id) WHERE departure_id IS NOT NULL;
CREATE INDEX bookings_seat_holds ON bookings (seats_held_until) WHERE seats_held_until IS NOT NULL;
CREATE INDEX bookings_overbooked ON bookings (seats_overbooked_at)
  WHERE seats_overbooked_at IS NOT NULL AND cancelled_at IS NULL;

-- The live state of a departure, one row each, made when it is first booked or stopped. Booking
-- creation locks the row (`INSERT ... ON CONFLICT DO UPDATE`, inside its transaction), so seats are
-- counted and taken one booking at a time per departure, whatever the number of instances: a row
-- lock lasts as long as its transaction, which a pooler in transaction mode keeps on one connection.
CREATE TABLE departure_states (
  departure_id text PRIMARY KEY CHECK (length(departure_id) BETWEEN 1 AND 120),
  package_slug text NOT NULL,
  -- Sales stopped by staff, effective at once (the CMS's `closed` needs a rebuild).
  sales_stopped_at timestamptz,
  sales_stopped_by bigint REFERENCES staff (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT departure_states_stop_by CHECK ((sales_stopped_at IS NULL) = (sales_stopped_by IS NULL))
);

-- THE definition of the seats a departure's bookings take, read by the seats function, booking
-- creation and the sweep alike: a booking not cancelled (an abandoned one is cancelled too) that has
-- a successful payment (for good) or a hold not yet run out.
CREATE VIEW departure_seat_holders AS
  SELECT id AS booking_id, departure_id, spots FROM bookings
  WHERE departure_id IS NOT NULL AND cancelled_at IS NULL
    AND (amount_paid > 0 OR seats_held_until > now());

CREATE FUNCTION departure_seats_taken(departure text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(SUM(spots), 0)::integer FROM departure_seat_holders WHERE departure_id = departure
$$;

-- The agency's e-mail about a booking paid after its seats were released into a full departure.
ALTER TABLE agency_notices DROP CONSTRAINT agency_notices_kind_check;
ALTER TABLE agency_notices ADD CONSTRAINT agency_notices_kind_check
  CHECK (kind IN ('booking', 'payment', 'late_success', 'cancelled_payment', 'overbooked'));
