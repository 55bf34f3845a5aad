-- Staff sign-in that strangers cannot block (docs/back-office.md): the devices a staff member signed
-- in from, and one live sign-in link per person.

-- A device that signed in before carries a random token in a long-lived cookie; only its SHA-256 is
-- stored. A link request from it is not refused by the limits an attacker elsewhere can exhaust.
CREATE TABLE staff_devices (
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_devices_staff ON staff_devices (staff_id);

-- A request for an unknown address writes the same row as one for staff, under a fixed decoy key and
-- with no staff member, so both take the same database work; that row never signs anyone in.
ALTER TABLE staff_sign_in_links ALTER COLUMN staff_id DROP NOT NULL;
