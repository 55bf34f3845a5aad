import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  type BookingMoney,
  completionPercent,
  excessOf,
  isCancelledStatus,
} from '../../../src/domain/booking-status.ts';

describe('share of the total paid', () => {
  it.each([
    [0, 300, 0],
    [90, 300, 30],
    [299, 300, 99],
    [300, 300, 100],
    [310, 300, 100],
    [0, 0, 100],
  ] as const)('paid %i of %i -> %i %', (paid, total, percent) => {
    expect(completionPercent(paid, total)).toBe(percent);
  });
});

describe('money received over the total', () => {
  const money = (paid: number, refunded: number, owedBack: number): BookingMoney => ({
    total: 300,
    paid,
    refunded,
    owedBack,
    leftToPay: Math.max(0, 300 - paid),
    status: 'payment_completed',
  });
  it.each([
    [300, 0, 0, null],
    [200, 0, 0, null],
    [600, 0, 300, { owed: 300, returned: 0 }],
    [600, 300, 0, { owed: 0, returned: 300 }],
    [600, 100, 200, { owed: 200, returned: 100 }],
    // A later success after the return: owed again, for the new excess only.
    [900, 300, 300, { owed: 300, returned: 300 }],
  ] as const)('paid %i of 300, %i sent back, %i owed -> %j', (paid, refunded, owed, excess) => {
    expect(excessOf(money(paid, refunded, owed))).toEqual(excess);
  });
});

describe('cancelled statuses', () => {
  it('are the cancelled ones and the one closed as abandoned only', () => {
    expect(BOOKING_STATUSES.filter(isCancelledStatus)).toEqual([
      'cancelled',
      'abandoned',
      'cancelled_refund_owed',
      'cancelled_refunded',
    ]);
  });
});
