-- When an attempt was closed locally (failed or expired), so the sweep can re-check recently closed
-- attempts against the provider: a success that arrives later without a webhook is still recorded.
ALTER TABLE payment_attempts ADD COLUMN closed_at timestamptz;
UPDATE payment_attempts SET closed_at = updated_at WHERE status IN ('failed', 'expired');
CREATE INDEX payment_attempts_recently_closed ON payment_attempts (closed_at)
  WHERE status IN ('failed', 'expired');

-- E-mails sent once: the receipt of a successful attempt (claimed before sending, released if the send
-- fails, so duplicate webhooks never send two) and the booking confirmation.
ALTER TABLE payment_attempts ADD COLUMN receipt_sent_at timestamptz;
CREATE INDEX payment_attempts_receipt_unsent ON payment_attempts (confirmed_at)
  WHERE status = 'successful' AND receipt_sent_at IS NULL;
ALTER TABLE bookings ADD COLUMN confirmation_sent_at timestamptz;
-- Rows from before e-mail existed count as handled: deploying this must not mail past customers.
UPDATE payment_attempts SET receipt_sent_at = COALESCE(confirmed_at, updated_at) WHERE status = 'successful';
UPDATE bookings SET confirmation_sent_at = created_at;
