-- The cancellation policy (docs/business-rules.md#cancellations): the owner's cancel decides the
-- refund (the policy's proposal or another amount with a reason), and customers may ask to cancel.

-- The decided refund is kept as the part of the amount paid the agency keeps, so money that lands
-- after the cancel (a payment still open then) is owed back in full. The refund decided is
-- `amount_paid - cancel_kept`; what is still owed back and the status follow from it here only.
ALTER TABLE bookings ADD COLUMN cancel_kept bigint NOT NULL DEFAULT 0 CHECK (cancel_kept >= 0);

DROP INDEX bookings_needing_attention;
DROP INDEX bookings_status_created;
ALTER TABLE bookings DROP COLUMN status;
ALTER TABLE bookings DROP COLUMN owed_back;
ALTER TABLE bookings ADD COLUMN owed_back bigint GENERATED ALWAYS AS (GREATEST(
  amount_paid - excess_returned - CASE WHEN cancelled_at IS NULL THEN total ELSE cancel_kept END, 0))
  STORED;
ALTER TABLE bookings ADD COLUMN status text GENERATED ALWAYS AS (
  CASE
    WHEN cancelled_at IS NOT NULL THEN
      CASE WHEN amount_paid - cancel_kept > excess_returned THEN 'cancelled_refund_owed'
           WHEN excess_returned > 0 THEN 'cancelled_refunded'
           ELSE 'cancelled' END
    WHEN amount_paid <= 0 THEN 'pending_payment'
    WHEN amount_paid >= total THEN 'payment_completed'
    WHEN total > 1000000 THEN 'balance_offline'
    ELSE 'partial_payment'
  END) STORED;
CREATE INDEX bookings_status_created ON bookings (status, created_at DESC);
CREATE INDEX bookings_needing_attention ON bookings (created_at DESC)
  WHERE (owed_back > 0 OR status = 'balance_offline');

-- A customer's request to cancel: never a refund by itself. Staff answer it by cancelling (the
-- cancel closes it) or by declining with a message; one open request per booking.
CREATE TABLE cancel_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 1000),
  requested_at timestamptz NOT NULL DEFAULT now(),
  answer text CHECK (answer IN ('cancelled', 'declined')),
  answer_message text CHECK (answer_message IS NULL OR length(answer_message) BETWEEN 1 AND 500),
  answered_by bigint REFERENCES staff (id),
  answered_at timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE UNIQUE INDEX cancel_requests_open ON cancel_requests (booking_id) WHERE answered_at IS NULL;
