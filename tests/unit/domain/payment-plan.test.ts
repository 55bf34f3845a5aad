import { describe, expect, it } from 'vitest';
import { nextPaymentKind, type PaymentKind, planPayment } from '../../../src/domain/payment-plan.ts';

const small = { total: 300_000, downPayment: 90_000, feePercent: 2 };
const large = { total: 1_500_000, downPayment: 450_000, feePercent: 2 };

describe('planPayment', () => {
  it.each([
    ['deposit first', small, 'deposit', 0, { ok: true, amount: 90_000, fee: 1_800, dueNow: 91_800 }],
    ['full first', small, 'full', 0, { ok: true, amount: 300_000, fee: 6_000, dueNow: 306_000 }],
    [
      'balance after deposit',
      small,
      'balance',
      90_000,
      { ok: true, amount: 210_000, fee: 4_200, dueNow: 214_200 },
    ],
    ['deposit above the cap', large, 'deposit', 0, { ok: true, amount: 450_000 }],
    ['full above the cap', large, 'full', 0, { ok: false, reason: 'balance-offline' }],
    ['balance above the cap', large, 'balance', 450_000, { ok: false, reason: 'balance-offline' }],
    ['deposit twice', small, 'deposit', 90_000, { ok: false, reason: 'deposit-already-paid' }],
    ['full after deposit', small, 'full', 90_000, { ok: false, reason: 'deposit-already-paid' }],
    ['balance before deposit', small, 'balance', 0, { ok: false, reason: 'balance-before-deposit' }],
    ['anything when paid', small, 'balance', 300_000, { ok: false, reason: 'already-paid' }],
  ] as const)('%s', (_label, booking, kind, amountPaid, expected) => {
    expect(planPayment({ ...booking, kind: kind as PaymentKind, amountPaid })).toMatchObject(expected);
  });
});

describe('nextPaymentKind', () => {
  it.each([
    [small, 'single', 0, 'full'],
    [small, 'multiple', 0, 'deposit'],
    [small, 'multiple', 90_000, 'balance'],
    [small, 'single', 300_000, null],
    [large, 'single', 0, 'deposit'],
    [large, 'multiple', 450_000, null],
  ] as const)('%o %s paid %i -> %s', (booking, paymentType, amountPaid, expected) => {
    expect(nextPaymentKind({ ...booking, paymentType, amountPaid })).toBe(expected);
  });
});
