-- The refund decided at a cancel in its two parts (docs/business-rules.md#cancellations), so the
-- customer and staff are told them after the cancel: what was paid over the trip's price and not yet
-- returned, given back in full, and the rest (the policy's share of the price paid, or the owner's
-- amount). 0 and 0 on bookings cancelled before: their refund reads as one amount, as it did.
ALTER TABLE bookings ADD COLUMN cancel_refund_excess bigint NOT NULL DEFAULT 0
  CHECK (cancel_refund_excess >= 0);
ALTER TABLE bookings ADD COLUMN cancel_refund_share bigint NOT NULL DEFAULT 0
  CHECK (cancel_refund_share >= 0);

-- A booking moved to a departure with another price per person is priced again by the checkout's
-- rules (docs/back-office.md#departures): the move records the new price per person (null: the
-- same), and the change's trigger lands it with the total, so a later group size is priced from it.
ALTER TABLE booking_changes ADD COLUMN price_per_person integer
  CHECK (price_per_person IS NULL OR price_per_person BETWEEN 1 AND 100000000);

CREATE OR REPLACE FUNCTION booking_follows_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET spots = NEW.spots, preferred_date = NEW.preferred_date, total = NEW.total,
    down_payment = NEW.down_payment,
    payment_type = CASE WHEN NEW.total > 1000000 THEN 'multiple' ELSE payment_type END,
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
