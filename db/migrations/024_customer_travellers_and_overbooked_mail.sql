-- The customer's side of departures (docs/business-rules.md#departures): travellers named from the
-- booking page are audited with the customer as the actor, and a customer who paid into a departure
-- that filled meanwhile is told so by an e-mail claimed once (`claimed-mail.ts`).

-- An audit entry is by a staff member or by the customer (with the booking's code and e-mail as
-- proof): a customer's entry names no staff member.
ALTER TABLE staff_audit ALTER COLUMN staff_id DROP NOT NULL;
ALTER TABLE staff_audit ADD COLUMN actor text NOT NULL DEFAULT 'staff'
  CHECK (actor IN ('staff', 'customer'));
ALTER TABLE staff_audit ADD CONSTRAINT staff_audit_actor_named
  CHECK ((actor = 'staff') = (staff_id IS NOT NULL));

-- The customer's e-mail about a payment received into a full departure: claimed before it is sent,
-- marked sent after, so duplicate webhooks and the polling send one; the sweep retries a failure.
ALTER TABLE bookings ADD COLUMN overbooked_mail_claimed_at timestamptz;
ALTER TABLE bookings ADD COLUMN overbooked_mail_sent_at timestamptz;
