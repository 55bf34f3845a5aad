-- Forged webhooks filled the database (docs/payments.md#what-the-webhook-keeps): a notification is
-- now stored only when it names one of our payment attempts, tied to it, its copy capped, and few per
-- attempt when it names another transaction; everything else is only counted, one row per day.

ALTER TABLE provider_notifications ADD COLUMN attempt_id bigint REFERENCES payment_attempts (id);

-- Rows already stored find their attempt as the webhook does: by provider id, else by our reference.
UPDATE provider_notifications n SET attempt_id = a.id
  FROM payment_attempts a WHERE a.provider_id = n.provider_id;
UPDATE provider_notifications n SET attempt_id = a.id
  FROM payment_attempts a WHERE n.attempt_id IS NULL AND a.reference = n.external_id;

-- The staff's view of a booking and the per-attempt limit read an attempt's notifications by this.
CREATE INDEX provider_notifications_attempt ON provider_notifications (attempt_id, received_at)
  WHERE attempt_id IS NOT NULL;

-- Notifications not stored, by the agency's day and why: bounded (a few rows a day), upserted.
CREATE TABLE provider_notifications_unstored (
  day date NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('unreadable', 'unknown-payment', 'over-limit')),
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, outcome)
);
