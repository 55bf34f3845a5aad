-- One definition of a booking's money (docs/database.md#a-bookings-money): amount paid, refunded,
-- owed back, left to pay and status were written by two statements in two folders and recomputed
-- on the customer's paths. Now:
-- - `amount_paid` is the sum of the booking's successful payment attempts (online and offline),
--   kept by the trigger below only; any other write of it is refused. `excess_returned` stays what
--   the agency recorded as sent back (`recordExcessReturned`, and the refunds of migration 016);
-- - `left_to_pay`, `owed_back` and `status` are generated columns: the database computes them from
--   those sums, the total and the cancellation, and nothing can write them.

-- The cache made exact from its definition before the triggers keep it.
UPDATE bookings b SET amount_paid = COALESCE(
  (SELECT SUM(a.amount) FROM payment_attempts a WHERE a.booking_id = b.id AND a.status = 'successful'), 0);

-- Adding the change (rather than summing again) stays right when two payments of one booking land
-- at once: the second waits for the booking's row and adds to what the first wrote.
CREATE FUNCTION booking_paid_follows_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'successful' THEN
    UPDATE bookings SET amount_paid = amount_paid - OLD.amount, updated_at = now()
    WHERE id = OLD.booking_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'successful' THEN
    UPDATE bookings SET amount_paid = amount_paid + NEW.amount, updated_at = now()
    WHERE id = NEW.booking_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER payment_attempts_paid_insert AFTER INSERT OR DELETE ON payment_attempts
  FOR EACH ROW EXECUTE FUNCTION booking_paid_follows_attempts();
CREATE TRIGGER payment_attempts_paid_update AFTER UPDATE ON payment_attempts
  FOR EACH ROW WHEN ((OLD.status = 'successful' OR NEW.status = 'successful')
    AND (OLD.status, OLD.amount, OLD.booking_id) IS DISTINCT FROM (NEW.status, NEW.amount, NEW.booking_id))
  EXECUTE FUNCTION booking_paid_follows_attempts();

-- Only the trigger above (one level down) may write the amount paid.
CREATE FUNCTION bookings_money_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.amount_paid <> 0
    OR TG_OP = 'UPDATE' AND NEW.amount_paid IS DISTINCT FROM OLD.amount_paid THEN
    RAISE EXCEPTION 'a booking''s amount paid follows from its payments only'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER bookings_money_guard BEFORE INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_money_guard();

-- The figures that follow from the sums. 1000000 is the online cap (ONLINE_CAP_XAF): above it only
-- the down payment is taken online and the agency arranges the rest with the customer.
DROP INDEX bookings_needing_attention;
ALTER TABLE bookings DROP COLUMN status;
ALTER TABLE bookings ADD COLUMN left_to_pay bigint GENERATED ALWAYS AS (
  CASE WHEN cancelled_at IS NULL THEN GREATEST(total - amount_paid, 0) ELSE 0 END) STORED;
ALTER TABLE bookings ADD COLUMN owed_back bigint GENERATED ALWAYS AS (GREATEST(
  amount_paid - excess_returned - CASE WHEN cancelled_at IS NULL THEN total ELSE 0 END, 0)) STORED;
ALTER TABLE bookings ADD COLUMN status text GENERATED ALWAYS AS (
  CASE
    WHEN cancelled_at IS NOT NULL THEN
      CASE WHEN amount_paid > excess_returned THEN 'cancelled_refund_owed'
           WHEN excess_returned > 0 THEN 'cancelled_refunded'
           ELSE 'cancelled' END
    WHEN amount_paid <= 0 THEN 'pending_payment'
    WHEN amount_paid >= total THEN 'payment_completed'
    WHEN total > 1000000 THEN 'balance_offline'
    ELSE 'partial_payment'
  END) STORED;
CREATE INDEX bookings_status_created ON bookings (status, created_at DESC);
-- "Needs attention" (`NEEDS_ATTENTION_SQL` in `src/server/admin/bookings-query.ts`): money owed
-- back, or a balance the agency collects offline.
CREATE INDEX bookings_needing_attention ON bookings (created_at DESC)
  WHERE (owed_back > 0 OR status = 'balance_offline');
