-- Refunds of cancelled bookings (docs/payments.md): the customer is told of the cancel once, and each
-- refund the agency sends is recorded (how much, how, the payout's reference, who, when) and told
-- once too. What a cancelled booking still owes back is what was paid less what was sent back.

-- The cancel's e-mail to the customer, claimed before it is sent (as the confirmation is).
ALTER TABLE bookings ADD COLUMN cancel_mail_claimed_at timestamptz;
ALTER TABLE bookings ADD COLUMN cancel_mail_sent_at timestamptz;

CREATE TABLE booking_refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  amount bigint NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('mobile_money', 'cash', 'bank_transfer')),
  -- The payout's reference (required for mobile money), the bank's for a transfer, none for cash.
  reference text CHECK (reference IS NULL OR length(reference) BETWEEN 1 AND 80),
  staff_id bigint NOT NULL REFERENCES staff (id),
  sent_at timestamptz NOT NULL DEFAULT now(),
  mail_claimed_at timestamptz,
  mail_sent_at timestamptz
);
CREATE INDEX booking_refunds_booking ON booking_refunds (booking_id);

-- Bookings cancelled before this migration were told by hand: no e-mail goes out for them now.
UPDATE bookings SET cancel_mail_sent_at = cancelled_at WHERE cancelled_at IS NOT NULL;
