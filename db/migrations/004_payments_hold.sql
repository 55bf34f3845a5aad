-- Payments that hold against a forged or odd provider answer, a provider that never answers, and a
-- crowd of polls (docs/payments.md).

-- Two closed statuses besides failed and expired:
-- - needs_review: the provider answered something that does not match the attempt (another reference,
--   another amount); nothing is paid, staff look at it (`npm run payments:attention`);
-- - unresolved: no confirmed answer within the attempt's time, so the booking is free for a new
--   attempt; a success the provider reports later is still recorded as a late success.
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_status_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_status_check
  CHECK (status IN ('pending', 'successful', 'failed', 'expired', 'needs_review', 'unresolved'));
-- Why an attempt needs review (the provider's raw facts, for staff only).
ALTER TABLE payment_attempts ADD COLUMN review_reason text;

DROP INDEX payment_attempts_recently_closed;
CREATE INDEX payment_attempts_recently_closed ON payment_attempts (closed_at)
  WHERE status IN ('failed', 'expired', 'needs_review', 'unresolved');
-- The sweep works through pending attempts least recently asked about first.
CREATE INDEX payment_attempts_pending_checked ON payment_attempts (last_checked_at NULLS FIRST, created_at)
  WHERE status = 'pending';

-- E-mail claims are leases: a claim not followed by a send within a few minutes (the process died)
-- may be taken again; the mail API's idempotency key keeps it to one message.
ALTER TABLE payment_attempts ADD COLUMN receipt_claimed_at timestamptz;
UPDATE payment_attempts SET receipt_claimed_at = receipt_sent_at WHERE receipt_sent_at IS NOT NULL;
ALTER TABLE bookings ADD COLUMN confirmation_claimed_at timestamptz;
UPDATE bookings SET confirmation_claimed_at = confirmation_sent_at WHERE confirmation_sent_at IS NOT NULL;

-- Raw webhook bodies are removed by the sweep after 30 days.
CREATE INDEX provider_notifications_received ON provider_notifications (received_at);
