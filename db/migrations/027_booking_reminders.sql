-- Reminders and invitations (docs/business-rules.md#reminders): the balance reminders 14, 7 and
-- 2 days before the due date, the pre-trip message 3 days before the trip and the review
-- invitation the day after it ends. One row per booking, message and channel, claimed before the
-- message is sent (a lease, as `claimed-mail.ts` does) and marked sent after: duplicate and
-- overlapping runs of the scheduled job send each message once. A failed send gives the claim back
-- for the next run; after the last try the row shows on the attention page.
CREATE TABLE booking_reminders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  kind text NOT NULL
    CHECK (kind IN ('balance_14', 'balance_7', 'balance_2', 'pre_trip', 'review_invitation')),
  channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'whatsapp')),
  claimed_at timestamptz,
  sent_at timestamptz,
  -- The last failed try: a run does not try again what failed during it (the next run does).
  failed_at timestamptz,
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  last_error text CHECK (char_length(last_error) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT booking_reminders_once UNIQUE (booking_id, kind, channel)
);
-- The attention page lists the messages given up on: unsent, every try spent.
CREATE INDEX booking_reminders_unsent ON booking_reminders (created_at) WHERE sent_at IS NULL;

-- The customer stopped reminders for this booking from a link in one of them (receipts still go).
ALTER TABLE bookings ADD COLUMN reminders_off_at timestamptz;

-- The job looks bookings up by their trip's date (`preferred_date` holds the departure's date, or
-- the date the agency set): one range scan per message kind.
CREATE INDEX bookings_trip_day ON bookings (preferred_date) WHERE cancelled_at IS NULL;
