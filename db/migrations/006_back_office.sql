-- The agency's back office (docs/back-office.md): staff accounts, e-mailed one-time sign-in links,
-- server-side sessions, an append-only audit log of staff actions, offline payments, cancellations,
-- rejected reviews and the indexes the bookings list needs at 100,000 rows.

CREATE TABLE staff (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stored lower-case: sign-in compares e-mail addresses case-insensitively.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'agent')),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 of a link's token is stored: a database leak does not sign anyone in.
CREATE TABLE staff_sign_in_links (
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_sign_in_links_staff ON staff_sign_in_links (staff_id);

CREATE TABLE staff_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  ended_by bigint REFERENCES staff (id)
);
CREATE INDEX staff_sessions_open ON staff_sessions (staff_id) WHERE ended_at IS NULL;

-- Every staff action, who and when. Append-only: UPDATE and DELETE are refused by a trigger.
-- `idempotency_key` makes a repeated action (double click, retry after a lost answer) a replay of the
-- first: `result` holds the first answer.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  action text NOT NULL,
  booking_id bigint REFERENCES bookings (id),
  reason text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  idempotency_key text UNIQUE,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_audit_booking ON staff_audit (booking_id, id);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();

-- A payment received outside the provider (cash, bank transfer, mobile money sent directly) is a
-- successful attempt with provider 'offline', so the amount paid (the sum of successful attempts)
-- and the customer's booking page count it. How it came in is recorded here.
CREATE TABLE offline_payments (
  attempt_id bigint PRIMARY KEY REFERENCES payment_attempts (id),
  channel text NOT NULL CHECK (channel IN ('cash', 'bank_transfer', 'mobile_money')),
  received_on date NOT NULL,
  note text NOT NULL,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE bookings ADD COLUMN cancelled_at timestamptz;
ALTER TABLE bookings ADD COLUMN cancel_reason text;

ALTER TABLE reviews DROP CONSTRAINT reviews_status_check;
ALTER TABLE reviews ADD CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'approved', 'rejected'));
ALTER TABLE reviews ADD COLUMN rejected_at timestamptz;
ALTER TABLE reviews ADD COLUMN reject_reason text;

-- The bookings list: newest first, filtered, searched by code, e-mail, phone or name.
CREATE INDEX bookings_created ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_status_created ON bookings (status, created_at DESC);
CREATE INDEX bookings_package_created ON bookings (package_slug, created_at DESC);
CREATE INDEX bookings_email_lower ON bookings (lower(email) text_pattern_ops);
-- Names are searched word by word, by prefix ("nkou" finds "Zoé Nkoulou").
CREATE INDEX bookings_name_words ON bookings USING gin (to_tsvector('simple', full_name));
-- "Needs attention" (as `src/server/admin/bookings-query.ts` writes it): a small, indexed subset.
CREATE INDEX bookings_needing_attention ON bookings (created_at DESC)
  WHERE (amount_paid - total > excess_returned
    OR (total > 1000000 AND amount_paid > 0 AND amount_paid < total AND cancelled_at IS NULL));
CREATE INDEX bookings_cancelled ON bookings (created_at DESC) WHERE cancelled_at IS NOT NULL;
-- Phone numbers are searched by their last digits (what staff type), hence the reversed digits.
CREATE INDEX bookings_whatsapp_digits ON bookings ((reverse(regexp_replace(whatsapp, '\D', '', 'g'))) text_pattern_ops);
CREATE INDEX payment_attempts_confirmed ON payment_attempts (confirmed_at) WHERE status = 'successful';
