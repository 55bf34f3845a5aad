import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/balance-due.ts';
import {
  balanceReminderDue,
  preTripDue,
  remindersDue,
  reviewInvitationDue,
} from '../../../src/domain/reminder-schedule.ts';

const DUE = '2027-03-31';
const day = (offset: number) => addDays(DUE, offset);

describe('the balance reminder due on a day', () => {
  it('is the 14-, 7- and 2-day step on its day and until the next step', () => {
    expect(balanceReminderDue(day(-15), DUE, '2027-01-01')).toBeNull();
    expect(balanceReminderDue(day(-14), DUE, '2027-01-01')).toBe('balance_14');
    expect(balanceReminderDue(day(-8), DUE, '2027-01-01')).toBe('balance_14');
    expect(balanceReminderDue(day(-7), DUE, '2027-01-01')).toBe('balance_7');
    expect(balanceReminderDue(day(-3), DUE, '2027-01-01')).toBe('balance_7');
    expect(balanceReminderDue(day(-2), DUE, '2027-01-01')).toBe('balance_2');
    expect(balanceReminderDue(DUE, DUE, '2027-01-01')).toBe('balance_2');
  });

  it('is none once the due date has passed (the balance is then overdue)', () => {
    expect(balanceReminderDue(day(1), DUE, '2027-01-01')).toBeNull();
  });

  it('is only the step due now after a late start, never the stale ones', () => {
    // The job was down from the 14-day point to the 2-day point: only the 2-day step is due.
    expect(balanceReminderDue(day(-1), DUE, '2027-01-01')).toBe('balance_2');
  });

  it('skips a step whose day came before the booking was made', () => {
    expect(balanceReminderDue(day(-10), DUE, day(-10))).toBeNull();
    expect(balanceReminderDue(day(-7), DUE, day(-10))).toBe('balance_7');
    expect(balanceReminderDue(day(-14), DUE, day(-14))).toBe('balance_14');
  });

  it('counts on the calendar across months and leap days', () => {
    expect(balanceReminderDue('2028-02-15', '2028-02-29', '2028-01-01')).toBe('balance_14');
    expect(balanceReminderDue('2026-12-29', '2027-01-05', '2026-12-01')).toBe('balance_7');
  });
});

describe('the pre-trip message and the review invitation', () => {
  it('sends the pre-trip message from three days before the trip to the day before', () => {
    expect(preTripDue('2027-05-06', '2027-05-10')).toBe(false);
    expect(preTripDue('2027-05-07', '2027-05-10')).toBe(true);
    expect(preTripDue('2027-05-09', '2027-05-10')).toBe(true);
    expect(preTripDue('2027-05-10', '2027-05-10')).toBe(false);
  });

  it('invites a review the day after the trip ends, for a week at most', () => {
    // Three days from the 10th: the 10th, 11th and 12th; invited from the 13th.
    expect(reviewInvitationDue('2027-05-12', '2027-05-10', 3)).toBe(false);
    expect(reviewInvitationDue('2027-05-13', '2027-05-10', 3)).toBe(true);
    expect(reviewInvitationDue('2027-05-19', '2027-05-10', 3)).toBe(true);
    expect(reviewInvitationDue('2027-05-20', '2027-05-10', 3)).toBe(false);
    expect(reviewInvitationDue('2027-05-11', '2027-05-10', 1)).toBe(true);
  });
});

describe('every message due on a day', () => {
  it('lists a balance step and the pre-trip message when they fall together', () => {
    const booking = {
      tripDate: '2027-05-10',
      durationDays: 2,
      balanceDueDate: '2027-05-10',
      createdDay: '2027-01-01',
    };
    expect(remindersDue('2027-05-08', booking)).toEqual(['balance_2', 'pre_trip']);
    expect(remindersDue('2027-05-12', booking)).toEqual(['review_invitation']);
    expect(remindersDue('2027-05-08', { ...booking, balanceDueDate: null })).toEqual(['pre_trip']);
  });
});
