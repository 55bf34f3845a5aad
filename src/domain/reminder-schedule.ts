/**
 * Which reminder or invitation is due for a booking on a given day (docs/business-rules.md#reminders).
 * Pure. Days are ISO dates in the agency's calendar (`agency-calendar.ts`).
 *
 * - Balance reminders 14, 7 and 2 days before the balance's due date. Only the step whose window
 *   holds today is due (from its day to the day before the next step's, the last one to the due
 *   date itself): a job that was down for days sends the step due now, never the stale ones too.
 *   A step whose day came before the booking was made is not due (its successor will be).
 * - The pre-trip message (meeting point, time, what to bring) from 3 days before the trip to the
 *   day before it.
 * - The review invitation from the day after the trip ends, for a week at most (to a booking paid
 *   in full: only those may review).
 *
 * Whether the booking wants it at all (not cancelled, a balance left, reminders not stopped) is
 * decided by the caller; `repositories/reminders.ts` finds the same kinds in SQL.
 */
import { addDays } from './balance-due.ts';
import { dayAfterTrip } from './review-eligibility.ts';

export const BALANCE_REMINDER_STEPS = [14, 7, 2] as const;
export type BalanceReminderKind = 'balance_14' | 'balance_7' | 'balance_2';
export type ReminderKind = BalanceReminderKind | 'pre_trip' | 'review_invitation';

/** Days before the trip the pre-trip message goes. */
export const PRE_TRIP_DAYS = 3;
/** A review invitation not sent within this many days after its day is not sent any more. */
export const REVIEW_INVITATION_WINDOW_DAYS = 7;

/** The balance reminder due on `today`, for a balance due on `dueDate`; null when none is. */
export function balanceReminderDue(
  today: string,
  dueDate: string,
  createdDay: string,
): BalanceReminderKind | null {
  if (today > dueDate) return null;
  // The latest step whose day has come: the earlier ones are stale.
  for (const days of [...BALANCE_REMINDER_STEPS].reverse()) {
    const stepDay = addDays(dueDate, -days);
    if (stepDay <= today) return stepDay >= createdDay ? (`balance_${days}` as BalanceReminderKind) : null;
  }
  return null;
}

/** Whether the pre-trip message is due on `today` for a trip starting on `tripDate`. */
export function preTripDue(today: string, tripDate: string): boolean {
  return addDays(tripDate, -PRE_TRIP_DAYS) <= today && today < tripDate;
}

/** Whether the review invitation is due on `today`. */
export function reviewInvitationDue(today: string, tripDate: string, durationDays: number): boolean {
  // The first day the review form takes a review (`review-eligibility.ts`).
  const first = dayAfterTrip(tripDate, durationDays);
  return first <= today && today < addDays(first, REVIEW_INVITATION_WINDOW_DAYS);
}

export interface ReminderSubject {
  tripDate: string;
  durationDays: number;
  /** Null when no balance is left to remind of (or the trip has no due date). */
  balanceDueDate: string | null;
  /** The day the booking was made, in the agency's calendar. */
  createdDay: string;
}

/** Every kind due on `today` for this booking (a balance step and the pre-trip may fall together). */
export function remindersDue(today: string, b: ReminderSubject): ReminderKind[] {
  const due: ReminderKind[] = [];
  const balance = b.balanceDueDate ? balanceReminderDue(today, b.balanceDueDate, b.createdDay) : null;
  if (balance) due.push(balance);
  if (preTripDue(today, b.tripDate)) due.push('pre_trip');
  if (reviewInvitationDue(today, b.tripDate, b.durationDays)) due.push('review_invitation');
  return due;
}
