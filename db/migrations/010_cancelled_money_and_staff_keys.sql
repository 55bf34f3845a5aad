-- Money on cancelled bookings, staff action keys bound to their request, sums that cannot overflow
-- (docs/payments.md, docs/back-office.md).

-- Amounts and sums in bigint: an offline payment may be confirmed over what is left to pay, so the
-- amount paid of one booking is a sum with no small bound. The `pg` pool reads int8 as a number.
ALTER TABLE bookings ALTER COLUMN amount_paid TYPE bigint;
ALTER TABLE bookings ALTER COLUMN excess_returned TYPE bigint;
ALTER TABLE payment_attempts ALTER COLUMN amount TYPE bigint;
ALTER TABLE payment_attempts ALTER COLUMN fee TYPE bigint;

-- A payment that was pending when the booking was cancelled (flagged by the cancel) or succeeded
-- after it: money on a cancelled booking, owed back to the customer.
ALTER TABLE payment_attempts ADD COLUMN cancelled_booking boolean NOT NULL DEFAULT false;

-- The agency's notice of such a success says the booking was cancelled and a refund follows.
ALTER TABLE agency_notices DROP CONSTRAINT agency_notices_kind_check;
ALTER TABLE agency_notices ADD CONSTRAINT agency_notices_kind_check
  CHECK (kind IN ('booking', 'payment', 'late_success', 'cancelled_payment'));

-- A staff action's key replays only the same request: the digest of its booking and body.
ALTER TABLE staff_audit ADD COLUMN request_hash text;

-- "Needs attention" now also holds cancelled bookings with money not yet sent back (the predicate
-- of `NEEDS_ATTENTION_SQL` in `src/server/admin/bookings-query.ts`).
DROP INDEX bookings_needing_attention;
CREATE INDEX bookings_needing_attention ON bookings (created_at DESC)
  WHERE (amount_paid - total > excess_returned
    OR (total > 1000000 AND amount_paid > 0 AND amount_paid < total AND cancelled_at IS NULL)
    OR (cancelled_at IS NOT NULL AND amount_paid > excess_returned));
