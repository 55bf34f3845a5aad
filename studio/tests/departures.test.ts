/**
 * Departures as editors plan them: the Studio refuses what would break the checkout (seats outside
 * 1..200, a price that is not whole francs, two departures on one day, a new date in the past).
 */
import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { departureDateProblem, duplicateDateProblems } from '../schemaTypes/departures.ts';
import { dataset, validationErrors } from './studio-validation.ts';

const trip = dataset.find((doc) => doc._id === 'trip-mount-cameroon-limbe') as SanityDocument;

function departure(change: Record<string, unknown> = {}) {
  return { _key: 'd-test', _type: 'departure', date: '2099-06-12', seats: 12, status: 'open', ...change };
}

function withDepartures(departures: unknown[], id = trip._id): SanityDocument {
  return { ...trip, _id: id, departures } as SanityDocument;
}

/** Errors on the departures field, after the document's own valid fields. */
async function departureErrors(document: SanityDocument, documents = dataset) {
  return (await validationErrors(document, documents)).filter((error) => error.startsWith('departures'));
}

describe('departure rules', () => {
  it('accepts today and later, refuses a new past date, keeps a published one that became past', () => {
    expect(departureDateProblem('2027-01-16', '2027-01-16', undefined)).toBeUndefined();
    expect(departureDateProblem('2027-01-15', '2027-01-16', undefined)).toMatch(/in the past/);
    expect(departureDateProblem('2027-01-15', '2027-01-16', '2027-01-15')).toBeUndefined();
    expect(departureDateProblem('2027-01-14', '2027-01-16', '2027-01-15')).toMatch(/in the past/);
    expect(departureDateProblem(undefined, '2027-01-16', undefined)).toMatch(/needs a start date/);
  });

  it('names each date planned twice, once', () => {
    const dates = ['2027-01-02', '2027-01-09', '2027-01-02', '2027-01-02'].map((date) => ({ date }));
    expect(duplicateDateProblems(dates)).toEqual([
      'Two departures on 2027-01-02: keep one, with all its seats',
    ]);
    expect(duplicateDateProblems([{ date: '2027-01-02' }, {}])).toEqual([]);
  });

  it("counts days in the agency's calendar (UTC+1)", () => {
    expect(agencyToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the Studio refuses a broken departure', () => {
  it('accepts the sample departures and a trip without any', async () => {
    expect(await departureErrors(trip)).toEqual([]);
    expect(await departureErrors(withDepartures([]))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no seats', { seats: 0 }],
    ['more than 200 seats', { seats: 201 }],
    ['half a seat', { seats: 2.5 }],
    ['seats left empty', { seats: undefined }],
    ['a price of zero', { pricePerPerson: 0 }],
    ['a negative price', { pricePerPerson: -5000 }],
    ['a price with decimals', { pricePerPerson: 150000.5 }],
    ['no status', { status: undefined }],
    ['no date', { date: undefined }],
    ['a new date in the past', { date: '2020-03-14' }],
  ])('refuses %s', async (_what, change) => {
    expect(await departureErrors(withDepartures([departure(change)]))).not.toEqual([]);
  });

  it('accepts 1 and 200 seats and a price for the date', async () => {
    const departures = [
      departure({ seats: 1 }),
      departure({ _key: 'd-2', date: '2099-07-01', seats: 200, pricePerPerson: 260000, status: 'closed' }),
    ];
    expect(await departureErrors(withDepartures(departures))).toEqual([]);
  });

  it('refuses two departures on the same date', async () => {
    const departures = [departure(), departure({ _key: 'd-2', status: 'guaranteed' })];
    const errors = await departureErrors(withDepartures(departures));
    expect(errors).toEqual(['departures: Two departures on 2099-06-12: keep one, with all its seats']);
  });

  it('lets a trip be edited when one of its published departures has become past', async () => {
    const past = departure({ date: '2020-03-14' });
    const published = withDepartures([past], 'trip-with-past-departure');
    const draft = { ...published, _id: 'drafts.trip-with-past-departure', summary: 'Edited.' };
    expect(await departureErrors(draft as SanityDocument, [...dataset, published])).toEqual([]);
    // Moving that departure to another past date is still refused.
    const moved = withDepartures([{ ...past, date: '2020-03-21' }], draft._id);
    expect(await departureErrors(moved, [...dataset, published])).not.toEqual([]);
  });
});
