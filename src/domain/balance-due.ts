/**
 * When the balance of a booking is due: a number of days (a CMS setting) before the trip. Pure.
 * The trip's date is a departure's when the booking has one, else the date the agency confirmed,
 * else the customer's preferred date; an undated trip has no due date.
 *
 * A trip booked closer than that period (booked on 27 November for 30 November) cannot have its
 * balance due a month before: it is due the day before departure, and never before the day the
 * booking was made, so no booking is overdue on the day it is made
 * (`src/server/repositories/balance-due-sql.ts` says the same in SQL).
 */
import { agencyToday } from './agency-calendar.ts';

/** Days before the trip when the setting is empty. */
export const DEFAULT_BALANCE_DUE_DAYS = 30;
/** The Studio and the build refuse more: half a year ahead is already more than any trip asks. */
export const MAX_BALANCE_DUE_DAYS = 180;

export interface TripDates {
  departureDate?: string | null;
  confirmedDate?: string | null;
  preferredDate?: string | null;
  /** The day the booking was made, in the agency's calendar; unknown for a booking not yet made. */
  bookedOn?: string | null;
}

/**
 * The trip's dates as stored: `preferred_date` holds a departure's date when the booking has one,
 * and the date the agency set when it changed the booking, so it is the trip's date either way.
 */
export function tripDatesOf(booking: {
  departureId?: string | null;
  preferredDate: string | null;
  createdAt: Date;
}): TripDates {
  return {
    departureDate: booking.departureId ? booking.preferredDate : null,
    preferredDate: booking.preferredDate,
    // A trip booked closer than the balance period has its balance due later (see above).
    bookedOn: agencyToday(booking.createdAt),
  };
}

/** The trip's date (ISO day), the surest first; null when none is known. */
export function tripDateOf(dates: TripDates): string | null {
  return dates.departureDate || dates.confirmedDate || dates.preferredDate || null;
}

/** `isoDate` moved by whole `days` (negative: earlier), counted on the calendar, not in hours. */
export function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A usable setting: whole days from 0 to the maximum; anything else falls back to the default. */
export function balanceDueDays(setting: unknown): number {
  return typeof setting === 'number' &&
    Number.isInteger(setting) &&
    setting >= 0 &&
    setting <= MAX_BALANCE_DUE_DAYS
    ? setting
    : DEFAULT_BALANCE_DUE_DAYS;
}

/**
 * Whether a trip on `tripDate` booked on `bookedOn` starts within the balance period: its balance
 * is then due the day before departure rather than `daysBefore` the trip.
 */
export function bookedWithinBalancePeriod(tripDate: string, bookedOn: string, daysBefore?: number): boolean {
  return addDays(tripDate, -balanceDueDays(daysBefore)) <= bookedOn.slice(0, 10);
}

/** The day the balance is due, `daysBefore` the trip (the default when unset); null when undated. */
export function balanceDueDate(dates: TripDates, daysBefore?: number): string | null {
  const trip = tripDateOf(dates);
  if (!trip) return null;
  const bookedOn = dates.bookedOn?.slice(0, 10);
  if (!bookedOn || !bookedWithinBalancePeriod(trip, bookedOn, daysBefore)) {
    return addDays(trip, -balanceDueDays(daysBefore));
  }
  const dayBefore = addDays(trip, -1);
  // A trip today or tomorrow: due on the booking day itself.
  if (dayBefore < bookedOn) return bookedOn;
  return dayBefore;
}

/** Whether a balance due on `dueDate` is overdue on `today`: from the day after, never on it. */
export function balanceOverdue(dueDate: string, today: string): boolean {
  return today > dueDate;
}
