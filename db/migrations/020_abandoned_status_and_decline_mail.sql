-- A booking closed as abandoned (migration 019) reads so everywhere: the generated status says
-- `abandoned` rather than `cancelled`. It stays the one definition of migration 017, with one more
-- case: money that lands after the close is still owed back (`cancelled_refund_owed`) and, once sent
-- back, `cancelled_refunded`, as on any cancelled booking.
DROP INDEX bookings_needing_attention;
DROP INDEX bookings_status_created;
ALTER TABLE bookings DROP COLUMN status;
ALTER TABLE bookings ADD COLUMN status text GENERATED ALWAYS AS (
  CASE
    WHEN cancelled_at IS NOT NULL THEN
      CASE WHEN amount_paid - cancel_kept > excess_returned THEN 'cancelled_refund_owed'
           WHEN excess_returned > 0 THEN 'cancelled_refunded'
           WHEN abandoned_at IS NOT NULL THEN 'abandoned'
           ELSE 'cancelled' END
    WHEN amount_paid <= 0 THEN 'pending_payment'
    WHEN amount_paid >= total THEN 'payment_completed'
    WHEN total > 1000000 THEN 'balance_offline'
    ELSE 'partial_payment'
  END) STORED;
CREATE INDEX bookings_status_created ON bookings (status, created_at DESC);
CREATE INDEX bookings_needing_attention ON bookings (created_at DESC)
  WHERE (owed_back > 0 OR status = 'balance_offline');

-- The e-mail declining a customer's request to cancel is claimed on the request, as a cancel's or a
-- refund's e-mail is (src/server/repositories/mail-claims.ts), so the sweep retries a failed one.
-- Declines answered before this migration had theirs sent once already.
ALTER TABLE cancel_requests ADD COLUMN mail_claimed_at timestamptz;
ALTER TABLE cancel_requests ADD COLUMN mail_sent_at timestamptz;
UPDATE cancel_requests SET mail_sent_at = answered_at WHERE answer = 'declined';
