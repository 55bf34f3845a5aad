-- WhatsApp goes only to a number proven the booker's (docs/whatsapp.md#proof): a number typed at
-- checkout may be anyone's. `whatsapp_proven` is the number that was proven for this booking, when
-- the customer wrote to the agency's WhatsApp with the booking code from it, or a mobile-money
-- payment of the booking succeeded from it. Messages go only while it equals `whatsapp`, so a
-- number changed afterwards is unproven again.
ALTER TABLE bookings
  ADD COLUMN whatsapp_proven text CHECK (whatsapp_proven ~ '^\+[1-9][0-9]{5,14}$'),
  ADD COLUMN whatsapp_proven_at timestamptz;

-- Template messages per WhatsApp number on its last day of messages (the agency's day), across
-- bookings: a slot is taken before each send (an upsert that stops at the limit, so concurrent
-- senders never pass it, and starts the count again on a new day) and given back when the send
-- fails. A flood of bookings naming one number sends it no more than the limit. One row per
-- number, whatever the days: nothing to clean up.
CREATE TABLE whatsapp_recipient_days (
  recipient text PRIMARY KEY CHECK (recipient ~ '^\+[1-9][0-9]{5,14}$'),
  day date NOT NULL,
  sent integer NOT NULL DEFAULT 0 CHECK (sent >= 0)
);
