-- The agency's own e-mails about bookings and payments (docs/back-office.md): one row per event,
-- keyed by it, so a duplicate webhook, poll or sweep finds the row taken and sends nothing. The row
-- is claimed before the send (a lease, as for the customer's e-mails) and marked sent after; the
-- sweep sends again what was claimed long ago and never marked.
CREATE TABLE agency_notices (
  key text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('booking', 'payment', 'late_success')),
  booking_id bigint NOT NULL REFERENCES bookings (id),
  attempt_id bigint REFERENCES payment_attempts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at timestamptz
);

CREATE INDEX agency_notices_unsent ON agency_notices (created_at) WHERE sent_at IS NULL;
