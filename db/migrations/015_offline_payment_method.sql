-- How a payment came in, named truthfully (docs/back-office.md): a payment staff record keeps its
-- own method (cash at the agency, bank transfer, mobile money sent directly) instead of the
-- operator the customer chose online, so pages, receipts and the CSV never call cash "MTN".

ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_method_check;

-- Offline payments recorded before: their channel was kept beside them; one without it (none is
-- expected) is 'unknown', shown as such rather than guessed.
UPDATE payment_attempts a SET method = o.channel
  FROM offline_payments o WHERE o.attempt_id = a.id AND a.provider = 'offline';
UPDATE payment_attempts SET method = 'unknown'
  WHERE provider = 'offline' AND method NOT IN ('cash', 'bank_transfer', 'mobile_money');

-- An online payment names its operator; an offline one, how the agency received it.
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_method_check CHECK (
  (provider <> 'offline' AND method IN ('mtn', 'orange'))
  OR (provider = 'offline' AND method IN ('cash', 'bank_transfer', 'mobile_money', 'unknown')));

-- Mobile money sent directly to the agency: the operator and the reference staff typed (both
-- optional, for staff only; the customer never sees the reference).
ALTER TABLE offline_payments ADD COLUMN operator text CHECK (operator IN ('mtn', 'orange'));
ALTER TABLE offline_payments ADD COLUMN payer_reference text CHECK (char_length(payer_reference) <= 60);
ALTER TABLE offline_payments ADD CONSTRAINT offline_payments_direct_only
  CHECK (channel = 'mobile_money' OR (operator IS NULL AND payer_reference IS NULL));
