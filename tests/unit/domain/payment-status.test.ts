import { describe, expect, it } from 'vitest';
import {
  canTransition,
  fromProviderStatus,
  isLateSuccess,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '../../../src/domain/payment-status.ts';

const allowed: Array<[PaymentStatus, PaymentStatus]> = [
  ['pending', 'successful'],
  ['pending', 'failed'],
  ['pending', 'expired'],
  ['failed', 'successful'],
  ['expired', 'successful'],
];

describe('payment attempt transitions', () => {
  const table = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));
  it.each(table)('%s -> %s', (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to);
    expect(canTransition(from, to)).toBe(expected);
  });

  it('never leaves successful', () => {
    for (const to of PAYMENT_STATUSES) expect(canTransition('successful', to)).toBe(false);
  });

  it.each([
    ['failed', 'successful', true],
    ['expired', 'successful', true],
    ['pending', 'successful', false],
    ['failed', 'expired', false],
  ] as const)('late success %s -> %s = %s', (from, to, expected) => {
    expect(isLateSuccess(from, to)).toBe(expected);
  });

  it('maps created to pending', () => {
    expect(fromProviderStatus('created')).toBe('pending');
    expect(fromProviderStatus('expired')).toBe('expired');
  });
});
