import { describe, expect, it } from 'vitest';
import {
  CARD_AMOUNT_STEP,
  cardFeeFor,
  DEFAULT_CARD_FEE_PERCENT,
  withinCardLimit,
} from '../../../src/domain/card-fee.ts';
import { planPayment } from '../../../src/domain/payment-plan.ts';

describe('cardFeeFor', () => {
  it.each([
    // amount, percent, fee: the percent rounded up, then up to a charge that is a multiple of 5
    [100_000, 3.5, 3_500],
    [135_000, 3.5, 4_725],
    [99_999, 3.5, 3_501],
    [12_345, 3.5, 435],
    [1, 0, 4],
    [5, 0, 0],
    [333, 2.25, 12],
  ])('%i XAF at %s %% costs %i XAF', (amount, percent, fee) => {
    expect(cardFeeFor(amount, percent)).toBe(fee);
    expect((amount + fee) % CARD_AMOUNT_STEP).toBe(0);
  });

  it('never adds more than 4 XAF to the percentage, for any amount', () => {
    for (let amount = 1; amount < 2_000; amount += 7) {
      const fee = cardFeeFor(amount, DEFAULT_CARD_FEE_PERCENT);
      const plain = Math.ceil((amount * DEFAULT_CARD_FEE_PERCENT) / 100);
      expect(fee - plain).toBeGreaterThanOrEqual(0);
      expect(fee - plain).toBeLessThan(CARD_AMOUNT_STEP);
      expect((amount + fee) % CARD_AMOUNT_STEP).toBe(0);
    }
  });
});

describe('withinCardLimit', () => {
  it('allows any charge without a limit, and up to the limit with one', () => {
    expect(withinCardLimit(5_000_000, null)).toBe(true);
    expect(withinCardLimit(500_000, 500_000)).toBe(true);
    expect(withinCardLimit(500_005, 500_000)).toBe(false);
  });
});

describe('planPayment by card', () => {
  const base = {
    kind: 'deposit' as const,
    total: 450_000,
    downPayment: 135_000,
    feePercent: 2,
    amountPaid: 0,
  };

  it('charges the card fee rather than the mobile-money fee', () => {
    expect(planPayment(base)).toMatchObject({ ok: true, fee: 2_700, dueNow: 137_700 });
    expect(planPayment({ ...base, method: 'card' })).toMatchObject({ ok: true, fee: 4_725, dueNow: 139_725 });
    expect(planPayment({ ...base, method: 'card', card: { feePercent: 3 } })).toMatchObject({
      ok: true,
      fee: 4_050,
      dueNow: 139_050,
    });
  });

  it('refuses a card charge above the agency card limit, not a mobile-money one', () => {
    const card = { feePercent: 3.5, limitXaf: 100_000 };
    expect(planPayment({ ...base, method: 'card', card })).toEqual({ ok: false, reason: 'card-limit' });
    expect(planPayment({ ...base, method: 'mtn', card })).toMatchObject({ ok: true });
  });

  it('keeps the online cap for cards as for mobile money', () => {
    const capped = { ...base, kind: 'full' as const, total: 1_200_000, downPayment: 360_000 };
    expect(planPayment({ ...capped, method: 'card' })).toEqual({ ok: false, reason: 'balance-offline' });
  });
});
