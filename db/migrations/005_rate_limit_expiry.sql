-- Rate-limit windows now differ in length (a minute per client address, an hour per phone number or
-- e-mail address): each counter says when it may be forgotten, so pruning never resets a longer window.
ALTER TABLE rate_limits ADD COLUMN expires_at timestamptz;
UPDATE rate_limits SET expires_at = window_start + interval '1 hour';
ALTER TABLE rate_limits ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
