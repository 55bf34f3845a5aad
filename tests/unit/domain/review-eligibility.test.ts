import { describe, expect, it } from 'vitest';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { dayAfterTrip, type ReviewFacts, reviewEligibility } from '../../../src/domain/review-eligibility.ts';

const paidDated: ReviewFacts = {
  paid: 400_000,
  total: 400_000,
  cancelled: false,
  preferredDate: '2030-03-10',
  durationDays: 4,
  travelled: false,
  today: '2030-03-14',
};

describe('reviewEligibility', () => {
  it('opens a dated trip the day after its last day, not before', () => {
    expect(reviewEligibility(paidDated)).toEqual({ refusal: null, from: '2030-03-14' });
    expect(reviewEligibility({ ...paidDated, today: '2030-03-13' })).toEqual({
      refusal: 'afterTrip',
      from: '2030-03-14',
    });
  });

  it('waits for the agency on an undated trip; its mark also opens a dated trip early', () => {
    const undated = { ...paidDated, preferredDate: null };
    expect(reviewEligibility(undated)).toEqual({ refusal: 'afterTrip', from: null });
    expect(reviewEligibility({ ...undated, travelled: true })).toEqual({ refusal: null, from: null });
    expect(reviewEligibility({ ...paidDated, today: '2030-03-11', travelled: true }).refusal).toBeNull();
  });

  it('refuses anything left to pay (a deposit, the cap before the rest is recorded), then cancelled first', () => {
    expect(reviewEligibility({ ...paidDated, paid: 120_000 }).refusal).toBe('notPaid');
    expect(reviewEligibility({ ...paidDated, paid: 0, travelled: true }).refusal).toBe('notPaid');
    expect(reviewEligibility({ ...paidDated, paid: 450_000 }).refusal).toBeNull();
    expect(reviewEligibility({ ...paidDated, paid: 120_000, cancelled: true }).refusal).toBe('cancelled');
    expect(reviewEligibility({ ...paidDated, cancelled: true, travelled: true }).refusal).toBe('cancelled');
  });

  it('counts whole calendar days, across months and years', () => {
    expect(dayAfterTrip('2030-02-27', 2)).toBe('2030-03-01');
    expect(dayAfterTrip('2030-12-31', 1)).toBe('2031-01-01');
    expect(dayAfterTrip('2030-12-31', 0)).toBe('2031-01-01');
  });

  it("decides by the agency's calendar: 23:30 UTC is already the next day in Douala", () => {
    const today = agencyToday(new Date('2030-03-13T23:30:00Z'));
    expect(today).toBe('2030-03-14');
    expect(reviewEligibility({ ...paidDated, today }).refusal).toBeNull();
  });
});
