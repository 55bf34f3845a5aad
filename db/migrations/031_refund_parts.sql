-- The refund decided at a cancel in its two parts (docs/business-rules.md#cancellations), so the
-- customer and staff are told them after the cancel: what was paid over the trip's price and not yet
-- returned, given back in full, and the rest (the policy's share of the price paid, or the owner's
-- amount). 0 and 0 on bookings cancelled before: their refund reads as one amount, as it did.
ALTER TABLE bookings ADD COLUMN cancel_refund_excess bigint NOT NULL DEFAULT 0
  CHECK (cancel_refund_excess >= 0);
ALTER TABLE bookings ADD COLUMN cancel_refund_share bigint NOT NULL DEFAULT 0
  CHECK (cancel_refund_share >= 0);
