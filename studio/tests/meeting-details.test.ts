/** The pre-trip message's fields: meeting point, time (HH:MM) and what to bring, all optional. */
import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { MEETING_POINT_MAX, WHAT_TO_BRING_MAX } from '../schemaTypes/trip.ts';
import { dataset, validationErrors } from './studio-validation.ts';

const trips = dataset.filter((doc) => doc._type === 'trip') as SanityDocument[];
const kribi = trips.find((doc) => doc._id === 'trip-kribi-beach-escape') as SanityDocument;

async function meetingErrors(fields: Record<string, unknown>) {
  const errors = await validationErrors({ ...kribi, ...fields } as SanityDocument);
  return errors.filter((error) => /^(meetingPoint|meetingTime|whatToBring)/.test(error));
}

describe('the meeting details of a trip', () => {
  it('are filled in on several sample trips, and may be left empty', async () => {
    expect(
      trips.filter((doc) => doc.meetingPoint && doc.meetingTime && doc.whatToBring).length,
    ).toBeGreaterThan(2);
    expect(trips.some((doc) => !doc.meetingPoint)).toBe(true);
    expect(await meetingErrors({})).toEqual([]);
    expect(
      await meetingErrors({ meetingPoint: undefined, meetingTime: undefined, whatToBring: undefined }),
    ).toEqual([]);
  });

  it('take a time as HH:MM only', async () => {
    for (const time of ['00:00', '07:30', '23:59'])
      expect(await meetingErrors({ meetingTime: time })).toEqual([]);
    for (const time of ['7:30', '24:00', '07h30', '07:60', 'morning']) {
      expect(await meetingErrors({ meetingTime: time }), time).not.toEqual([]);
    }
  });

  it('refuse a meeting point or a list too long for a message', async () => {
    expect(await meetingErrors({ meetingPoint: 'x'.repeat(MEETING_POINT_MAX + 1) })).not.toEqual([]);
    expect(await meetingErrors({ whatToBring: 'x'.repeat(WHAT_TO_BRING_MAX + 1) })).not.toEqual([]);
  });
});
