-- The back office's departure tools (docs/back-office.md#departures): a booking moved to another
-- departure of its trip is a recorded change like a new date (migration 018: who, why, what it
-- said before, the customer's e-mail claimed), and every traveller's name, not only the lead's.

-- A move names the departure the booking now travels on; the date is the departure's.
ALTER TABLE booking_changes ADD COLUMN departure_id text
  CHECK (departure_id IS NULL OR length(departure_id) BETWEEN 1 AND 120);
ALTER TABLE booking_changes DROP CONSTRAINT booking_changes_kind_check;
ALTER TABLE booking_changes ADD CONSTRAINT booking_changes_kind_check
  CHECK (kind IN ('trip', 'price', 'departure'));
ALTER TABLE booking_changes ADD CONSTRAINT booking_changes_departure_of_move
  CHECK ((kind = 'departure') = (departure_id IS NOT NULL));

-- Migration 018's trigger, now landing a move's departure too (the seats follow: the one
-- definition counts a booking's seats on its departure, migration 021).
CREATE OR REPLACE FUNCTION booking_follows_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET spots = NEW.spots, preferred_date = NEW.preferred_date, total = NEW.total,
    down_payment = NEW.down_payment,
    payment_type = CASE WHEN NEW.total > 1000000 THEN 'multiple' ELSE payment_type END,
    departure_id = CASE WHEN NEW.kind = 'departure' THEN NEW.departure_id ELSE departure_id END,
    updated_at = NEW.created_at
  WHERE id = NEW.booking_id AND cancelled_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'a cancelled booking takes no change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

-- The travellers' names in the order staff (or, later, the customer) gave them; an empty string
-- is a traveller not yet named. At most the 50 people a booking may have.
ALTER TABLE bookings ADD COLUMN traveller_names text[] NOT NULL DEFAULT '{}'
  CHECK (cardinality(traveller_names) <= 50);
