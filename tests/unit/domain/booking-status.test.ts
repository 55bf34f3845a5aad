import { describe, expect, it } from 'vitest';
import { bookingStatus, completionPercent, leftToPay } from '../../../src/domain/booking-status.ts';

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
