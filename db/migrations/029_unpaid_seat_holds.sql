-- Seats held with nothing paid are short and bounded (docs/business-rules.md#departures): a hold
-- lasts minutes, a payment in progress extends it, and holds without money are capped per
-- departure (a share of its seats), per client network and per e-mail address.

-- The network a booking was made from online (an IPv4 address, an IPv6 /64, as the rate limits
-- key it); null for a booking staff took. Only caps unpaid holds: never shown, never exported.
ALTER TABLE bookings ADD COLUMN client_network text
  CHECK (client_network IS NULL OR char_length(client_network) <= 64);

-- When staff released a hold by hand (the Departures screen), and who: the seats are on sale
-- again; a payment that comes later is handled as one after a hold ran out.
ALTER TABLE bookings ADD COLUMN seats_released_by bigint REFERENCES staff (id);

-- THE definition of an unpaid hold: a seat holder (migration 021) with nothing paid yet.
CREATE VIEW unpaid_seat_holds AS
  SELECT id AS booking_id, departure_id, spots, client_network, lower(email) AS email
  FROM bookings
  WHERE departure_id IS NOT NULL AND cancelled_at IS NULL AND amount_paid = 0
    AND seats_held_until > now();

-- The caps count a network's and an address's holds at each online booking.
CREATE INDEX bookings_held_by_network ON bookings (client_network)
  WHERE seats_held_until IS NOT NULL AND client_network IS NOT NULL;
CREATE INDEX bookings_held_by_email ON bookings (lower(email)) WHERE seats_held_until IS NOT NULL;

-- New-booking notices to the owners are batched (docs/back-office.md#the-agency-hears-about-it): one row holds when
-- the last went, locked by whoever sends the next, so at most one e-mail per recipient goes per
-- BOOKING_NOTICE_BATCH_MINUTES, listing the bookings made meanwhile.
CREATE TABLE agency_booking_digest (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_sent_at timestamptz
);
INSERT INTO agency_booking_digest DEFAULT VALUES;
