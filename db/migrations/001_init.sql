-- Bookings, payment attempts, provider notifications and reviews.
-- Amounts are integer XAF. Statuses move forward only: every status UPDATE is conditional.

CREATE TABLE bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  package_slug text NOT NULL,
  -- Snapshot of the catalogue at booking time: later price or title changes do not touch a booking.
  package_title_en text NOT NULL,
  package_title_fr text NOT NULL,
  duration_days integer NOT NULL,
  destination text NOT NULL,
  catalogue_built_at text NOT NULL,
  price_per_person integer NOT NULL CHECK (price_per_person >= 0),
  spots integer NOT NULL CHECK (spots >= 3),
  trip_type text NOT NULL,
  preferred_date date,
  full_name text NOT NULL,
  email text NOT NULL,
  whatsapp text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('mtn', 'orange')),
  payment_number text NOT NULL,
  payment_email text,
  payment_type text NOT NULL CHECK (payment_type IN ('single', 'multiple')),
  total integer NOT NULL CHECK (total >= 0),
  down_payment integer NOT NULL CHECK (down_payment >= 0 AND down_payment <= total),
  down_payment_percent numeric(5, 2) NOT NULL,
  fee_percent numeric(5, 2) NOT NULL,
  -- Derived from successful attempts (sum vs total); kept here for listing and refreshed on success.
  amount_paid integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending_payment'
    CHECK (status IN ('pending_payment', 'partial_payment', 'payment_completed')),
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  -- Our unique id, sent to the provider as its external id; the public payment reference.
  reference text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'full', 'balance')),
  amount integer NOT NULL CHECK (amount > 0),
  fee integer NOT NULL CHECK (fee >= 0),
  method text NOT NULL CHECK (method IN ('mtn', 'orange')),
  number text NOT NULL,
  provider text NOT NULL,
  provider_id text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'successful', 'failed', 'expired')),
  -- A success reported after we had closed the attempt as failed or expired.
  late_success boolean NOT NULL DEFAULT false,
  failure_reason text,
  provider_status text,
  financial_trans_id text,
  payer_name text,
  idempotency_key text UNIQUE,
  request_hash text,
  -- The first answer given for the idempotency key: { "status": 202, "body": {...} }.
  first_response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_checked_at timestamptz
);

-- At most one open (pending) attempt per booking: a second initiate is refused, not charged.
CREATE UNIQUE INDEX payment_attempts_one_open_per_booking ON payment_attempts (booking_id) WHERE status = 'pending';
CREATE INDEX payment_attempts_booking ON payment_attempts (booking_id);
CREATE INDEX payment_attempts_pending_age ON payment_attempts (created_at) WHERE status = 'pending';

CREATE TABLE provider_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  raw_body text NOT NULL,
  provider_id text,
  external_id text,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  outcome text
);

CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL UNIQUE REFERENCES bookings (id),
  display_name text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL,
  locale text NOT NULL DEFAULT 'en',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz
);

-- Fixed-window request counters shared by every function instance (lookup rate limit).
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
