-- The online cap (`ONLINE_CAP_XAF` in src/domain/pricing.ts) had been written as a literal in the
-- generated status (migration 020) and in the trigger a change lands through (migration 022). Both
-- now read it from this one function, which a test holds equal to the constant at its boundary
-- (tests/integration/online-cap-one-home.test.ts). IMMUTABLE so a generated column may call it.
CREATE FUNCTION online_cap_xaf() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS 'SELECT 1000000';

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
    WHEN total > online_cap_xaf() THEN 'balance_offline'
    ELSE 'partial_payment'
  END) STORED;
CREATE INDEX bookings_status_created ON bookings (status, created_at DESC);
CREATE INDEX bookings_needing_attention ON bookings (created_at DESC)
  WHERE (owed_back > 0 OR status = 'balance_offline');

-- Migration 031's trigger (022's, with the move's price per person), the cap read from the function.
CREATE OR REPLACE FUNCTION booking_follows_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET spots = NEW.spots, preferred_date = NEW.preferred_date, total = NEW.total,
    down_payment = NEW.down_payment,
    payment_type = CASE WHEN NEW.total > online_cap_xaf() THEN 'multiple' ELSE payment_type END,
    departure_id = CASE WHEN NEW.kind = 'departure' THEN NEW.departure_id ELSE departure_id END,
    price_per_person = COALESCE(NEW.price_per_person, price_per_person),
    updated_at = NEW.created_at
  WHERE id = NEW.booking_id AND cancelled_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'a cancelled booking takes no change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

-- Why a cancelled booking's refund is what it is, kept at the cancel so every sentence about the
-- refund (the booking page, the e-mails, the back office) can say it: the policy's share and the
-- days before the trip it was read at, or the owner's reason for another amount. Empty on a booking
-- cancelled before: those say only what was kept.
ALTER TABLE bookings ADD COLUMN cancel_refund_percent smallint
  CHECK (cancel_refund_percent BETWEEN 0 AND 100);
ALTER TABLE bookings ADD COLUMN cancel_days_before integer;
ALTER TABLE bookings ADD COLUMN cancel_refund_reason text
  CHECK (cancel_refund_reason IS NULL OR length(cancel_refund_reason) BETWEEN 1 AND 500);
