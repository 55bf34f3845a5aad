import { describe, expect, it } from 'vitest';
import {
  addDays,
  balanceDueDate,
  balanceDueDays,
  balanceOverdue,
  bookedWithinBalancePeriod,
  DEFAULT_BALANCE_DUE_DAYS,
  tripDateOf,
  tripDatesOf,
} from '../../../src/domain/balance-due.ts';

describe('the trip date', () => {
  it("takes a departure's date, else the date the agency confirmed, else the preferred date", () => {
    const all = { departureDate: '2027-03-10', confirmedDate: '2027-03-12', preferredDate: '2027-03-14' };
    expect(tripDateOf(all)).toBe('2027-03-10');
    expect(tripDateOf({ ...all, departureDate: null })).toBe('2027-03-12');
    expect(tripDateOf({ preferredDate: '2027-03-14' })).toBe('2027-03-14');
    expect(tripDateOf({})).toBeNull();
  });

  it("reads a stored booking: its date is a departure's when it has one, booked on the agency's day", () => {
    // 23:30 UTC on 27 November is already the 28th in Cameroon.
    const createdAt = new Date('2026-11-27T23:30:00Z');
    expect(tripDatesOf({ departureId: 'dep-1', preferredDate: '2027-03-10', createdAt })).toEqual({
      departureDate: '2027-03-10',
      preferredDate: '2027-03-10',
      bookedOn: '2026-11-28',
    });
    expect(tripDatesOf({ departureId: null, preferredDate: '2027-03-14', createdAt })).toMatchObject({
      departureDate: null,
      preferredDate: '2027-03-14',
    });
  });
});

describe('the balance due date', () => {
  it('falls the set number of days before the trip, across months and years', () => {
    expect(balanceDueDate({ preferredDate: '2027-03-10' }, 30)).toBe('2027-02-08');
    expect(balanceDueDate({ departureDate: '2027-01-15' }, 30)).toBe('2026-12-16');
    expect(balanceDueDate({ preferredDate: '2028-03-30' }, 30)).toBe('2028-02-29');
    expect(balanceDueDate({ preferredDate: '2027-03-10' }, 0)).toBe('2027-03-10');
  });

  it('is none for an undated trip', () => {
    expect(balanceDueDate({ preferredDate: null }, 30)).toBeNull();
  });

  it('uses 30 days for a setting that is not whole days from 0 to 180', () => {
    expect(DEFAULT_BALANCE_DUE_DAYS).toBe(30);
    for (const bad of [-1, 181, 2.5, Number.NaN, undefined, '10']) {
      expect(balanceDueDays(bad)).toBe(30);
    }
    expect(balanceDueDays(180)).toBe(180);
    expect(balanceDueDate({ preferredDate: '2027-03-10' }, -5)).toBe('2027-02-08');
  });

  it('counts calendar days', () => {
    expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('the balance due date of a trip booked closer than the balance period', () => {
  it('is the day before departure, not a month before: booked 27 November for 30 November', () => {
    const dates = { preferredDate: '2026-11-30', bookedOn: '2026-11-27' };
    expect(bookedWithinBalancePeriod('2026-11-30', '2026-11-27', 30)).toBe(true);
    expect(balanceDueDate(dates, 30)).toBe('2026-11-29');
  });

  it('is never before the booking date, even for a trip the next day or the same day', () => {
    expect(balanceDueDate({ preferredDate: '2026-11-28', bookedOn: '2026-11-27' }, 30)).toBe('2026-11-27');
    expect(balanceDueDate({ preferredDate: '2026-11-27', bookedOn: '2026-11-27' }, 30)).toBe('2026-11-27');
    for (const trip of ['2026-11-27', '2026-11-28', '2026-12-01', '2026-12-26', '2026-12-27', '2027-01-30']) {
      const due = balanceDueDate({ preferredDate: trip, bookedOn: '2026-11-27' }, 30) ?? '';
      expect(due >= '2026-11-27', trip).toBe(true);
      expect(balanceOverdue(due, '2026-11-27'), trip).toBe(false);
    }
  });

  it('stays the set number of days before a trip booked further ahead', () => {
    expect(bookedWithinBalancePeriod('2026-12-28', '2026-11-27', 30)).toBe(false);
    expect(balanceDueDate({ preferredDate: '2026-12-28', bookedOn: '2026-11-27' }, 30)).toBe('2026-11-28');
    // Exactly the period ahead: the usual due date would be the booking day itself.
    expect(balanceDueDate({ preferredDate: '2026-12-27', bookedOn: '2026-11-27' }, 30)).toBe('2026-12-26');
  });

  it('is overdue from the day after it, not on it', () => {
    expect(balanceOverdue('2026-11-29', '2026-11-29')).toBe(false);
    expect(balanceOverdue('2026-11-29', '2026-11-30')).toBe(true);
  });
});
