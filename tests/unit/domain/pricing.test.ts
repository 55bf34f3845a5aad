import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedPaymentType,
  ONLINE_CAP_XAF,
  type PricingInput,
  paymentArrangement,
  priceBooking,
} from '../../../src/domain/pricing.ts';

const base: PricingInput = {
  pricePerPerson: 100_000,
  spots: 3,
  minPeople: 3,
  paymentType: 'single',
  downPaymentPercent: 30,
  feePercent: 2,
};

describe('priceBooking', () => {
  it.each([
    // label, overrides, total, downPayment, chargedNow, fee, dueNow, balanceAfter, capped
    ['single pays the total', {}, 300_000, 90_000, 300_000, 6_000, 306_000, 0, false],
    [
      'multiple pays the down payment',
      { paymentType: 'multiple' },
      300_000,
      90_000,
      90_000,
      1_800,
      91_800,
      210_000,
      false,
    ],
    [
      'fee rounds up',
      { pricePerPerson: 33_333, feePercent: 1.5 },
      99_999,
      30_000,
      99_999,
      1_500,
      101_499,
      0,
      false,
    ],
    [
      'down payment rounds up',
      { pricePerPerson: 33_333, paymentType: 'multiple' },
      99_999,
      30_000,
      30_000,
      600,
      30_600,
      69_999,
      false,
    ],
    [
      'exactly the cap is paid in full',
      { pricePerPerson: 250_000, spots: 4 },
      1_000_000,
      300_000,
      1_000_000,
      20_000,
      1_020_000,
      0,
      false,
    ],
    [
      'above the cap only the down payment (single)',
      { pricePerPerson: 250_001, spots: 4 },
      1_000_004,
      300_002,
      300_002,
      6_001,
      306_003,
      700_002,
      true,
    ],
    [
      'above the cap only the down payment (multiple)',
      { pricePerPerson: 500_000, paymentType: 'multiple' },
      1_500_000,
      450_000,
      450_000,
      9_000,
      459_000,
      1_050_000,
      true,
    ],
    ['no fee', { feePercent: 0 }, 300_000, 90_000, 300_000, 0, 300_000, 0, false],
  ] as const)(
    '%s',
    (_label, overrides, total, downPayment, chargedNow, fee, dueNow, balanceAfter, capped) => {
      const price = priceBooking({ ...base, ...overrides });
      expect(price).toMatchObject({
        total,
        downPayment,
        chargedNow,
        fee,
        dueNow,
        balanceAfter,
        onlineCapExceeded: capped,
      });
      expect(price.balancePayableOnline).toBe(!capped && balanceAfter > 0);
    },
  );

  it.each([
    ['spots below 3', { spots: 2 }],
    ['spots below the package minimum', { spots: 4, minPeople: 5 }],
    ['fractional spots', { spots: 3.5 }],
    ['negative price', { pricePerPerson: -1 }],
    ['fractional price', { pricePerPerson: 10.5 }],
    ['zero down payment percent', { downPaymentPercent: 0 }],
    ['down payment percent over 100', { downPaymentPercent: 101 }],
  ] as const)('refuses %s', (_label, overrides) => {
    expect(() => priceBooking({ ...base, ...overrides })).toThrow(RangeError);
  });

  it('applies a down payment online above the cap, whatever type was asked for', () => {
    expect(priceBooking({ ...base, pricePerPerson: 250_001, spots: 4 }).paymentType).toBe('multiple');
    expect(priceBooking({ ...base, pricePerPerson: 250_000, spots: 4 }).paymentType).toBe('single');
    expect(appliedPaymentType('single', ONLINE_CAP_XAF + 1)).toBe('multiple');
    expect(appliedPaymentType('single', ONLINE_CAP_XAF)).toBe('single');
    expect(appliedPaymentType('multiple', 10_000)).toBe('multiple');
  });

  it.each([
    ['single at the cap', 'single', ONLINE_CAP_XAF, 'single'],
    ['multiple below the cap', 'multiple', 300_000, 'multiple'],
    ['multiple above the cap', 'multiple', ONLINE_CAP_XAF + 1, 'depositOnline'],
    // A row stored before the rule was applied server-side still reads true.
    ['single stored above the cap', 'single', 1_440_000, 'depositOnline'],
  ] as const)('tells a booking paid as %s how it is paid', (_label, paymentType, total, arrangement) => {
    expect(paymentArrangement({ paymentType, total })).toBe(arrangement);
  });

  it('holds the money invariants for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 3, max: 50 }),
        fc.constantFrom('single' as const, 'multiple' as const),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1_000 }),
        (pricePerPerson, spots, paymentType, downPaymentPercent, feeHundredths) => {
          const feePercent = feeHundredths / 100;
          const p = priceBooking({
            pricePerPerson,
            spots,
            minPeople: 3,
            paymentType,
            downPaymentPercent,
            feePercent,
          });
          for (const n of [p.total, p.downPayment, p.fee, p.dueNow, p.chargedNow, p.balanceAfter]) {
            expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
          }
          expect(p.total).toBe(pricePerPerson * spots);
          expect(p.downPayment + p.balance).toBe(p.total);
          expect(p.chargedNow + p.balanceAfter).toBe(p.total);
          expect(p.dueNow).toBe(p.chargedNow + p.fee);
          expect(p.dueNow).toBeLessThanOrEqual(p.total + p.fee);
          expect(p.downPayment).toBeLessThanOrEqual(p.total);
          expect(p.fee).toBeGreaterThanOrEqual((p.chargedNow * feePercent) / 100 - 1e-6);
          expect(p.fee).toBeLessThan((p.chargedNow * feePercent) / 100 + 1);
          if (p.total > ONLINE_CAP_XAF) expect(p.chargedNow).toBe(p.downPayment);
          if (p.total > ONLINE_CAP_XAF) expect(p.paymentType).toBe('multiple');
          if (paymentType === 'single' && p.total <= ONLINE_CAP_XAF) expect(p.balanceAfter).toBe(0);
        },
      ),
    );
  });
});
