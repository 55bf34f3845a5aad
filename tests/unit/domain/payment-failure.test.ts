import { describe, expect, it } from 'vitest';
import { customerFailureReason, failureReasonOf } from '../../../src/domain/payment-failure.ts';
import { checkProviderAnswer } from '../../../src/domain/provider-answer.ts';

describe('failure reasons shown to customers', () => {
  it.each([
    ['Insufficient balance on the account', 'insufficientFunds'],
    ['Solde insuffisant', 'insufficientFunds'],
    ['Phone must be a Cameroon mobile number', 'numberInvalid'],
    ['Subscriber not registered for mobile money', 'numberInvalid'],
    ['Transaction declined by the customer', 'declined'],
    ['Paiement annulé par le client', 'declined'],
    ['provider reported expired', 'timedOut'],
    ['Invalid API credentials', 'other'],
    ['<script>alert(1)</script>', 'other'],
    ['', 'other'],
  ] as const)('%s -> %s', (text, reason) => {
    expect(failureReasonOf(text)).toBe(reason);
  });

  it('follows the attempt status', () => {
    expect(customerFailureReason('pending', 'x')).toBeNull();
    expect(customerFailureReason('successful', null)).toBeNull();
    expect(customerFailureReason('needs_review', 'amount 1 instead of 2')).toBe('review');
    expect(customerFailureReason('unresolved', null)).toBe('timedOut');
    expect(customerFailureReason('expired', null)).toBe('timedOut');
    expect(customerFailureReason('failed', 'insufficient funds')).toBe('insufficientFunds');
  });
});

describe('a provider answer counts only for its own attempt', () => {
  const attempt = { reference: 'pay_abc', amount: 300_000, fee: 6_000 };
  it('needs our reference and exactly amount + fee', () => {
    expect(checkProviderAnswer(attempt, { externalId: 'pay_abc', amount: 306_000 })).toEqual({
      matches: true,
    });
    for (const answer of [
      { externalId: null, amount: 306_000 },
      { externalId: 'pay_other', amount: 306_000 },
      { externalId: 'pay_abc', amount: 300_000 },
      { externalId: 'pay_abc', amount: 306_001 },
    ]) {
      const check = checkProviderAnswer(attempt, answer);
      expect(check.matches).toBe(false);
      if (!check.matches) expect(check.reason).toMatch(/does not match/);
    }
  });
});
