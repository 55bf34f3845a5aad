-- Card payments (Visa, Mastercard) on CinetPay's hosted page, beside mobile money on Fapshi
-- (docs/payments.md#cards). Each attempt already names its provider; a card attempt has no phone
-- number (the customer gives the card on the provider's page, never to us): its `number` is empty.

ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_method_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_method_check CHECK (
  (provider <> 'offline' AND method IN ('mtn', 'orange', 'card'))
  OR (provider = 'offline' AND method IN ('cash', 'bank_transfer', 'mobile_money', 'unknown')));
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_card_has_no_number
  CHECK (method <> 'card' OR number = '');

-- The provider's page the customer is sent to while the attempt is pending (CinetPay's
-- `payment_url`), so a reload resumes it rather than starting another payment.
ALTER TABLE payment_attempts ADD COLUMN redirect_url text
  CHECK (redirect_url IS NULL OR (redirect_url ~ '^https?://' AND char_length(redirect_url) <= 2000));
-- A card's last four digits when the provider gives them, to name the payment ("····1234");
-- nothing else of a card is ever stored.
ALTER TABLE payment_attempts ADD COLUMN card_last_digits text CHECK (card_last_digits ~ '^[0-9]{4}$');

-- A booking may be meant for a card: then it has no mobile-money number.
ALTER TABLE bookings DROP CONSTRAINT bookings_payment_method_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_payment_method_check
  CHECK (payment_method IN ('mtn', 'orange', 'card'));
ALTER TABLE bookings ADD CONSTRAINT bookings_card_has_no_number
  CHECK (payment_method <> 'card' OR payment_number = '');
