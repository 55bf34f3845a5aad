-- Reviews come after the trip (docs/business-rules.md#reviews). A booking with a date is past its
-- trip once that date and its days are over; one without a date (or whose trip moved earlier) waits
-- for the agency to mark it travelled in the back office. Who marked it is in the audit log.
ALTER TABLE bookings ADD COLUMN travelled_at timestamptz;
