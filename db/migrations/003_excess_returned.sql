-- A customer charged more than the total (a late success after a retry) is owed the excess; the
-- agency sends it back by hand and records it here, so the booking page and the attention report
-- stop saying it is owed.
ALTER TABLE bookings ADD COLUMN excess_returned integer NOT NULL DEFAULT 0 CHECK (excess_returned >= 0);
ALTER TABLE bookings ADD COLUMN excess_returned_at timestamptz;
ALTER TABLE bookings ADD COLUMN excess_returned_note text;
