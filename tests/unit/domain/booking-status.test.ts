import { describe, expect, it } from 'vitest';
import { bookingStatus, completionPercent, excessOf, leftToPay } from '../../../src/domain/booking-status.ts';

describe('booking status from amount paid', () => {
  it.each([
    [0, 300, 'pending_payment', 300, 0],
    [1, 300, 'partial_payment', 299, 0],
    [90, 300, 'partial_payment', 210, 30],
    [299, 300, 'partial_payment', 1, 99],
    [300, 300, 'payment_completed', 0, 100],
    [310, 300, 'payment_completed', 0, 100],
  ] as const)('paid %i of %i -> %s', (paid, total, status, left, percent) => {
    expect(bookingStatus(paid, total)).toBe(status);
    expect(leftToPay(paid, total)).toBe(left);
    expect(completionPercent(paid, total)).toBe(percent);
  });
});

describe('money received over the total', () => {
  it.each([
    [300, 300, 0, null],
    [200, 300, 0, null],
    [600, 300, 0, { owed: 300, returned: 0 }],
    [600, 300, 300, { owed: 0, returned: 300 }],
    [600, 300, 100, { owed: 200, returned: 100 }],
    // A later success after the return: owed again, for the new excess only.
    [900, 300, 300, { owed: 300, returned: 300 }],
  ] as const)('paid %i of %i, %i sent back -> %j', (paid, total, returned, excess) => {
    expect(excessOf(paid, total, returned)).toEqual(excess);
  });
});
