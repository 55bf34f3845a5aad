-- Unpaid bookings the agency closes as abandoned (docs/back-office.md#unpaid-bookings). Closing one
-- is a cancellation, so the money rules of migration 013 hold unchanged: nothing is due on it, it
-- takes no payment, and a payment pending at the close that succeeds afterwards is owed back. The
-- mark only changes the words: the customer reads "closed, not paid", not "cancelled by the agency".
ALTER TABLE bookings ADD COLUMN abandoned_at timestamptz;
ALTER TABLE bookings ADD CONSTRAINT bookings_abandoned_is_cancelled
  CHECK (abandoned_at IS NULL OR abandoned_at = cancelled_at);
