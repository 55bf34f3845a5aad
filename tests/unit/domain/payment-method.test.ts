import { describe, expect, it } from 'vitest';
import {
  cardDigitsShown,
  channelOf,
  isCard,
  operatorOf,
  PAYER_REFERENCE,
} from '../../../src/domain/payment-method.ts';

describe('how a payment came in', () => {
  it('has an operator only when it went through the provider', () => {
    expect(operatorOf('mtn')).toBe('mtn');
    expect(operatorOf('orange')).toBe('orange');
    for (const method of ['cash', 'bank_transfer', 'mobile_money', 'unknown'] as const) {
      expect(operatorOf(method)).toBeNull();
    }
  });

  it.each(['MP2611.20.4471', 'CI241120.1530.A12345', 'Ref 8841', 'Réf#12/3'])(
    'takes the reference %s staff read on their phone',
    (reference) => {
      expect(PAYER_REFERENCE.test(reference)).toBe(true);
    },
  );

  it.each(['', 'A', '=1+1', '<b>x</b>', ' lead', 'A'.repeat(41), 'ref\nnext'])(
    'refuses %j as a reference',
    (reference) => {
      expect(PAYER_REFERENCE.test(reference)).toBe(false);
    },
  );
});

describe('card payments', () => {
  it('sorts each method into the choice it belongs to', () => {
    expect(channelOf('mtn')).toBe('mobile_money');
    expect(channelOf('orange')).toBe('mobile_money');
    expect(channelOf('card')).toBe('card');
    expect(channelOf('cash')).toBeNull();
    expect(operatorOf('card')).toBeNull();
    expect(isCard('card')).toBe(true);
    expect(isCard('mtn')).toBe(false);
  });

  it("shows a card's last four digits only when they are four digits", () => {
    expect(cardDigitsShown('1234')).toBe('····1234');
    expect(cardDigitsShown(null)).toBe('');
    expect(cardDigitsShown('12345')).toBe('');
    expect(cardDigitsShown('12a4')).toBe('');
  });
});
