-- Bookings taken by staff (a phone call, a walk-in) and changes to a booking after the sale
-- (docs/back-office.md#bookings-made-by-staff). A booking's total is part of its money (migration
-- 013): like the amount paid, it now follows from a record (the change, with who and why) through
-- a trigger only, and left to pay, owed back and status follow from it as generated columns.

-- Who took the booking for the customer; empty for a booking made online.
ALTER TABLE bookings ADD COLUMN created_by_staff_id bigint REFERENCES staff (id);

CREATE TABLE booking_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  staff_id bigint NOT NULL REFERENCES staff (id),
  -- 'trip' (date or group size, priced by the rules) or 'price' (set by an owner).
  kind text NOT NULL CHECK (kind IN ('trip', 'price')),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  spots integer NOT NULL CHECK (spots BETWEEN 1 AND 50),
  preferred_date date,
  total integer NOT NULL CHECK (total BETWEEN 1 AND 100000000),
  down_payment integer NOT NULL CHECK (down_payment BETWEEN 0 AND total),
  -- What the booking said before, for the e-mail and the audit: spots, preferred_date, total.
  previous jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The customer's e-mail about it, claimed before it is sent (as a refund's).
  mail_claimed_at timestamptz,
  mail_sent_at timestamptz
);
CREATE INDEX booking_changes_booking ON booking_changes (booking_id);

-- A change lands on its booking here and only here; a cancelled booking takes none.
CREATE FUNCTION booking_follows_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET spots = NEW.spots, preferred_date = NEW.preferred_date, total = NEW.total,
    down_payment = NEW.down_payment,
    -- Above the online cap only the down payment is paid online (as `appliedPaymentType`).
    payment_type = CASE WHEN NEW.total > 1000000 THEN 'multiple' ELSE payment_type END,
    updated_at = NEW.created_at
  WHERE id = NEW.booking_id AND cancelled_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'a cancelled booking takes no change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER booking_changes_apply AFTER INSERT ON booking_changes
  FOR EACH ROW EXECUTE FUNCTION booking_follows_change();

-- Migration 013's guard, now keeping the total and the down payment too: written at insert, then
-- only by the trigger above (one level down).
CREATE OR REPLACE FUNCTION bookings_money_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.amount_paid <> 0
    OR TG_OP = 'UPDATE' AND NEW.amount_paid IS DISTINCT FROM OLD.amount_paid THEN
    RAISE EXCEPTION 'a booking''s amount paid follows from its payments only'
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.total, NEW.down_payment) IS DISTINCT FROM (OLD.total, OLD.down_payment)
  THEN
    RAISE EXCEPTION 'a booking''s total follows from its recorded changes only'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
