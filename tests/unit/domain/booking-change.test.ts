import { describe, expect, it } from 'vitest';
import { applyChange, type ChangeableBooking, repriceForMove } from '../../../src/domain/booking-change.ts';

const booking: ChangeableBooking = {
  pricePerPerson: 100_000,
  spots: 3,
  preferredDate: '2099-01-10',
  total: 300_000,
  downPayment: 90_000,
  downPaymentPercent: 30,
  feePercent: 2,
  paymentType: 'multiple',
};

describe('a change to a booking', () => {
  it('prices a new group size by the rules, from the price it was sold at', () => {
    expect(applyChange(booking, { kind: 'trip', spots: 5 }, 3)).toEqual({
      spots: 5,
      preferredDate: '2099-01-10',
      total: 500_000,
      downPayment: 150_000,
    });
  });

  it('leaves the price alone for a new date', () => {
    expect(applyChange(booking, { kind: 'trip', preferredDate: '2099-02-01' }, 3)).toMatchObject({
      preferredDate: '2099-02-01',
      total: 300_000,
      downPayment: 90_000,
    });
  });

  it('takes the owner’s price, its down payment at the booking’s percent rounded up', () => {
    expect(applyChange(booking, { kind: 'price', total: 100_001 }, 3)).toMatchObject({
      spots: 3,
      total: 100_001,
      downPayment: 30_001,
    });
  });

  it('refuses a group below the package’s minimum or above the maximum, and a change to nothing', () => {
    expect(applyChange(booking, { kind: 'trip', spots: 2 }, 3)).toEqual({ refusal: 'belowMinimum', min: 3 });
    expect(applyChange(booking, { kind: 'trip', spots: 3 }, 4)).toEqual({ refusal: 'nothingChanged' });
    expect(applyChange(booking, { kind: 'trip', spots: 51 }, 3)).toEqual({
      refusal: 'aboveMaximum',
      max: 50,
    });
    expect(applyChange(booking, { kind: 'price', total: 300_000 }, 3)).toEqual({ refusal: 'nothingChanged' });
    // A package without a minimum in the CMS has the default one (3).
    expect(applyChange(booking, { kind: 'trip', spots: 2 }, null)).toEqual({
      refusal: 'belowMinimum',
      min: 3,
    });
  });
});

describe('a move to another departure', () => {
  it('prices the same group again at a departure selling at another price, by the checkout rules', () => {
    expect(repriceForMove(booking, 120_000)).toEqual({
      pricePerPerson: 120_000,
      total: 360_000,
      downPayment: 108_000,
    });
    expect(repriceForMove(booking, 80_000)).toMatchObject({ total: 240_000, downPayment: 72_000 });
  });

  it('leaves the price alone (even an owner’s) when the departure sells at the booking’s price', () => {
    expect(repriceForMove({ ...booking, total: 250_000 }, 100_000)).toBeNull();
  });
});
