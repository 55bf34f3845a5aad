-- A refund of a card payment is sent through CinetPay's merchant dashboard back to the card
-- (docs/payments-runbook.md), and recorded as such with CinetPay's refund reference: neither a
-- mobile-money payout nor a bank transfer.

ALTER TABLE booking_refunds DROP CONSTRAINT booking_refunds_method_check;
ALTER TABLE booking_refunds ADD CONSTRAINT booking_refunds_method_check
  CHECK (method IN ('mobile_money', 'card', 'cash', 'bank_transfer'));
