-- WhatsApp, the channel customers answer (docs/whatsapp.md): a customer may opt in at checkout to
-- get their confirmation, receipts and reminders there as well. Off unless they asked.
ALTER TABLE bookings ADD COLUMN whatsapp_opt_in boolean NOT NULL DEFAULT false;

-- One row per message to send, keyed by what it tells of (`booking_confirmation/<booking id>`,
-- `payment_receipt/<attempt id>`, a reminder's step): a duplicate webhook or an overlapping run
-- finds the row taken and sends nothing. Claimed before each try (a lease, as the e-mails'
-- claims), counted, and given back with the reason on a failure; after the last try it waits on
-- the attention page. The parameters are built at each try from the booking, never stored.
CREATE TABLE whatsapp_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  template text NOT NULL CHECK (template ~ '^[a-z0-9_]{1,64}$'),
  message_key text NOT NULL UNIQUE CHECK (char_length(message_key) <= 200),
  -- The payment a receipt tells of; null for the other messages.
  attempt_id bigint REFERENCES payment_attempts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  sent_at timestamptz,
  -- Not to be sent after all (the booking was cancelled before its receipt went).
  skipped_at timestamptz,
  -- Why the last try failed, as the API said it (never a credential).
  last_error text CHECK (char_length(last_error) <= 500)
);

-- The sweep's retries and the attention page read the unsent ones only.
CREATE INDEX whatsapp_messages_unsent ON whatsapp_messages (created_at)
  WHERE sent_at IS NULL AND skipped_at IS NULL;
CREATE INDEX whatsapp_messages_booking ON whatsapp_messages (booking_id);
